import { beforeAll, describe, expect, it } from 'vitest';
import { aggregateKeys } from '../../functions/src/domain/aggregates';
import { IdentifierType, Role, WorkingTime } from '../../shared/src/enums';
import { StaffAccount, StaffKind } from '../../shared/src/manifest/routes/staff/records';
import { randomEgn, testPassword, uniqueEmail } from '../support/accounts';
import { api, type Principal, signInAs } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { invitationLinkToken } from '../support/invitations';
import { storedItem } from '../support/stored';
import { waitForMail } from './examples/identity-accounts';

/**
 * Staff records on a world of their own: a kindergarten with two groups, a teacher who teaches the second, a
 * manciple and a parent; a second kindergarten with a group. Checked through the API, and the staff-count
 * aggregate through the stored item МОН's report reads.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let mon: Principal;

beforeAll(async () => {
  [kg, other, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Дъга“' })
      .group()
      .group()
      .teacher({ ofLastGroup: true })
      .staff(Role.Manciple)
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Облак“' }).group(),
    given.nationalUser(Role.MON),
  ]);
});

const person = (o: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  firstName: 'Елена',
  lastName: 'Петрова',
  occupationId: 4,
  workingTime: WorkingTime.FullDay as WorkingTime,
  groupIds: [] as string[],
  isDirector: false,
  ...o,
});

const save = (user: Principal, body: Record<string, unknown>) =>
  api(user, 'staff.saveStaff', { body: person(body) as never });

const record = (user: Principal, id: string, kindergartenId = kg.id) =>
  api(user, 'staff.staffMember', { path: { id, kindergartenId } });

describe('staff records', () => {
  it('creates a teacher with an ЕГН and a group, lists and edits them; a stale edit gets 409', async () => {
    const egn = randomEgn();
    const created = await save(kg.director, {
      identifierType: IdentifierType.EGN,
      identifier: egn,
      groupIds: [kg.groups[0]!.id],
      qualification: 'ПКС IV',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.entityId);
    const read = await record(kg.director, id);
    expect(read.body).toMatchObject({
      identifier: egn,
      occupationId: 4,
      position: 'Старши учител',
      isPedagogical: true,
      groupIds: [kg.groups[0]!.id],
      account: StaffAccount.None,
      version: 1,
    });
    // A teacher reads staff but not the full ЕГН.
    const asTeacher = await record(kg.teacher, id);
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.body.identifier).not.toBe(egn);

    const list = await api(kg.teacher, 'staff.staffOverview', {
      query: { kind: StaffKind.Pedagogical, groupId: kg.groups[0]!.id },
    });
    expect(list.body.result.map((r) => r.name)).toEqual(['Елена Петрова']);
    expect(list.body.result[0]!.groupNames).toEqual([kg.groups[0]!.name]);

    const edited = await save(kg.director, {
      id,
      version: 1,
      workingTime: WorkingTime.HalfDay,
      groupIds: [],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const stale = await save(kg.director, { id, version: 1, firstName: 'Стара' });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
    expect((await record(kg.director, id)).body).toMatchObject({
      workingTime: WorkingTime.HalfDay,
      groupIds: [],
      version: 2,
    });
  });

  it('refuses a group of another kindergarten, a bad ЕГН and a taken ЕГН, naming the field', async () => {
    const foreign = await save(kg.director, { groupIds: [other.groups[0]!.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.errors?.[0]?.field).toBe('groupIds');
    const bad = await save(kg.director, { identifierType: IdentifierType.EGN, identifier: '1234567890' });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('identifier');
    expect(bad.error?.errorMessage).not.toContain('1234567890');
    const egn = randomEgn();
    expect((await save(kg.director, { identifierType: IdentifierType.EGN, identifier: egn })).status).toBe(
      200,
    );
    const twice = await save(kg.director, {
      firstName: 'Друга',
      identifierType: IdentifierType.EGN,
      identifier: egn,
    });
    expect(twice.status).toBe(409);
    expect(twice.error?.errors?.[0]?.field).toBe('identifier');
    const cook = await save(kg.director, { occupationId: 14, groupIds: [kg.groups[0]!.id] });
    expect(cook.status).toBe(400);
    expect(cook.error?.errors?.[0]?.field).toBe('groupIds');
    const badKind = await save(kg.director, { occupationId: 99 });
    expect(badKind.status).toBe(400);
    expect(badKind.error?.errors?.[0]?.field).toBe('occupationId');
  });

  it('keeps rights and kindergartens apart', async () => {
    expect((await save(kg.teacher, {})).status).toBe(403);
    expect((await save(kg.parent, {})).status).toBe(403);
    expect((await api(kg.parent, 'staff.teachers', {})).status).toBe(403);
    expect((await api(mon, 'staff.staffOverview', { query: {} })).status).toBe(403);
    // Another kindergarten's director cannot read, nor edit, this one's teacher.
    const teacherId = kg.teacher.id;
    expect((await record(other.director, teacherId, other.id)).status).toBe(404);
    expect((await record(other.director, teacherId, kg.id)).status).toBe(404);
    const foreignEdit = await api(other.director, 'staff.saveStaff', {
      body: { ...person(), kindergartenId: other.id, id: teacherId, version: 0 } as never,
    });
    expect(foreignEdit.status).toBe(404);
    expect((await api(other.director, 'staff.teachers', {})).body.result.map((o) => o.id)).not.toContain(
      teacherId,
    );
  });

  it('completes the identity area’s members: the teacher of the group and the manciple', async () => {
    const teacher = await record(kg.director, kg.teacher.id);
    expect(teacher.body).toMatchObject({
      account: StaffAccount.Member,
      isPedagogical: true,
      groupIds: [kg.groups[1]!.id],
    });
    const kinds = await api(kg.director, 'staff.staffByKind', { query: { kind: StaffKind.NonPedagogical } });
    expect(kinds.body.map((o) => o.position)).toContain('Домакин');
    const directors = await api(kg.director, 'staff.directors', {});
    expect(directors.body.map((o) => o.id)).toEqual([kg.director.id]);
    const occupations = await api(kg.teacher, 'staff.occupations', {});
    expect(occupations.body.find((o) => o.id === 12)).toEqual({
      id: 12,
      name: 'Помощник-възпитател',
      isPedagogical: false,
    });
    // An edit of an identity member (no version yet) keeps the group list and the account.
    const edit = await save(kg.director, {
      id: kg.teacher.id,
      version: 0,
      firstName: teacher.body.firstName,
      lastName: teacher.body.lastName,
      occupationId: 5,
      groupIds: [kg.groups[1]!.id],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await record(kg.director, kg.teacher.id)).body).toMatchObject({
      account: StaffAccount.Member,
      version: 1,
    });
  });

  it('writes the month’s staff-count on every save', async () => {
    const before = await storedItem(aggregateKeys.item('staff-count', kg.id, '2026-11'));
    const total = Number(before?.c_total ?? 0);
    expect(
      (await save(kg.director, { occupationId: 13, workingTime: WorkingTime.Hourly, firstName: 'Сестра' }))
        .status,
    ).toBe(200);
    const after = await storedItem(aggregateKeys.item('staff-count', kg.id, '2026-11'));
    expect(after).toMatchObject({
      kind: 'staff-count',
      kindergartenId: kg.id,
      month: '2026-11',
      c_total: total + 1,
    });
    expect(Number(after?.c_nonPedagogical)).toBeGreaterThanOrEqual(2);
    expect(Number(after?.c_wt2)).toBeGreaterThanOrEqual(1);
    // A leave date before the month takes them off its count.
    const gone = await save(kg.director, { firstName: 'Напуснала', leftOn: '2026-10-31' });
    expect(gone.status).toBe(200);
    expect((await storedItem(aggregateKeys.item('staff-count', kg.id, '2026-11')))?.c_total).toBe(total + 1);
  });

  it('invites a record with an e-mail under its own id: the account keeps the record', async () => {
    const since = Date.now();
    const email = uniqueEmail('staff');
    const created = await save(kg.director, { email, groupIds: [kg.groups[0]!.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String(created.body.entityId);
    expect((await record(kg.director, id)).body.account).toBe(StaffAccount.Invited);
    const token = invitationLinkToken((await waitForMail(email, /Покана/, since)).text)!;
    const set = await api(null, 'identity.activateAccount', { body: { token, password: testPassword } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const after = await record(kg.director, id);
    expect(after.body).toMatchObject({
      account: StaffAccount.Member,
      occupationId: 4,
      groupIds: [kg.groups[0]!.id],
    });
    const me = await signInAs({ id, email, role: Role.Teacher, kindergartenId: kg.id }, testPassword);
    expect((await api(me, 'staff.teachers', {})).status).toBe(200);
  });
});
