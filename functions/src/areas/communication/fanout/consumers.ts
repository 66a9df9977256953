import { Audience, Role } from '@gradina/shared';
import { createLogger } from '../../../platform/http/logger';
import { onceOnly } from '../../../platform/queue/idempotency';
import { enqueue, type WorkMessage } from '../../../platform/queue/send';
import { pushToUsers } from '../../../platform/realtime/push';
import { chunked, eachLimited } from '../collections';
import { deliver, retract } from '../inbox/inbox';
import { membersOf } from '../recipients/items';
import { resolveRecipients } from '../recipients/recipients';
import {
  applyRecipients,
  arrivalEvent,
  type BroadcastPayload,
  chunkSize,
  entryFields,
  type FanoutPayload,
  itemKey,
  type PushPayload,
  type ResolvePayload,
  type RetractPayload,
  settleAuthor,
} from './fanout';
import { allKindergartenIds, readItem } from './items';
import { applyReplyToEntries, type RepliesPayload } from './replies';

const log = createLogger({ area: 'communication', component: 'fanout' });

/** The work-queue consumers of fan-out: resolving recipients, delivering, withdrawing, pushes, broadcasts. */

async function resolve(payload: ResolvePayload): Promise<void> {
  const key = itemKey(payload.kindergartenId, payload.kind, payload.itemId, payload.ref);
  const item = await readItem(key);
  if (!item || item.deleted === true) return;
  if (payload.ref) {
    const userIds = [...(await resolveRecipients(payload.kindergartenId, payload.spec ?? {}))].sort();
    await eachLimited(
      chunked(userIds, chunkSize).map((ids, n) => ({ ids, n })),
      8,
      async ({ ids, n }) => {
        await enqueue('work', {
          type: 'communication.fanout',
          key: `${payload.itemId}#${payload.kindergartenId}#${n}`,
          payload: {
            kindergartenId: payload.kindergartenId,
            kind: payload.kind,
            itemId: payload.itemId,
            version: 1,
            ref: payload.ref,
            userIds: ids,
          } satisfies FanoutPayload,
        });
      },
    );
    return;
  }
  if (item.version !== payload.version) return;
  const userIds = await resolveRecipients(payload.kindergartenId, item.recipients);
  await applyRecipients(item, userIds, { inline: false });
}

async function fanout(payload: FanoutPayload): Promise<void> {
  const key = itemKey(payload.kindergartenId, payload.kind, payload.itemId, payload.ref);
  const item = await readItem(key);
  if (!item || item.deleted === true) return;
  if (!payload.ref && item.version !== payload.version) return;
  const created = await settleAuthor(
    item,
    await deliver(
      payload.kindergartenId,
      payload.itemId,
      payload.ref ? 1 : item.version,
      payload.userIds,
      entryFields(item, key),
      { createMissing: payload.createMissing ?? true },
    ),
  );
  if (created.length > 0)
    await pushToUsers(created, arrivalEvent(item), { kindergartenId: payload.kindergartenId });
}

async function pushJob(message: WorkMessage): Promise<void> {
  const payload = message.payload as PushPayload;
  await onceOnly('communication.push', message.key, async () => {
    let userIds = payload.userIds;
    if (!userIds) {
      const members = await membersOf(payload.kindergartenId);
      userIds = members
        .filter(
          (m) =>
            payload.audience === undefined ||
            payload.audience === Audience.All ||
            (payload.audience === Audience.OnlyStaff ? m.role !== Role.Parent : m.role === Role.Parent),
        )
        .map((m) => m.userId);
    }
    await pushToUsers(userIds, payload.event, { kindergartenId: payload.kindergartenId });
  });
}

async function broadcast(payload: BroadcastPayload): Promise<void> {
  const ids = payload.kindergartenIds ?? (await allKindergartenIds());
  const next = payload.next;
  await eachLimited(ids, 16, async (kindergartenId) => {
    if (next.type === 'message')
      await enqueue('work', {
        type: 'communication.resolve',
        key: `${next.messageId}#${kindergartenId}`,
        payload: {
          kindergartenId,
          kind: 'MSG',
          itemId: next.messageId,
          version: 1,
          ref: next.ref,
          spec: next.spec,
        } satisfies ResolvePayload,
      });
    else
      await enqueue('work', {
        type: 'communication.push',
        key: `${next.key}#${kindergartenId}`,
        payload: { kindergartenId, event: next.event, audience: next.audience } satisfies PushPayload,
      });
  });
}

/** Consumers of the work queue this area owns (registered in functions/src/queue/consumers.ts). */
export const communicationConsumers: Record<string, (message: WorkMessage) => Promise<void>> = {
  'communication.resolve': (m) => resolve(m.payload as ResolvePayload),
  'communication.fanout': (m) => fanout(m.payload as FanoutPayload),
  'communication.retract': async (m) => {
    const p = m.payload as RetractPayload;
    await retract(p.kindergartenId, p.kind, p.itemId, p.version, p.userIds);
  },
  'communication.replies': async (m) => {
    await applyReplyToEntries(m.payload as RepliesPayload);
  },
  'communication.push': pushJob,
  'communication.broadcast': async (m) => {
    try {
      await broadcast(m.payload as BroadcastPayload);
    } catch (e) {
      log.error('broadcast failed', { key: m.key, error: e });
      throw e;
    }
  },
};
