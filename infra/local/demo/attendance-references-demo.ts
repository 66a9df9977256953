/**
 * Attendance references demo data: the main demo kindergarten's НЕИСПУО institution code, which the monthly
 * АСП file writes as its first field (the kindergarten profile keeps it as `neispuoCode`; the НЕИСПУО
 * settings screen that edits it comes with the НЕИСПУО issue). The references themselves read the grid's
 * demo months (attendance-demo.ts) and write nothing.
 *
 *   await seedAttendanceReferencesDemo(demo);   // after the world is saved (db() / TABLE_NAME)
 */
import { keys, updateItem } from '../../../functions/src/platform/db';
import type { DemoWorld } from './seed';

/** A code of the Plovdiv region's shape (its institutions' codes start with 16). */
export const demoInstitutionCode = '1600142';

export async function seedAttendanceReferencesDemo(demo: DemoWorld): Promise<void> {
  await updateItem(keys.kindergarten(demo.kindergartens.main.id), {
    set: { neispuoCode: demoInstitutionCode },
  });
}
