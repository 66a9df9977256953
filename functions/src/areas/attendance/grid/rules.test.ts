import { StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { WorkingDay } from '../../../domain/calendar';
import type { ChildMonthItem } from './items';
import { changedLocks, checkMarks, type MarkContext, type MarkedChild, marksByChild } from './rules';

const day = (date: string, isWorkingDay = true, reasons: string[] = []): WorkingDay => ({
  date,
  weekday: 1,
  isWorkingDay,
  reasons,
});

const child = { id: 'c1', groupId: 'g1', enrolledOn: '2026-11-03', leftOn: '2026-11-20' };
const item = (extra: Partial<ChildMonthItem> = {}) =>
  ({ type: 'ChildMonth', childId: 'c1', groupId: 'g1', month: '2026-11', ...extra }) as ChildMonthItem;

const ctx = (o: Partial<MarkContext> = {}): MarkContext => ({
  groupId: 'g1',
  month: '2026-11',
  children: new Map<string, MarkedChild>([
    ['c1', child],
    ['c2', { id: 'c2', groupId: 'g2' }],
  ]),
  calendar: [day('2026-11-02'), day('2026-11-05'), day('2026-11-07', false, ['Събота']), day('2026-11-23')],
  items: new Map(),
  locks: undefined,
  isManager: false,
  today: '2026-11-30',
  ...o,
});

const mark = (forDate: string, type: number | null = S.Attendance, studentId = 'c1') => ({
  studentId,
  forDate,
  type: type as S | null,
});

describe('the refusals of marks', () => {
  it('lets a working day of an enrolled child of the group through', () => {
    expect(checkMarks([mark('2026-11-05')], ctx())).toEqual([]);
  });

  it('lets a quarantine day (an open day typed Quarantine) take ПК, and refuses everyone in a locked kindergarten month', () => {
    const quarantine: WorkingDay = { ...day('2026-11-05'), reasons: ['Карантина'], dayOffType: 1 };
    expect(checkMarks([mark('2026-11-05', S.Quarantine)], ctx({ calendar: [quarantine] }))).toEqual([]);
    const locked = checkMarks([mark('2026-11-05')], ctx({ isManager: true, kindergartenMonthLocked: true }));
    expect(locked).toEqual([
      { field: 'cells[0].forDate', message: expect.stringContaining('заключен за цялата детска градина') },
    ]);
  });

  it.each([
    ['a child of another group', mark('2026-11-05', 2, 'c2'), 'cells[0].studentId', 'Дете'],
    ['an unknown child', mark('2026-11-05', 2, 'nobody'), 'cells[0].studentId', 'Дете'],
    ['a weekend, with its reason', mark('2026-11-07'), 'cells[0].forDate', '(Събота)'],
    ['a day before enrolment', mark('2026-11-02'), 'cells[0].forDate', 'преди записването'],
    ['a day after discharge', mark('2026-11-23'), 'cells[0].forDate', 'след отписването'],
    ['another month', mark('2026-12-01'), 'cells[0].forDate', 'един и същ месец'],
    ['the Locked status from a teacher', mark('2026-11-05', S.Locked), 'cells[0].type', 'директорът'],
  ])('refuses %s', (_what, cell, field, words) => {
    const [error] = checkMarks([cell], ctx());
    expect(error?.field).toBe(field);
    expect(error?.message).toContain(words);
    expect(error?.message).toMatch(/^Полето "/);
  });

  it('refuses a mark on a day after today, naming the field, and lets a later day be cleared', () => {
    const [error] = checkMarks([mark('2026-11-05')], ctx({ today: '2026-11-04' }));
    expect(error).toEqual({
      field: 'cells[0].forDate',
      message: expect.stringContaining('05.11.2026 още не е дошъл'),
    });
    expect(checkMarks([mark('2026-11-05')], ctx({ today: '2026-11-05' }))).toEqual([]);
    expect(checkMarks([mark('2026-11-05', null)], ctx({ today: '2026-11-04' }))).toEqual([]);
  });

  it('refuses the same cell twice in one request', () => {
    expect(checkMarks([mark('2026-11-05'), mark('2026-11-05', 1)], ctx())[0]?.field).toBe('cells[1].forDate');
  });

  it('refuses a teacher a locked day, a locked month and a Locked cell; the director passes', () => {
    const locked = [
      ctx({ items: new Map([['c1', item({ lockedDays: [5] })]]) }),
      ctx({
        locks: {
          type: 'GroupMonth',
          kindergartenId: 'k',
          groupId: 'g1',
          month: '2026-11',
          monthLocked: true,
        },
      }),
      ctx({ items: new Map([['c1', item({ d05: S.Locked })]]) }),
    ];
    for (const c of locked) {
      expect(checkMarks([mark('2026-11-05')], c)[0]?.message).toContain('заключен');
      expect(checkMarks([mark('2026-11-05')], { ...c, isManager: true })).toEqual([]);
    }
  });
});

describe('marks and locks', () => {
  it('groups marks by child and day, keeping a clear as null', () => {
    const byChild = marksByChild([mark('2026-11-05'), mark('2026-11-06', null), mark('2026-11-05', 1, 'c3')]);
    expect(byChild.get('c1')).toEqual({ 5: S.Attendance, 6: null });
    expect(byChild.get('c3')).toEqual({ 5: S.Absence });
  });

  it('adds and takes out locked days', () => {
    expect(changedLocks([3, 10], [5, 3], true)).toEqual([3, 5, 10]);
    expect(changedLocks([3, 5, 10], [5], false)).toEqual([3, 10]);
  });
});
