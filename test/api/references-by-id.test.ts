import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { StudentAttendanceStatus as S } from '../../shared/src/enums';
import { type ApiResult, type ApiRouteId, api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #24, point 12: every id a request body references (a child, a group, a staff member, a user of the
 * kindergarten...) must name an object of the caller's kindergarten, checked once by the request kit
 * (functions/src/platform/http/references.ts); otherwise 400 naming the field. Three representative routes:
 * a nested list (the grid's cells), lists of ids (a message's recipients) and a user list (a user group's
 * members). Each gets another kindergarten's id, an unknown id and its own.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Препратки“' }).group().teacher({ ofLastGroup: true }).child().parent(),
    given.kindergarten({ name: 'ДГ „Чужда“' }).group().teacher({ ofLastGroup: true }).child(),
  ]);
});

const unknown = () => randomUUID();

function refused<Id extends ApiRouteId>(reply: ApiResult<Id>, field: string, message: string) {
  const summary = `${reply.status} ${JSON.stringify(reply.error)}`;
  expect(reply.status, summary).toBe(400);
  expect(reply.error?.code, summary).toBe('validation');
  expect(reply.error?.errorMessage, summary).toBe(message);
  expect(reply.error?.errors, summary).toEqual([{ field, message }]);
}

/** The DynamoDB requests a reply took (the local cloud's meter). */
const requests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

describe('the attendance grid’s cells', () => {
  const mark = (cells: { studentId: string; forDate: string; type: S | null }[], groupId = kg.group.id) =>
    api(kg.director, 'attendance.markAttendance', { body: { kindergartenId: kg.id, groupId, cells } });
  const noChild = 'Полето "Дете": няма такова дете в детската градина.';

  it('refuses another kindergarten’s child, naming the cell, and writes none of the cells', async () => {
    const reply = await mark([
      { studentId: kg.child.id, forDate: '2026-11-04', type: S.Attendance },
      { studentId: other.child.id, forDate: '2026-11-04', type: S.Attendance },
    ]);
    refused(reply, 'cells.1.studentId', noChild);
    const grid = await api(kg.director, 'attendance.groupAttendance', {
      path: { groupId: kg.group.id, month: 11, year: 2026 },
      query: { kindergartenId: kg.id },
    });
    const row = grid.body.students.find((s) => s.studentId === kg.child.id);
    expect(row?.attendances.find((a) => a.forDate === '2026-11-04')?.type ?? null).toBeNull();
  });

  it('refuses an unknown child the same way', async () => {
    refused(
      await mark([{ studentId: unknown(), forDate: '2026-11-04', type: S.Attendance }]),
      'cells.0.studentId',
      noChild,
    );
  });

  it('marks the kindergarten’s own child', async () => {
    const reply = await mark([{ studentId: kg.child.id, forDate: '2026-11-04', type: S.Attendance }]);
    expect(reply.status, JSON.stringify(reply.error)).toBe(200);
  });

  it('keeps another kindergarten’s group, the object the route acts on, a 404 (the object rule)', async () => {
    expect((await mark([], other.group.id)).status).toBe(404);
  });
});

describe('a message’s recipients', () => {
  const send = (recipients: { groupIds?: string[]; childIds?: string[]; userIds?: string[] }) =>
    api(kg.director, 'communication.sendMessage', {
      body: { kindergartenId: kg.id, title: 'Разходка', content: '<p>Утре в парка.</p>', ...recipients },
    });

  it('refuses another kindergarten’s group, child or user, naming the list, with one DynamoDB request', async () => {
    const group = await send({ groupIds: [kg.group.id, other.group.id] });
    refused(group, 'groupIds', 'Полето "Групи": няма такава група в детската градина.');
    // The references' one BatchGet is all the refused request read: nothing was written.
    expect(requests(group)).toBe(1);
    refused(
      await send({ childIds: [other.child.id] }),
      'childIds',
      'Полето "Деца": няма такова дете в детската градина.',
    );
    refused(
      await send({ userIds: [other.teacher.id] }),
      'userIds',
      'Полето "Потребители": няма такъв потребител в детската градина.',
    );
  });

  it('refuses unknown ids the same way', async () => {
    refused(
      await send({ userIds: [kg.teacher.id, unknown()] }),
      'userIds',
      'Полето "Потребители": няма такъв потребител в детската градина.',
    );
  });

  it('sends to the kindergarten’s own group, child and user', async () => {
    const reply = await send({ groupIds: [kg.group.id], childIds: [kg.child.id], userIds: [kg.teacher.id] });
    expect(reply.status, JSON.stringify(reply.error)).toBe(200);
    expect(reply.body.isSuccessful).toBe(true);
  });
});

describe('a user group’s members', () => {
  const save = (memberIds: string[]) =>
    api(kg.director, 'identity.saveUserRole', {
      body: {
        kindergartenId: kg.id,
        name: `Група ${randomUUID().slice(0, 6)}`,
        isPedagogical: false,
        access: [{ resource: 'UserGroups', read: true }],
        memberIds,
      },
    });
  const noMember = 'Полето "Членове": няма такъв потребител в детската градина.';

  it('refuses a user of another kindergarten and an unknown user, naming the list', async () => {
    refused(await save([kg.teacher.id, other.teacher.id]), 'memberIds', noMember);
    refused(await save([unknown()]), 'memberIds', noMember);
  });

  it('takes the kindergarten’s own staff', async () => {
    const reply = await save([kg.teacher.id]);
    expect(reply.status, JSON.stringify(reply.error)).toBe(200);
  });
});
