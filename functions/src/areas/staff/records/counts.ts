import { putMonthAggregate } from '../../../domain/aggregates';
import type { StaffItem } from './items';
import { staffCounts } from './rules';

/** The aggregate kind МОН's and the municipality's staff-count reports read. */
export const staffCountKind = 'staff-count';

/**
 * Writes a kindergarten-month's `staff-count` whole from the staff list (absolute counters, so a save
 * repeated or two saves racing still leave the counts of the list the last one saw).
 */
export const writeStaffCount = (kindergartenId: string, month: string, staff: readonly StaffItem[]) =>
  putMonthAggregate({ kind: staffCountKind, kindergartenId, month, counters: staffCounts(staff, month) });
