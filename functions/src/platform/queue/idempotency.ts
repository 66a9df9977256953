import { getItem, putIfAbsent } from '../db/item';
import { keys } from '../db/keys';

/**
 * Runs `work` once per (scope, key): a marker is put only if absent after the work succeeds, and a
 * redelivery that finds the marker does nothing. Work must itself tolerate a crash between the two.
 */
export async function onceOnly(
  scope: string,
  key: string,
  work: () => Promise<void>,
  keepDays = 14,
): Promise<'done' | 'skipped'> {
  const marker = keys.idempotency(scope, key);
  if (await getItem(marker, { consistent: true, attributes: ['PK'] })) return 'skipped';
  await work();
  // A concurrent redelivery may have put the marker first: the work is done either way.
  await putIfAbsent({
    ...marker,
    type: 'Idempotency',
    doneAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + keepDays * 86400,
  });
  return 'done';
}
