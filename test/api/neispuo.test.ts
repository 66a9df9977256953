import { beforeAll, describe, expect, it } from 'vitest';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api } from '../support/api';
import { eventually } from '../support/eventually';
import type { GivenKindergarten } from '../support/given';
import { neispuoKindergarten } from '../support/neispuo';

/**
 * НЕИСПУО (issue #31) against the local cloud's simulator: connecting, class books, a day's attendance sent
 * through the queue after it is marked, a refusal repaired and resent, and an outage in the middle of a
 * month's sync that loses nothing and sends nothing twice. Each test file's kindergarten is its own
 * institution in the simulator.
 */

const sim = () => localNeispuoSimulatorKit();
const institutionId = 3_000_000 + Math.floor(Math.random() * 900_000);
const schoolYear = 2026;
const classId = 700_001;
let kg: GivenKindergarten;
const [matched, unmatched] = [0, 1];

beforeAll(async () => {
  ({ kg } = await neispuoKindergarten('ДГ „Национална“', {
    institutionId,
    classId,
    basicClassId: -3,
    personIds: [51],
  }));
});

const child = (i: number) => kg.children[i]!;
const mark = (cells: [number, string, number | null][]) =>
  api(kg.teacher, 'attendance.markAttendance', {
    body: {
      kindergartenId: kg.id,
      groupId: kg.group.id,
      cells: cells.map(([i, forDate, type]) => ({ studentId: child(i).id, forDate, type: type as 1 })),
    },
  });
const records = (month = '2026-11') =>
  api(kg.director, 'neispuo.studentAttendances', { path: { classId: kg.group.id }, query: { month } });
const sentTo = async (date: string) =>
  (await sim().state()).attendances.filter((a) => a.personId === 51 && a.date === date);

describe('НЕИСПУО', () => {
  it('connects, lists the unmatched children and creates the class book', async () => {
    const refused = await api(kg.director, 'neispuo.createClassBooks', { body: {} });
    expect(refused.status).toBe(400);
    const connected = await api(kg.director, 'neispuo.connect', {
      body: {
        institutionId,
        schoolYear,
        classes: [{ groupId: kg.group.id, classId }],
        persons: [{ childId: child(matched).id, personId: 51 }],
      },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ connected: true, providerChosen: true, problem: null });
    expect(connected.body.unmatchedChildren.map((c) => c.childId)).toEqual([child(unmatched).id]);
    expect(connected.body.certificateValidUntil).toMatch(/^\d{4}-\d\d-\d\d$/);
    const books = await api(kg.director, 'neispuo.createClassBooks', { body: {} });
    expect(books.status).toBe(200);
    const classBookId = books.body.classes.find((c) => c.groupId === kg.group.id)!.classBookId;
    expect(classBookId).toEqual(expect.any(Number));
    expect((await sim().state()).classBooks.filter((b) => b.classId === classId)).toHaveLength(1);
    expect(
      (await api(kg.teacher, 'neispuo.connect', { body: { institutionId, schoolYear, classes: [] } })).status,
    ).toBe(403);
  });

  it('sends a marked day after the teacher marks it, and the correction as a correction', async () => {
    expect(
      (
        await mark([
          [matched, '2026-11-19', S.Absence],
          [unmatched, '2026-11-19', S.Attendance],
        ])
      ).status,
    ).toBe(200);
    const [first] = await eventually(
      () => sentTo('2026-11-19'),
      (a) => a.length === 1,
      'the absence in НЕИСПУО',
    );
    expect(first).toMatchObject({ type: 2, excusedReason: null });
    const rows = await eventually(
      records,
      (r) => r.body.filter((x) => x.date === '2026-11-19').every((x) => x.state !== 'waiting'),
      'the day settled',
    );
    expect(rows.body.filter((x) => x.date === '2026-11-19').map((x) => [x.childId, x.state])).toEqual(
      expect.arrayContaining([
        [child(matched).id, 'accepted'],
        [child(unmatched).id, 'unmatched'],
      ]),
    );
    // Excused later with a medical note: the same НЕИСПУО record, excused for health.
    await mark([[matched, '2026-11-19', S.SicknessAbsence5]]);
    const [excused] = await eventually(
      () => sentTo('2026-11-19'),
      (a) => a[0]?.type === 3,
      'the excuse',
    );
    expect(excused).toMatchObject({ attendanceId: first!.attendanceId, type: 3, excusedReason: 1 });
  });

  it('keeps a refused record with НЕИСПУО’s message until it is resent', async () => {
    await sim().fault({ kind: 'refuse', path: 'attendances', message: 'Лицето е отписано към датата.' });
    await mark([[matched, '2026-11-18', S.Attendance]]);
    const refused = await eventually(
      records,
      (r) => r.body.some((x) => x.date === '2026-11-18' && x.state === 'refused'),
      'the refusal',
    );
    expect(refused.body.find((x) => x.date === '2026-11-18')!.message).toBe('Лицето е отписано към датата.');
    const resend = await api(kg.director, 'neispuo.sendAttendance', {
      body: { groupId: kg.group.id, fromDate: '2026-11-18', toDate: '2026-11-18' },
    });
    expect(resend.body).toEqual({ queued: 1 });
    await eventually(
      () => sentTo('2026-11-18'),
      (a) => a.length === 1,
      'the resent day',
    );
    const classes = await api(kg.director, 'neispuo.classes', {});
    expect(classes.body.find((c) => c.groupId === kg.group.id)).toMatchObject({ refused: 0, unmatched: 1 });
  });

  it('loses nothing and sends nothing twice when НЕИСПУО stops in the middle of a month', async () => {
    const days = [
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-09',
      '2026-11-10',
    ];
    await sim().outage(3, 1500);
    await mark(days.map((d) => [matched, d, S.Attendance] as [number, string, number]));
    // Three records arrive, then НЕИСПУО stops answering in the middle of the month.
    await eventually(
      records,
      (r) => r.body.filter((x) => days.includes(x.date) && x.state === 'accepted').length === 3,
      'three days sent before the outage',
    );
    await eventually(
      () =>
        sim()
          .state()
          .then(
            () => true,
            () => false,
          ),
      (up) => up,
      'НЕИСПУО back after the outage',
    );
    expect((await api(kg.director, 'neispuo.syncKindergarten', { body: {} })).status).toBe(200);
    const all = await eventually(
      async () => (await sim().state()).attendances.filter((a) => a.personId === 51 && days.includes(a.date)),
      (a) => a.length === days.length,
      'every day of the month in НЕИСПУО',
    );
    expect(new Set(all.map((a) => a.date)).size).toBe(days.length);
    await eventually(
      records,
      (r) => r.body.filter((x) => days.includes(x.date)).every((x) => x.state === 'accepted'),
      'every record accepted',
    );
  });

  it('shows the Master every kindergarten, and no one else', async () => {
    const master = await api(kg.director, 'neispuo.adminClasses', {});
    expect(master.status).toBe(403);
  });
});
