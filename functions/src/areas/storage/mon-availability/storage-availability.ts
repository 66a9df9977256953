import { Role } from '@gradina/shared';
import { readKindergartenMonths } from '../../../domain/aggregates';
import { aggregateKind } from '../../../domain/storage/ledger/posting';
import { getItem, keys } from '../../../platform/db';
import { forbidden } from '../../../platform/http/errors';
import type { RouteSession } from '../../../platform/http/route-session';

/**
 * Storage availability for МОН and municipalities: the kindergarten-month aggregates of kind `storage`
 * (one Query per GSI3 shard for МОН, one Query of GSI2 for a municipality, +1 GetItem of the caller's
 * jurisdiction): the cost grows with kindergartens, never with products or documents.
 */

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** The municipality a caller may read: МОН any (or the one named), a municipality only its own. */
async function municipalityOf(session: RouteSession, named: string | undefined): Promise<string | null> {
  if (session.role === Role.MON) return named?.toUpperCase() ?? null;
  if (session.role !== Role.Municipality) throw forbidden('Справката е за МОН и общините.');
  const user = await getItem<{ jurisdiction?: { municipalityCode?: string } | null }>(
    keys.user(session.userId),
    {
      attributes: ['jurisdiction'],
    },
  );
  const own = user?.jurisdiction?.municipalityCode?.toUpperCase();
  if (!own) throw forbidden('Към профила Ви не е зададена община.');
  if (named && named.toUpperCase() !== own)
    throw forbidden('Детските градини на тази община не са във Вашата юрисдикция.');
  return own;
}

export async function storageAvailability(
  session: RouteSession,
  q: { year: number; month: number; municipalityCode?: string },
) {
  const month = `${q.year}-${String(q.month).padStart(2, '0')}`;
  const municipalityCode = await municipalityOf(session, q.municipalityCode);
  const months = await readKindergartenMonths(
    aggregateKind,
    { fromMonth: month, toMonth: month },
    { municipalityCode },
  );
  const rows = months
    .map((m) => ({
      kindergartenId: m.kindergartenId,
      kindergartenName: m.kindergartenName,
      municipalityCode: m.municipalityCode,
      stockValue: m.counters.stockValue ?? 0,
      inValue: m.counters.inValue ?? 0,
      outValue: m.counters.outValue ?? 0,
      scrapValue: m.counters.scrapValue ?? 0,
      expiringValue: m.counters.expiringValue ?? 0,
    }))
    .sort((a, b) => collator.compare(a.kindergartenName, b.kindergartenName));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    result: rows,
    rowsCount: rows.length,
    totals: {
      stockValue: sum((r) => r.stockValue),
      inValue: sum((r) => r.inValue),
      outValue: sum((r) => r.outValue),
      scrapValue: sum((r) => r.scrapValue),
      expiringValue: sum((r) => r.expiringValue),
    },
  };
}
