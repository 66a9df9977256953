import type { SmpUnmarkedReply } from '@gradina/shared/manifest/routes/attendance/references';
import { monthOf, monthWorkingDaysOf } from '../../../domain/calendar';
import { ApiError, forbidden } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { type FileReply, fileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { type AspChild, type AspGroup, aspFile, aspRows, aspTable, staysInMonth } from './asp';
import { rosterChildren } from './asp-stays';
import { type UnmarkedGroup, unmarkedDays, unmarkedLine } from './asp-unmarked';
import { isCompulsory } from './cells';
import { readChildren, readKindergarten, readMonthCalendar, readMonths, readSchoolYears } from './items';
import { referenceScope } from './scope';
import { tableXlsx } from './tables';

/**
 * The АСП file's routes (issue #24, point 8): every child of compulsory age enrolled in the month, marked or
 * not, from the groups' rosters (who was in which group when); the working days still unmarked per group; the
 * export refused with that list until the days are marked or the director confirms. Reads: the groups with
 * their rosters and the school years (two Queries), the kindergarten-month's child-months (one Query), the
 * month's calendar (one BatchGet), the kindergarten item, then the file's children's records (one BatchGet).
 */

async function aspData(session: TenantRouteSession, monthNumber: number, yearNumber: number) {
  const scope = await referenceScope(session);
  const month = monthOf(yearNumber, monthNumber);
  const allIds = scope.all.map((g) => g.id);
  // Every group's child-months: a child's days count wherever the child was (a move mid-month), while the
  // lines and the unmarked days are kept to the groups the caller sees.
  const [cells, kindergarten, schoolYears, calendar] = await Promise.all([
    readMonths(session.kindergartenId, [month], allIds),
    readKindergarten(session.kindergartenId),
    readSchoolYears(session.kindergartenId),
    readMonthCalendar(session.kindergartenId, month),
  ]);
  const rosters = rosterChildren(scope.all, schoolYears);
  // A child marked in the month whose group keeps no roster entry (data older than the rosters) is still in
  // the file: in the group of its marks, from its enrolment.
  const unlisted = [...new Set(cells.map((c) => c.childId))].filter((id) => !rosters.has(id));
  const candidates = [...rosters.values()].filter(
    (c) => isCompulsory(c.birthDate, month) && staysInMonth(c.stays, month).length > 0,
  );
  const records = await readChildren(session.kindergartenId, [
    ...candidates.map((c) => c.childId),
    ...unlisted,
  ]);
  const children: AspChild[] = records.map((r) => {
    const months = cells.filter((c) => c.childId === r.id);
    const stays = rosters.get(r.id)?.stays ?? [
      { groupId: months.at(-1)!.groupId, fromDate: r.enrolledOn ?? `${month}-01`, toDate: r.leftOn ?? null },
    ];
    return {
      childId: r.id,
      identifierType: r.identifierType,
      identifier: r.identifier,
      firstName: r.firstName,
      middleName: r.middleName ?? '',
      lastName: r.lastName,
      birthDate: r.birthDate,
      leftOn: r.leftOn ?? null,
      stays,
      months,
    };
  });
  const groups = new Map<string, AspGroup>(scope.all.map((g) => [g.id, g]));
  const visible = new Set(scope.groupIds);
  const [year, monthNo] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const workingDays = (groupId: string) =>
    monthWorkingDaysOf(session.kindergartenId, year, monthNo, calendar, groupId)
      .filter((d) => d.isWorkingDay)
      .map((d) => d.date);
  const institutionCode = kindergarten?.neispuoCode ?? kindergarten?.institutionCode ?? '';
  return {
    month,
    scope,
    institutionCode,
    rows: aspRows({ institutionCode, month, children, groups, groupIds: visible }),
    unmarked: unmarkedDays({ month, children, groups, workingDays, groupIds: visible }),
  };
}

/**
 * The export's guard: unmarked working days refuse it (409, one line per group, each also as an error of
 * `query.confirmUnmarked`), unless the director (or the administrator) confirms; a teacher cannot.
 */
function requireMarked(session: TenantRouteSession, unmarked: readonly UnmarkedGroup[], confirmed?: boolean) {
  if (unmarked.length === 0) return;
  if (confirmed) {
    if (isKindergartenManager(session)) return;
    throw forbidden('Само директорът може да потвърди файла за АСП с неотбелязани работни дни.');
  }
  const lines = unmarked.map(unmarkedLine);
  throw new ApiError(
    409,
    'conflict',
    `Има неотбелязани работни дни: ${lines.join('; ')}. Отбележете ги или потвърдете файла с неотбелязани дни.`,
    lines.map((message) => ({ field: 'query.confirmUnmarked', message })),
  );
}

export async function smpTable(session: TenantRouteSession, monthNumber: number, yearNumber: number) {
  const { month, scope, rows } = await aspData(session, monthNumber, yearNumber);
  return aspTable(month, rows, scope.label);
}

export async function smpUnmarked(
  session: TenantRouteSession,
  monthNumber: number,
  yearNumber: number,
): Promise<SmpUnmarkedReply> {
  const { month, unmarked } = await aspData(session, monthNumber, yearNumber);
  return { month, groups: unmarked, canConfirm: isKindergartenManager(session) };
}

export async function smpTextFile(
  session: TenantRouteSession,
  monthNumber: number,
  yearNumber: number,
  confirmUnmarked?: boolean,
): Promise<FileReply> {
  const { month, institutionCode, rows, unmarked } = await aspData(session, monthNumber, yearNumber);
  requireMarked(session, unmarked, confirmUnmarked);
  const name = `ASP_${institutionCode || 'DG'}_${month.replace('-', '_')}.txt`;
  return fileReply(name, 'text/plain; charset=windows-1251', aspFile(rows));
}

export async function smpExcelFile(
  session: TenantRouteSession,
  monthNumber: number,
  yearNumber: number,
  confirmUnmarked?: boolean,
) {
  const { month, scope, rows, unmarked } = await aspData(session, monthNumber, yearNumber);
  requireMarked(session, unmarked, confirmUnmarked);
  return tableXlsx(aspTable(month, rows, scope.label), `ASP_${month}.xlsx`);
}
