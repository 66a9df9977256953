import type { staffRecordRoutes } from '@gradina/shared/manifest/routes/staff/records';
import { occupations } from '@gradina/shared/manifest/routes/staff/records';
import { atRequestTime } from '../../../platform/clock';
import { keys } from '../../../platform/db';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import type { StaffItem } from './items';
import { exportStaff, staffByKindergarten, staffOptions, staffOverview } from './lists';
import { getStaffRecord, saveStaffRecord } from './records';

/**
 * The handler entries of staff records: thin calls of the domain functions. Who works here "today" (leave
 * dates) and the month of the staff-count read the clock; tests fix it with the clock header.
 */
export const staffRecordImplementations: FeatureRoutes<typeof staffRecordRoutes, typeof staffRecordObjects> =
  {
    'staff.teachers': async ({ session, event }) =>
      atRequestTime(event.headers, async () => ({ result: await staffOptions(session) })),
    'staff.staffOverview': entry.clockedQuery(staffOverview),
    'staff.exportStaff': entry.clockedQuery(exportStaff),
    'staff.staffForKindergarten': entry.clockedSession(staffOptions),
    'staff.staffForActivities': async ({ session, event }) =>
      atRequestTime(event.headers, () => staffOptions(session, (o) => o.isPedagogical)),
    'staff.staffMember': async ({ session, path }) => getStaffRecord(session, path.id, path.kindergartenId),
    'staff.staffByKindergarten': entry.clockedSession(staffByKindergarten),
    'staff.staffByKind': async ({ session, query, event }) =>
      atRequestTime(event.headers, () =>
        staffOptions(session, (o) => o.isPedagogical === (query.kind === 1)),
      ),
    'staff.teachersPedagogues': async ({ session, event }) =>
      atRequestTime(event.headers, () => staffOptions(session, (o) => o.isPedagogical)),
    'staff.directors': async ({ session, event }) =>
      atRequestTime(event.headers, () => staffOptions(session, (o) => o.isDirector)),
    'staff.occupations': async () =>
      occupations.map((o) => ({ id: o.id, name: o.name, isPedagogical: o.pedagogical })),
    'staff.saveStaff': async ({ session, body, object, event }) =>
      atRequestTime(event.headers, () => saveStaffRecord(session, body, object?.item)),
  };

/** The record a save edits, under the session's kindergarten's key (another kindergarten's id: 404). */
export const staffRecordObjects = {
  'staff.saveStaff': kindergartenItemOfBody<StaffItem>(keys.staffMember),
} satisfies FeatureLoaders<typeof staffRecordRoutes>;
