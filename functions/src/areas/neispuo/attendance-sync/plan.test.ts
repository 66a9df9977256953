import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { markedDays, planMonth, type SentRecord } from './plan';

const persons = new Map([['c1', 77]]);
const sent = (over: Partial<SentRecord>): SentRecord => ({
  date: '2026-11-20',
  childId: 'c1',
  status: S.Attendance,
  personId: 77,
  type: 1,
  excusedReason: null,
  state: 'accepted',
  attendanceId: 1001,
  message: null,
  ...over,
});
const kinds = (a: { kind: string }[]) => a.map((x) => x.kind);

describe('planning a group month for НЕИСПУО', () => {
  it('creates a record for a newly marked day and nothing for one already accepted', () => {
    expect(
      kinds(planMonth([{ date: '2026-11-20', childId: 'c1', status: S.Attendance }], [], persons)),
    ).toEqual(['create']);
    expect(
      planMonth([{ date: '2026-11-20', childId: 'c1', status: S.Hourly1 }], [sent({})], persons),
    ).toEqual([]);
  });

  it('excuses an unexcused absence in place and replaces any other change', () => {
    const absent = sent({ status: S.Absence, type: 2 });
    const excused = planMonth(
      [{ date: '2026-11-20', childId: 'c1', status: S.SicknessAbsence5 }],
      [absent],
      persons,
    );
    expect(excused).toMatchObject([{ kind: 'excuse', mark: { type: 3, excusedReason: 1 } }]);
    expect(
      kinds(planMonth([{ date: '2026-11-20', childId: 'c1', status: S.Absence }], [sent({})], persons)),
    ).toEqual(['replace']);
  });

  it('deletes what was sent when the mark goes, and forgets what never arrived', () => {
    expect(
      kinds(
        planMonth([], [sent({}), sent({ childId: 'c2', state: 'refused', attendanceId: null })], persons),
      ),
    ).toEqual(['delete', 'forget']);
    // A vacation day is never a record: an accepted one is deleted.
    expect(
      kinds(planMonth([{ date: '2026-11-20', childId: 'c1', status: S.Vacancy }], [sent({})], persons)),
    ).toEqual(['delete']);
  });

  it('lists a child without a person id as unmatched, once', () => {
    const day = { date: '2026-11-20', childId: 'c9', status: S.Attendance };
    expect(kinds(planMonth([day], [], persons))).toEqual(['unmatched']);
    expect(
      planMonth(
        [day],
        [sent({ childId: 'c9', personId: null, state: 'unmatched', attendanceId: null })],
        persons,
      ),
    ).toEqual([]);
  });

  it('leaves a refused record until its mark changes or a resend is asked', () => {
    const refused = sent({ state: 'refused', attendanceId: null, message: 'Отказано' });
    const day = { date: '2026-11-20', childId: 'c1', status: S.Attendance };
    expect(planMonth([day], [refused], persons)).toEqual([]);
    expect(kinds(planMonth([day], [refused], persons, { resendRefused: true }))).toEqual(['create']);
    expect(kinds(planMonth([{ ...day, status: S.Absence }], [refused], persons))).toEqual(['create']);
  });

  it('sends the days up to today only', () => {
    const days = markedDays(
      '2026-11',
      [{ childId: 'c1', days: { 20: S.Attendance, 21: S.FamilyReasonAbsence } }],
      '2026-11-20',
    );
    expect(days).toEqual([{ date: '2026-11-20', childId: 'c1', status: S.Attendance }]);
  });
});
