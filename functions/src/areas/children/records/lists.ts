import { IdentifierType } from '@gradina/shared';
import type { ChildOption, ChildRow } from '@gradina/shared/manifest/routes/children/records';
import { Allergen, ChildStatus } from '@gradina/shared/manifest/routes/children/records';
import { matchesSearch } from '@gradina/shared/search';
import { sofiaToday } from '../../../platform/clock';
import { byBulgarianName, pageOf } from '../../../platform/db';
import {
  column,
  kindergartenNameOf,
  madeOnLine,
  textColumns,
  workbookFile,
} from '../../../platform/documents/table-report';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { FileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { childScope, mayRead } from './access';
import { ageOn, maskedIdentifier } from './identity';
import type { ChildItem, GroupItem } from './items';
import {
  childIdByIdentifier,
  childIdsOfParent,
  childrenByIds,
  childrenInGroup,
  childrenOfKindergarten,
  groupsOf,
  readGroup,
} from './items';

/** The lists of children: each reads the children (one Query) and the kindergarten's groups (one Query). */

export const fullName = (c: { firstName: string; middleName?: string; lastName: string }) =>
  [c.firstName, c.middleName, c.lastName].filter((p) => p).join(' ');

const statusOf = (c: ChildItem) => (c.status ?? ChildStatus.Enrolled) as ChildRow['status'];

function rowOf(c: ChildItem, groupNames: Map<string, string>, today: string): ChildRow {
  return {
    id: c.id,
    name: fullName(c),
    identifierType: c.identifierType as ChildRow['identifierType'],
    maskedIdentifier: maskedIdentifier(c.identifier),
    birthDate: c.birthDate,
    age: ageOn(c.birthDate, today),
    gender: c.gender,
    groupId: c.groupId,
    groupName: groupNames.get(c.groupId) ?? '',
    status: statusOf(c),
    allergies: (c.allergies ?? []).map((a) => a.allergen as ChildRow['allergies'][number]),
    diet: (c.diet ?? 1) as ChildRow['diet'],
  };
}

const namesOf = (groups: GroupItem[]) => new Map(groups.map((g) => [g.id, g.name]));

/** The children the caller may read, of a group (GSI1: those in it today) or of the kindergarten (GSI2). */
async function visibleChildren(session: TenantRouteSession, groupId?: string) {
  const kg = session.kindergartenId;
  const [groups, children] = await Promise.all([
    groupsOf(kg),
    groupId ? childrenInGroup(kg, groupId) : childrenOfKindergarten(kg),
  ]);
  const scope = await childScope(session, groups);
  return { groups, children: children.filter((c) => mayRead(scope, c)) };
}

export interface ChildFilters {
  groupId?: string | undefined;
  name?: string | undefined;
  status?: number | undefined;
}

export async function filteredRows(session: TenantRouteSession, f: ChildFilters): Promise<ChildRow[]> {
  const { groups, children } = await visibleChildren(session, f.groupId);
  const today = sofiaToday();
  const names = namesOf(groups);
  return children
    .filter((c) => !f.status || statusOf(c) === f.status)
    .filter((c) =>
      matchesSearch(f.name, {
        names: [fullName(c)],
        identifiers: [maskedIdentifier(c.identifier)],
      }),
    )
    .map((c) => rowOf(c, names, today))
    .sort(byBulgarianName);
}

/** GET /api/Students/overview-models: filtered, by name, a page of it. */
export async function childrenOverview(
  session: TenantRouteSession,
  q: ChildFilters & { PageNumber?: number | undefined; PageSize?: number | undefined },
) {
  return pageOf(await filteredRows(session, q), q.PageNumber, q.PageSize ?? 30);
}

/**
 * GET /api/Students (and the Dashboards call `GET /api/students/?ParentId=`): the children in groups today
 * the caller may see, of a group when asked, of a parent with `ParentId`. A caller without the Students
 * right (a parent) sees the children they are a guardian of; another parent's are refused (403).
 */
export async function children(
  session: TenantRouteSession,
  q: { groupId?: string | undefined; ParentId?: string | undefined },
): Promise<ChildRow[]> {
  const kg = session.kindergartenId;
  const staff = session.can('Students', 'read');
  if (q.ParentId !== undefined && q.ParentId !== session.userId && !staff)
    throw forbidden('Можете да виждате само своите деца.');
  if (q.ParentId === undefined && staff)
    return filteredRows(session, { groupId: q.groupId, status: ChildStatus.Enrolled });
  const parentId = q.ParentId ?? session.userId;
  const [ids, groups] = await Promise.all([childIdsOfParent(parentId, kg), groupsOf(kg)]);
  const scope = staff ? await childScope(session, groups) : ({ kind: 'all' } as const);
  const today = sofiaToday();
  return (await childrenByIds(kg, ids))
    .filter((c) => mayRead(scope, c) && (!q.groupId || c.groupId === q.groupId))
    .map((c) => rowOf(c, namesOf(groups), today))
    .sort(byBulgarianName);
}

/** GET /api/Students/dropdown: the children in groups today that the caller may read, by name. */
export async function childDropdown(session: TenantRouteSession, q: { groupId?: string | undefined }) {
  const rows = await filteredRows(session, { groupId: q.groupId, status: ChildStatus.Enrolled });
  return rows.map((r): ChildOption => ({ id: r.id, name: r.name, groupId: r.groupId }));
}

/** GET /api/Students/grouped: the session's school year's groups with their children, both by name. */
export async function childrenGrouped(session: TenantRouteSession) {
  const { groups, children } = await visibleChildren(session);
  const year = groups.filter((g) => g.periodId === session.periodId).sort(byBulgarianName);
  return year
    .map((g) => ({
      groupId: g.id,
      groupName: g.name,
      children: children
        .filter((c) => c.groupId === g.id && statusOf(c) === ChildStatus.Enrolled)
        .map((c) => ({ id: c.id, name: fullName(c), groupId: c.groupId }))
        .sort(byBulgarianName),
    }))
    .filter((g) => g.children.length > 0);
}

/**
 * GET /api/students/guest-student/{identificationNumber}: a guest is a child enrolled in another group of
 * the same kindergarten who spends a day in the caller's group (a merged or substitution group); staff find
 * them by the identifier the parent gives. One BatchGet of the three identifier markers, then the child.
 */
export async function guestChild(session: TenantRouteSession, identificationNumber: string) {
  const kg = session.kindergartenId;
  const types = [IdentifierType.EGN, IdentifierType.ForeignerID, IdentifierType.IdentificationNumber];
  const ids = (await Promise.all(types.map((t) => childIdByIdentifier(kg, t, identificationNumber)))).filter(
    (id): id is string => id !== undefined,
  );
  const [child] = (await childrenByIds(kg, ids)).filter((c) => statusOf(c) === ChildStatus.Enrolled);
  if (!child) throw notFound('Няма записано в детската градина дете с този ЕГН/ЛНЧ/ИДН.');
  const group = await readGroup(kg, child.groupId);
  return {
    id: child.id,
    name: fullName(child),
    maskedIdentifier: maskedIdentifier(child.identifier),
    groupId: child.groupId,
    groupName: group?.name ?? '',
  };
}

const statusNames: Record<number, string> = {
  [ChildStatus.Enrolled]: 'Записано',
  [ChildStatus.Discharged]: 'Отписано',
  [ChildStatus.Relocated]: 'Преместено',
};

export const allergenNames: Record<number, string> = {
  [Allergen.Gluten]: 'глутен',
  [Allergen.Crustaceans]: 'ракообразни',
  [Allergen.Eggs]: 'яйца',
  [Allergen.Fish]: 'риба',
  [Allergen.Peanuts]: 'фъстъци',
  [Allergen.Soy]: 'соя',
  [Allergen.Milk]: 'мляко',
  [Allergen.Nuts]: 'ядки',
  [Allergen.Celery]: 'целина',
  [Allergen.Mustard]: 'синап',
  [Allergen.Sesame]: 'сусам',
  [Allergen.Sulphites]: 'сулфити',
  [Allergen.Lupin]: 'лупина',
  [Allergen.Molluscs]: 'мекотели',
};

/** What the export's heading says of the filters chosen. Pure. */
function filterLines(f: ChildFilters, rows: readonly ChildRow[]): string[] {
  const group = f.groupId ? rows.find((r) => r.groupId === f.groupId)?.groupName : undefined;
  return [
    ...(group ? [`Група: ${group}`] : []),
    ...(f.status ? [`Статус: ${statusNames[f.status] ?? ''}`] : []),
    ...(f.name?.trim() ? [`Име съдържа: ${f.name.trim()}`] : []),
  ];
}

/** GET /api/Students/overview-models/export: the filtered list, Bulgarian headers and order, page-wide. */
export async function exportChildren(session: TenantRouteSession, f: ChildFilters): Promise<FileReply> {
  const [rows, kindergarten] = await Promise.all([
    filteredRows(session, f),
    kindergartenNameOf(session.kindergartenId),
  ]);
  return workbookFile('deca', [
    {
      sheetName: 'Деца',
      kindergarten,
      title: 'Списък на децата',
      lines: [...filterLines(f, rows), `Брой деца: ${rows.length}`, madeOnLine()],
      columns: [
        column.text('Име', 30),
        column.text('ЕГН/ЛНЧ/ИДН', 13),
        column.date('Дата на раждане'),
        column.number('Възраст', 8),
        ...textColumns({ Група: 20, Статус: 11, Алергии: 24 }),
      ],
      rows: rows.map((r) => [
        r.name,
        r.maskedIdentifier,
        r.birthDate,
        r.age,
        r.groupName,
        statusNames[r.status] ?? '',
        r.allergies.map((a) => allergenNames[a]).join(', '),
      ]),
    },
  ]);
}
