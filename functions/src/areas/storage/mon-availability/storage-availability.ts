import { Role } from '@gradina/shared';
import { type KindergartenMonth, readKindergartenMonths } from '../../../domain/aggregates';
import {
  jurisdictionOf,
  type KindergartenPlace,
  kindergartensInReach,
} from '../../../domain/aggregates/reach';
import { aggregateKind } from '../../../domain/storage/ledger/posting';
import { forbidden } from '../../../platform/http/errors';
import type { RouteSession } from '../../../platform/http/route-session';

/**
 * Storage availability for МОН and municipalities: the kindergarten-month aggregates of kind `storage` of
 * the month and the eleven before it (one Query per GSI3 shard for МОН, one Query of GSI2 for a municipality,
 * +1 GetItem of the caller's jurisdiction) and the kindergartens of the reach (1 Query), so every
 * kindergarten has its row: the cost grows with kindergartens (12 items each at most), never with products
 * or documents.
 */

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

/** The municipality a caller may read: МОН any (or the one named), a municipality only its own. */
async function municipalityOf(session: RouteSession, named: string | undefined): Promise<string | null> {
  if (session.role === Role.MON) return named?.toUpperCase() ?? null;
  if (session.role !== Role.Municipality) throw forbidden('Справката е за МОН и общините.');
  const own = (await jurisdictionOf(session.userId))?.toUpperCase();
  if (!own) throw forbidden('Към профила Ви не е зададена община.');
  if (named && named.toUpperCase() !== own)
    throw forbidden('Детските градини на тази община не са във Вашата юрисдикция.');
  return own;
}

/** `YYYY-MM` n months before `month`. */
function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A kindergarten's row for `month`: the month's movements from its own item, and the stock's value as the
 * latest document up to the month left it. A month without documents writes no item, so the stock is carried
 * from the last month that had one (a year back at most); a kindergarten without any is a row of zeros.
 */
function rowOf(k: KindergartenPlace, month: string, months: readonly KindergartenMonth[]) {
  const own = months.find((m) => m.month === month)?.counters ?? {};
  const lastStock = months
    .filter((m) => m.counters.stockValue !== undefined)
    .sort((a, b) => b.month.localeCompare(a.month))[0];
  return {
    kindergartenId: k.id,
    kindergartenName: k.name,
    municipalityCode: k.municipalityCode,
    stockValue: lastStock?.counters.stockValue ?? 0,
    inValue: own.inValue ?? 0,
    outValue: own.outValue ?? 0,
    scrapValue: own.scrapValue ?? 0,
    expiringValue: own.expiringValue ?? 0,
  };
}

export async function storageAvailability(
  session: RouteSession,
  q: { year: number; month: number; municipalityCode?: string },
) {
  const month = `${q.year}-${String(q.month).padStart(2, '0')}`;
  const municipalityCode = await municipalityOf(session, q.municipalityCode);
  const [found, kindergartens] = await Promise.all([
    readKindergartenMonths(
      aggregateKind,
      { fromMonth: monthsBefore(month, 11), toMonth: month },
      { municipalityCode },
    ),
    kindergartensInReach(municipalityCode),
  ]);
  const rows = kindergartens
    .map((k) =>
      rowOf(
        k,
        month,
        found.filter((m) => m.kindergartenId === k.id),
      ),
    )
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
