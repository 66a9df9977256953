/**
 * Kindergarten-month aggregates at scale for the МОН and municipality references' benchmark: N kindergartens
 * (the first `inMunicipality` of them in one municipality, the rest over eight others), each with the
 * attendance, staff-count and substitutions aggregates of every month of a range, written with the kit's
 * `putMonthAggregate` as the features write them. Ids are new on every call, so it can run again on one table.
 *
 *   TABLE_NAME=gradina DYNAMODB_ENDPOINT=http://127.0.0.1:8000 npx tsx infra/local/scale-aggregates.ts --kindergartens 50
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putMonthAggregate } from '../../functions/src/domain/aggregates';
import { db, tableName as tableFromEnv } from '../../functions/src/platform/db/client';
import { createWorld, saveAll } from './demo/builders';
import { groupNicknames } from './demo/names';

export interface ScaleAggregatesOptions {
  kindergartens: number;
  /** The first month (`YYYY-MM`) and how many months from it (default 12). */
  fromMonth: string;
  months?: number;
  /** The municipality the first `inMunicipality` kindergartens lie in (default PDV22, the demo's, 10). */
  municipalityCode?: string;
  inMunicipality?: number;
  seed?: number;
}

export interface ScaleAggregatesResult {
  kindergartenIds: string[];
  fromMonth: string;
  toMonth: string;
  municipalityCode: string;
  inMunicipality: number;
  /** Aggregate items written (kindergarten-months × kinds). */
  items: number;
}

/** Municipalities of the ЕКАТТЕ for the other kindergartens: Sofia, Varna, Burgas, Ruse, Stara Zagora... */
const otherMunicipalities = ['SOF46', 'VAR06', 'BGS04', 'RSE27', 'SZR31', 'PVN24', 'VTR04', 'BLG03'];

export function monthsFrom(fromMonth: string, count: number): string[] {
  const start = Number(fromMonth.slice(0, 4)) * 12 + Number(fromMonth.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

/** Plausible counters of one kindergarten-month, from a seeded generator (the same seed, the same figures). */
export function monthCounters(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const children = int(60, 220);
  const workingDays = int(18, 22);
  const cells = children * workingDays;
  const unexcused = int(0, Math.round(cells * 0.03));
  const sick = int(0, Math.round(cells * 0.08));
  const family = int(0, Math.round(cells * 0.02));
  const staff = int(18, 45);
  const pedagogical = Math.round(staff * 0.55);
  return {
    attendance: {
      s1: unexcused,
      s2: cells - unexcused - sick - family,
      s4: family,
      s5: sick,
      childMonths: children,
      compulsoryChildMonths: Math.round(children * 0.45),
      unexcusedOver2: int(0, 6),
      familyReasonDays: family,
    },
    'staff-count': {
      total: staff,
      pedagogical,
      nonPedagogical: staff - pedagogical,
      directors: 1,
      wt1: staff - 2,
      wt3: 2,
    },
    substitutions: { count: int(0, 12), days: int(0, 20), hours: int(0, 80), teachers: int(0, 5) },
  };
}

export async function seedScaleAggregates(
  client: DynamoDBDocumentClient,
  tableName: string,
  o: ScaleAggregatesOptions,
): Promise<ScaleAggregatesResult> {
  const municipalityCode = o.municipalityCode ?? 'PDV22';
  const inMunicipality = Math.min(o.inMunicipality ?? 10, o.kindergartens);
  const months = monthsFrom(o.fromMonth, o.months ?? 12);
  const w = createWorld({ seed: o.seed ?? 11 });
  const kgs = Array.from({ length: o.kindergartens }, (_, k) => {
    const code = k < inMunicipality ? municipalityCode : otherMunicipalities[k % otherMunicipalities.length]!;
    return w.aKindergarten({
      name: `ДГ № ${k + 1} „${groupNicknames[k % groupNicknames.length]}“`,
      municipalityCode: code,
      regionCode: code.slice(0, 3),
    });
  });
  await saveAll(client, tableName, w.items);
  let state = o.seed ?? 11;
  // mulberry32: a small seeded generator, so two runs write the same figures
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let items = 0;
  for (const kg of kgs) {
    const writes = months.flatMap((month) =>
      Object.entries(monthCounters(random)).map(([kind, counters]) => ({ kind, month, counters })),
    );
    // one kindergarten's months at a time: its stamp (name, municipality) is read once, then reused
    await putMonthAggregate({ ...writes[0]!, kindergartenId: kg.id });
    await Promise.all(writes.slice(1).map((x) => putMonthAggregate({ ...x, kindergartenId: kg.id })));
    items += writes.length;
  }
  return {
    kindergartenIds: kgs.map((k) => k.id),
    fromMonth: months[0]!,
    toMonth: months.at(-1)!,
    municipalityCode,
    inMunicipality,
    items,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      kindergartens: { type: 'string', default: '50' },
      from: { type: 'string', default: '2095-01' },
    },
  });
  const result = await seedScaleAggregates(db(), tableFromEnv(), {
    kindergartens: Number(values.kindergartens),
    fromMonth: values.from,
  });
  console.log(
    `aggregates of ${result.kindergartenIds.length} kindergartens, ${result.fromMonth} to ${result.toMonth}: ${result.items} items`,
  );
}
