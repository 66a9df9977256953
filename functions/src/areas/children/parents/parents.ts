import { GuardianRelation } from '@gradina/shared';
import type { childGuardian, ParentRow } from '@gradina/shared/manifest/routes/children/parents';
import { ParentAccountState } from '@gradina/shared/manifest/routes/children/parents';
import { matchesSearch } from '@gradina/shared/search';
import type { z } from 'zod';
import { pageOf } from '../../../platform/db';
import {
  kindergartenNameOf,
  madeOnLine,
  textColumns,
  workbookFile,
} from '../../../platform/documents/table-report';
import { notFound } from '../../../platform/http/errors';
import type { FileReply } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { ChildItem, InvitationItem, ProfileItem, StoredLink, StoredPending } from './items';
import {
  childOf,
  childrenByIds,
  groupNames,
  guardiansOfChild,
  guardiansOfKindergarten,
  guardiansOfParent,
  invitationOf,
  membershipOf,
  openInvitations,
  profileOf,
  profilesOf,
} from './items';

/** The parents list, a parent, a child's guardians and the Excel export: reads only. */

export const relationNames: Record<number, string> = {
  [GuardianRelation.Mother]: 'Майка',
  [GuardianRelation.Father]: 'Баща',
  [GuardianRelation.Guardian]: 'Настойник',
  [GuardianRelation.Other]: 'Друго',
};

export const parentNotFound = () => notFound('Родителят не е намерен.');

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

export interface ParentFilters {
  search?: string | undefined;
  groupId?: string | undefined;
  accountState?: number | undefined;
}

const isPending = (i: StoredLink | StoredPending): i is StoredPending => i.type === 'PendingGuardian';

/** What the rows are built from: the links, the waiting invitations, the accounts, children and groups. */
interface Sources {
  links: StoredLink[];
  pending: StoredPending[];
  invitations: Map<string, InvitationItem>;
  profiles: Map<string, ProfileItem>;
  children: Map<string, ChildItem>;
  groups: Map<string, string>;
}

/** A parent's row before their children are added: the account's person and whether it is activated. */
const parentWithoutChildren = (id: string, profile: ProfileItem): ParentRow => ({
  id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email ?? null,
  phone: profile.phone ?? null,
  accountState: profile.pendingActivation ? ParentAccountState.Invited : ParentAccountState.Active,
  children: [],
});

/**
 * The rows of the parents: one per account with links, one per open invitation waiting for children. A
 * child's name and group are the child record's (the link keeps what they were when it was written).
 */
export function parentRows(s: Sources): ParentRow[] {
  const childOfLink = (l: { childId: string; childName: string; groupId: string | null }) => {
    const child = s.children.get(l.childId);
    const groupId = child?.groupId ?? l.groupId ?? null;
    return {
      childId: l.childId,
      childName: child ? `${child.firstName} ${child.lastName}` : l.childName,
      groupId,
      groupName: groupId ? (s.groups.get(groupId) ?? null) : null,
    };
  };
  const rows = new Map<string, ParentRow>();
  for (const l of s.links) {
    const profile = s.profiles.get(l.parentUserId);
    if (!profile) continue;
    const row = rows.get(l.parentUserId) ?? parentWithoutChildren(l.parentUserId, profile);
    row.children.push({
      ...childOfLink(l),
      relation: l.relation as GuardianRelation,
      version: l.version ?? 0,
    });
    rows.set(row.id, row);
  }
  const now = Math.floor(Date.now() / 1000);
  for (const p of s.pending) {
    const invitation = s.invitations.get(p.invitationId);
    // No open invitation: still on its way through the queue until the waiting child's own expiry; after
    // that it ran out (a declined one took its children with it), and the kindergarten invites anew.
    if (!invitation && (p.expiresAt ?? 0) <= now) continue;
    const row = rows.get(p.invitationId) ?? {
      id: p.invitationId,
      firstName: invitation?.firstName ?? p.firstName,
      lastName: invitation?.lastName ?? p.lastName,
      email: invitation?.email ?? p.email,
      phone: invitation?.phone ?? p.phone ?? null,
      accountState: ParentAccountState.Invited,
      children: [],
    };
    row.children.push({ ...childOfLink(p), relation: p.relation as GuardianRelation, version: 0 });
    rows.set(row.id, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      collator.compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`) ||
      a.id.localeCompare(b.id),
  );
  for (const r of sorted) r.children.sort((a, b) => collator.compare(a.childName, b.childName));
  return sorted;
}

export function matchesFilters(row: ParentRow, f: ParentFilters): boolean {
  if (f.accountState !== undefined && row.accountState !== f.accountState) return false;
  if (f.groupId && !row.children.some((c) => c.groupId === f.groupId)) return false;
  return matchesSearch(f.search, {
    names: [`${row.firstName} ${row.lastName}`, ...row.children.map((c) => c.childName)],
    texts: [row.email, row.phone],
  });
}

async function sourcesOf(
  kindergartenId: string,
  links: StoredLink[],
  pending: StoredPending[],
  invitations: Map<string, InvitationItem>,
): Promise<Sources> {
  const childIds = [...new Set([...links, ...pending].map((l) => l.childId))];
  const [profiles, children, groups] = await Promise.all([
    profilesOf([...new Set(links.map((l) => l.parentUserId))]),
    childrenByIds(kindergartenId, childIds),
    groupNames(kindergartenId),
  ]);
  return {
    links,
    pending,
    invitations,
    profiles: new Map(profiles.map((p) => [p.id, p])),
    children: new Map(children.map((c) => [c.id, c])),
    groups,
  };
}

/** Every parent of the kindergarten with the filters applied, by name. */
export async function allParents(kindergartenId: string, filters: ParentFilters) {
  const [items, invitations] = await Promise.all([
    guardiansOfKindergarten(kindergartenId),
    openInvitations(kindergartenId),
  ]);
  const links = items.filter((i): i is StoredLink => !isPending(i));
  const pending = items.filter(isPending);
  const rows = parentRows(await sourcesOf(kindergartenId, links, pending, invitations));
  return rows.filter((r) => matchesFilters(r, filters));
}

/** GET /api/Parents */
export async function listParents(
  session: TenantRouteSession,
  q: ParentFilters & { PageNumber?: number | undefined; PageSize?: number | undefined },
) {
  const rows = await allParents(session.kindergartenId, q);
  return pageOf(rows, q.PageNumber, q.PageSize ?? 50);
}

/** GET /api/Parents/{id}: an account's links, or an open invitation's waiting children. */
export async function getParent(session: TenantRouteSession, id: string): Promise<ParentRow> {
  const kg = session.kindergartenId;
  const { links, pending } = await guardiansOfParent(kg, id);
  if (links.length > 0) {
    const [row] = parentRows(await sourcesOf(kg, links, [], new Map()));
    if (row) return row;
  }
  if (pending.length > 0) {
    const invitation = await invitationOf(kg, id);
    const open = new Map(invitation ? [[id, invitation]] : []);
    const [row] = parentRows(await sourcesOf(kg, [], pending, open));
    if (row) return row;
  }
  // A member parent whose children were all unlinked is still the kindergarten's parent, with none.
  const [membership, profile] = await Promise.all([membershipOf(id, kg), profileOf(id)]);
  if (!membership || !profile) throw parentNotFound();
  return parentWithoutChildren(id, profile);
}

/** GET /api/Parents/of-child/{childId}: the child's guardians (accounts, then invitations), by name. */
export async function childGuardians(
  session: TenantRouteSession,
  childId: string,
): Promise<z.infer<typeof childGuardian>[]> {
  const kg = session.kindergartenId;
  const child = await childOf(kg, childId);
  if (!child) throw notFound('Детето не е намерено.');
  const [{ links, pending }, invitations] = await Promise.all([
    guardiansOfChild(kg, childId),
    openInvitations(kg),
  ]);
  const rows = parentRows(await sourcesOf(kg, links, pending, invitations));
  return rows.flatMap((r) =>
    r.children
      .filter((c) => c.childId === childId)
      .map((c) => ({
        parentId: r.id,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        phone: r.phone,
        relation: c.relation,
        accountState: r.accountState,
        version: c.version,
      })),
  );
}

const stateNames: Record<number, string> = {
  [ParentAccountState.Invited]: 'Поканен',
  [ParentAccountState.Active]: 'Активен',
};

/** GET /api/Parents/overview-models/export: one row per parent, Bulgarian headers, the filters above. */
export async function exportParents(session: TenantRouteSession, filters: ParentFilters): Promise<FileReply> {
  const [rows, kindergarten] = await Promise.all([
    allParents(session.kindergartenId, filters),
    kindergartenNameOf(session.kindergartenId),
  ]);
  const group = filters.groupId
    ? rows.flatMap((r) => r.children).find((c) => c.groupId === filters.groupId)?.groupName
    : undefined;
  const search = filters.search?.trim();
  return workbookFile('roditeli', [
    {
      sheetName: 'Родители',
      kindergarten,
      title: 'Списък на родителите',
      lines: [
        ...(group ? [`Група: ${group}`] : []),
        ...(filters.accountState !== undefined ? [`Профил: ${stateNames[filters.accountState] ?? ''}`] : []),
        ...(search ? [`Търсене: ${search}`] : []),
        madeOnLine(),
      ],
      columns: [
        ...textColumns({ Име: 14, Фамилия: 16, Имейл: 26, Телефон: 14, Деца: 34, Групи: 18, Профил: 10 }),
      ],
      rows: rows.map((r) => [
        r.firstName,
        r.lastName,
        r.email ?? '',
        r.phone ?? '',
        r.children.map((c) => `${c.childName} (${relationNames[c.relation] ?? ''})`).join(', '),
        [...new Set(r.children.map((c) => c.groupName).filter(Boolean))].join(', '),
        stateNames[r.accountState] ?? '',
      ]),
    },
  ]);
}
