import { Audience, Role } from '@gradina/shared';
import { noticeMessageType } from '../../../domain/notices';
import { createLogger } from '../../../platform/http/logger';
import { onceOnly } from '../../../platform/queue/idempotency';
import { enqueue, type WorkMessage } from '../../../platform/queue/send';
import { pushToUsers } from '../../../platform/realtime/push';
import { chunked, eachLimited } from '../collections';
import { retract } from '../inbox/inbox';
import { membersOf } from '../recipients/items';
import { resolveRecipients } from '../recipients/recipients';
import { applyRecipients, deliverTo, eachChunk, withdrawAll } from './delivery';
import type {
  BroadcastPayload,
  FanoutPayload,
  PushPayload,
  RefreshPayload,
  ResolvePayload,
  RetractPayload,
  WithdrawPayload,
} from './fanout';
import { chunkSize, itemKey } from './fanout';
import { allKindergartenIds, readItem, storedRecipients } from './items';
import { noticeConsumer } from './notices';
import { applyReplyToEntries, type RepliesPayload } from './replies';
import { removeWithdrawn } from './withdrawn';

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
  await applyRecipients(item, userIds);
}

async function fanout(payload: FanoutPayload): Promise<void> {
  const key = itemKey(payload.kindergartenId, payload.kind, payload.itemId, payload.ref);
  const item = await readItem(key);
  if (!item || item.deleted === true) return;
  if (!payload.ref && item.version !== payload.version) return;
  await deliverTo(
    payload.kindergartenId,
    item,
    key,
    payload.ref ? 1 : item.version,
    payload.userIds,
    payload.createMissing ?? true,
  );
}

/** An edited item: its recipients' entries follow the version (a newer edit's refresh supersedes this). */
async function refresh(payload: RefreshPayload): Promise<void> {
  const kg = payload.kindergartenId;
  const key = itemKey(kg, payload.kind, payload.itemId);
  const item = await readItem(key);
  if (!item || item.deleted === true || item.version !== payload.version) return;
  const { userIds } = await storedRecipients(kg, payload.kind, payload.itemId);
  await eachChunk(
    userIds,
    (ids) => deliverTo(kg, item, key, item.version, ids, false),
    (ids, n) => ({
      type: 'communication.fanout',
      key: `${item.id}#v${item.version}#refresh#${n}`,
      payload: { ...payload, userIds: ids, createMissing: false } satisfies FanoutPayload,
    }),
  );
}

/** A reply to every recipient: the stored chunks say who they are. */
async function replies(message: WorkMessage): Promise<void> {
  const payload = message.payload as RepliesPayload;
  if (payload.userIds) {
    await applyReplyToEntries({ ...payload, userIds: payload.userIds });
    return;
  }
  const { userIds } = await storedRecipients(payload.kindergartenId, 'MSG', payload.messageId);
  await eachChunk(
    userIds,
    async (ids) => {
      await applyReplyToEntries({ ...payload, userIds: ids });
    },
    (ids, n) => ({ type: message.type, key: `${message.key}#${n}`, payload: { ...payload, userIds: ids } }),
  );
}

/** A deleted item leaves every inbox; then what belonged to it goes (a message's replies, a poll's votes). */
async function withdraw(payload: WithdrawPayload): Promise<void> {
  await withdrawAll(payload.kindergartenId, payload.kind, payload.itemId);
  await removeWithdrawn(payload.kindergartenId, payload.kind, payload.itemId);
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
  'communication.refresh': (m) => refresh(m.payload as RefreshPayload),
  'communication.replies': replies,
  'communication.withdraw': (m) => withdraw(m.payload as WithdrawPayload),
  'communication.push': pushJob,
  /** A notice another feature raised (domain/notices): a message from "Система". */
  [noticeMessageType]: noticeConsumer,
  'communication.broadcast': async (m) => {
    try {
      await broadcast(m.payload as BroadcastPayload);
    } catch (e) {
      log.error('broadcast failed', { key: m.key, error: e });
      throw e;
    }
  },
};
