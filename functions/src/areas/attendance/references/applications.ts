import { AbsenceType, RequestStatus } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import type { RequestItem } from '../../../domain/attendance/requests';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readRequests } from './items';
import { referenceScope, schoolYearOf } from './scope';
import { byGroupAndName, count, text, totalsOf } from './tables';

/**
 * The requests references: family-reason absence requests (`AbsenceType` 0) and summer attendance
 * declarations (1) of a school year, read through the requests feature (one Query of the year's requests
 * of that kind), kept to the groups the caller sees.
 */

export const requestStatusNames: Record<number, string> = {
  [RequestStatus.Pending]: 'Чака решение',
  [RequestStatus.Approved]: 'Одобрено',
  [RequestStatus.Rejected]: 'Отхвърлено',
};

const asDate = (v: string) => (/^\d{4}-\d{2}-\d{2}/.test(v) ? formatDateDigits(v) : v);

/** The table of requests: pure, so its columns and rows are unit-tested on plain items. */
export function applicationsTable(
  type: number,
  requests: readonly RequestItem[],
  names: ReadonlyMap<string, string>,
  scope: string,
  yearName: string,
): ReferenceTable {
  const family = type === AbsenceType.AbsenceFamilyReason;
  const columns = [
    text('groupName', 'Група'),
    text('name', 'Дете'),
    text('fromDate', 'От дата'),
    text('toDate', 'До дата'),
    count('days', family ? 'Работни дни' : 'Седмици'),
    ...(family ? [] : [text('weeks', 'Седмици на посещение')]),
    text('status', 'Статус'),
    text('submittedBy', 'Подадено от'),
    text('submittedOn', 'Подадено на'),
    text('comment', family ? 'Причина / коментар' : 'Коментар'),
  ];
  const rows = requests
    .filter((r) => r.absenceType === type && names.has(r.groupId))
    .map((r) => ({
      groupName: names.get(r.groupId) ?? r.groupName,
      name: r.studentName,
      fromDate: formatDateDigits(r.fromDate),
      toDate: formatDateDigits(r.toDate),
      days: family ? r.days.length : r.attendingWeeks.length,
      ...(family ? {} : { weeks: r.attendingWeeks.map(asDate).join(', ') }),
      status: requestStatusNames[r.status] ?? '',
      submittedBy: r.createdByName,
      submittedOn: formatDateDigits(r.createdAt),
      comment: [r.reason, r.decisionComment].filter(Boolean).join(' / '),
    }))
    .sort((a, b) => byGroupAndName(a, b) || a.fromDate.localeCompare(b.fromDate));
  return {
    title: family ? 'Заявления за отсъствие по семейни причини' : 'Заявления за лятно посещение',
    subtitle: `${scope}, учебна ${yearName} г.`,
    columns,
    rows,
    totals: totalsOf(columns, rows),
  };
}

export async function applications(
  session: TenantRouteSession,
  q: {
    type: number;
    groupId?: string | undefined;
    status?: number | undefined;
    periodId?: string | undefined;
  },
): Promise<ReferenceTable> {
  const [scope, year] = await Promise.all([
    referenceScope(session, q.groupId),
    schoolYearOf(session, q.periodId),
  ]);
  const requests = (await readRequests(session.kindergartenId, year.yearFrom, q.type)).filter(
    (r) => q.status === undefined || r.status === q.status,
  );
  const visible = new Map(scope.groups.map((g) => [g.id, g.name]));
  return applicationsTable(q.type, requests, visible, scope.label, year.name);
}
