import { GroupAgeKinds, ScheduleItemType } from '../enums';

/**
 * The weekly schedule's norm (Наредба № 5/2016 за предучилищното образование): the pedagogical situations a
 * group has each week by its age group, first (3-4 years) 11, second (4-5) 13, third (5-6) 15 and fourth
 * (6-7) 17, spread over the seven educational areas. A week with days off needs the share of its working
 * days (rounded up). Nursery groups have no pedagogical situations, so no norm.
 */

export const ageGroups = [1, 2, 3, 4] as const;
export type AgeGroup = (typeof ageGroups)[number];

export const ageGroupNames: Record<AgeGroup, string> = {
  1: 'Първа група (3-4 г.)',
  2: 'Втора група (4-5 г.)',
  3: 'Трета група (5-6 г.)',
  4: 'Четвърта група (6-7 г.)',
};

export const weeklyNorm: Record<AgeGroup, number> = { 1: 11, 2: 13, 3: 15, 4: 17 };

/** The age group a group's kind suggests (a preparatory group may be the third or the fourth). */
export function ageGroupOfKind(kind: GroupAgeKinds): AgeGroup | null {
  if (kind === GroupAgeKinds.FirstGroup) return 1;
  if (kind === GroupAgeKinds.Kindergarten) return 2;
  if (kind === GroupAgeKinds.PGGroups) return 3;
  return null;
}

/** The educational areas (образователни направления) of Наредба № 5/2016, чл. 28. */
export const educationalAreas = [
  { id: 1, name: 'Български език и литература' },
  { id: 2, name: 'Математика' },
  { id: 3, name: 'Околен свят' },
  { id: 4, name: 'Изобразително изкуство' },
  { id: 5, name: 'Музика' },
  { id: 6, name: 'Конструиране и технологии' },
  { id: 7, name: 'Физическа култура' },
] as const;
export const educationalAreaIds = educationalAreas.map((a) => a.id) as number[];
export const educationalAreaName = (id: number | null | undefined) =>
  educationalAreas.find((a) => a.id === id)?.name ?? '';

export const weekdayNames = ['Понеделник', 'Вторник', 'Сряда', 'Четвъртък', 'Петък'] as const;

export interface ScheduleDayLike {
  weekday: number;
  items: readonly { type: ScheduleItemType }[];
}

export interface NormCheck {
  situations: number;
  required: number;
  workingDays: number;
  met: boolean;
}

/** Counts the week's pedagogical situations against the norm of the age group. Pure. */
export function checkWeeklyNorm(days: readonly ScheduleDayLike[], ageGroup: AgeGroup): NormCheck {
  const off = new Set(
    days.filter((d) => d.items.some((i) => i.type === ScheduleItemType.DayOff)).map((d) => d.weekday),
  );
  const workingDays = 5 - off.size;
  const situations = days
    .filter((d) => !off.has(d.weekday))
    .reduce((n, d) => n + d.items.filter((i) => i.type === ScheduleItemType.ClassSubject).length, 0);
  const required = Math.ceil((weeklyNorm[ageGroup] * workingDays) / 5);
  return { situations, required, workingDays, met: situations >= required };
}

/** The refusal the save and the form show for a week under the norm. */
export const normMessage = (check: NormCheck, ageGroup: AgeGroup) =>
  `Педагогическите ситуации са ${check.situations} седмично, а за ${ageGroupNames[ageGroup].toLowerCase()} ` +
  `са нужни поне ${check.required} (Наредба № 5/2016).`;
