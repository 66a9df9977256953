import type { FieldError } from '@gradina/shared';
import { PaymentProviderConfigurationFlags as Flag } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ActivityRecord, ActivityRow } from '@gradina/shared/manifest/routes/activities/catalogue';
import type { ActivityItem, EnrollmentItem } from '../../../domain/activities/items';

/** The activity's rules as pure functions: each answers the field errors of one check, in Bulgarian. */

/**
 * A provider may be chosen for an activity once parents can pay it online: its webhook test passed
 * (WebHookVerified, a stage that stays set) or its transfer payments are enabled.
 */
export const providerSelectable = (configuration: number) =>
  (configuration & (Flag.WebHookVerified | Flag.TransferPaymentEnabled)) !== 0;

export interface SeasonYear {
  id: string;
  name: string;
  fromDate: string;
  toDate: string;
}

/** The season lies inside one school year, its end not before its start. */
export function checkSeason(fromDate: string, toDate: string, year: SeasonYear | undefined): FieldError[] {
  if (!year)
    return [
      { field: 'fromDate', message: 'Полето "От дата" трябва да е в учебна година на детската градина.' },
    ];
  if (toDate < fromDate)
    return [{ field: 'toDate', message: 'Полето "До дата" не може да е преди "От дата".' }];
  if (toDate > year.toDate)
    return [
      {
        field: 'toDate',
        message: `Полето "До дата" трябва да е в учебната година ${year.name} (до ${formatDateDigits(year.toDate)}).`,
      },
    ];
  return [];
}

/** The school year a season starting on `fromDate` belongs to. */
export const yearOfDate = <Y extends SeasonYear>(years: readonly Y[], date: string) =>
  years.find((y) => y.fromDate <= date && date <= y.toDate);

/** Every chosen group is a group of the season's school year in this kindergarten. */
export function checkGroups(
  groupIds: readonly string[],
  groups: readonly { id: string; name: string; periodId: string }[],
  year: SeasonYear,
): FieldError[] {
  for (const id of groupIds) {
    const group = groups.find((g) => g.id === id);
    if (!group)
      return [{ field: 'groupIds', message: 'Полето "Групи": групата не е от тази детска градина.' }];
    if (group.periodId !== year.id)
      return [
        {
          field: 'groupIds',
          message: `Полето "Групи": групата „${group.name}“ не е от учебната година ${year.name}.`,
        },
      ];
  }
  return [];
}

/** No two slots of one weekday overlap. */
export function checkSchedule(
  schedule: readonly { weekday: number; from: string; to: string }[],
): FieldError[] {
  const sorted = [...schedule].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (a.weekday === b.weekday && b.from < a.to)
      return [{ field: 'schedule', message: 'Полето "График": часовете в един ден се застъпват.' }];
  }
  return [];
}

/** Why an activity cannot be deleted, or null. */
export function deleteRefusal(activity: Pick<ActivityItem, 'enrolledCount' | 'feesCount'>): string | null {
  if ((activity.enrolledCount ?? 0) > 0)
    return 'Дейността не може да бъде изтрита, защото в нея има записани деца. Отпишете ги първо.';
  if ((activity.feesCount ?? 0) > 0)
    return 'Дейността не може да бъде изтрита, защото за нея има начислени такси.';
  return null;
}

export function activityRowOf(a: ActivityItem, groupNames: ReadonlyMap<string, string>): ActivityRow {
  return {
    id: a.id,
    name: a.name,
    typeId: a.typeId,
    typeName: a.typeName,
    providerId: a.providerId,
    providerName: a.providerName,
    teacherId: a.teacherId,
    teacherName: a.teacherName,
    groupIds: a.groupIds,
    groupNames: a.groupIds.map((g) => groupNames.get(g) ?? ''),
    schedule: a.schedule,
    pricing: a.pricing,
    priceCents: a.priceCents,
    enrollmentOpen: a.enrollmentOpen,
    fromDate: a.fromDate,
    toDate: a.toDate,
    enrolledCount: a.enrolledCount ?? 0,
  };
}

export const activityRecordOf = (
  a: ActivityItem,
  groupNames: ReadonlyMap<string, string>,
): ActivityRecord => ({
  ...activityRowOf(a, groupNames),
  variableCents: a.variableCents ?? 0,
  siblingSecondPercent: a.siblingSecondPercent ?? 0,
  siblingThirdFree: a.siblingThirdFree ?? false,
  kindergartenSharePercent: a.kindergartenSharePercent,
  shareBasis: a.shareBasis,
  delistmentEnabled: a.delistmentEnabled,
  delistmentNoticeDays: a.delistmentNoticeDays,
  hasFees: (a.feesCount ?? 0) > 0,
  version: a.version,
});

/** The period open now or later (the child takes part from its first day), or null. */
export const currentPeriod = (e: EnrollmentItem | undefined) => e?.periods.find((p) => p.to === null) ?? null;

/**
 * Whether a parent may ask to enrol the child in the activity: enrolment open, the child's group among its
 * groups, its season not over, the child not enrolled already.
 */
export const enrollable = (
  a: ActivityItem,
  child: { groupId?: string | null },
  enrolment: EnrollmentItem | undefined,
  today: string,
) =>
  a.enrollmentOpen &&
  !!child.groupId &&
  a.groupIds.includes(child.groupId) &&
  a.toDate >= today &&
  !currentPeriod(enrolment);
