import { GuardianRelation } from '@gradina/shared';
import { ParentAccountState } from '@gradina/shared/manifest/routes/children/parents';
import { describe, expect, it } from 'vitest';
import { maskIdentifier } from './applications';
import type { StoredLink, StoredPending } from './items';
import { matchesFilters, parentRows } from './parents';

const link = (parentUserId: string, childId: string, o: Partial<StoredLink> = {}): StoredLink => ({
  type: 'Guardian',
  kindergartenId: 'kg',
  childId,
  parentUserId,
  relation: GuardianRelation.Mother,
  childName: `Дете ${childId}`,
  groupId: 'g-old',
  version: 2,
  ...o,
});

const pending = (invitationId: string, childId: string): StoredPending => ({
  type: 'PendingGuardian',
  kindergartenId: 'kg',
  childId,
  invitationId,
  email: 'nov@example.bg',
  firstName: 'Нов',
  lastName: 'Родител',
  phone: null,
  relation: GuardianRelation.Father,
  childName: `Дете ${childId}`,
  groupId: 'g1',
  createdAt: '2026-11-21T08:00:00.000Z',
});

const profile = (id: string, firstName: string, lastName: string, pendingActivation = false) => ({
  id,
  firstName,
  lastName,
  email: `${id}@example.bg`,
  phone: null,
  pendingActivation,
});

const sources = () => ({
  links: [link('u1', 'c1'), link('u1', 'c2', { relation: GuardianRelation.Guardian }), link('u2', 'c3')],
  pending: [pending('inv1', 'c3'), pending('gone', 'c1')],
  invitations: new Map([
    [
      'inv1',
      {
        id: 'inv1',
        kindergartenId: 'kg',
        email: 'nov@example.bg',
        firstName: 'Нов',
        lastName: 'Родител',
        phone: null,
        role: 3,
        expiresAt: 0,
      },
    ],
  ]),
  profiles: new Map([
    ['u1', profile('u1', 'Яна', 'Петрова')],
    ['u2', profile('u2', 'Ангел', 'Чавдаров', true)],
  ]),
  children: new Map([
    ['c1', { id: 'c1', kindergartenId: 'kg', firstName: 'Борис', lastName: 'Петров', groupId: 'g1' }],
    ['c2', { id: 'c2', kindergartenId: 'kg', firstName: 'Ана', lastName: 'Петрова', groupId: 'g2' }],
  ]),
  groups: new Map([
    ['g1', 'Пчелички'],
    ['g2', 'Калинки'],
  ]),
});

describe('parentRows', () => {
  const rows = parentRows(sources());

  it('makes one row per account and per open invitation, by name in Bulgarian order', () => {
    expect(rows.map((r) => r.id)).toEqual(['u2', 'inv1', 'u1']);
  });

  it('shows the child record name and current group, not what the link kept', () => {
    const yana = rows.find((r) => r.id === 'u1')!;
    expect(yana.children.map((c) => [c.childName, c.groupName, c.relation])).toEqual([
      ['Ана Петрова', 'Калинки', GuardianRelation.Guardian],
      ['Борис Петров', 'Пчелички', GuardianRelation.Mother],
    ]);
  });

  it('keeps a link name when the child record is not readable, and the link version', () => {
    const angel = rows.find((r) => r.id === 'u2')!;
    expect(angel.children[0]).toMatchObject({ childName: 'Дете c3', groupName: null, version: 2 });
  });

  it('marks an account that never activated and an invitation as invited; leaves out a closed invitation', () => {
    expect(rows.find((r) => r.id === 'u2')?.accountState).toBe(ParentAccountState.Invited);
    expect(rows.find((r) => r.id === 'inv1')).toMatchObject({
      accountState: ParentAccountState.Invited,
      email: 'nov@example.bg',
    });
    expect(rows.find((r) => r.id === 'u1')?.accountState).toBe(ParentAccountState.Active);
    expect(rows.some((r) => r.id === 'gone')).toBe(false);
  });

  it('shows an invitation still on its way through the queue, named as the kindergarten typed', () => {
    const queued = { ...pending('queued', 'c2'), firstName: 'Вяра', expiresAt: 4_102_444_800 };
    const row = parentRows({ ...sources(), pending: [queued] }).find((r) => r.id === 'queued');
    expect(row).toMatchObject({ firstName: 'Вяра', accountState: ParentAccountState.Invited });
  });
});

describe('matchesFilters', () => {
  const [angel, invited, yana] = parentRows(sources());

  it('filters by group of any child, by account state and by text in any case', () => {
    expect(
      [angel, invited, yana].filter((r) => matchesFilters(r!, { groupId: 'g2' })).map((r) => r!.id),
    ).toEqual(['u1']);
    expect(matchesFilters(yana!, { accountState: ParentAccountState.Invited })).toBe(false);
    expect(matchesFilters(yana!, { search: 'БОРИС' })).toBe(true);
    expect(matchesFilters(yana!, { search: 'u1@example' })).toBe(true);
    expect(matchesFilters(invited!, { search: 'Петрова' })).toBe(false);
  });
});

describe('maskIdentifier', () => {
  it('keeps the first five characters', () => {
    expect(maskIdentifier('2141010105')).toBe('21410*****');
    expect(maskIdentifier('123')).toBe('123');
  });
});
