import {
  type PersonalWorkRow,
  personalWorkPageSize,
  type personalWorkSort,
} from '@gradina/shared/manifest/routes/planning/personal-work';
import { matchesSearch } from '@gradina/shared/search';
import { groupFor, staffMayUse } from '../../../domain/education/access';
import { educationKeys } from '../../../domain/education/keys';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { rosterOf } from '../../../domain/groups/roster';
import { sofiaToday } from '../../../platform/clock';
import { pageOf, queryAll, transact } from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';
import { invalidField } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * Personal educational work (issue #30): the children of the groups the caller works with (the session's
 * school year; managers every group), each with its support record. Two Queries: the groups (their rosters
 * come with them) and the kindergarten's support records. A save: the group, one conditional Put.
 */

interface SupportItem {
  childId: string;
  isSop: boolean;
  support: string;
  version: number;
}

const collator = new Intl.Collator('bg');

/** The rows of the groups' current children, numbered by name within their group. Pure. */
export function personalWorkRows(
  groups: readonly {
    id: string;
    name: string;
    roster: { id: string; firstName: string; lastName: string; leftOn?: string | null }[];
  }[],
  supports: ReadonlyMap<string, SupportItem>,
  today: string,
): PersonalWorkRow[] {
  return groups.flatMap((g) =>
    g.roster
      .filter((c) => !c.leftOn || c.leftOn >= today)
      .map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}` }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((c, i) => {
        const s = supports.get(c.id);
        return {
          childId: c.id,
          childName: c.name,
          classId: g.id,
          className: g.name,
          position: i + 1,
          isSop: s?.isSop ?? false,
          support: s?.support ?? '',
          version: s?.version ?? 0,
        };
      }),
  );
}

const comparers: Record<
  (typeof personalWorkSort)[number],
  (a: PersonalWorkRow, b: PersonalWorkRow) => number
> = {
  position: (a, b) => collator.compare(a.className, b.className) || a.position - b.position,
  name: (a, b) => collator.compare(a.childName, b.childName),
  className: (a, b) =>
    collator.compare(a.className, b.className) || collator.compare(a.childName, b.childName),
};

export async function personalEducationalWork(
  session: TenantRouteSession,
  q: {
    classIds?: string | string[] | undefined;
    isSop?: boolean | undefined;
    nameSearchTerm?: string | undefined;
    orderByColumn?: (typeof personalWorkSort)[number] | undefined;
    orderByDescending?: boolean | undefined;
    pageNumber?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const [groups, supports] = await Promise.all([
    groupsOfKindergarten(session.kindergartenId),
    queryAll<SupportItem>({
      partition: educationKeys.support(session.kindergartenId, '').PK,
      beginsWith: 'CHILD#',
    }),
  ]);
  const wanted = q.classIds === undefined ? null : new Set([q.classIds].flat());
  const visible = groups
    .filter((g) => (!session.periodId || g.periodId === session.periodId) && staffMayUse(session, g))
    .filter((g) => !wanted || wanted.has(g.id))
    .map((g) => ({ id: g.id, name: g.name, roster: rosterOf(g as unknown as Record<string, unknown>) }));
  const rows = personalWorkRows(visible, new Map(supports.map((s) => [s.childId, s])), sofiaToday())
    .filter((r) => q.isSop === undefined || r.isSop === q.isSop)
    .filter((r) => matchesSearch(q.nameSearchTerm, { names: [r.childName] }))
    .sort(comparers[q.orderByColumn ?? 'position']);
  if (q.orderByDescending) rows.reverse();
  return pageOf(rows, q.pageNumber ?? 1, q.pageSize ?? personalWorkPageSize);
}

export async function savePersonalEducationalWork(
  session: TenantRouteSession,
  body: { classId: string; childId: string; isSop: boolean; support?: string | undefined; version: number },
) {
  const group = await groupFor(session, body.classId, 'write');
  if (!rosterOf(group).some((c) => c.id === body.childId))
    throw invalidField('childId', 'Детето не е от тази група.');
  const key = educationKeys.support(session.kindergartenId, body.childId);
  await transact(
    [
      {
        put: {
          ...key,
          type: 'Support',
          childId: body.childId,
          isSop: body.isSop,
          support: body.support ?? '',
          version: body.version + 1,
        },
        condition: body.version === 0 ? { absent: true } : { equals: { version: body.version } },
      },
    ],
    () => staleWrite(),
  );
  return saved(body.childId);
}
