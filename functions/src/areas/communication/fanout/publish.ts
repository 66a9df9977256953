import type { Condition } from '../../../platform/db';
import { enqueue } from '../../../platform/queue/send';
import { isExplicit, type normalizeSpec } from '../recipients/recipients';
import { applyRecipients, chunkSize, type ResolvePayload, recipientChunks, recipientsOf } from './fanout';
import type { CommunicationItem } from './items';
import { writeItemVersion } from './items';

/**
 * Writes a new item version (conditioned on the version it replaces, or on being new) and sets its
 * recipients. A new item for chosen users only is written in one transaction with its recipient chunks
 * and delivered in the request; anything else goes through `planDelivery`. False when the condition failed.
 */
export async function writeAndDeliver(
  item: CommunicationItem,
  spec: ReturnType<typeof normalizeSpec>,
  replaces?: { version: number; extra?: Condition },
): Promise<boolean> {
  const fresh = !replaces && isExplicit(spec) && spec.userIds.length <= chunkSize;
  const recipients = fresh ? recipientsOf(item, spec.userIds) : [];
  if (fresh) item.recipientsCount = recipients.length;
  const written = await writeItemVersion(item, fresh ? recipientChunks(item, recipients) : [], replaces);
  if (!written) return false;
  if (fresh) await applyRecipients(item, recipients, { inline: true, stored: true });
  else await planDelivery(item, spec);
  return true;
}

/** Chosen users only (up to 100): in the request; anything read from indexes: through the queue. */
export async function planDelivery(item: CommunicationItem, spec: ReturnType<typeof normalizeSpec>) {
  if (isExplicit(spec) && spec.userIds.length <= chunkSize) {
    await applyRecipients(item, spec.userIds, { inline: true });
    return;
  }
  await enqueue('work', {
    type: 'communication.resolve',
    key: `${item.id}#v${item.version}`,
    payload: {
      kindergartenId: item.kindergartenId!,
      kind: item.kind,
      itemId: item.id,
      version: item.version,
    } satisfies ResolvePayload,
  });
}
