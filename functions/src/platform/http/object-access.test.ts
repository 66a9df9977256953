import { namesAnObject, type ObjectRule, Role, routes } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { type ObjectFacts, objectVerdict } from './object-access';

const kg = 'kg-1';
const caller = (role: Role, userId = 'me', kindergartenId: string | null = kg) => ({
  userId,
  role,
  kindergartenId,
});
const rule = (kind: ObjectRule['kind']): ObjectRule => ({ kind });
const byOther: ObjectFacts = { kindergartenId: kg, authorId: 'other', groupIds: ['g1'] };
const mine: ObjectFacts = { ...byOther, authorId: 'me' };

describe('object policy', () => {
  it('lets the author change their object under every rule', () => {
    for (const kind of ['authored', 'own', 'recipient', 'kindergarten'] as const)
      expect(objectVerdict(rule(kind), caller(Role.Manciple), mine), kind).toBe('allowed');
    expect(objectVerdict(rule('group'), caller(Role.Teacher), mine)).toBe('allowed');
  });

  it('hides another kindergarten’s object (404), whoever asks', () => {
    const foreign = { ...mine, kindergartenId: 'kg-2' };
    for (const kind of ['authored', 'group', 'own', 'recipient', 'kindergarten'] as const)
      expect(objectVerdict(rule(kind), caller(Role.Director), foreign), kind).toBe('missing');
    expect(objectVerdict(rule('authored'), caller(Role.Director, 'me', null), mine)).toBe('missing');
  });

  it('lets the director and the administrator manage authored and group objects, not private ones', () => {
    for (const role of [Role.Director, Role.Administrator]) {
      expect(objectVerdict(rule('authored'), caller(role), byOther)).toBe('allowed');
      expect(objectVerdict(rule('group'), caller(role), byOther)).toBe('allowed');
      // Correspondence neither written by nor addressed to the caller does not exist for them.
      expect(objectVerdict(rule('own'), caller(role), byOther)).toBe('missing');
      expect(objectVerdict(rule('recipient'), caller(role), byOther)).toBe('missing');
    }
  });

  it('refuses other staff and parents objects they did not write', () => {
    for (const role of [Role.Manciple, Role.ResourceSpecialist, Role.Teacher, Role.Parent]) {
      expect(objectVerdict(rule('authored'), caller(role), byOther), String(role)).toBe('forbidden');
      expect(objectVerdict(rule('own'), caller(role), byOther), String(role)).toBe('missing');
    }
  });

  it('lets a teacher change group objects only when they teach every group of it', () => {
    const teacher = caller(Role.Teacher);
    expect(objectVerdict(rule('group'), teacher, byOther, new Set(['g1']))).toBe('allowed');
    expect(objectVerdict(rule('group'), teacher, byOther, new Set(['g2']))).toBe('forbidden');
    const twoGroups = { ...byOther, groupIds: ['g1', 'g2'] };
    expect(objectVerdict(rule('group'), teacher, twoGroups, new Set(['g1']))).toBe('forbidden');
    const wholeKindergarten = { ...byOther, groupIds: [] };
    expect(objectVerdict(rule('group'), teacher, wholeKindergarten, new Set(['g1']))).toBe('forbidden');
    // Teaching a group is a teacher's role: other staff do not get group objects through group lists.
    expect(objectVerdict(rule('group'), caller(Role.Manciple), byOther, new Set(['g1']))).toBe('forbidden');
  });

  it('lets a teacher address only their own groups, even on their own message', () => {
    const teacher = caller(Role.Teacher);
    const own = new Set(['g1']);
    expect(objectVerdict(rule('group'), teacher, { ...mine, targetGroupIds: ['g1'] }, own)).toBe('allowed');
    expect(objectVerdict(rule('group'), teacher, { ...mine, targetGroupIds: ['g2'] }, own)).toBe('forbidden');
    expect(objectVerdict(rule('group'), teacher, { ...mine, targetGroupIds: [] }, own)).toBe('forbidden');
    expect(objectVerdict(rule('group'), caller(Role.Director), { ...mine, targetGroupIds: [] })).toBe(
      'allowed',
    );
  });

  it('lets a teacher read a group-read object of any group they teach; other holders of the right read it', () => {
    const day = { kindergartenId: kg, authorId: null, groupIds: ['g1', 'g2'] };
    const teacher = caller(Role.Teacher);
    expect(objectVerdict(rule('groupRead'), teacher, day, new Set(['g2']))).toBe('allowed');
    expect(objectVerdict(rule('groupRead'), teacher, day, new Set(['g3']))).toBe('forbidden');
    expect(objectVerdict(rule('groupRead'), teacher, { ...day, groupIds: [] }, new Set(['g1']))).toBe(
      'forbidden',
    );
    for (const role of [Role.Manciple, Role.Director])
      expect(objectVerdict(rule('groupRead'), caller(role), day), String(role)).toBe('allowed');
    expect(objectVerdict(rule('groupRead'), teacher, { ...day, kindergartenId: 'kg-2' })).toBe('missing');
  });

  it('lets recipients act on what is addressed to them, and nobody else', () => {
    const addressed = { ...byOther, addressedToCaller: true };
    expect(objectVerdict(rule('recipient'), caller(Role.Parent), addressed)).toBe('allowed');
    expect(objectVerdict(rule('recipient'), caller(Role.Parent), byOther)).toBe('missing');
    // A recipient sees the message but may not edit the sender's words.
    expect(objectVerdict(rule('own'), caller(Role.Parent), addressed)).toBe('forbidden');
  });

  it('lets any holder of the route’s right change a kindergarten object', () => {
    const noAuthor = { kindergartenId: kg, authorId: null };
    expect(objectVerdict(rule('kindergarten'), caller(Role.Teacher), noAuthor)).toBe('allowed');
    expect(objectVerdict(rule('authored'), caller(Role.Teacher, 'me'), noAuthor)).toBe('forbidden');
  });
});

describe('manifest object rules', () => {
  it('names an object rule (or says why none) on every write that names an object', () => {
    const undeclared = routes.filter((r) => namesAnObject(r) && r.object === undefined).map((r) => r.id);
    expect(undeclared).toEqual([]);
  });

  it('declares object rules on writes only, but the group-read rule on reads only', () => {
    const isGroupRead = (r: (typeof routes)[number]) =>
      r.object !== undefined && r.object !== 'none' && r.object.kind === 'groupRead';
    const readRules = routes.filter((r) => r.method === 'GET' && r.object !== undefined && !isGroupRead(r));
    expect(readRules.map((r) => r.id)).toEqual([]);
    expect(routes.filter((r) => r.method !== 'GET' && isGroupRead(r)).map((r) => r.id)).toEqual([]);
  });

  it('tells writes that name an object from those that do not', () => {
    const byId = (id: string) => routes.find((r) => r.id === id)!;
    expect(namesAnObject(byId('communication.deleteEvent'))).toBe(true); // path id
    expect(namesAnObject(byId('communication.updateMessage'))).toBe(true); // body id
    expect(namesAnObject(byId('communication.vote'))).toBe(true); // body pollId
    expect(namesAnObject(byId('identity.changeUserActivation'))).toBe(true); // query userId
    expect(namesAnObject(byId('communication.setAllEventsSeen'))).toBe(false); // kindergartenId only
    expect(namesAnObject(byId('communication.events'))).toBe(false); // a read
  });
});
