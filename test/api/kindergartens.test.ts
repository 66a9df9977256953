import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/src/platform/db/client';
import { keys } from '../../functions/src/platform/db/keys';
import { buildAccessDemoItems, demoPartnerNames, seedAccessDemo } from '../../infra/local/demo/access-demo';
import { createWorld, saveAll } from '../../infra/local/demo/builders';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import { Role } from '../../shared/src/enums';
import { call, signIn } from '../support/api-client';

/**
 * The kindergarten switch, school years and partners, on a world of their own: a mother kindergarten with a
 * branch and a third one, a director of the first two, a teacher, a parent and a manciple.
 */
const w = createWorld();
const mother = w.aKindergarten({ name: 'ДГ „Бор“' });
const branch = w.aBranch(mother, { name: 'ДГ „Бор“ – филиал „Ела“' });
const third = w.aKindergarten({ name: 'ДГ „Акация“' });
const years = {
  motherOld: w.aSchoolYear(mother, { yearFrom: 2025, active: false }),
  motherNow: w.aSchoolYear(mother, { yearFrom: 2026, active: true }),
  branchNow: w.aSchoolYear(branch, { yearFrom: 2026, active: true }),
  thirdNow: w.aSchoolYear(third, { yearFrom: 2026, active: true }),
};
const group = w.aGroup(mother, { periodId: years.motherOld.id });
const staff = (role: Role, ...kgs: (typeof mother)[]) => {
  const user = w.aUser({ baseRole: role });
  for (const kg of kgs) w.aStaffMember(kg, { role, user });
  return user;
};
const director = staff(Role.Director, mother, branch);
const teacher = staff(Role.Teacher, mother);
const manciple = staff(Role.Manciple, mother);
const parent = w.aParent(mother);
const emailOf = (user: { email?: string }) => user.email!;

type Kg = { id: string; isSelected: boolean; isMother: boolean; motherKindergartenId: string | null };
const me = async (token: string) =>
  (await call('GET', '/api/identity/user-data', { token })).body as {
    periodId: string | null;
    userType: number;
    kindergartens: Kg[];
  };

beforeAll(async () => {
  await saveAll(db(), tableName(), w.items);
  expect(group.periodId).toBe(years.motherOld.id);
});

describe('the user’s kindergartens and the switch', () => {
  it('lists a mother followed by its branch, the selected one marked', async () => {
    const token = await signIn(emailOf(director));
    const reply = await call('GET', '/api/Kindergartens', { token });
    expect(reply.status).toBe(200);
    const list = reply.body as (Kg & { name: string; kindergartenName: string; userType: number })[];
    expect(list.map((k) => k.id)).toEqual([mother.id, branch.id]);
    expect(list[0]).toMatchObject({ isMother: true, isSelected: true, kindergartenName: 'ДГ „Бор“' });
    expect(list[1]).toMatchObject({
      isMother: false,
      motherKindergartenId: mother.id,
      userType: Role.Director,
    });
    expect((await me(token)).kindergartens.map((k) => k.id)).toEqual([mother.id, branch.id]);
  });

  it('switches the session at once: kindergarten, role, school year; the next sign-in opens it too', async () => {
    const token = await signIn(emailOf(director));
    const reply = await call('POST', `/api/Kindergartens/change/${branch.id}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      isSuccessful: true,
      periodId: years.branchNow.id,
      userType: Role.Director,
    });
    const after = await me(token);
    expect(after.kindergartens.find((k) => k.isSelected)?.id).toBe(branch.id);
    expect(after.periodId).toBe(years.branchNow.id);
    const again = await me(await signIn(emailOf(director)));
    expect(again.kindergartens.find((k) => k.isSelected)?.id).toBe(branch.id);
    expect((await call('POST', `/api/Kindergartens/change/${mother.id}`, { token })).status).toBe(200);
  });

  it('refuses a kindergarten the user does not belong to with the spec’s message', async () => {
    const token = await signIn(emailOf(director));
    const reply = await call('POST', `/api/Kindergartens/change/${third.id}`, { token });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ errorMessage: 'Неуспешна смяна на детска градина!' });
    const mon = await signIn('mon@demo.gradina.bg');
    expect((await call('POST', `/api/Kindergartens/change/${mother.id}`, { token: mon })).status).toBe(403);
    expect((await call('GET', '/api/Kindergartens', { token: mon })).body).toEqual([]);
  });
});

describe('school years', () => {
  it('lists the years newest first, the active one selected by default', async () => {
    const token = await signIn(emailOf(teacher));
    const reply = await call('GET', '/api/KindergartenPeriods', { token });
    expect(reply.status).toBe(200);
    const body = reply.body as {
      result: { id: string; active: boolean; isSelected: boolean; name: string }[];
    };
    expect(body.result.map((p) => p.name)).toEqual(['2026/2027', '2025/2026']);
    expect(body.result[0]).toMatchObject({ id: years.motherNow.id, active: true, isSelected: true });
    const active = await call('GET', '/api/KindergartenPeriods', { token, query: { active: 'false' } });
    expect((active.body as { result: { id: string }[] }).result.map((p) => p.id)).toEqual([
      years.motherOld.id,
    ]);
  });

  it('remembers the chosen year per kindergarten, across switches and sign-ins', async () => {
    const token = await signIn(emailOf(director));
    const chosen = await call('POST', `/api/Identity/change-school-year/${years.motherOld.id}`, { token });
    expect(chosen.status).toBe(200);
    expect((await me(token)).periodId).toBe(years.motherOld.id);
    expect((await me(await signIn(emailOf(director)))).periodId).toBe(years.motherOld.id);
    await call('POST', `/api/Kindergartens/change/${branch.id}`, { token });
    expect((await me(token)).periodId).toBe(years.branchNow.id);
    await call('POST', `/api/Kindergartens/change/${mother.id}`, { token });
    expect((await me(token)).periodId).toBe(years.motherOld.id);
    // Choosing the active year again forgets the preference.
    await call('POST', `/api/Identity/change-school-year/${years.motherNow.id}`, { token });
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.membership(director.id, mother.id) }),
    );
    expect(Item?.periodId).toBeNull();
  });

  it('takes only a year of the session’s kindergarten', async () => {
    const token = await signIn(emailOf(director));
    const reply = await call('POST', `/api/Identity/change-school-year/${years.branchNow.id}`, { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ errorMessage: 'Учебната година не е намерена.' });
  });

  it('creates, activates (one active per kindergarten), checks and deletes school years', async () => {
    const token = await signIn(emailOf(director));
    const save = (body: Record<string, unknown>) => call('POST', '/api/KindergartenPeriods', { token, body });
    const created = await save({ yearFrom: 2027, fromDate: '2027-09-15', toDate: '2028-09-14' });
    expect(created.status).toBe(200);
    const id = (created.body as { entityId: string }).entityId;

    expect((await save({ yearFrom: 2027, fromDate: '2027-09-15', toDate: '2028-09-14' })).status).toBe(409);
    const overlap = await save({ yearFrom: 2028, fromDate: '2028-09-01', toDate: '2029-09-14' });
    expect(overlap.status).toBe(409);
    expect((overlap.body as { errorMessage: string }).errorMessage).toContain('2027/2028');
    const wrong = await save({ yearFrom: 2029, yearTo: 2031, fromDate: '2029-09-15', toDate: '2031-09-14' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'validation', errors: [{ field: 'yearTo' }] });

    const activated = await save({
      id,
      yearFrom: 2027,
      fromDate: '2027-09-15',
      toDate: '2028-09-14',
      active: true,
    });
    expect(activated.status).toBe(200);
    const list = (await call('GET', '/api/KindergartenPeriods', { token })).body as {
      result: { id: string; active: boolean }[];
    };
    expect(list.result.filter((p) => p.active).map((p) => p.id)).toEqual([id]);
    const { Item: kg } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.kindergarten(mother.id) }),
    );
    expect(kg?.activePeriodId).toBe(id);

    const deactivate = await save({
      id,
      yearFrom: 2027,
      fromDate: '2027-09-15',
      toDate: '2028-09-14',
      active: false,
    });
    expect(deactivate.status).toBe(400);
    expect((await call('DELETE', `/api/KindergartenPeriods/${id}`, { token })).status).toBe(409);

    // Back to 2026/2027; the director's session, in 2027/2028, moves to it when that year is deleted.
    await call('POST', `/api/Identity/change-school-year/${id}`, { token });
    expect(
      (
        await save({
          id: years.motherNow.id,
          yearFrom: 2026,
          fromDate: years.motherNow.fromDate,
          toDate: years.motherNow.toDate,
          active: true,
        })
      ).status,
    ).toBe(200);
    const deleted = await call('DELETE', `/api/KindergartenPeriods/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await me(token)).periodId).toBe(years.motherNow.id);
    expect((await call('GET', `/api/KindergartenPeriods/${id}`, { token })).status).toBe(404);
  });

  it('refuses to delete a year that groups belong to, saying why', async () => {
    const token = await signIn(emailOf(director));
    const overview = await call('GET', '/api/KindergartenPeriods/overview-models', { token });
    const rows = (overview.body as { result: { id: string; groupsCount: number; canDelete: boolean }[] })
      .result;
    expect(rows.find((r) => r.id === years.motherOld.id)).toMatchObject({ groupsCount: 1, canDelete: false });
    const reply = await call('DELETE', `/api/KindergartenPeriods/${years.motherOld.id}`, { token });
    expect(reply.status).toBe(409);
    expect((reply.body as { errorMessage: string }).errorMessage).toBe(
      'Учебната година 2025/2026 не може да бъде изтрита: в нея има 1 група.',
    );
  });

  it('lists the years of another of the user’s kindergartens, not of a foreign one', async () => {
    const token = await signIn(emailOf(director));
    const reply = await call('GET', `/api/KindergartenPeriods/periods/${branch.id}`, { token });
    expect(reply.status).toBe(200);
    expect((reply.body as { periods: { id: string }[] }).periods.map((p) => p.id)).toEqual([
      years.branchNow.id,
    ]);
    expect((await call('GET', `/api/KindergartenPeriods/periods/${third.id}`, { token })).status).toBe(403);
  });

  it('refuses a screen that still shows another kindergarten', async () => {
    const token = await signIn(emailOf(teacher));
    const reply = await call('GET', '/api/KindergartenPeriods', {
      token,
      query: { kindergartenId: branch.id },
    });
    expect(reply.status).toBe(403);
  });

  it('lets a teacher read but not change school years', async () => {
    const token = await signIn(emailOf(teacher));
    const reply = await call('POST', '/api/KindergartenPeriods', {
      token,
      body: { yearFrom: 2030, fromDate: '2030-09-15', toDate: '2031-09-14' },
    });
    expect(reply.status).toBe(403);
  });
});

describe('partners', () => {
  it('lists the kindergarten’s partners by Bulgarian name, for those who read resources', async () => {
    for (const name of ['Булвест 2000', 'Анубис', 'Издателство „Просвета“']) {
      const id = crypto.randomUUID();
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.partner(mother.id, id), type: 'Partner', id, kindergartenId: mother.id, name },
        }),
      );
    }
    const token = await signIn(emailOf(parent));
    const reply = await call('GET', '/api/Partners', { token, query: { OrderByColumn: 'Name' } });
    expect(reply.status).toBe(200);
    const body = reply.body as { result: { id: string; name: string }[]; rowsCount: number };
    expect(body.result.map((p) => p.name)).toEqual(['Анубис', 'Булвест 2000', 'Издателство „Просвета“']);
    expect(body.rowsCount).toBe(3);
    const desc = await call('GET', '/api/Partners', {
      token,
      query: { OrderByDescending: 'true', PageSize: '1' },
    });
    expect(desc.body).toMatchObject({ result: [{ name: 'Издателство „Просвета“' }], rowsCount: 3 });
    const kitchen = await signIn(emailOf(manciple));
    expect((await call('GET', '/api/Partners', { token: kitchen })).status).toBe(403);
  });

  it('has demo partners in every demo kindergarten', async () => {
    const demo = buildDemoWorld();
    await seedAccessDemo(db(), tableName(), demo);
    expect(buildAccessDemoItems(demo).filter((i) => i.type === 'Partner')).toHaveLength(
      3 * demoPartnerNames.length,
    );
    const reply = await call('GET', '/api/Partners', { token: await signIn('teacher@demo.gradina.bg') });
    expect((reply.body as { result: { name: string }[] }).result.map((p) => p.name)).toEqual(
      [...demoPartnerNames].sort(new Intl.Collator('bg').compare),
    );
  });
});

describe('the country’s kindergartens (Master)', () => {
  it('finds kindergartens by any part of the name, in Bulgarian order, paged', async () => {
    const master = await signIn('master@demo.gradina.bg');
    const reply = await call('GET', '/api/administration/kindergarten/institutions-overview', {
      token: master,
      query: { Name: 'бор', PageSize: '500' },
    });
    expect(reply.status).toBe(200);
    const body = reply.body as {
      result: { id: string; name: string; motherKindergartenId: string | null }[];
    };
    const found = body.result.filter((k) => [mother.id, branch.id].includes(k.id));
    expect(found.map((k) => k.name)).toEqual(['ДГ „Бор“', 'ДГ „Бор“ – филиал „Ела“']);
    expect(found[1]!.motherKindergartenId).toBe(mother.id);
    expect(body.result.some((k) => k.id === third.id)).toBe(false);

    const page = await call('GET', '/api/administration/kindergarten/institutions-overview', {
      token: master,
      query: { PageSize: '1', PageNumber: '2' },
    });
    const paged = page.body as { result: unknown[]; rowsCount: number };
    expect(paged.result).toHaveLength(1);
    expect(paged.rowsCount).toBeGreaterThan(3);
  });

  it('needs the Kindergartens right (the ministry works through its references)', async () => {
    const mon = await signIn('mon@demo.gradina.bg');
    const reply = await call('GET', '/api/administration/kindergarten/institutions-overview', {
      token: mon,
    });
    expect(reply.status).toBe(403);
  });
});
