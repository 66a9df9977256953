import { GroupAgeKinds, Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { copiedGroupId, copiesOf } from './copy';
import { bySpecOrder, checkGroup, type GroupInput, mealTypeOf, nextAgeKind } from './rules';

const year = { id: 'y26', name: '2026/2027', fromDate: '2026-09-15', toDate: '2027-09-14' };
const input = (o: Partial<GroupInput> = {}): GroupInput => ({
  periodId: 'y26',
  name: 'Калинка',
  ageKind: GroupAgeKinds.FirstGroup,
  teacherIds: ['t1'],
  capacity: 20,
  isForSubstitution: false,
  ...o,
});
const staff = [
  { userId: 't1', role: Role.Teacher },
  { userId: 'm1', role: Role.Manciple },
  { userId: 'nurse', role: 0, occupationId: 13 },
  { userId: 'assistant', role: 0, occupationId: 12 },
  { userId: 'cook', role: 0, occupationId: 14 },
  { userId: 'gone', role: 0, occupationId: 12, leftOn: '2026-10-01' },
];
const fields = (o: Partial<GroupInput>, extra: Partial<Parameters<typeof checkGroup>[1]> = {}) =>
  checkGroup(input(o), { year, existing: undefined, yearGroups: [], staff, ...extra }).map((e) => e.field);

describe('checkGroup', () => {
  it('accepts a group of this year with a teacher of the kindergarten', () => {
    expect(fields({})).toEqual([]);
  });

  it('names the school year when it does not exist', () => {
    expect(fields({}, { year: undefined })).toEqual(['periodId']);
  });

  it('refuses a name the year has already, in any letter case, but not the group’s own', () => {
    const yearGroups = [{ id: 'g1', name: 'калинка ' }];
    expect(fields({}, { yearGroups })).toEqual(['name']);
    expect(fields({ id: 'g1' }, { yearGroups })).toEqual([]);
  });

  it('refuses teachers who are not pedagogical staff here, or repeated', () => {
    expect(fields({ teacherIds: ['stranger'] })).toEqual(['teacherIds']);
    expect(fields({ teacherIds: ['m1'] })).toEqual(['teacherIds']);
    expect(fields({ teacherIds: ['t1', 't1'] })).toEqual(['teacherIds']);
  });

  it('takes nurses and assistant teachers as care staff, no other position, no leaver, none twice', () => {
    expect(fields({ staffIds: ['nurse', 'assistant'] })).toEqual([]);
    expect(fields({ staffIds: ['cook'] })).toEqual(['staffIds']);
    expect(fields({ staffIds: ['t1'] })).toEqual(['staffIds']);
    expect(fields({ staffIds: ['gone'] })).toEqual(['staffIds']);
    expect(fields({ staffIds: ['nurse', 'nurse'] })).toEqual(['staffIds']);
  });

  it('keeps the closing date inside the year and the places above the children', () => {
    expect(fields({ closedOn: '2027-09-15' })).toEqual(['closedOn']);
    expect(fields({ closedOn: '2027-06-30' })).toEqual([]);
    const existing = {
      id: 'g1',
      kindergartenId: 'k',
      periodId: 'y26',
      name: 'Калинка',
      ageKind: GroupAgeKinds.FirstGroup,
      isForSubstitution: false,
      capacity: 20,
      childrenCount: 12,
    };
    expect(fields({ id: 'g1', capacity: 11 }, { existing })).toEqual(['capacity']);
    expect(fields({ id: 'g1', periodId: 'y25' }, { existing })).toEqual(['periodId']);
  });
});

describe('the age kinds', () => {
  it('move up one a year and the preparatory group stays', () => {
    expect(nextAgeKind(GroupAgeKinds.Nursery)).toBe(GroupAgeKinds.FirstGroup);
    expect(nextAgeKind(GroupAgeKinds.FirstGroup)).toBe(GroupAgeKinds.Kindergarten);
    expect(nextAgeKind(GroupAgeKinds.Kindergarten)).toBe(GroupAgeKinds.PGGroups);
    expect(nextAgeKind(GroupAgeKinds.PGGroups)).toBe(GroupAgeKinds.PGGroups);
  });

  it('give the meal type: nursery apart', () => {
    expect(mealTypeOf(GroupAgeKinds.Nursery)).toBe(1);
    expect(mealTypeOf(GroupAgeKinds.PGGroups)).toBe(2);
  });
});

describe('bySpecOrder', () => {
  it('puts substitution groups last and sorts by Bulgarian name', () => {
    const rows = [
      { name: 'Щурче', isForSubstitution: false },
      { name: 'Бонбонче', isForSubstitution: true },
      { name: 'Звездичка', isForSubstitution: false },
    ];
    expect(rows.sort(bySpecOrder).map((r) => r.name)).toEqual(['Звездичка', 'Щурче', 'Бонбонче']);
  });
});

describe('copies of last year’s groups', () => {
  const source = [
    {
      id: 'g1',
      kindergartenId: 'k',
      periodId: 'y25',
      name: 'Калинка',
      ageKind: GroupAgeKinds.Nursery,
      isForSubstitution: false,
      capacity: 18,
      teacherIds: ['t1', 'gone'],
      childrenCount: 15,
      neispuoCode: 'X1',
    },
  ];

  it('keep the care staff still here (issue #24)', () => {
    const [copy] = copiesOf(
      [{ ...source[0]!, staffIds: ['nurse', 'left'] }],
      'y26',
      new Set(),
      'd1',
      new Set(['nurse']),
    );
    expect(copy?.staffIds).toEqual(['nurse']);
  });

  it('keep name and capacity, move the age kind up, keep only teachers still here, and start empty', () => {
    const [copy] = copiesOf(source, 'y26', new Set(['t1']), 'd1');
    expect(copy).toMatchObject({
      periodId: 'y26',
      name: 'Калинка',
      capacity: 18,
      ageKind: GroupAgeKinds.FirstGroup,
      teacherIds: ['t1'],
      childrenCount: 0,
      neispuoCode: null,
      copiedFromId: 'g1',
      version: 1,
    });
  });

  it('get the same id for the same group and year, and another for another year', () => {
    expect(copiedGroupId('g1', 'y26')).toBe(copiedGroupId('g1', 'y26'));
    expect(copiedGroupId('g1', 'y26')).not.toBe(copiedGroupId('g1', 'y27'));
    expect(copiedGroupId('g1', 'y26')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
