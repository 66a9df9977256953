import { PlanState } from '@gradina/shared/education/education';
import { describe, expect, it } from 'vitest';
import type { PlanItem } from '../year-plan/items';
import { confirmedTopics, dayCounters, lessonDayOf, parseLessonDayId, plannedByDate } from './day';

const plan = (subjectId: string, state: PlanItem['state'], dates: string[]): PlanItem => ({
  groupId: 'g1',
  subjectId,
  subjectName: `Направление ${subjectId}`,
  area: 1,
  ageGroup: 1,
  publisherId: 'p',
  publisherName: 'Изд.',
  state,
  topics: dates.map((date, i) => ({
    id: `${subjectId}-${i}`,
    date,
    title: `Тема ${i}`,
    expectedResults: '',
    custom: false,
  })),
  version: 1,
  modifiedBy: 'u',
});

describe('a group’s lesson day', () => {
  const planned = plannedByDate([
    plan('bel', PlanState.Saved, ['2026-10-05', '2026-10-06']),
    plan('mat', PlanState.Saved, ['2026-10-05']),
    plan('art', PlanState.Cancelled, ['2026-10-05']),
  ]);

  it('takes the topics of saved plans only', () => {
    expect(planned.get('2026-10-05')?.map((t) => t.topicId)).toEqual(['bel-0', 'mat-0']);
  });

  it('counts a topic not named in the confirmation as missed and refuses one the day does not plan', () => {
    const day = planned.get('2026-10-05')!;
    const { topics, strangers } = confirmedTopics(day, [
      { classSubjectId: 'bel', topicId: 'bel-0', held: true },
      { classSubjectId: 'bel', topicId: 'bel-1', held: true },
    ]);
    expect(topics.map((t) => [t.topicId, t.held])).toEqual([
      ['bel-0', true],
      ['mat-0', false],
    ]);
    expect(strangers).toEqual([1]);
    expect(dayCounters({ confirmed: true, topics })).toEqual({ days: 1, held: 1, missed: 1 });
    expect(dayCounters(undefined)).toEqual({});
  });

  it('shows the confirmed marks on the planned topics and counts them', () => {
    const stored = {
      groupId: 'g1',
      date: '2026-10-05',
      confirmed: true,
      note: 'Хубав ден',
      topics: [{ ...planned.get('2026-10-05')![0]!, held: false }],
      entries: [],
      version: 1,
    };
    const day = lessonDayOf('g1', '2026-10-05', planned.get('2026-10-05')!, stored);
    expect(day.topics.map((t) => t.held)).toEqual([false, null]);
    expect([day.held, day.missed, day.id]).toEqual([0, 1, 'g1_2026-10-05']);
    expect(parseLessonDayId(day.id)).toEqual({ groupId: 'g1', date: '2026-10-05' });
  });
});
