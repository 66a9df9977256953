import { PlanState } from '@gradina/shared/education/education';
import type { DayTopic, LessonDay } from '@gradina/shared/manifest/routes/planning/lessons';
import type { Deltas } from '../../../domain/education/aggregates';
import type { PlanItem } from '../year-plan/items';

/**
 * A group's lesson day: what the saved plans put on the date, and what the teacher confirmed. Pure.
 */
export interface LessonDayItem {
  groupId: string;
  date: string;
  confirmed: boolean;
  note: string;
  topics: DayTopic[];
  entries: LessonDay['entries'];
  version: number;
}

export const lessonDayId = (groupId: string, date: string) => `${groupId}_${date}`;
export function parseLessonDayId(id: string) {
  const m = /^(.+)_(\d{4}-\d{2}-\d{2})$/.exec(id);
  return m ? { groupId: m[1]!, date: m[2]! } : null;
}

const collator = new Intl.Collator('bg');

/**
 * The topics the group's saved plans put on each date, by subject name (a cancelled or proposed plan plans
 * nothing).
 */
export function plannedByDate(plans: readonly PlanItem[]): Map<string, DayTopic[]> {
  const out = new Map<string, DayTopic[]>();
  const sorted = [...plans].sort((a, b) => collator.compare(a.subjectName, b.subjectName));
  for (const plan of sorted) {
    if (plan.state !== PlanState.Saved) continue;
    for (const t of plan.topics)
      out.set(t.date, [
        ...(out.get(t.date) ?? []),
        {
          topicId: t.id,
          classSubjectId: plan.subjectId,
          subjectName: plan.subjectName,
          title: t.title,
          held: null,
        },
      ]);
  }
  return out;
}

/** The day as the screens show it: the planned topics with the confirmed marks, the entries, the counts. */
export function lessonDayOf(
  groupId: string,
  date: string,
  planned: readonly DayTopic[],
  stored: LessonDayItem | undefined,
): LessonDay {
  const marks = new Map((stored?.topics ?? []).map((t) => [t.topicId, t]));
  const topics = [
    ...planned.map((t) => ({ ...t, held: marks.get(t.topicId)?.held ?? null })),
    // A topic confirmed on the day and moved away from it since stays on the day it was held.
    ...(stored?.topics ?? []).filter((t) => !planned.some((p) => p.topicId === t.topicId)),
  ];
  return {
    id: lessonDayId(groupId, date),
    classId: groupId,
    date,
    confirmed: stored?.confirmed ?? false,
    note: stored?.note ?? '',
    topics,
    entries: stored?.entries ?? [],
    held: topics.filter((t) => t.held === true).length,
    missed: topics.filter((t) => t.held === false).length,
  };
}

/** The `lessons` aggregate's counters of a day: 1 confirmed day, its held and missed topics. */
export const dayCounters = (day: Pick<LessonDayItem, 'confirmed' | 'topics'> | undefined): Deltas =>
  day?.confirmed
    ? {
        days: 1,
        held: day.topics.filter((t) => t.held === true).length,
        missed: day.topics.filter((t) => t.held === false).length,
      }
    : {};

/**
 * The confirmed topics of a day: every planned topic of the date, held as the teacher said (one not named
 * is missed). A named topic the plans do not put on the date: its position, for the 400.
 */
export function confirmedTopics(
  planned: readonly DayTopic[],
  marks: readonly { classSubjectId: string; topicId: string; held: boolean }[],
): { topics: DayTopic[]; strangers: number[] } {
  const strangers = marks
    .map((m, i) =>
      planned.some((p) => p.topicId === m.topicId && p.classSubjectId === m.classSubjectId) ? -1 : i,
    )
    .filter((i) => i >= 0);
  const held = new Map(marks.map((m) => [m.topicId, m.held]));
  return { topics: planned.map((p) => ({ ...p, held: held.get(p.topicId) ?? false })), strangers };
}
