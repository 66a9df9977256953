import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import { MessageFeatureFlags } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';
import { otherKindergartenDirector } from '../support/world';

/**
 * The board tells the screen whether group messages are allowed (MessageFeatureFlags.DashboardGroupMessages),
 * so the form offers groups only when the server would take them. Run on a kindergarten of its own: turning
 * the feature off must not disturb the other suites.
 */
describe('the board and the group messages feature', () => {
  it('answers groupMessages from the settings and refuses group messages when it is off', async () => {
    const other = await otherKindergartenDirector();
    const token = await signIn(other.email);
    const board = async () =>
      (await call('GET', '/api/Dashboards/messages/overview-models', { token })) as {
        status: number;
        body: { groupMessages: boolean; version: number };
      };
    const first = await board();
    expect(first.status).toBe(200);
    expect(first.body.groupMessages).toBe(true);

    const { Items: groups = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': keys.group(other.kindergartenId, '').PK, ':sk': 'GROUP#' },
        Limit: 1,
      }),
    );
    expect(groups.length).toBe(1);
    const settings = keys.communicationSettings(other.kindergartenId);
    const allButGroups =
      MessageFeatureFlags.Messages | MessageFeatureFlags.Calendar | MessageFeatureFlags.Polls;
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...settings, messageFeatureFlags: allButGroups } }),
    );
    try {
      expect((await board()).body.groupMessages).toBe(false);
      const refused = (await call('POST', '/api/Dashboards/message', {
        token,
        body: { title: 'Само за група', content: '<p>Текст</p>', groupIds: [String(groups[0]!.id)] },
      })) as { status: number; body: { errors?: { message: string }[] } };
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('изключени');
    } finally {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: settings }));
    }
    expect((await board()).body.groupMessages).toBe(true);
  });
});
