import type { Role } from '@gradina/shared';
import type { SchoolYear } from '@gradina/shared/manifest/routes/kindergartens/school-years';
import { keys } from '../db/keys';
import { queryAll } from '../db/query';
import { versionOf } from '../db/versioned-update';
import type { SessionContext } from '../http/session';

/**
 * The reads of the frame that two areas answer: the kindergartens area (its school years and partners
 * routes), identity (the open invitations) and the communication area's shell call, which may import no
 * other area. Each function is the whole read of its route, so both replies are equal by construction.
 */

export interface SchoolYearItem {
  id: string;
  kindergartenId: string;
  name: string;
  yearFrom: number;
  yearTo: number;
  fromDate: string;
  toDate: string;
  active: boolean;
  /** Edits of the year through its form (years written before versions existed have none: version 0). */
  version?: number;
}

/**
 * All school years of a kindergarten, newest first: one Query. An edit of the years reads them `consistent`,
 * after the version it is conditioned on, so they are never older than that version.
 */
export async function schoolYearsOf(
  kindergartenId: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<SchoolYearItem[]> {
  const items = await queryAll<SchoolYearItem>({
    partition: keys.schoolYear(kindergartenId, '').PK,
    beginsWith: 'PERIOD#',
    consistent,
  });
  return items.sort((a, b) => b.yearFrom - a.yearFrom || b.fromDate.localeCompare(a.fromDate));
}

export function schoolYearView(p: SchoolYearItem, session: SessionContext): SchoolYear {
  return {
    id: p.id,
    kindergartenId: p.kindergartenId,
    name: p.name ?? `${p.yearFrom}/${p.yearTo}`,
    yearFrom: Number(p.yearFrom),
    yearTo: Number(p.yearTo),
    fromDate: p.fromDate,
    toDate: p.toDate,
    active: p.active === true,
    isSelected: p.id === session.periodId && p.kindergartenId === session.kindergartenId,
    version: versionOf(p),
  };
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** A kindergarten's partners by name (one Query of id and name), each a "Ресурси" menu entry. */
export async function partnerRows(kindergartenId: string, descending = false) {
  const items = await queryAll<{ id: string; name: string }>({
    partition: keys.partner(kindergartenId, '').PK,
    beginsWith: 'PARTNER#',
    attributes: ['id', 'name'],
  });
  return items
    .map((p) => ({ id: String(p.id), name: String(p.name) }))
    .sort((a, b) => collator.compare(a.name, b.name) * (descending ? -1 : 1));
}

export interface OpenInvitation {
  id: string;
  kindergartenId: string;
  kindergartenName: string;
  role: Role;
  createdAt: string;
  /** Epoch seconds, the same as the link's. */
  expiresAt: number;
}

export const isOpen = (i: Pick<OpenInvitation, 'expiresAt'>) =>
  Number(i.expiresAt) > Math.floor(Date.now() / 1000);

/** The open invitations sent to an address, in every kindergarten (one Query of GSI1). */
export async function invitationsOfAddress<T extends OpenInvitation>(email: string): Promise<T[]> {
  const index = keys.invitationsOfAddress(email);
  const items = await queryAll<T>({ index: 'GSI1', partition: index.GSI1PK, beginsWith: index.GSI1SK });
  return items.filter(isOpen);
}

/** GET /api/Identity/invitations: the open invitations to the signed-in user's address, newest first. */
export async function invitationsOfMine(email: string | null) {
  const open = email ? await invitationsOfAddress(email) : [];
  return open
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((i) => ({
      id: i.id,
      kindergartenId: i.kindergartenId,
      kindergartenName: i.kindergartenName,
      userType: i.role,
      createdAt: i.createdAt,
      expiresAt: new Date(i.expiresAt * 1000).toISOString(),
    }));
}
