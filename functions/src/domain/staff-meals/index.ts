import { tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * Staff meals as other areas read them: the staff area writes them (which staff eat on which days), the
 * storage area's nutrition report and the kitchen's counts read them here. A staff-meals month:
 * `KG#<kg>#STAFFMEAL#<YYYY-MM>` / `STAFF#<staffId>`, the days eaten as attributes `d01`…`d31` (true) and
 * the staff member's name for display, so a month is ONE Query and needs no read of the staff records.
 */
export const staffMealKeys = {
  month: (kindergartenId: string, month: string) => `${tenantPrefix(kindergartenId)}#STAFFMEAL#${month}`,
  staffMonth: (kindergartenId: string, month: string, staffId: string) => ({
    PK: staffMealKeys.month(kindergartenId, month),
    SK: `STAFF#${staffId}`,
  }),
} as const;

export const mealDayAttribute = (day: number) => `d${String(day).padStart(2, '0')}`;

export interface StaffMealsOfMonth {
  staffId: string;
  staffName: string;
  /** The days eaten, YYYY-MM-DD, in order. */
  dates: string[];
}

/** Every staff member's meals of a month (`YYYY-MM`): one Query. */
export async function readStaffMeals(kindergartenId: string, month: string): Promise<StaffMealsOfMonth[]> {
  const items = await queryAll<Record<string, unknown>>({
    partition: staffMealKeys.month(kindergartenId, month),
    beginsWith: 'STAFF#',
  });
  return items.map((i) => ({
    staffId: String(i.staffId),
    staffName: String(i.staffName ?? ''),
    dates: Object.keys(i)
      .filter((name) => /^d\d\d$/.test(name) && i[name] === true)
      .sort()
      .map((name) => `${month}-${name.slice(1)}`),
  }));
}
