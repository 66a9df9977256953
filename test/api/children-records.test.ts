import { beforeAll, describe, expect, it } from 'vitest';
import { applyDueOf } from '../../functions/src/jobs/placements-due';
import { keys } from '../../functions/src/platform/db/keys';
import { makeEgn } from '../../shared/src/egn';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * Children records on a world of their own: a kindergarten with two groups (a teacher of the first, a
 * child with a parent in each), and a second kindergarten with a child. Everything through the API.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Детелина“' })
      .group({ name: 'I група „Мечо“' })
      .teacher({ ofLastGroup: true })
      .child()
      .parent()
      .group({ name: 'II група „Зайо“' })
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Извор“' }).group().child(),
  ]);
});

let sequence = 0;
/** A valid ЕГН of a girl born 12 May 2022, unique within this suite. */
const egn = () => makeEgn({ year: 2022, month: 5, day: 12 }, 101 + 2 * sequence++, 2);

const newChild = (over: Record<string, unknown> = {}) => ({
  kindergartenId: kg.id,
  firstName: 'Ралица',
  middleName: 'Иванова',
  lastName: 'Димова',
  identifierType: 0 as const,
  identifier: egn(),
  address: { cityId: '56784', cityName: 'гр. Пловдив', street: 'ул. „Гладстон“ 3' },
  allergies: [{ allergen: 3 as const, note: '' }],
  diet: 1 as const,
  groupId: kg.groups[0]!.id,
  enrolledOn: '2026-09-15',
  ...over,
});

async function enrol(over: Record<string, unknown> = {}) {
  const reply = await api(kg.director, 'children.saveChild', { body: newChild(over) as never });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String(reply.body.entityId);
}

describe('a child record', () => {
  it('enrols a child: birth date and sex from the ЕГН, the identifier marker, the first stay', async () => {
    const body = newChild();
    const id = await enrol(body);
    const page = await api(kg.director, 'children.child', { path: { id } });
    expect(page.body.record).toMatchObject({
      birthDate: '2022-05-12',
      gender: 2,
      status: 1,
      groupId: kg.groups[0]!.id,
      groupName: 'I група „Мечо“',
      enrolledOn: '2026-09-15',
      version: 1,
    });
    expect(page.body.placements).toEqual([
      {
        kind: 1,
        groupId: kg.groups[0]!.id,
        groupName: 'I група „Мечо“',
        fromDate: '2026-09-15',
        toDate: null,
      },
    ]);
    expect(await storedItem(keys.childIdentifier(kg.id, 0, body.identifier))).toMatchObject({ childId: id });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ identifier: '2145121235' }, 'identifier'],
      [{ identifierType: 1, identifier: '1234567890', birthDate: '2022-01-01', gender: 1 }, 'identifier'],
      [{ birthDate: '2022-05-13' }, 'birthDate'],
      [{ gender: 1 }, 'gender'],
      [{ groupId: undefined }, 'groupId'],
      [{ groupId: 'no-such-group' }, 'groupId'],
      [{ enrolledOn: '2022-05-01' }, 'enrolledOn'],
      [{ firstName: '' }, 'firstName'],
      [{ allergies: [{ allergen: 99 }] }, 'allergies.0.allergen'],
    ];
    for (const [over, field] of cases) {
      const reply = await api(kg.director, 'children.saveChild', { body: newChild(over) as never });
      expect(reply.status, field).toBe(400);
      expect(
        reply.error?.errors?.map((e) => e.field),
        field,
      ).toContain(field);
      expect(reply.error?.errorMessage).toMatch(/[а-я]/);
    }
  });

  it('refuses a second child with the same identifier (409)', async () => {
    const identifier = egn();
    await enrol({ identifier });
    const again = await api(kg.director, 'children.saveChild', { body: newChild({ identifier }) as never });
    expect(again.status).toBe(409);
    expect(again.error?.errorMessage).toContain('ЕГН');
  });

  it('saves an edit once: the later of two editors gets 409', async () => {
    const id = await enrol();
    const edit = (firstName: string) =>
      api(kg.director, 'children.saveChild', { body: newChild({ id, firstName, version: 1 }) as never });
    expect((await edit('Рая')).status).toBe(200);
    expect((await edit('Рали')).status).toBe(409);
    const page = await api(kg.director, 'children.child', { path: { id } });
    expect(page.body.record).toMatchObject({ firstName: 'Рая', version: 2 });
  });

  it('moves a child with a date and keeps the history; two groups on one day are refused', async () => {
    const id = await enrol();
    const move = (fromDate: string, version: number, groupId = kg.groups[1]!.id) =>
      api(kg.director, 'children.moveChild', { path: { id }, body: { groupId, fromDate, version } });
    const sameDay = await move('2026-09-15', 1);
    expect(sameDay.status).toBe(400);
    expect(sameDay.error?.errors?.[0]?.field).toBe('fromDate');
    expect((await move('2027-01-11', 1)).status).toBe(200);
    const page = await api(kg.director, 'children.child', { path: { id } });
    // Issue #24: a move takes effect on its date; until then the child is in its group of today.
    expect(page.body.record).toMatchObject({ groupId: kg.groups[0]!.id, version: 2 });
    expect(page.body.placements.map((p) => [p.groupId, p.fromDate, p.toDate])).toEqual([
      [kg.groups[0]!.id, '2026-09-15', '2027-01-10'],
      [kg.groups[1]!.id, '2027-01-11', null],
    ]);
    const inSecond = await api(kg.director, 'children.children', { query: { groupId: kg.groups[1]!.id } });
    expect(inSecond.body.map((c) => c.id)).not.toContain(id);
    // A move dated today or earlier switches at once (the kits' today is 21.11.2026).
    const other = await enrol();
    const moveNow = await api(kg.director, 'children.moveChild', {
      path: { id: other },
      body: { groupId: kg.groups[1]!.id, fromDate: '2026-11-20', version: 1 },
    });
    expect(moveNow.status).toBe(200);
    const moved = await api(kg.director, 'children.child', { path: { id: other } });
    expect(moved.body.record.groupId).toBe(kg.groups[1]!.id);
  });

  it('discharges with a date, not before the stay began; the child leaves the group list', async () => {
    const id = await enrol();
    const leave = (leftOn: string) =>
      api(kg.director, 'children.dischargeChild', { path: { id }, body: { status: 2, leftOn, version: 1 } });
    const early = await leave('2026-09-14');
    expect(early.status).toBe(400);
    expect(early.error?.errors?.[0]?.field).toBe('leftOn');
    expect((await leave('2026-11-20')).status).toBe(200);
    const group = await api(kg.director, 'children.children', { query: { groupId: kg.groups[0]!.id } });
    expect(group.body.map((c) => c.id)).not.toContain(id);
    const all = await api(kg.director, 'children.childrenOverview', { query: { status: 2 } });
    expect(all.body.result.map((c) => c.id)).toContain(id);
  });

  it('a discharge dated later takes effect the day after its last day, by the daily job', async () => {
    const id = await enrol();
    const left = await api(kg.director, 'children.dischargeChild', {
      path: { id },
      body: { status: 2, leftOn: '2026-12-18', note: 'Семейството се мести', version: 1 },
    });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const listed = async () =>
      (await api(kg.director, 'children.children', { query: { groupId: kg.groups[0]!.id } })).body.map(
        (c) => c.id,
      );
    const discharged = async () =>
      (await api(kg.director, 'children.childrenOverview', { query: { status: 2 } })).body.result.map(
        (c) => c.id,
      );
    // Today (21.11) the child still comes: in the group, enrolled, with its leave date on the record.
    expect(await listed()).toContain(id);
    expect(await discharged()).not.toContain(id);
    const page = await api(kg.director, 'children.child', { path: { id } });
    expect(page.body.record).toMatchObject({ status: 1, leftOn: '2026-12-18' });
    // Its last day: nothing changes yet.
    await applyDueOf(kg.id, '2026-12-18');
    expect(await listed()).toContain(id);
    // The day after: discharged and off the group's list.
    await applyDueOf(kg.id, '2026-12-19');
    expect(await listed()).not.toContain(id);
    expect(await discharged()).toContain(id);
    const after = await api(kg.director, 'children.child', { path: { id } });
    expect(after.body.record).toMatchObject({
      status: 2,
      leftOn: '2026-12-18',
      leaveNote: 'Семейството се мести',
    });
  });

  it('deletes a child entered by mistake, refuses one with a guardian (409)', async () => {
    const id = await enrol({ enrolledOn: '2030-09-16' });
    expect((await api(kg.director, 'children.deleteChild', { path: { id } })).status).toBe(200);
    expect((await api(kg.director, 'children.child', { path: { id } })).status).toBe(404);
    const linked = await api(kg.director, 'children.deleteChild', { path: { id: kg.children[0]!.id } });
    expect(linked.status).toBe(409);
  });
});

describe('who sees which child', () => {
  it('masks the identifier in lists', async () => {
    const list = await api(kg.director, 'children.childrenOverview', {
      query: { name: kg.children[0]!.firstName },
    });
    const row = list.body.result.find((r) => r.id === kg.children[0]!.id);
    expect(row?.maskedIdentifier).toBe(`${kg.children[0]!.identifier.slice(0, 5)}*****`);
    expect(JSON.stringify(list.body)).not.toContain(kg.children[0]!.identifier);
  });

  it('a teacher reads the children of their groups only', async () => {
    const list = await api(kg.teacher, 'children.childrenOverview', { query: {} });
    expect(new Set(list.body.result.map((c) => c.groupId))).toEqual(new Set([kg.groups[0]!.id]));
    expect((await api(kg.teacher, 'children.child', { path: { id: kg.children[1]!.id } })).status).toBe(403);
    expect((await api(kg.teacher, 'children.child', { path: { id: kg.children[0]!.id } })).status).toBe(200);
  });

  it('a parent gets their own children and is refused another parent’s', async () => {
    const [first, second] = kg.parents;
    const own = await api(first!, 'children.children', { query: { ParentId: first!.id } });
    expect(own.body.map((c) => c.id)).toEqual([kg.children[0]!.id]);
    const others = await api(first!, 'children.children', { query: { ParentId: second!.id } });
    expect(others.status).toBe(403);
    expect((await api(first!, 'children.child', { path: { id: kg.children[0]!.id } })).status).toBe(403);
  });

  it('another kindergarten’s child does not exist (404)', async () => {
    const id = other.child.id;
    expect((await api(kg.director, 'children.child', { path: { id } })).status).toBe(404);
    const move = await api(kg.director, 'children.moveChild', {
      path: { id },
      body: { groupId: kg.groups[1]!.id, fromDate: '2027-01-11', version: 1 },
    });
    expect(move.status).toBe(404);
  });

  it('finds a guest by identifier in the same kindergarten only', async () => {
    const guest = await api(kg.teacher, 'children.guestChild', {
      path: { identificationNumber: kg.children[1]!.identifier },
    });
    expect(guest.body).toMatchObject({ id: kg.children[1]!.id, groupName: 'II група „Зайо“' });
    const foreign = await api(kg.teacher, 'children.guestChild', {
      path: { identificationNumber: other.child.identifier },
    });
    expect(foreign.status).toBe(404);
  });

  it('exports the list as a spreadsheet', async () => {
    const file = await api(kg.director, 'children.exportChildren', { query: {} });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });
});
