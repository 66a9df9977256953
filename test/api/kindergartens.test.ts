import { beforeAll, describe, expect, it } from 'vitest';
import { demoPartnerNames } from '../../infra/local/demo/access-demo';
import { Role } from '../../shared/src/enums';
import { api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { seedAccessDemoWorld } from '../support/stored';

/**
 * The kindergarten switch, school years and partners, on a world of their own: a mother kindergarten with a
 * branch (both directed by one director), a third one, a teacher, a manciple and a parent.
 */
let mother: GivenKindergarten;
let third: GivenKindergarten;
let master: Principal;
let mon: Principal;
const years = { motherOld: '', motherNow: '', branchNow: '' };

beforeAll(async () => {
  [mother, third, master, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Бор“' })
      .schoolYear({ yearFrom: 2025, active: false })
      .group({ yearFrom: 2025 })
      .branch({ name: 'ДГ „Бор“ – филиал „Ела“' })
      .teacher()
      .staff(Role.Manciple)
      .parent()
      .partner('Булвест 2000')
      .partner('Анубис')
      .partner('Издателство „Просвета“'),
    given.kindergarten({ name: 'ДГ „Акация“' }),
    given.nationalUser(Role.Master),
    given.nationalUser(Role.MON),
  ]);
  years.motherNow = mother.schoolYear.id;
  years.motherOld = mother.schoolYears.find((y) => y.yearFrom === 2025)!.id;
  years.branchNow = mother.branch.activePeriodId!;
});

/** A new sign-in: every test starts from a session of its own, as a user opening the app. */
const signedIn = (who: () => Principal) => signInAs(who());
const me = async (user: Principal) => (await api(user, 'identity.userData')).body;

describe('the user’s kindergartens and the switch', () => {
  it('lists a mother followed by its branch, the selected one marked', async () => {
    const director = await signedIn(() => mother.director);
    const reply = await api(director, 'kindergartens.list');
    expect(reply.status).toBe(200);
    expect(reply.body.map((k) => k.id)).toEqual([mother.id, mother.branch.id]);
    expect(reply.body[0]).toMatchObject({ isMother: true, isSelected: true, kindergartenName: 'ДГ „Бор“' });
    expect(reply.body[1]).toMatchObject({
      isMother: false,
      motherKindergartenId: mother.id,
      userType: Role.Director,
    });
    expect((await me(director)).kindergartens.map((k) => k.id)).toEqual([mother.id, mother.branch.id]);
  });

  it('switches the session at once: kindergarten, role, school year; the next sign-in opens it too', async () => {
    const director = await signedIn(() => mother.director);
    const reply = await api(director, 'kindergartens.change', { path: { id: mother.branch.id } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      isSuccessful: true,
      periodId: years.branchNow,
      userType: Role.Director,
    });
    const after = await me(director);
    expect(after.kindergartens.find((k) => k.isSelected)?.id).toBe(mother.branch.id);
    expect(after.periodId).toBe(years.branchNow);
    const again = await me(await signedIn(() => mother.director));
    expect(again.kindergartens.find((k) => k.isSelected)?.id).toBe(mother.branch.id);
    expect((await api(director, 'kindergartens.change', { path: { id: mother.id } })).status).toBe(200);
  });

  it('refuses a kindergarten the user does not belong to with the spec’s message', async () => {
    const director = await signedIn(() => mother.director);
    const reply = await api(director, 'kindergartens.change', { path: { id: third.id } });
    expect(reply.status).toBe(403);
    expect(reply.error?.errorMessage).toBe('Неуспешна смяна на детска градина!');
    expect((await api(mon, 'kindergartens.change', { path: { id: mother.id } })).status).toBe(403);
    expect((await api(mon, 'kindergartens.list')).body).toEqual([]);
  });
});

describe('school years', () => {
  it('lists the years newest first, the active one selected by default', async () => {
    const reply = await api(mother.teacher, 'kindergartens.schoolYears');
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((p) => p.name)).toEqual(['2026/2027', '2025/2026']);
    expect(reply.body.result[0]).toMatchObject({ id: years.motherNow, active: true, isSelected: true });
    const inactive = await api(mother.teacher, 'kindergartens.schoolYears', { query: { active: 'false' } });
    expect(inactive.body.result.map((p) => p.id)).toEqual([years.motherOld]);
  });

  it('remembers the chosen year per kindergarten, across switches and sign-ins', async () => {
    const director = await signedIn(() => mother.director);
    const choose = (id: string) => api(director, 'identity.changeSchoolYear', { path: { id } });
    expect((await choose(years.motherOld)).status).toBe(200);
    expect((await me(director)).periodId).toBe(years.motherOld);
    expect((await me(await signedIn(() => mother.director))).periodId).toBe(years.motherOld);
    await api(director, 'kindergartens.change', { path: { id: mother.branch.id } });
    expect((await me(director)).periodId).toBe(years.branchNow);
    await api(director, 'kindergartens.change', { path: { id: mother.id } });
    expect((await me(director)).periodId).toBe(years.motherOld);
    // Choosing the active year again forgets the preference: the next sign-in opens the active year.
    await choose(years.motherNow);
    expect((await me(await signedIn(() => mother.director))).periodId).toBe(years.motherNow);
  });

  it('takes only a year of the session’s kindergarten', async () => {
    const director = await signedIn(() => mother.director);
    const reply = await api(director, 'identity.changeSchoolYear', { path: { id: years.branchNow } });
    expect(reply.status).toBe(404);
    expect(reply.error?.errorMessage).toBe('Учебната година не е намерена.');
  });

  it('creates, activates (one active per kindergarten), checks and deletes school years', async () => {
    const director = await signedIn(() => mother.director);
    const save = (body: {
      id?: string;
      yearFrom: number;
      yearTo?: number;
      fromDate: string;
      toDate: string;
      active?: boolean;
      version?: number;
    }) => api(director, 'kindergartens.saveSchoolYear', { body });
    const created = await save({ yearFrom: 2027, fromDate: '2027-09-15', toDate: '2028-09-14' });
    expect(created.status).toBe(200);
    const id = String(created.body.entityId);

    expect((await save({ yearFrom: 2027, fromDate: '2027-09-15', toDate: '2028-09-14' })).status).toBe(409);
    const overlap = await save({ yearFrom: 2028, fromDate: '2028-09-01', toDate: '2029-09-14' });
    expect(overlap.status).toBe(409);
    expect(overlap.error?.errorMessage).toContain('2027/2028');
    const wrong = await save({ yearFrom: 2029, yearTo: 2031, fromDate: '2029-09-15', toDate: '2031-09-14' });
    expect(wrong.status).toBe(400);
    expect(wrong.error).toMatchObject({ code: 'validation', errors: [{ field: 'yearTo' }] });

    const activated = await save({
      id,
      yearFrom: 2027,
      fromDate: '2027-09-15',
      toDate: '2028-09-14',
      active: true,
      version: 1,
    });
    expect(activated.status).toBe(200);
    const list = await api(director, 'kindergartens.schoolYears');
    expect(list.body.result.filter((p) => p.active).map((p) => p.id)).toEqual([id]);
    expect((await me(await signedIn(() => mother.teacher))).periodId).toBe(id);

    const deactivate = await save({
      id,
      yearFrom: 2027,
      fromDate: '2027-09-15',
      toDate: '2028-09-14',
      active: false,
      version: 2,
    });
    expect(deactivate.status).toBe(400);
    expect((await api(director, 'kindergartens.deleteSchoolYear', { path: { id } })).status).toBe(409);

    // Back to 2026/2027; the director's session, in 2027/2028, moves to it when that year is deleted.
    await api(director, 'identity.changeSchoolYear', { path: { id } });
    const now = mother.schoolYear;
    const back = await save({
      id: now.id,
      yearFrom: 2026,
      fromDate: now.fromDate,
      toDate: now.toDate,
      active: true,
      // Built without a version (0); becoming inactive when 2027/2028 took over did not change it.
      version: 0,
    });
    expect(back.status).toBe(200);
    expect((await api(director, 'kindergartens.deleteSchoolYear', { path: { id } })).status).toBe(200);
    expect((await me(director)).periodId).toBe(years.motherNow);
    expect((await api(director, 'kindergartens.schoolYear', { path: { id } })).status).toBe(404);
  });

  it('makes a year covering today active at once when the active one no longer covers today', async () => {
    const kg = await given.kindergarten();
    const save = (yearFrom: number, now: string) =>
      api(kg.director, 'kindergartens.saveSchoolYear', {
        body: { yearFrom, fromDate: `${yearFrom}-09-15`, toDate: `${yearFrom + 1}-09-14` },
        now,
      });
    // Today (the kits' clock) is in 2026/2027: a later year waits for its day.
    const later = await save(2028, '2026-11-21T10:00:00+02:00');
    expect(later.status).toBe(200);
    // On 1 October 2027 the active 2026/2027 has ended: the new 2027/2028 takes over when it is saved.
    const current = await save(2027, '2027-10-01T10:00:00+03:00');
    expect(current.status).toBe(200);
    const list = await api(kg.director, 'kindergartens.schoolYears');
    expect(list.body.result.filter((p) => p.active).map((p) => p.id)).toEqual([
      String(current.body.entityId),
    ]);
  });

  it('refuses to delete a year that groups belong to, saying why', async () => {
    const director = await signedIn(() => mother.director);
    const overview = await api(director, 'kindergartens.schoolYearOverview');
    expect(overview.body.result.find((r) => r.id === years.motherOld)).toMatchObject({
      groupsCount: 1,
      canDelete: false,
    });
    const reply = await api(director, 'kindergartens.deleteSchoolYear', { path: { id: years.motherOld } });
    expect(reply.status).toBe(409);
    expect(reply.error?.errorMessage).toBe(
      'Учебната година 2025/2026 не може да бъде изтрита: в нея има 1 група.',
    );
  });

  it('lists the years of another of the user’s kindergartens, not of a foreign one', async () => {
    const director = await signedIn(() => mother.director);
    const reply = await api(director, 'kindergartens.schoolYearsOfKindergarten', {
      path: { kindergartenId: mother.branch.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.periods.map((p) => p.id)).toEqual([years.branchNow]);
    const foreign = await api(director, 'kindergartens.schoolYearsOfKindergarten', {
      path: { kindergartenId: third.id },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a screen that still shows another kindergarten', async () => {
    const reply = await api(mother.teacher, 'kindergartens.schoolYears', {
      query: { kindergartenId: mother.branch.id },
    });
    expect(reply.status).toBe(403);
  });

  it('lets a teacher read but not change school years', async () => {
    const reply = await api(mother.teacher, 'kindergartens.saveSchoolYear', {
      body: { yearFrom: 2030, fromDate: '2030-09-15', toDate: '2031-09-14' },
    });
    expect(reply.status).toBe(403);
  });
});

describe('partners', () => {
  it('lists the kindergarten’s partners by Bulgarian name, for those who read resources', async () => {
    const reply = await api(mother.parent, 'kindergartens.partners', { query: { OrderByColumn: 'Name' } });
    expect(reply.status).toBe(200);
    expect(reply.body.result.map((p) => p.name)).toEqual([
      'Анубис',
      'Булвест 2000',
      'Издателство „Просвета“',
    ]);
    expect(reply.body.rowsCount).toBe(3);
    const desc = await api(mother.parent, 'kindergartens.partners', {
      query: { OrderByDescending: 'true', PageSize: 1 },
    });
    expect(desc.body).toMatchObject({ result: [{ name: 'Издателство „Просвета“' }], rowsCount: 3 });
    const manciple = mother.staff[0]!;
    expect((await api(manciple, 'kindergartens.partners')).status).toBe(403);
  });

  it('has demo partners in every demo kindergarten', async () => {
    // The demo seed's own check: it writes the demo data again and reads it as the demo teacher.
    await seedAccessDemoWorld();
    const teacher = await signInAs({
      id: '',
      email: 'teacher@demo.gradina.bg',
      role: Role.Teacher,
      kindergartenId: null,
    });
    const reply = await api(teacher, 'kindergartens.partners');
    expect(reply.body.result.map((p) => p.name)).toEqual(
      [...demoPartnerNames].sort(new Intl.Collator('bg').compare),
    );
  });
});

describe('the country’s kindergartens (Master)', () => {
  it('finds kindergartens by any part of the name, in Bulgarian order, paged', async () => {
    const reply = await api(master, 'kindergartens.institutions', { query: { Name: 'бор', PageSize: 500 } });
    expect(reply.status).toBe(200);
    const found = reply.body.result.filter((k) => [mother.id, mother.branch.id].includes(k.id));
    expect(found.map((k) => k.name)).toEqual(['ДГ „Бор“', 'ДГ „Бор“ – филиал „Ела“']);
    expect(found[1]!.motherKindergartenId).toBe(mother.id);
    expect(reply.body.result.some((k) => k.id === third.id)).toBe(false);

    const page = await api(master, 'kindergartens.institutions', { query: { PageSize: 1, PageNumber: 2 } });
    expect(page.body.result).toHaveLength(1);
    expect(page.body.rowsCount).toBeGreaterThan(3);
  });

  it('finds a kindergarten by its code too (the Master picks it by name, place or code)', async () => {
    const reply = await api(master, 'kindergartens.institutions', { query: { Name: third.id.slice(0, 13) } });
    expect(reply.body.result.map((k) => k.id)).toEqual([third.id]);
  });

  it('needs the Kindergartens right (the ministry works through its references)', async () => {
    expect((await api(mon, 'kindergartens.institutions')).status).toBe(403);
  });
});
