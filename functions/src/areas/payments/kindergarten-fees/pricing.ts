import { FeeScope, StudentAttendanceStatus, statusKind } from '@gradina/shared';
import type { EnrollmentPeriod, FeeItem } from '../../../domain/activities/items';
import { feeIdOf, type Month } from '../../../domain/activities/keys';
import { monthBounds, monthOf } from '../../../domain/calendar';
import { type RosterEntry, staysOf } from '../../../domain/groups/roster';
import {
  billedPeriods,
  enrolledInMonth,
  feeAmounts,
  hasSiblingDiscount,
  type PricedActivity,
  roundHalfUp,
  siblingOrders,
} from '../fees/pricing';
import type { ExemptionItem, FeeTypeItem, KindergartenFeeItem } from './items';

/**
 * A kindergarten's month of fees (docs/areas/kindergarten-fees.md, "Pricing"). Pure. The models are the
 * activities' (`fees/pricing.ts`): every working day of the child's group is a "session", so
 * - `month`: the amount, pro rata to the working days the child was enrolled on (a mid-month start pays part);
 * - `mixed`: the fixed part pro rata as `month`, plus the variable part × days present ÷ working days;
 * - `day`: the rate × the working days enrolled, less the days of a medical notice (statuses 5 and 6).
 * Siblings (children sharing a guardian) are ranked by birth date among the children billed by the fee type:
 * the second pays `siblingSecondPercent` less, the third and later nothing with `siblingThirdFree`. A child's
 * exemption in force in the month (the highest percent) comes off what the sibling discount left.
 */

/** Every weekday: the kindergarten works Monday to Friday (its days off are outside the working dates). */
const workingWeek = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '07:00', to: '19:00' }));

/** The fee type as the activities' pricing reads it. */
export const pricedType = (t: FeeTypeItem): PricedActivity => ({
  pricing: t.pricing,
  priceCents: t.priceCents,
  variableCents: t.variableCents,
  schedule: workingWeek,
  fromDate: t.fromDate,
  toDate: t.toDate ?? '9999-12-31',
  siblingSecondPercent: t.siblingSecondPercent,
  siblingThirdFree: t.siblingThirdFree,
});

/** A child on a group's roster in the month: its stays (cut at its leave) and the group it ends the month in. */
export interface MonthChild {
  id: string;
  name: string;
  birthDate: string;
  groupId: string;
  periods: EnrollmentPeriod[];
}

/** The children with a stay in the month, from the groups' rosters (a child moved has one entry per group). */
export function childrenOfMonth(
  groups: readonly { id: string; roster: readonly (RosterEntry & { id: string })[] }[],
  year: number,
  month: number,
): MonthChild[] {
  const { toDate } = monthBounds(year, month);
  const out = new Map<string, MonthChild>();
  for (const g of groups)
    for (const entry of g.roster) {
      if (out.has(entry.id)) continue;
      const stays = staysOf(entry, g.id);
      const periods = billedPeriods(
        stays.map((s) => ({ from: s.fromDate, to: s.toDate })),
        entry.leftOn,
      );
      if (!enrolledInMonth(periods, year, month)) continue;
      const last = stays.filter((s) => s.fromDate <= toDate).at(-1) ?? stays[0]!;
      out.set(entry.id, {
        id: entry.id,
        name: `${entry.firstName} ${entry.lastName}`,
        birthDate: entry.birthDate,
        groupId: last.groupId,
        periods,
      });
    }
  return [...out.values()];
}

/** Whether a dated rule (a fee type, an exemption) is in force on some day of the month. */
export const inForce = (r: { fromDate: string; toDate: string | null }, year: number, month: number) => {
  const { fromDate, toDate } = monthBounds(year, month);
  return r.fromDate <= toDate && (r.toDate === null || r.toDate >= fromDate);
};

/** The exemption of the child in force in the month with the highest percent, if any. */
export function exemptionOf(
  exemptions: readonly ExemptionItem[],
  childId: string,
  year: number,
  month: number,
) {
  return exemptions
    .filter((e) => e.childId === childId && inForce(e, year, month))
    .sort((a, b) => b.percent - a.percent)[0];
}

const medical = new Set<number>([
  StudentAttendanceStatus.SicknessAbsence5,
  StudentAttendanceStatus.SicknessAbsence6,
]);

/** A child's days of the month by what the attendance shows: present, and ill with a medical notice. */
export function attendanceDays(days: Record<number, number>) {
  const entries = Object.entries(days).map(([d, s]) => [Number(d), s] as const);
  return {
    present: entries.filter(([, s]) => statusKind(s) === 'present').map(([d]) => d),
    medical: entries.filter(([, s]) => medical.has(s)).map(([d]) => d),
  };
}

export interface KindergartenMonth {
  kindergartenId: string;
  kindergartenName: string;
  year: number;
  month: number;
  types: readonly FeeTypeItem[];
  exemptions: readonly ExemptionItem[];
  children: readonly MonthChild[];
  /** Each group's working dates of the month. */
  workingDates: (groupId: string) => readonly string[];
  attendance: ReadonlyMap<string, { present: number[]; medical: number[] }>;
  families: ReadonlyMap<string, string>;
  provider: { id: string; name: string } | null;
}

const labelOf = (e: ExemptionItem | undefined) => (e ? `${e.percent}% (${e.label})` : null);

/** The fees the month should have: one per child and fee type in force for its group. Pure. */
export function kindergartenFeesDue(world: KindergartenMonth, createdAt: string): KindergartenFeeItem[] {
  const month: Month = monthOf(world.year, world.month);
  return world.types
    .filter((t) => inForce(t, world.year, world.month))
    .flatMap((type) => {
      const activity = pricedType(type);
      const priced = world.children
        .filter((c) => type.groupIds.length === 0 || type.groupIds.includes(c.groupId))
        .map((c) => {
          const exemption = exemptionOf(world.exemptions, c.id, world.year, world.month);
          const days = world.attendance.get(c.id);
          const inputs = {
            activity,
            periods: c.periods,
            month,
            workingDates: world.workingDates(c.groupId),
            presentDays: days?.present ?? [],
            medicalDays: days?.medical ?? [],
            discountPercent: exemption?.percent ?? 0,
          };
          return { c, exemption, inputs, first: feeAmounts(inputs) };
        });
      const orders = hasSiblingDiscount(activity)
        ? siblingOrders(
            priced
              .filter((p) => p.first.baseCents > 0)
              .map((p) => ({ childId: p.c.id, birthDate: p.c.birthDate })),
            world.families,
          )
        : new Map<string, number>();
      return priced.map(({ c, exemption, inputs, first }): KindergartenFeeItem => {
        const order = orders.get(c.id) ?? 1;
        return {
          id: feeIdOf(c.id, month, type.id),
          kindergartenId: world.kindergartenId,
          scope: FeeScope.Kindergarten,
          month,
          childId: c.id,
          childName: c.name,
          groupId: c.groupId,
          activityId: type.id,
          activityName: type.name,
          providerId: world.provider?.id ?? '',
          providerName: world.provider?.name ?? world.kindergartenName,
          pricing: type.pricing,
          priceCents: type.priceCents,
          ...(order > 1 ? feeAmounts({ ...inputs, siblingOrder: order }) : first),
          exemption: labelOf(exemption),
          paidCents: 0,
          pendingPaymentId: null,
          notifiedAt: null,
          createdAt,
          version: 1,
        };
      });
    });
}

/**
 * A corrected fee keeps its amounts: generation plans with the stored fee in place of the computed one, so
 * nothing is recomputed over the correction. Pure.
 */
export const keepCorrections = (due: readonly FeeItem[], stored: readonly KindergartenFeeItem[]) => {
  const corrected = new Map(stored.filter((f) => f.correction).map((f) => [f.id, f]));
  return due.map((f) => corrected.get(f.id) ?? f);
};

/** The fixed rate of the lev to the euro (Council Regulation (EU) 2025/1407). */
export const levPerEuro = 1.95583;

/** Stotinki to euro cents at the fixed rate, half-up. */
export const euroCentsOf = (bgnCents: number) => roundHalfUp(bgnCents / levPerEuro);
