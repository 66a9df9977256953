import { describe, expect, it } from 'vitest';
import { directorWeeklyNorm, monthCounters, normRows } from './norms';

const people = [
  { id: 't1', name: 'Мария Иванова', position: 'Учител', isDirector: false },
  { id: 't2', name: 'Ана Петрова', position: 'Учител', isDirector: false },
  { id: 'd1', name: 'Яна Колева', position: 'Директор', isDirector: true },
];

describe('directorWeeklyNorm', () => {
  it('falls with the number of groups', () => {
    expect([1, 3, 4, 6, 7, 12].map(directorWeeklyNorm)).toEqual([18, 18, 12, 12, 6, 6]);
  });
});

/** November 2026's working days: the weekdays from the 2nd to the 30th (21 days). */
const november = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).filter(
  (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
);

describe('normRows', () => {
  // The kindergarten has 5 groups: t1 replaces t2 on two days (6 h each), the director replaces t2 3 h
  const subs = [
    {
      substituteId: 't1',
      absentTeacherId: 't2',
      dates: ['2026-11-23', '2026-11-24'],
      fromHour: 7,
      toHour: 13,
    },
    { substituteId: 'd1', absentTeacherId: 't2', dates: ['2026-11-25'], fromHour: 13, toHour: 16 },
  ];
  const rows = normRows(people, subs, november, 5);
  const row = (id: string) => rows.find((r) => r.teacherId === id)!;

  it('puts the director first, then the teachers by name', () => {
    expect(november).toHaveLength(21);
    expect(rows.map((r) => r.teacherId)).toEqual(['d1', 't2', 't1']);
  });

  it('counts a teacher 30 h a week: 6 h on each working day, plus the hours substituting', () => {
    expect(row('t1')).toMatchObject({ weeklyNorm: 30, monthNorm: 126, ownHours: 126, substitutionHours: 12 });
    expect(row('t1')).toMatchObject({ taught: 138, difference: 12 });
  });

  it('takes the hours others replaced a teacher off their own groups', () => {
    expect(row('t2')).toMatchObject({ replacedHours: 15, ownHours: 111, taught: 111, difference: -15 });
  });

  it("gives the director the norm of the kindergarten's groups", () => {
    expect(row('d1')).toMatchObject({ weeklyNorm: 12, monthNorm: 50.4, taught: 53.4, difference: 3 });
  });

  it('counts no own hours on days the staff attendance marks away, and never subtracts a replaced day twice', () => {
    const away = new Map([['t2', new Set(['2026-11-23', '2026-11-24', '2026-11-26'])]]);
    const t2 = normRows(people, subs, november, 5, away).find((r) => r.teacherId === 't2')!;
    // 18 days at work, 3 h of them replaced on the 25th
    expect(t2).toMatchObject({ awayDays: 3, ownHours: 105, replacedHours: 15, difference: -21 });
  });
});

describe('monthCounters', () => {
  it('counts substitutions, their dates, hours and distinct substitutes', () => {
    expect(
      monthCounters([
        { substituteId: 't1', dates: ['2026-11-23', '2026-11-24'], hours: 12 },
        { substituteId: 't1', dates: ['2026-11-25'], hours: 2 },
        { substituteId: 't3', dates: ['2026-11-25'], hours: 4 },
      ]),
    ).toEqual({ count: 3, days: 4, hours: 18, teachers: 2 });
  });
  it('is all zeros for an empty month', () => {
    expect(monthCounters([])).toEqual({ count: 0, days: 0, hours: 0, teachers: 0 });
  });
});
