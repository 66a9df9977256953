import { Role } from '@gradina/shared';
import type { neispuoIntegrationRoutes } from '@gradina/shared/manifest/routes/neispuo/integration';
import { groupsTaughtByCaller } from '../../../domain/children/access';
import { queueKindergartenSync } from '../../../domain/neispuo/sync-message';
import { sofiaToday } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { forbidden, invalidField } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { enqueue } from '../../../platform/queue/send';
import { connectedKindergartens, type NeispuoSettings, readSettings } from '../connection/items';
import { classRows } from './overview';
import { groupMonthRecords } from './status';
import { attendanceMessageType, type GroupMonth } from './sync';

type Ids =
  | 'neispuo.sendAttendance'
  | 'neispuo.syncKindergarten'
  | 'neispuo.classes'
  | 'neispuo.studentAttendances'
  | 'neispuo.adminClasses'
  | 'neispuo.adminStudentAttendances';

/** The months from `from` to `to` (YYYY-MM), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` <= to) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    if (m === 12) {
      y += 1;
      m = 1;
    } else m += 1;
  }
  return out;
}

/** Queues the group-months; the queue's consumer sends them (sync.ts). */
async function queueMonths(
  kindergartenId: string,
  groupIds: string[],
  months: string[],
  resendRefused: boolean,
) {
  const at = Date.now();
  for (const groupId of groupIds)
    for (const month of months)
      await enqueue('work', {
        type: attendanceMessageType,
        key: `${kindergartenId}#${groupId}#${month}#${at}`,
        payload: { kindergartenId, groupId, month, resendRefused } satisfies GroupMonth,
      });
  return groupIds.length * months.length;
}

/** Every month of the school year up to today, of every class book (only what is missing is sent). */
export const queueSchoolYear = (settings: NeispuoSettings) =>
  queueMonths(
    settings.kindergartenId,
    Object.keys(settings.classBooks),
    monthsBetween(`${settings.schoolYear}-09`, sofiaToday().slice(0, 7)),
    false,
  );

/** The scheduled sync's months: this one and the one before (a day marked late is still sent). */
export function queueRecentMonths(settings: NeispuoSettings) {
  const today = sofiaToday();
  const first = `${settings.schoolYear}-09`;
  const previous = monthsBetween(first, today.slice(0, 7)).slice(-2);
  return queueMonths(settings.kindergartenId, Object.keys(settings.classBooks), previous, false);
}

/** A teacher's groups: the sync state they may read. */
const taught = async (session: TenantRouteSession) => new Set(await groupsTaughtByCaller(session));

const connectedSettings = async (kindergartenId: string) => {
  const settings = await readSettings(kindergartenId);
  if (!settings) throw invalidField('institutionId', 'Първо свържете детската градина с НЕИСПУО.');
  return settings;
};

export const attendanceSyncImplementations: FeatureRoutes<
  readonly Extract<(typeof neispuoIntegrationRoutes)[number], { id: Ids }>[]
> = {
  'neispuo.sendAttendance': async ({ session, body }) => {
    const settings = await connectedSettings(session.kindergartenId);
    if (body.fromDate > body.toDate) throw invalidField('toDate', 'Крайната дата е преди началната.');
    const groups = body.groupId ? [body.groupId] : Object.keys(settings.classBooks);
    if (body.groupId && settings.classBooks[body.groupId] === undefined)
      throw invalidField('groupId', 'Групата няма дневник в НЕИСПУО.');
    const months = monthsBetween(body.fromDate.slice(0, 7), body.toDate.slice(0, 7));
    return { queued: await queueMonths(session.kindergartenId, groups, months, true) };
  },
  'neispuo.syncKindergarten': async ({ session }) => {
    const queued = await queueSchoolYear(await connectedSettings(session.kindergartenId));
    // The days off and the medical notices follow in the queue (the director never waits for НЕИСПУО).
    await queueKindergartenSync(session.kindergartenId, { monthsQueued: true });
    return { queued };
  },
  'neispuo.classes': async ({ session }) =>
    classRows(session.kindergartenId, session.can('Neispuo', 'update') ? undefined : await taught(session)),
  'neispuo.studentAttendances': async ({ session, path, query }) => {
    // A teacher reads only the groups they teach: another group has no rows for them.
    if (!session.can('Neispuo', 'update') && !(await taught(session)).has(path.classId)) return [];
    const settings = await connectedSettings(session.kindergartenId);
    if (settings.classBooks[path.classId] === undefined) return [];
    return groupMonthRecords(session.kindergartenId, path.classId, query.month);
  },
  'neispuo.adminClasses': async ({ session }) => {
    if (session.role !== Role.Master) throw forbidden();
    return (await Promise.all((await connectedKindergartens()).map((kg) => classRows(kg)))).flat();
  },
  'neispuo.adminStudentAttendances': async ({ session, path, query }) => {
    if (session.role !== Role.Master) throw forbidden();
    return groupMonthRecords(query.kindergartenId, path.classId, query.month);
  },
};
