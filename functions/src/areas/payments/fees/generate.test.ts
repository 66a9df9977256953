import { ActivityEnrollmentStatus, FeePaymentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { ActivityItem, EnrollmentItem, FeeItem } from '../../../domain/activities/items';
import { markAttribute } from '../../../domain/activities/items';
import { feeIdOf } from '../../../domain/activities/keys';
import { feesDue, type MonthWorld, planGeneration } from './generate';

const activity = (id: string, o: Partial<ActivityItem> = {}): ActivityItem => ({
  id,
  kindergartenId: 'kg',
  name: id === 'dance' ? 'Народни танци' : 'Английски език',
  typeId: 't',
  typeName: 'Танци',
  providerId: 'rhythm',
  providerName: '„Танцово студио Ритъм“ ЕООД',
  teacherId: null,
  teacherName: null,
  groupIds: ['g1'],
  schedule: [{ weekday: 2, from: '16:00', to: '16:45' }],
  pricing: 'month',
  priceCents: 3000,
  kindergartenSharePercent: 10,
  shareBasis: 1 as ActivityItem['shareBasis'],
  delistmentEnabled: false,
  delistmentNoticeDays: 0,
  enrollmentOpen: true,
  fromDate: '2026-09-01',
  toDate: '2027-06-30',
  enrolledCount: 1,
  version: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  ...o,
});

const enrolled = (
  activityId: string,
  childId: string,
  from = '2026-09-01',
  to: string | null = null,
): EnrollmentItem => ({
  kindergartenId: 'kg',
  activityId,
  activityName: activityId,
  providerId: 'rhythm',
  childId,
  childName: `Дете ${childId}`,
  groupId: 'g1',
  status: ActivityEnrollmentStatus.Approved,
  periods: [{ from, to }],
  version: 1,
});

const world = (o: Partial<MonthWorld> = {}): MonthWorld => ({
  kindergartenId: 'kg',
  year: 2026,
  month: 11,
  activities: [
    activity('dance'),
    activity('english', { pricing: 'session', priceCents: 800, providerId: 'kids' }),
  ],
  enrollments: new Map([
    ['dance', [enrolled('dance', 'c1'), enrolled('dance', 'c2', '2026-09-01', '2026-10-31')]],
    ['english', [enrolled('english', 'c1')]],
  ]),
  attendance: new Map([
    ['english', { [markAttribute('c1', 3)]: 1, [markAttribute('c1', 10)]: 1, [markAttribute('c1', 17)]: 2 }],
  ]),
  calendarItems: [],
  discounts: { byProvider: { kids: 10 }, byChild: {}, version: 1 },
  children: new Map(),
  ...o,
});

describe('the fees a month is due', () => {
  it('gives one fee per child enrolled on a day of the month and activity, with the provider’s discount', () => {
    const due = feesDue(world(), '2026-11-25T10:00:00.000Z');
    expect(
      due.map((f) => [f.childId, f.activityId, f.sessions, f.baseCents, f.discountCents, f.amountCents]),
    ).toEqual([
      ['c1', 'dance', 4, 3000, 0, 3000],
      ['c1', 'english', 2, 1600, 160, 1440],
    ]);
    expect(due[0]!.id).toBe(feeIdOf('c1', '2026-11', 'dance'));
    expect(due[0]).toMatchObject({
      month: '2026-11',
      paidCents: 0,
      status: FeePaymentStatus.NotPaid,
      version: 1,
    });
  });

  it('takes the child’s own discount before the provider’s', () => {
    const due = feesDue(
      world({ discounts: { byProvider: { kids: 10 }, byChild: { c1: 50 }, version: 2 } }),
      'now',
    );
    expect(due.map((f) => f.amountCents)).toEqual([1500, 800]);
  });
});

describe('a child who left the kindergarten', () => {
  const left = (leftOn: string) =>
    world({ children: new Map([['c1', { id: 'c1', birthDate: '2021-01-01', leftOn }]]) });

  it('is billed pro rata up to the leave, and not at all in a month after it', () => {
    // left on Wednesday the 11th: Tuesdays 3 and 10 of the 4 (30,00 € × 2/4); English 3 and 10 present
    const due = feesDue(left('2026-11-11'), 'now');
    expect(due.map((f) => [f.activityId, f.sessions, f.baseCents])).toEqual([
      ['dance', 2, 1500],
      ['english', 2, 1600],
    ]);
    expect(feesDue(left('2026-10-20'), 'now')).toEqual([]);
  });

  it('loses an untouched fee generated ahead for a month after the leave; a paid one stays', () => {
    const [ahead] = feesDue(world(), 'now') as [FeeItem];
    const plan = planGeneration([], [ahead, { ...ahead, id: 'paid', paidCents: 100 }], (c) => c === 'c1');
    expect(plan).toMatchObject({ removed: 1, kept: 0, count: 1 });
    expect(plan.writes[0]).toMatchObject({ deletes: true, activityId: 'dance' });
  });
});

describe('siblings', () => {
  it('give the younger the activity’s sibling discount, on the fee’s breakdown', () => {
    const dance = activity('dance', { siblingSecondPercent: 50, siblingThirdFree: true });
    const due = feesDue(
      world({
        activities: [dance],
        enrollments: new Map([
          ['dance', [enrolled('dance', 'c1'), enrolled('dance', 'c2'), enrolled('dance', 'c3')]],
        ]),
        children: new Map([
          ['c1', { id: 'c1', birthDate: '2022-02-02', leftOn: null }],
          ['c2', { id: 'c2', birthDate: '2020-01-01', leftOn: null }],
          ['c3', { id: 'c3', birthDate: '2021-01-01', leftOn: null }],
        ]),
        families: new Map([
          ['c1', 'f'],
          ['c2', 'f'],
          ['c3', 'other'],
        ]),
      }),
      'now',
    );
    expect(due.map((f) => [f.childId, f.siblingOrder, f.siblingDiscountCents, f.amountCents])).toEqual([
      ['c1', 2, 1500, 1500],
      ['c2', 1, 0, 3000],
      ['c3', 1, 0, 3000],
    ]);
  });
});

describe('planning a generation', () => {
  const due = feesDue(world(), '2026-11-25T10:00:00.000Z');
  const stored = (fee: FeeItem, o: Partial<FeeItem> = {}): FeeItem => ({ ...fee, version: 3, ...o });

  it('creates the missing, leaves the unchanged alone: a second run writes nothing', () => {
    expect(planGeneration(due, [])).toMatchObject({ created: 2, recomputed: 0, kept: 0, count: 2 });
    expect(
      planGeneration(
        due,
        due.map((f) => stored(f)),
      ),
    ).toMatchObject({ writes: [], created: 0, count: 2 });
  });

  it('recomputes an untouched fee under the version read, keeps paid, partly paid and pending ones', () => {
    const [dance, english] = due as [FeeItem, FeeItem];
    const plan = planGeneration(due, [
      stored(dance, { amountCents: 1, baseCents: 1 }),
      stored(english, { paidCents: 500 }),
    ]);
    expect(plan).toMatchObject({ created: 0, recomputed: 1, kept: 1, count: 2 });
    expect(plan.writes[0]?.op).toMatchObject({
      changes: { set: { amountCents: 3000, version: 4 } },
      condition: { equals: { version: 3 } },
    });
    const pending = planGeneration(due, [
      stored(dance, { amountCents: 1, pendingPaymentId: 'p1' }),
      stored(english),
    ]);
    expect(pending).toMatchObject({ writes: [], kept: 1 });
  });

  it('counts a stored fee no longer due (the child left) among the month’s, untouched', () => {
    const gone = stored(due[0]!, { id: 'gone', childId: 'c9' });
    expect(planGeneration(due, [gone])).toMatchObject({ created: 2, count: 3 });
  });
});
