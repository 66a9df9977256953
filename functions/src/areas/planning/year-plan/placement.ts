import { formatDateDigits } from '@gradina/shared/format-dates';
import type { PlannedTopic } from '@gradina/shared/manifest/routes/planning/year-plan';

/**
 * Where a year plan's topics go: pure rules of topics and teaching dates (issue #30).
 */

/**
 * The publisher's topics in order on the subject's teaching dates: one a date while there are dates
 * enough; with more topics than dates, spread evenly (a date takes two before any takes three).
 */
export function placeTopics(
  topics: readonly { id: string; title: string; expectedResults: string }[],
  dates: readonly string[],
): PlannedTopic[] {
  if (dates.length === 0) return [];
  return topics.map((t, i) => ({
    id: t.id,
    date: dates[topics.length <= dates.length ? i : Math.floor((i * dates.length) / topics.length)]!,
    title: t.title,
    expectedResults: t.expectedResults,
    custom: false,
  }));
}

/** The topics whose date is not a teaching date of the subject, as the 400's field errors (by position). */
export function topicsOffDates(
  topics: readonly { date: string }[],
  dates: ReadonlySet<string>,
): { field: string; message: string }[] {
  return topics.flatMap((t, i) =>
    dates.has(t.date)
      ? []
      : [
          {
            field: `topics.${i}.date`,
            message: `Тема ${i + 1}: ${formatDateDigits(t.date)} не е учебен ден на направлението (почивен ден, извън учебното време или ден без ситуация по програмата).`,
          },
        ],
  );
}

/** The plan's topics in date order (a date's topics keep their order). */
export const byDate = <T extends { date: string }>(topics: readonly T[]) =>
  topics
    .map((t, i) => ({ t, i }))
    .sort((a, b) => a.t.date.localeCompare(b.t.date) || a.i - b.i)
    .map(({ t }) => t);
