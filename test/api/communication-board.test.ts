import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardKeys } from '../../functions/src/areas/communication/board/items';
import { db, tableName } from '../../functions/src/platform/db/client';
import { createWorld, saveAll } from '../../infra/local/demo/builders';
import { MessageFeatureFlags, Role } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';

// A kindergarten of its own with one group: turning the feature off must not disturb the other suites.
const w = createWorld();
const kindergarten = w.aKindergarten({ name: 'ДГ „Табло“' });
const year = w.aSchoolYear(kindergarten, { yearFrom: 2026, active: true });
const group = w.aGroup(kindergarten, { periodId: year.id });
const director = w.aUser({ baseRole: Role.Director });
w.aStaffMember(kindergarten, { role: Role.Director, user: director });

beforeAll(async () => {
  await saveAll(db(), tableName(), w.items);
});

/**
 * The board tells the screen whether group messages are allowed (MessageFeatureFlags.DashboardGroupMessages),
 * so the form offers groups only when the server would take them. Run on a kindergarten of its own: turning
 * the feature off must not disturb the other suites.
 */
describe('the board and the group messages feature', () => {
  it('answers groupMessages from the settings and refuses group messages when it is off', async () => {
    const other = { kindergartenId: kindergarten.id };
    const token = await signIn(director.email!);
    const board = async () =>
      (await call('GET', '/api/Dashboards/messages/overview-models', { token })) as {
        status: number;
        body: { groupMessages: boolean; version: number };
      };
    const first = await board();
    expect(first.status).toBe(200);
    expect(first.body.groupMessages).toBe(true);

    const settings = boardKeys.communicationSettings(other.kindergartenId);
    const allButGroups =
      MessageFeatureFlags.Messages | MessageFeatureFlags.Calendar | MessageFeatureFlags.Polls;
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...settings, messageFeatureFlags: allButGroups } }),
    );
    try {
      expect((await board()).body.groupMessages).toBe(false);
      const refused = (await call('POST', '/api/Dashboards/message', {
        token,
        body: { title: 'Само за група', content: '<p>Текст</p>', groupIds: [group.id] },
      })) as { status: number; body: { errors?: { message: string }[] } };
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('изключени');
    } finally {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: settings }));
    }
    expect((await board()).body.groupMessages).toBe(true);
  });
});
