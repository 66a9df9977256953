import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DayOffType, Role } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Days off on a world of its own: a kindergarten with two groups, a teacher and a parent, a second
 * kindergarten, and a Master whose national bridge day reaches the first one's calendar. Everything is
 * checked through the API.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let master: Principal;
let mon: Principal;
/** A Friday after 6 May 2027 (a Thursday): a bridge day no other suite uses. */
const bridgeDate = '2027-05-07';
let bridgeId = '';

beforeAll(async () => {
  [kg, other, master, mon] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Слънце“' }).group().group().teacher().child().parent(),
    given.kindergarten({ name: 'ДГ „Луна“' }).group(),
    given.nationalUser(Role.Master),
    given.nationalUser(Role.MON),
  ]);
});

afterAll(async () => {
  if (bridgeId) await api(master, 'kindergartens.deleteNationalDay', { path: { guid: bridgeId } });
});

const quarantine = () => ({
  kindergartenId: kg.id,
  periodId: kg.schoolYear.id,
  type: DayOffType.Quarantine as DayOffType,
  name: 'Карантина – варицела',
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  groupIds: [kg.groups[0]!.id],
});

const save = (
  user: Principal,
  body: Partial<ReturnType<typeof quarantine>> & { id?: string; version?: number },
) => api(user, 'kindergartens.saveDayOff', { body: { ...quarantine(), ...body } });

describe('a kindergarten’s days off', () => {
  it('saves a quarantine of one group and lists the school year’s days off by date', async () => {
    const later = await save(kg.director, {
      type: DayOffType.Vacation,
      name: 'Коледна ваканция',
      fromDate: '2026-12-29',
      toDate: '2026-12-30',
      groupIds: [],
    });
    const created = await save(kg.director, {});
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);
    const list = await api(kg.teacher, 'kindergartens.daysOffOverview', {
      query: { periodId: kg.schoolYear.id },
    });
    expect(list.body.result.map((d) => d.id)).toEqual([id, String(later.body.entityId)]);
    expect(list.body.result[0]).toMatchObject({
      type: DayOffType.Quarantine,
      fromDate: '2026-12-01',
      toDate: '2026-12-03',
      daysCount: 3,
      groupIds: [kg.groups[0]!.id],
      groupNames: [kg.groups[0]!.name],
      version: 1,
    });
    const paged = await api(kg.director, 'kindergartens.daysOffOverview', {
      query: { PageNumber: 2, PageSize: 1 },
    });
    expect(paged.body).toMatchObject({ rowsCount: 2, result: [{ id: String(later.body.entityId) }] });
  });

  it('refuses bad ranges, unknown types and foreign groups, naming the field', async () => {
    const cases: [Parameters<typeof save>[1], string][] = [
      [{ fromDate: '2026-12-03', toDate: '2026-12-01' }, 'toDate'],
      [{ fromDate: '2026-09-15', toDate: '2027-09-16' }, 'toDate'],
      [{ fromDate: '2026-09-01', toDate: '2026-09-16' }, 'fromDate'],
      [{ type: 7 as DayOffType }, 'type'],
      [{ groupIds: [other.group.id] }, 'groupIds'],
      [{ periodId: other.schoolYear.id }, 'periodId'],
    ];
    for (const [body, field] of cases) {
      const refused = await save(kg.director, body);
      expect(refused.status, field).toBe(400);
      expect(refused.error?.errors?.[0]?.field, field).toBe(field);
      expect(refused.error?.errorMessage, field).toMatch(/^Полето "/);
    }
  });

  it('edits with the version read, 409 for a stale one', async () => {
    const id = String((await save(kg.director, { name: 'Грип' })).body.entityId);
    const edited = await save(kg.director, {
      id,
      version: 1,
      name: 'Грип',
      type: DayOffType.FluVacation,
      toDate: '2026-12-04',
    });
    expect(edited.status).toBe(200);
    const stale = await save(kg.director, { id, version: 1, name: 'По-стара редакция' });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    expect((await api(kg.director, 'kindergartens.dayOff', { path: { id } })).body).toMatchObject({
      type: DayOffType.FluVacation,
      name: 'Грип',
      toDate: '2026-12-04',
      version: 2,
    });
    expect((await save(kg.director, { id, name: 'Без версия' })).status).toBe(400);
  });

  it('deletes; another kindergarten’s day off does not exist for the caller', async () => {
    const id = String((await save(kg.director, { name: 'За изтриване' })).body.entityId);
    expect((await api(other.director, 'kindergartens.dayOff', { path: { id } })).status).toBe(404);
    expect((await api(other.director, 'kindergartens.deleteDayOff', { path: { id } })).status).toBe(404);
    expect(
      (
        await save(other.director, {
          id,
          version: 1,
          kindergartenId: other.id,
          periodId: other.schoolYear.id,
          groupIds: [],
        })
      ).status,
    ).toBe(404);
    expect((await api(kg.director, 'kindergartens.deleteDayOff', { path: { id } })).status).toBe(200);
    expect((await api(kg.director, 'kindergartens.dayOff', { path: { id } })).status).toBe(404);
  });

  it('offers the school year’s groups by name', async () => {
    const reply = await api(kg.director, 'kindergartens.dayOffGroups', {
      query: { periodId: kg.schoolYear.id },
    });
    expect(reply.body.map((g) => g.id).sort()).toEqual(kg.groups.map((g) => g.id).sort());
    expect(reply.body.every((g) => g.name !== '')).toBe(true);
  });

  it('lets the teacher and the parent read, not write; МОН has no days off', async () => {
    expect((await save(kg.teacher, {})).status).toBe(403);
    expect((await api(kg.parent, 'kindergartens.dateMonths')).status).toBe(200);
    expect((await api(mon, 'kindergartens.daysOffOverview')).status).toBe(403);
  });
});

describe('the calendar: weeks and months', () => {
  it('shows the quarantined group open (only a DayOff closes) and the holidays off in the weeks of December', async () => {
    const reply = await api(kg.parent, 'kindergartens.dateWeeks', { query: { year: 2026, month: 12 } });
    const days = reply.body.weeks.flatMap((w) => w.days);
    expect(reply.body.weeks.map((w) => w.monday)).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    const second = days.find((d) => d.date === '2026-12-02')!;
    // Issue #24: a quarantine leaves the day open; its reason carries the type.
    expect(second).toMatchObject({ isDayOff: false, closedGroupIds: [] });
    expect(second.reasons).toContainEqual(
      expect.objectContaining({ source: 'kindergarten', type: DayOffType.Quarantine }),
    );
    expect(days.find((d) => d.date === '2026-12-24')).toMatchObject({
      isDayOff: true,
      reasons: [{ source: 'holiday' }],
    });
    // The Christmas vacation (type 3) stays open too: children who come are marked present.
    expect(days.find((d) => d.date === '2026-12-29')?.isDayOff).toBe(false);
  });

  it('counts the school year’s working days per month, and the Master’s bridge day takes one', async () => {
    const may = async () =>
      (await api(kg.director, 'kindergartens.dateMonths')).body.months.find(
        (m) => m.year === 2027 && m.month === 5,
      )!;
    const before = await may();
    expect(before).toMatchObject({ fromDate: '2027-05-01', toDate: '2027-05-31' });
    const added = await api(master, 'kindergartens.saveNationalDay', {
      body: { date: bridgeDate, isWorkingDay: false, name: 'Мост след Гергьовден' },
    });
    expect(added.status).toBe(200);
    bridgeId = String(added.body.entityId);
    expect(await may()).toMatchObject({ workingDays: before.workingDays - 1, daysOff: before.daysOff + 1 });
    const weeks = await api(kg.teacher, 'kindergartens.dateWeeks', { query: { year: 2027, month: 5 } });
    const bridge = weeks.body.weeks.flatMap((w) => w.days).find((d) => d.date === bridgeDate);
    expect(bridge).toMatchObject({
      isDayOff: true,
      reasons: [{ source: 'national', name: 'Мост след Гергьовден' }],
    });
  });
});

describe('the cost of the reads', () => {
  const requests = (reply: { headers: Headers }) =>
    Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

  it('answers the list, the weeks and the months in the requests docs/data-model.md gives', async () => {
    const list = await api(kg.director, 'kindergartens.daysOffOverview', {
      query: { periodId: kg.schoolYear.id },
    });
    expect(requests(list)).toBe(1);
    const weeks = await api(kg.director, 'kindergartens.dateWeeks', { query: { year: 2026, month: 12 } });
    expect(requests(weeks)).toBe(2);
    expect(requests(await api(kg.director, 'kindergartens.dateMonths'))).toBe(3);
  });
});

describe('the Master’s national calendar', () => {
  it('lists the computed holidays and the added days; one per date; only the Master writes it', async () => {
    const calendar = await api(master, 'kindergartens.nationalCalendar', { query: { year: 2026 } });
    expect(calendar.body.holidays.find((h) => h.date === '2026-12-28')).toMatchObject({ kind: 'moved' });
    const saturday = { date: '2027-03-13', isWorkingDay: true, name: 'Отработване' };
    const worked = await api(master, 'kindergartens.saveNationalDay', { body: saturday });
    expect(worked.status).toBe(200);
    const twice = await api(master, 'kindergartens.saveNationalDay', { body: saturday });
    expect(twice.status).toBe(409);
    const overview = await api(master, 'kindergartens.nationalDaysOverview', { query: { year: 2027 } });
    expect(overview.body.result.find((d) => d.date === '2027-03-13')).toMatchObject({ isWorkingDay: true });
    const holiday = await api(master, 'kindergartens.saveNationalDay', {
      body: { date: '2027-03-03', isWorkingDay: false, name: 'Мост' },
    });
    expect(holiday.error?.errors?.[0]).toMatchObject({ field: 'date' });
    expect((await api(kg.director, 'kindergartens.saveNationalDay', { body: saturday })).status).toBe(403);
    const guid = String(worked.body.entityId);
    expect((await api(master, 'kindergartens.deleteNationalDay', { path: { guid } })).status).toBe(200);
    expect((await api(master, 'kindergartens.deleteNationalDay', { path: { guid } })).status).toBe(404);
  });
});
