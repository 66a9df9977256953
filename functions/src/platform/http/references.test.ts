import { routes } from '@gradina/shared';
import {
  activityId,
  childId,
  groupId,
  memberId,
  referenceIds,
  referenceOf,
  schoolYearId,
  staffId,
  subjectId,
} from '@gradina/shared/schemas/ids';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { keys } from '../db';
import { checkReferences, missingReferences, type Reference, referencesIn } from './references';

const batchGet = vi.hoisted(() => vi.fn());
vi.mock('../db', async (original) => ({ ...(await original<typeof import('../db')>()), batchGet }));

const kg = 'kg-1';

describe('reference-typed ids', () => {
  it('carry the kind of object they name, through optional, nullable and a new title', () => {
    expect(referenceOf(childId())).toBe('child');
    expect(referenceOf(groupId('Клас'))).toBe('group');
    expect(referenceOf(staffId().meta({ title: 'Касиер' }))).toBe('staff');
    expect(referenceOf(memberId())).toBe('member');
    expect(referenceOf(subjectId())).toBe('subject');
    expect(referenceOf(activityId())).toBe('activity');
    expect(referenceOf(schoolYearId())).toBe('schoolYear');
    expect(referenceOf(z.string())).toBeUndefined();
  });
});

describe('the walk over a parsed body', () => {
  const body = z.object({
    kindergartenId: z.string().optional(),
    groupId: groupId(),
    teacherId: staffId('Преподавател').nullable().optional(),
    cells: z
      .array(z.object({ studentId: childId(), forDate: z.string() }))
      .default([])
      .meta({ title: 'Клетки' }),
    childIds: referenceIds(childId(), 'Деца', 10).optional(),
    plain: z.string().optional(),
    nested: z.object({ periodId: schoolYearId() }).optional(),
  });

  it('finds every reference with its dotted field path and title, in body order; a list of ids by the list', () => {
    const parsed = body.parse({
      kindergartenId: kg,
      groupId: 'g1',
      teacherId: null,
      cells: [
        { studentId: 'c1', forDate: '2026-11-02' },
        { studentId: 'c2', forDate: '2026-11-02' },
      ],
      childIds: ['c3'],
      plain: 'x',
      nested: { periodId: 'p1' },
    });
    expect(referencesIn(body, parsed)).toEqual<Reference[]>([
      { field: 'groupId', kind: 'group', id: 'g1', title: 'Група' },
      { field: 'cells.0.studentId', kind: 'child', id: 'c1', title: 'Дете' },
      { field: 'cells.1.studentId', kind: 'child', id: 'c2', title: 'Дете' },
      { field: 'childIds', kind: 'child', id: 'c3', title: 'Деца' },
      { field: 'nested.periodId', kind: 'schoolYear', id: 'p1', title: 'Учебна година' },
    ]);
  });

  it('finds none in a body without references (the pipeline then reads nothing)', () => {
    expect(referencesIn(z.object({ plain: z.string() }), { plain: 'g1' })).toEqual([]);
    expect(referencesIn(undefined, { groupId: 'g1' })).toEqual([]);
    expect(referencesIn(body, undefined)).toEqual([]);
  });

  it('looks through unions, refinements and pipes, naming a field once', () => {
    const union = z.union([
      z.object({ childId: childId() }),
      z.object({ childId: childId(), x: z.number() }),
    ]);
    expect(referencesIn(union, { childId: 'c1', x: 1 }).map((r) => r.field)).toEqual(['childId']);
    const refined = z.object({ groupId: groupId() }).refine((v) => v.groupId !== '');
    expect(referencesIn(refined, { groupId: 'g1' })).toHaveLength(1);
    const piped = z.object({ id: activityId() }).pipe(z.object({ id: z.string() }));
    expect(referencesIn(piped, { id: 'a1' })[0]?.kind).toBe('activity');
  });
});

describe('reading the references', () => {
  beforeEach(() => batchGet.mockReset());

  it('reads them all with one BatchGet under the session kindergarten and returns the missing ones', async () => {
    batchGet.mockResolvedValue([
      keys.group(kg, 'g1'),
      keys.child(kg, 'c1'),
      { ...keys.subjectList(kg), subjects: [{ id: 's1' }] },
    ]);
    const refs: Reference[] = [
      { field: 'groupId', kind: 'group', id: 'g1', title: 'Група' },
      { field: 'cells.0.studentId', kind: 'child', id: 'c1', title: 'Дете' },
      { field: 'cells.1.studentId', kind: 'child', id: 'c9', title: 'Дете' },
      { field: 'subjectId', kind: 'subject', id: 's1', title: 'Направление' },
      { field: 'otherSubjectId', kind: 'subject', id: 's2', title: 'Направление' },
      { field: 'userIds.0', kind: 'member', id: 'u1', title: 'Потребител' },
    ];
    const missing = await missingReferences(kg, refs);
    expect(batchGet).toHaveBeenCalledTimes(1);
    expect(batchGet.mock.calls[0]![1]).toEqual({ consistent: true });
    expect(batchGet.mock.calls[0]![0]).toEqual([
      keys.group(kg, 'g1'),
      keys.child(kg, 'c1'),
      keys.child(kg, 'c9'),
      keys.subjectList(kg),
      keys.subjectList(kg),
      keys.membership('u1', kg),
    ]);
    expect(missing.map((r) => r.field)).toEqual(['cells.1.studentId', 'otherSubjectId', 'userIds.0']);
  });

  it('makes no request for a body without references', async () => {
    await checkReferences(z.object({ name: z.string() }), { name: 'x' }, kg);
    await checkReferences(z.object({ groupId: groupId() }), { groupId: 'g1' }, null);
    expect(batchGet).not.toHaveBeenCalled();
  });

  it('answers 400 naming each missing field in Bulgarian', async () => {
    batchGet.mockResolvedValue([]);
    const schema = z.object({ groupId: groupId(), childIds: referenceIds(childId(), 'Деца', 5) });
    const error = await checkReferences(schema, { groupId: 'g9', childIds: ['c8', 'c9'] }, kg).catch(
      (e) => e,
    );
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Полето "Група": няма такава група в детската градина.',
      errors: [
        { field: 'groupId', message: 'Полето "Група": няма такава група в детската градина.' },
        // Two strangers in one multi-select: one error, named by the list.
        { field: 'childIds', message: 'Полето "Деца": няма такова дете в детската градина.' },
      ],
    });
  });
});

describe('the manifest', () => {
  it('references only from routes of a kindergarten (others have no kindergarten to check against)', () => {
    const outside = routes.filter(
      (r) =>
        !(r.permission.kind === 'resource' && r.permission.tenant) &&
        r.request.body &&
        JSON.stringify(z.toJSONSchema(r.request.body, { unrepresentable: 'any' })).includes('x-references'),
    );
    expect(outside.map((r) => r.id)).toEqual([]);
  });

  it('names children, groups and staff in tenant bodies by reference-typed ids', () => {
    // The body fields that name a child, a group or a staff member by the usual names.
    const named =
      /^(childIds?|studentIds?|groupIds?|classId|teacherIds?|substituteId|absentTeacherId|cashierId|activityId)$/;
    const plain: string[] = [];
    for (const r of routes) {
      if (!r.request.body || !(r.permission.kind === 'resource' && r.permission.tenant)) continue;
      const json = z.toJSONSchema(r.request.body, { unrepresentable: 'any', io: 'input' }) as {
        properties?: Record<string, unknown>;
      };
      const walk = (node: unknown, path: string) => {
        if (!node || typeof node !== 'object') return;
        const n = node as Record<string, unknown>;
        const name = path.split('.').pop() ?? '';
        // A number is never one of ours (our ids are text): НЕИСПУО's numeric class id is its own, not a group.
        const types = [n.type, ...((n.anyOf as { type?: unknown }[]) ?? []).map((o) => o.type)].filter(
          Boolean,
        );
        const notOurId =
          types.length > 0 && types.every((t) => t === 'null' || t === 'number' || t === 'integer');
        if (named.test(name) && !notOurId && !JSON.stringify(n).includes('x-references'))
          plain.push(`${r.id} ${path}`);
        for (const [k, v] of Object.entries((n.properties as object) ?? {}))
          walk(v, path ? `${path}.${k}` : k);
        if (n.items) walk(n.items, path);
        for (const option of (n.anyOf as unknown[]) ?? []) walk(option, path);
      };
      walk(json, '');
    }
    expect(plain).toEqual([]);
  });
});
