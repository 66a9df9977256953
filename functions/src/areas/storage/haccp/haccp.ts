import { randomUUID } from 'node:crypto';
import { orEmpty, orNull, pick } from '@gradina/shared/record-fields';
import { sofiaToday } from '../../../platform/clock';
import { pageOf, requireVersion } from '../../../platform/db';
import { notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { deleteHaccpEntry, getHaccpEntry, type HaccpItem, haccpEntriesIn, putHaccpEntry } from './items';

/** HACCP journals: entries kept whole (a save rebuilds every attribute), listed by journal and period. */

const notFoundMessage = 'Записът в дневника не е намерен.';

export async function haccpEntries(
  session: TenantRouteSession,
  q: { journal: number; fromDate?: string; toDate?: string; PageNumber?: number; PageSize?: number },
) {
  const today = sofiaToday();
  const from = q.fromDate ?? `${today.slice(0, 7)}-01`;
  const to = q.toDate ?? `${today.slice(0, 7)}-31`;
  return pageOf(
    await haccpEntriesIn(session.kindergartenId, q.journal, from, to),
    q.PageNumber,
    q.PageSize ?? 50,
  );
}

export async function haccpEntry(session: TenantRouteSession, id: string) {
  const entry = await getHaccpEntry(session.kindergartenId, id);
  if (!entry) throw notFound(notFoundMessage);
  return entry;
}

export interface HaccpBody {
  id?: string;
  journal: number;
  date: string;
  person: string;
  supplierName?: string;
  productName?: string;
  batch?: string;
  place?: string;
  temperature?: number;
  agent?: string;
  accepted?: boolean;
  note?: string;
  version?: number;
}

export async function saveHaccpEntry(session: TenantRouteSession, body: HaccpBody) {
  const expected = body.id ? requireVersion(body.version) : null;
  const item: HaccpItem = {
    id: body.id ?? randomUUID(),
    ...pick(body, 'journal', 'date', 'person'),
    ...orEmpty(body, 'supplierName', 'productName', 'batch', 'place', 'agent', 'note'),
    ...orNull(body, 'temperature', 'accepted'),
    version: (expected ?? 0) + 1,
  };
  await putHaccpEntry(session.kindergartenId, item, expected);
  return saved(item.id);
}

export async function removeHaccpEntry(session: TenantRouteSession, id: string) {
  if (!(await deleteHaccpEntry(session.kindergartenId, id))) throw notFound(notFoundMessage);
  return saved(id);
}
