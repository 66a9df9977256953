import { IdentifierType, Role, WorkingTime } from '@gradina/shared';
import { makeEgn } from '@gradina/shared/egn';
import { StaffAccount } from '@gradina/shared/manifest/routes/staff/records';
import { describe, expect, it } from 'vitest';
import type { StaffItem } from './items';
import { checkStaff, staffCounts, staffView, teacherChanges } from './rules';

const today = '2026-11-21';
const groups = [
  { id: 'g1', name: 'Слънчице' },
  { id: 'g2', name: 'Звездичка', closedOn: '2026-10-01' },
];
const teacher = { occupationId: 5, groupIds: [] as string[], isDirector: false };
const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field);

const item = (o: Partial<StaffItem>): StaffItem => ({
  userId: 'u',
  kindergartenId: 'kg',
  role: Role.Teacher,
  position: 'Учител',
  firstName: 'Мария',
  lastName: 'Иванова',
  ...o,
});

describe('checkStaff', () => {
  it('accepts a valid ЕГН and a group of the kindergarten', () => {
    const egn = makeEgn({ year: 1985, month: 3, day: 14 }, 123, 2);
    expect(
      checkStaff(
        { ...teacher, identifierType: IdentifierType.EGN, identifier: egn, groupIds: ['g1'] },
        groups,
        today,
      ),
    ).toEqual([]);
  });

  it('refuses a wrong ЕГН, a wrong ЛНЧ and an identifier without its type', () => {
    expect(
      fieldsOf(
        checkStaff(
          { ...teacher, identifierType: IdentifierType.EGN, identifier: '8503141234' },
          groups,
          today,
        ),
      ),
    ).toEqual(['identifier']);
    expect(
      fieldsOf(
        checkStaff(
          { ...teacher, identifierType: IdentifierType.ForeignerID, identifier: '1234567890' },
          groups,
          today,
        ),
      ),
    ).toEqual(['identifier']);
    expect(fieldsOf(checkStaff({ ...teacher, identifier: '8503141234' }, groups, today))).toEqual([
      'identifierType',
    ]);
  });

  it('refuses a group of another kindergarten and a closed group, naming the groups field', () => {
    const foreign = checkStaff({ ...teacher, groupIds: ['g-of-another'] }, groups, today);
    expect(foreign[0]).toMatchObject({
      field: 'groupIds',
      message: expect.stringContaining('не е намерена'),
    });
    expect(checkStaff({ ...teacher, groupIds: ['g2'] }, groups, today)[0]?.message).toContain('закрита');
  });

  it('gives groups only to pedagogical positions and to people who have not left', () => {
    expect(fieldsOf(checkStaff({ ...teacher, occupationId: 14, groupIds: ['g1'] }, groups, today))).toEqual([
      'groupIds',
    ]);
    expect(
      fieldsOf(checkStaff({ ...teacher, groupIds: ['g1'], leftOn: '2026-11-01' }, groups, today)),
    ).toEqual(['groupIds']);
    expect(checkStaff({ ...teacher, groupIds: ['g1'], leftOn: '2026-12-31' }, groups, today)).toEqual([]);
  });

  it('refuses a leave before the hiring and a director on a non-pedagogical position', () => {
    expect(
      fieldsOf(checkStaff({ ...teacher, hiredOn: '2026-09-01', leftOn: '2026-08-31' }, groups, today)),
    ).toEqual(['leftOn']);
    expect(fieldsOf(checkStaff({ ...teacher, occupationId: 16, isDirector: true }, groups, today))).toEqual([
      'isDirector',
    ]);
  });
});

describe('teacherChanges', () => {
  it('adds the record to the groups it names and takes it off the others, touching only those', () => {
    const year = [
      { id: 'a', teacherIds: ['x'] },
      { id: 'b', teacherIds: ['s', 'y'] },
      { id: 'c', teacherIds: ['s'] },
    ];
    expect(teacherChanges('s', year, ['a', 'c'])).toEqual([
      { group: year[0], teacherIds: ['x', 's'] },
      { group: year[1], teacherIds: ['y'] },
    ]);
  });
});

describe('staffCounts', () => {
  it('counts who worked some day of the month, by kind, directors and working time', () => {
    const staff = [
      item({ userId: 'd', role: Role.Director }),
      item({ userId: 't', occupationId: 4, workingTime: WorkingTime.HalfDay }),
      item({ userId: 'c', role: 0, occupationId: 14, workingTime: WorkingTime.Hourly }),
      item({ userId: 'left', leftOn: '2026-10-31' }),
      item({ userId: 'late', hiredOn: '2026-12-01' }),
      item({ userId: 'lastday', leftOn: '2026-11-01' }),
    ];
    expect(staffCounts(staff, '2026-11')).toEqual({
      total: 4,
      pedagogical: 3,
      nonPedagogical: 1,
      directors: 1,
      wt1: 2,
      wt2: 1,
      wt3: 1,
      wt4: 0,
    });
    expect(staffCounts(staff, '2026-12').total).toBe(4);
  });
});

describe('staffView', () => {
  it("gives a member identity added its role's position, full time and a member account", () => {
    const v = staffView(item({ role: Role.Manciple, position: 'Домакин' }), [], true);
    expect(v).toMatchObject({
      occupationId: 16,
      isPedagogical: false,
      workingTime: 1,
      account: StaffAccount.Member,
      version: 0,
    });
  });

  it('masks the ЕГН for readers who may not edit staff', () => {
    const egn = makeEgn({ year: 1990, month: 1, day: 2 }, 5, 1);
    const record = item({ identifierType: IdentifierType.EGN, identifier: egn, account: 'none' });
    expect(staffView(record, [], true).identifier).toBe(egn);
    expect(staffView(record, [], false).identifier).not.toContain(egn.slice(5));
    expect(staffView(record, [], false).account).toBe(StaffAccount.None);
  });
});
