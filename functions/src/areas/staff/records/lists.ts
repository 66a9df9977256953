import { StaffKind, type StaffOption, type StaffRow } from '@gradina/shared/manifest/routes/staff/records';
import { matchesSearch } from '@gradina/shared/search';
import type { GroupItem } from '../../../domain/groups/group-reads';
import { sofiaToday } from '../../../platform/clock';
import { byBulgarianName, getItem, keys, pageOf } from '../../../platform/db';
import { kindergartenNameOf, madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import type { FileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { listStaff, type StaffItem } from './items';
import { groupsOfStaff, yearGroups } from './records';
import { activeOn, fullName, isDirectorOf, occupationOf, staffView } from './rules';

/** The staff lists: each is one Query of the staff partition (the table and its export add the groups'). */

const option = (s: StaffItem): StaffOption => {
  const occupation = occupationOf(s);
  return {
    id: s.userId,
    name: fullName(s),
    position: occupation.name,
    isPedagogical: occupation.pedagogical,
    isDirector: isDirectorOf(s),
  };
};

/** Who works here today, as picker options by name, narrowed by `keep`. */
export async function staffOptions(
  session: TenantRouteSession,
  keep: (o: StaffOption) => boolean = () => true,
) {
  const today = sofiaToday();
  return (await listStaff(session.kindergartenId))
    .filter((s) => activeOn(s, today))
    .map(option)
    .filter(keep)
    .sort(byBulgarianName);
}

/** GET /api/Teachers/by-kindergarten: the options under the kindergarten's name (one more GetItem). */
export async function staffByKindergarten(session: TenantRouteSession) {
  const [teachers, kg] = await Promise.all([
    staffOptions(session),
    getItem<{ name?: string }>(keys.kindergarten(session.kindergartenId), { attributes: ['name'] }),
  ]);
  return [{ kindergartenId: session.kindergartenId, kindergartenName: kg?.name ?? '', teachers }];
}

export interface StaffFilters {
  kind?: number | undefined;
  occupationId?: number | undefined;
  groupId?: string | undefined;
  name?: string | undefined;
  includeLeft?: boolean | undefined;
}

const collator = new Intl.Collator('bg');

/** The table's rows: the staff partition and the school year's groups, side by side (two requests). */
export async function filteredStaff(session: TenantRouteSession, f: StaffFilters): Promise<StaffRow[]> {
  const [staff, groups] = await Promise.all([listStaff(session.kindergartenId), yearGroups(session)]);
  const today = sofiaToday();
  const names = new Map(groups.map((g: GroupItem) => [g.id, g.name]));
  return staff
    .filter((s) => f.includeLeft || activeOn(s, today) || (s.hiredOn && s.hiredOn > today))
    .map((s) => {
      const v = staffView(s, groupsOfStaff(s.userId, groups), false);
      return {
        id: v.id,
        name: fullName(v),
        occupationId: v.occupationId,
        position: v.position,
        isPedagogical: v.isPedagogical,
        isDirector: v.isDirector,
        workingTime: v.workingTime,
        maskedIdentifier: v.identifier,
        groupIds: v.groupIds,
        groupNames: v.groupIds.map((g) => names.get(g) ?? '').sort(collator.compare),
        email: v.email,
        phone: v.phone,
        account: v.account,
        leftOn: v.leftOn,
      };
    })
    .filter(
      (r) =>
        (f.kind === undefined || r.isPedagogical === (f.kind === StaffKind.Pedagogical)) &&
        (f.occupationId === undefined || r.occupationId === f.occupationId) &&
        (f.groupId === undefined || r.groupIds.includes(f.groupId)) &&
        matchesSearch(f.name, { names: [r.name], identifiers: [r.maskedIdentifier] }),
    )
    .sort(byBulgarianName);
}

export async function staffOverview(
  session: TenantRouteSession,
  q: StaffFilters & { PageNumber?: number | undefined; PageSize?: number | undefined },
) {
  const rows = await filteredStaff(session, q);
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

export const workingTimeNames: Record<number, string> = {
  1: 'Пълно работно време',
  2: 'Почасово',
  3: 'Непълно работно време',
  4: 'Самостоятелно',
};

/** GET /api/Teachers/overview-models/export: the filtered list, Bulgarian headers, the filters above. */
export async function exportStaff(session: TenantRouteSession, f: StaffFilters): Promise<FileReply> {
  const [rows, kindergarten, groups] = await Promise.all([
    filteredStaff(session, f),
    kindergartenNameOf(session.kindergartenId),
    f.groupId ? yearGroups(session) : [],
  ]);
  const group = groups.find((g) => g.id === f.groupId)?.name;
  return workbookFile('personal', [
    {
      sheetName: 'Персонал',
      kindergarten,
      title: 'Списък на персонала',
      lines: [
        ...(f.kind !== undefined
          ? [f.kind === StaffKind.Pedagogical ? 'Педагогически персонал' : 'Непедагогически персонал']
          : []),
        ...(group ? [`Група: ${group}`] : []),
        ...(f.name?.trim() ? [`Име съдържа: ${f.name.trim()}`] : []),
        ...(f.includeLeft ? ['Включително напусналите'] : []),
        madeOnLine(),
      ],
      columns: [
        { header: 'Име', width: 28 },
        { header: 'Длъжност', width: 24 },
        { header: 'Вид', width: 15 },
        { header: 'Работно време', width: 18 },
        { header: 'Групи', width: 22 },
        { header: 'Имейл', width: 26 },
        { header: 'Телефон', width: 14 },
        { header: 'Напуснал на', width: 11, kind: 'date' },
      ],
      rows: rows.map((r) => [
        r.name,
        r.isDirector && r.occupationId !== 1 ? `${r.position} (директор)` : r.position,
        r.isPedagogical ? 'педагогически' : 'непедагогически',
        workingTimeNames[r.workingTime] ?? '',
        r.groupNames.join(', '),
        r.email,
        r.phone,
        r.leftOn ?? '',
      ]),
    },
  ]);
}
