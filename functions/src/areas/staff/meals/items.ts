import { mealDayAttribute, staffMealKeys } from '../../../domain/staff-meals';
import { updateItem } from '../../../platform/db';

/**
 * The staff meals' writes (the keys and the month's read live in `domain/staff-meals`, which the storage
 * area's report reads too). One UpdateItem per staff member of a save: the days set and cleared, the name.
 */
export async function writeStaffMeals(
  kindergartenId: string,
  month: string,
  staffId: string,
  staffName: string,
  days: Readonly<Record<number, boolean>>,
): Promise<void> {
  const set: Record<string, unknown> = { type: 'StaffMeals', kindergartenId, staffId, staffName, month };
  const remove: string[] = [];
  for (const [day, eats] of Object.entries(days)) {
    if (eats) set[mealDayAttribute(Number(day))] = true;
    else remove.push(mealDayAttribute(Number(day)));
  }
  await updateItem(staffMealKeys.staffMonth(kindergartenId, month, staffId), { set, remove });
}
