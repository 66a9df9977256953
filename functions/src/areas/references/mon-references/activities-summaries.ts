import { FeeScope } from '@gradina/shared';
import type {
  ActivityFeeFigures,
  ActivityFeeRow,
  ActivityTypeFigures,
  ActivityTypeRow,
} from '@gradina/shared/manifest/routes/references/activities';
import type { Counters, KindergartenMonth } from '../../../domain/aggregates';
import { feeCounter, parseTypeCounter, typeCounterId } from '../../../domain/aggregates/activities';
import { regionOf } from './scope';

/**
 * The activities' and fees' references from the kindergarten-month aggregates of kind `activities`
 * (domain/aggregates/activities.ts names the counters; the kindergarten fees' are `kg`-prefixed): pure
 * functions.
 */

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const c = (counters: Counters, name: string) => counters[name] ?? 0;

/** A type the aggregates name but the national list no longer has. */
export const removedTypeName = 'Изтрит вид';

const emptyType = (): ActivityTypeFigures => ({
  kindergartens: 0,
  activities: 0,
  enrolled: 0,
  collectedCents: 0,
});

/**
 * One row per national activity type (all of them, with zeros where the reach has none), in Bulgarian
 * order of the name. Activities and enrolled children are head counts: each kindergarten's busiest month of
 * the range, added over kindergartens; the money collected is summed over the months.
 */
export function activityTypeRows(
  months: readonly KindergartenMonth[],
  types: readonly { id: string; name: string }[],
): ActivityTypeRow[] {
  const byCounterId = new Map(types.map((t) => [typeCounterId(t.id), t]));
  const perType = new Map<string, ActivityTypeFigures>();
  // kindergarten → type → the busiest month's activities and enrolled
  const heads = new Map<string, Map<string, { activities: number; enrolled: number }>>();
  const figuresOf = (type: string) => {
    const known = perType.get(type);
    if (known) return known;
    const made = emptyType();
    perType.set(type, made);
    return made;
  };
  for (const m of months) {
    const ofKindergarten = heads.get(m.kindergartenId) ?? new Map();
    heads.set(m.kindergartenId, ofKindergarten);
    for (const [name, value] of Object.entries(m.counters)) {
      const parsed = parseTypeCounter(name);
      if (!parsed) continue;
      if (parsed.figure === 'C') {
        figuresOf(parsed.type).collectedCents += value;
        continue;
      }
      const head = ofKindergarten.get(parsed.type) ?? { activities: 0, enrolled: 0 };
      if (parsed.figure === 'A') head.activities = Math.max(head.activities, value);
      else head.enrolled = Math.max(head.enrolled, value);
      ofKindergarten.set(parsed.type, head);
    }
  }
  for (const ofKindergarten of heads.values())
    for (const [type, head] of ofKindergarten) {
      const f = figuresOf(type);
      f.activities += head.activities;
      f.enrolled += head.enrolled;
      if (head.activities > 0) f.kindergartens += 1;
    }
  const rows: ActivityTypeRow[] = types.map((t) => ({
    typeId: t.id,
    typeName: t.name,
    ...(perType.get(typeCounterId(t.id)) ?? emptyType()),
  }));
  for (const [type, f] of perType)
    if (!byCounterId.has(type) && (f.activities || f.enrolled || f.collectedCents))
      rows.push({ typeId: type, typeName: removedTypeName, ...f });
  return rows.sort((a, b) => collator.compare(a.typeName, b.typeName) || a.typeId.localeCompare(b.typeId));
}

/** The types' figures together; kindergartens are counted once however many types they have. */
export function activityTypeTotals(
  rows: readonly ActivityTypeRow[],
  months: readonly KindergartenMonth[],
): ActivityTypeFigures {
  const withActivities = new Set(
    months.filter((m) => c(m.counters, 'activities') > 0).map((m) => m.kindergartenId),
  );
  const sum = { ...emptyType(), kindergartens: withActivities.size };
  for (const r of rows) {
    sum.activities += r.activities;
    sum.enrolled += r.enrolled;
    sum.collectedCents += r.collectedCents;
  }
  return sum;
}

/** A kindergarten-month's fee figures of one scope (activity fees unless said). */
export const activityFeeFigures = (
  counters: Counters,
  scope: FeeScope = FeeScope.Activities,
): ActivityFeeFigures => {
  const of = (name: string) => c(counters, feeCounter(name, scope));
  return {
    fees: of('fees'),
    feesPaid: of('feesPaid'),
    dueCents: of('due'),
    paidCents: of('paid'),
    payments: of('payments'),
    collectedCents: of('collected'),
    cashCents: of('cash'),
    bankCents: of('bank'),
    posCents: of('pos'),
    onlineCents: of('online'),
  };
};

const hasFees = (f: ActivityFeeFigures) =>
  f.fees !== 0 || f.dueCents !== 0 || f.payments !== 0 || f.collectedCents !== 0;

/**
 * One row per kindergarten, month and kind of fee (the extra activities', then the kindergarten's own monthly
 * fee, issue #33) with fees or payments, kindergartens in Bulgarian order of the name (its latest month's
 * name) and their months in order. A month of activities without fees has no row.
 */
export function activityFeeRows(months: readonly KindergartenMonth[]): ActivityFeeRow[] {
  const latest = new Map<string, KindergartenMonth>();
  for (const m of months) {
    const known = latest.get(m.kindergartenId);
    if (!known || known.month < m.month) latest.set(m.kindergartenId, m);
  }
  return months
    .flatMap((m) => {
      const place = latest.get(m.kindergartenId)!;
      return [FeeScope.Activities, FeeScope.Kindergarten].map((scope) => ({
        kindergartenId: m.kindergartenId,
        kindergartenName: place.kindergartenName,
        municipalityCode: place.municipalityCode,
        regionCode: regionOf(place.municipalityCode),
        month: m.month,
        scope,
        ...activityFeeFigures(m.counters, scope),
      }));
    })
    .filter(hasFees)
    .sort(
      (a, b) =>
        collator.compare(a.kindergartenName, b.kindergartenName) ||
        a.kindergartenId.localeCompare(b.kindergartenId) ||
        a.month.localeCompare(b.month) ||
        b.scope - a.scope,
    );
}

export function activityFeeTotals(rows: readonly ActivityFeeRow[]): ActivityFeeFigures {
  const sum = activityFeeFigures({});
  for (const r of rows)
    for (const key of Object.keys(sum) as (keyof ActivityFeeFigures)[]) sum[key] += r[key];
  return sum;
}
