import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { officeText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Staff meals and the storage area's staff nutrition report on a world of their own: a kindergarten with a
 * teacher and a manciple (who keeps the meals), and a second kindergarten. March 2027 (the 1st a Monday).
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let manciple: Principal;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Зайче“' }).group().teacher().staff(Role.Manciple),
    given.kindergarten({ name: 'ДГ „Мече“' }),
  ]);
  manciple = kg.staff[0]!;
});

const save = (user: Principal, cells: unknown[]) =>
  api(user, 'staff.saveStaffMeals', { body: { kindergartenId: kg.id, cells } as never });

describe('staff meals', () => {
  it('saves who eats on which days and counts them in the nutrition report and its Excel', async () => {
    const saved = await save(manciple, [
      { teacherId: kg.teacher.id, forDate: '2027-03-01', eats: true },
      { teacherId: kg.teacher.id, forDate: '2027-03-02', eats: true },
      { teacherId: manciple.id, forDate: '2027-03-02', eats: true },
    ]);
    expect(saved.status).toBe(200);
    expect(
      (await save(kg.director, [{ teacherId: kg.teacher.id, forDate: '2027-03-01', eats: false }])).status,
    ).toBe(200);
    const month = await api(manciple, 'staff.staffMeals', { query: { month: 3, year: 2027 } });
    expect(month.body.teachers.find((t) => t.teacherId === kg.teacher.id)?.dates).toEqual(['2027-03-02']);
    const report = await api(manciple, 'storage.staffNutritionReport', { query: { month: 3, year: 2027 } });
    expect(report.status).toBe(200);
    expect(report.body.days).toEqual([{ date: '2027-03-02', count: 2 }]);
    expect(report.body.totalMeals).toBe(2);
    const file = await download(kg.director, 'storage.staffNutritionReportFile', {
      query: { month: 3, year: 2027 },
    });
    expect(file.status).toBe(200);
    const text = await officeText(file.bytes, 'xlsx');
    expect(text).toContain('Хранене на персонала за март 2027');
    expect(text).toContain('02.03.2027');
  });

  it('refuses a meal on a day off or of a stranger, naming the field, and writes nothing', async () => {
    const weekend = await save(manciple, [
      { teacherId: kg.teacher.id, forDate: '2027-03-09', eats: true },
      { teacherId: kg.teacher.id, forDate: '2027-03-06', eats: true },
    ]);
    expect(weekend.status).toBe(400);
    expect(weekend.error?.errors?.[0]?.field).toBe('cells.1.forDate');
    const stranger = await save(manciple, [
      { teacherId: other.director.id, forDate: '2027-03-09', eats: true },
    ]);
    expect(stranger.error?.errors?.[0]?.field).toBe('cells.0.teacherId');
    const month = await api(manciple, 'staff.staffMeals', { query: { month: 3, year: 2027 } });
    expect(month.body.teachers.find((t) => t.teacherId === kg.teacher.id)?.dates).toEqual(['2027-03-02']);
  });

  it('is kept by those with the right only', async () => {
    expect(
      (await save(kg.teacher, [{ teacherId: kg.teacher.id, forDate: '2027-03-03', eats: true }])).status,
    ).toBe(403);
    expect(
      (await api(kg.teacher, 'storage.staffNutritionReport', { query: { month: 3, year: 2027 } })).status,
    ).toBe(403);
    const foreign = await api(other.director, 'staff.staffMeals', {
      query: { month: 3, year: 2027, kindergartenId: kg.id },
    });
    expect(foreign.status).toBe(403);
  });
});
