import { getItem, putItem, tenantPrefix } from '../../../platform/db';
import type { KindergartenMonthItem } from './rules';

/**
 * The kindergarten month lock's items (docs/areas/attendance-grid.md):
 *
 * - the month's item `KG#<kg>#ATT#<YYYY-MM>` / `KGMONTH`: the director's lock or unlock (with the reason),
 *   in the month's attendance partition beside the child-months (it sorts after `GROUP#…`, so the grid's
 *   and the references' `GROUP#` queries never read it);
 * - the setting `KG#<kg>#ATT` / `LOCKSETTINGS`: the automatic lock's day of the next month (1-28, or none).
 *
 * The grid reads both in the BatchGet it already makes for the group and the calendar (`monthLockKeys`), so
 * a group's month stays at two requests.
 */
export const monthLockItemKeys = {
  month: (kindergartenId: string, month: string) => ({
    PK: `${tenantPrefix(kindergartenId)}#ATT#${month}`,
    SK: 'KGMONTH',
  }),
  settings: (kindergartenId: string) => ({ PK: `${tenantPrefix(kindergartenId)}#ATT`, SK: 'LOCKSETTINGS' }),
} as const;

/** The two items a month's lock is decided from, to put into a caller's BatchGet. */
export const monthLockKeys = (kindergartenId: string, month: string) => [
  monthLockItemKeys.month(kindergartenId, month),
  monthLockItemKeys.settings(kindergartenId),
];

export interface LockSettingsItem {
  type: 'AttendanceLockSettings';
  kindergartenId: string;
  autoLockDay: number | null;
}

const sameKey = (item: Record<string, unknown>, key: { PK: string; SK: string }) =>
  item.PK === key.PK && item.SK === key.SK;

/** The month's item and the automatic lock day among the items of a BatchGet (others are ignored). Pure. */
export function monthLockItemsOf(
  kindergartenId: string,
  month: string,
  items: readonly Record<string, unknown>[],
) {
  const own = items.find((i) => sameKey(i, monthLockItemKeys.month(kindergartenId, month)));
  const settings = items.find((i) => sameKey(i, monthLockItemKeys.settings(kindergartenId)));
  return {
    item: own as unknown as KindergartenMonthItem | undefined,
    autoLockDay: (settings as unknown as LockSettingsItem | undefined)?.autoLockDay ?? null,
  };
}

/** Writes the director's lock or unlock of a month whole (the last word wins). */
export const putKindergartenMonth = (item: KindergartenMonthItem) =>
  putItem({ ...monthLockItemKeys.month(item.kindergartenId, item.month), ...item });

/** Writes the automatic lock's day (null: off). */
export const putLockSettings = (kindergartenId: string, autoLockDay: number | null) =>
  putItem({
    ...monthLockItemKeys.settings(kindergartenId),
    type: 'AttendanceLockSettings',
    kindergartenId,
    autoLockDay,
  });

/** The month's item alone (one GetItem, consistent: a write may follow). */
export const readKindergartenMonth = (kindergartenId: string, month: string) =>
  getItem<KindergartenMonthItem>(monthLockItemKeys.month(kindergartenId, month), { consistent: true });
