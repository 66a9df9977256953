import { GroupAgeKinds } from '../enums';

/**
 * The vocabulary of preschool education (issue #30), by Наредба № 5/2016 за предучилищното образование:
 * the four age groups (чл. 5: first 3-4, second 4-5, third 5-6, fourth 6-7 years), the seven educational
 * areas (образователни направления, чл. 28) and the states of a year plan. The numbers are ours (the spec
 * gives none) and never change: plans, topics and results store them.
 */

export const AgeGroup = { First: 1, Second: 2, Third: 3, Fourth: 4 } as const;
export type AgeGroup = (typeof AgeGroup)[keyof typeof AgeGroup];
export const ageGroups = [AgeGroup.First, AgeGroup.Second, AgeGroup.Third, AgeGroup.Fourth] as const;
export const ageGroupNames: Record<AgeGroup, string> = {
  1: 'Първа възрастова група (3-4 г.)',
  2: 'Втора възрастова група (4-5 г.)',
  3: 'Трета възрастова група (5-6 г.)',
  4: 'Четвърта възрастова група (6-7 г.)',
};

/** The age group a group teaches unless its programme says otherwise (a preparatory group: the third). */
export function defaultAgeGroup(ageKind: number): AgeGroup {
  if (ageKind === GroupAgeKinds.FirstGroup) return AgeGroup.First;
  if (ageKind === GroupAgeKinds.Kindergarten) return AgeGroup.Second;
  if (ageKind === GroupAgeKinds.PGGroups) return AgeGroup.Third;
  return AgeGroup.First;
}

export const EducationalArea = {
  BulgarianLanguage: 1,
  Mathematics: 2,
  Environment: 3,
  FineArts: 4,
  Music: 5,
  Construction: 6,
  PhysicalEducation: 7,
} as const;
export type EducationalArea = (typeof EducationalArea)[keyof typeof EducationalArea];
export const educationalAreas = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly EducationalArea[];
export const educationalAreaNames: Record<EducationalArea, string> = {
  1: 'Български език и литература',
  2: 'Математика',
  3: 'Околен свят',
  4: 'Изобразително изкуство',
  5: 'Музика',
  6: 'Конструиране и технологии',
  7: 'Физическа култура',
};

/** The spec's publisher plan theme states: created (proposed), saved (the teacher's plan), cancelled. */
export const PlanState = { Created: 1, Saved: 2, Cancelled: 3 } as const;
export type PlanState = (typeof PlanState)[keyof typeof PlanState];
export const planStateNames: Record<PlanState, string> = {
  1: 'Предложен',
  2: 'Запазен',
  3: 'Отказан',
};

/**
 * A kindergarten's own topics (issue #30): a custom topic („собствена тема“) belongs to an age group and an
 * educational area and is planned like a publisher's; a general topic („обща тема“) is the whole
 * kindergarten's for a period (a week's theme such as „Есен“), with no area.
 */
export const ThemeKind = { Custom: 1, General: 2 } as const;
export type ThemeKind = (typeof ThemeKind)[keyof typeof ThemeKind];
export const themeKindNames: Record<ThemeKind, string> = { 1: 'Собствена тема', 2: 'Обща тема' };

/** When a child is assessed: at the start or at the end of the school year. */
export const ResultStage = { Start: 1, End: 2 } as const;
export type ResultStage = (typeof ResultStage)[keyof typeof ResultStage];
export const resultStageNames: Record<ResultStage, string> = {
  1: 'Начало на годината',
  2: 'Край на годината',
};

/** A level of the results template: its number (1 lowest) and its name. */
export interface ResultLevel {
  level: number;
  name: string;
}

/**
 * The Master's results template as the platform starts with it: the seven areas, three levels (the usual
 * „ниско / средно / високо ниво“ of Bulgarian kindergartens' diagnostics; docs/decisions.md, issue #30).
 */
export const defaultResultLevels: readonly ResultLevel[] = [
  { level: 1, name: 'Ниско ниво' },
  { level: 2, name: 'Средно ниво' },
  { level: 3, name: 'Високо ниво' },
];
export const resultLevelsMax = 6;

/** The month a stage's results count in for the МОН reference: the start in September, the end in May. */
export const stageMonth = (yearFrom: number, stage: ResultStage) =>
  stage === ResultStage.Start ? `${yearFrom}-09` : `${yearFrom + 1}-05`;

/** Teaching time of a school year (15.09-31.05): topics are planned on its teaching days. */
export const teachingTime = (yearFrom: number) => ({
  fromDate: `${yearFrom}-09-15`,
  toDate: `${yearFrom + 1}-05-31`,
});

/** The composite id of a publisher's topics of one age group and area (`<publisherId>.<age>.<area>`). */
export const topicSetId = (publisherId: string, ageGroup: number, area: number) =>
  `${publisherId}.${ageGroup}.${area}`;
export function parseTopicSetId(id: string) {
  const m = /^(.+)\.([1-4])\.([1-7])$/.exec(id);
  return m
    ? { publisherId: m[1]!, ageGroup: Number(m[2]) as AgeGroup, area: Number(m[3]) as EducationalArea }
    : null;
}

/** The spec's LessonKind as the day's entries name it. */
export const lessonKindNames: Record<1 | 2 | 3, string> = { 1: 'Ситуация', 2: 'Сън', 3: 'Дейност' };
