import { beforeAll, describe, expect, it } from 'vitest';
import { MessageFeatureFlags } from '../../shared/src/enums';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { setCommunicationFeatures } from '../support/stored';

let kg: GivenKindergarten;

// A kindergarten of its own with one group: turning the feature off must not disturb the other suites.
beforeAll(async () => {
  kg = await given.kindergarten({ name: 'ДГ „Табло“' }).group();
});

/**
 * The board tells the screen whether group messages are allowed (MessageFeatureFlags.DashboardGroupMessages),
 * so the form offers groups only when the server would take them. No route sets the features yet, so the
 * suite sets them through test/support/stored.ts.
 */
describe('the board and the group messages feature', () => {
  it('answers groupMessages from the settings and refuses group messages when it is off', async () => {
    const board = () => api(kg.director, 'communication.boardMessages');
    const first = await board();
    expect(first.status).toBe(200);
    expect(first.body.groupMessages).toBe(true);

    const allButGroups =
      MessageFeatureFlags.Messages | MessageFeatureFlags.Calendar | MessageFeatureFlags.Polls;
    await setCommunicationFeatures(kg.id, allButGroups);
    try {
      expect((await board()).body.groupMessages).toBe(false);
      const refused = await api(kg.director, 'communication.saveBoardMessage', {
        body: { title: 'Само за група', content: '<p>Текст</p>', groupIds: [kg.group.id] },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.error)).toContain('изключени');
    } finally {
      await setCommunicationFeatures(kg.id, null);
    }
    expect((await board()).body.groupMessages).toBe(true);
  });
});
