import {
  attendanceAggregateKind,
  childMonthCounters,
  countersDelta,
  crossedUnexcusedLimit,
  unexcusedLimit,
} from '../areas/attendance/grid/aggregate';
import { addToMonthAggregates } from '../domain/aggregates';
import { directorsOf, notify } from '../domain/notices';
import type { StreamConsumer, TableChange } from './change';

/**
 * Keeps the attendance aggregates (domain/aggregates, kind `attendance`) per kindergarten-month and per
 * group-month from the child-month items' old and new images, once per stream record; and tells the
 * directors when a compulsory-age child passes 2 unexcused days in a month (the record that crosses the
 * limit; the message is once per child-month by its key).
 */

interface ChildMonthImage {
  type: 'ChildMonth';
  kindergartenId: string;
  groupId: string;
  childId: string;
  month: string;
  firstName?: string;
  lastName?: string;
}

const childMonth = (image: Record<string, unknown> | undefined) =>
  image?.type === 'ChildMonth' ? (image as unknown as ChildMonthImage) : undefined;

/** The aggregate change one record makes: per kindergarten-month and group-month (null: none). */
export function attendanceChange(change: TableChange) {
  const before = childMonth(change.oldImage);
  const after = childMonth(change.newImage);
  const item = after ?? before;
  if (!item) return null;
  const old = childMonthCounters(change.oldImage as never);
  const next = childMonthCounters(change.newImage as never);
  const deltas = countersDelta(old, next);
  return {
    item,
    deltas,
    crossed: crossedUnexcusedLimit(old, next),
  };
}

async function tellDirectors(item: ChildMonthImage): Promise<void> {
  const name = `${item.firstName ?? ''} ${item.lastName ?? ''}`.trim();
  const [year, month] = item.month.split('-');
  await notify({
    kindergartenId: item.kindergartenId,
    key: `unexcused#${item.kindergartenId}#${item.childId}#${item.month}`,
    userIds: await directorsOf(item.kindergartenId),
    title: `Повече от ${unexcusedLimit} неизвинени отсъствия: ${name}`,
    text: `${name} е в задължителна предучилищна възраст и има повече от ${unexcusedLimit} неизвинени отсъствия през ${month}.${year} г. Уведомете дирекция „Социално подпомагане“.`,
    toast: true,
    inbox: true,
  });
}

export const attendanceAggregates: StreamConsumer = {
  name: 'attendance-aggregates',
  async consume(change) {
    const found = attendanceChange(change);
    if (!found || Object.keys(found.deltas).length === 0) return;
    const { item, deltas } = found;
    // The notice first: its message is once-only by key, so a retried record never sends it twice.
    if (found.crossed) await tellDirectors(item);
    await addToMonthAggregates({
      kind: attendanceAggregateKind,
      kindergartenId: item.kindergartenId,
      month: item.month,
      deltas,
      scopes: [{ scope: `GROUP#${item.groupId}`, deltas }],
      onceKey: change.sequenceNumber,
    });
  },
};
