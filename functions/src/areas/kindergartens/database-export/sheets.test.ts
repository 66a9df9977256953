import { GuardianRelation, Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { kindergartenSheets, peopleSheets, type Registers } from './sheets';

const registers: Registers = {
  kindergarten: {
    name: 'ДГ „Слънце“',
    town: 'гр. Пловдив',
    eik: '175074752',
    openingTime: '07:00',
    closingTime: '18:30',
  },
  schoolYears: [{ id: 'y', name: '2026/2027', fromDate: '2026-09-15', toDate: '2027-09-14', active: true }],
  groups: [{ id: 'g', name: 'I група „Пчелички“', periodId: 'y', capacity: 24, childrenCount: 1 }],
  children: [
    {
      id: 'c',
      firstName: 'Мария',
      middleName: 'Петрова',
      lastName: 'Иванова',
      identifier: '2152104567',
      birthDate: '2021-12-10',
      groupId: 'g',
      enrolledOn: '2026-09-15',
    },
  ],
  guardians: [
    {
      link: { childName: 'Мария Иванова', relation: GuardianRelation.Mother },
      parent: { firstName: 'Елена', lastName: 'Иванова', email: 'elena@example.bg' },
    },
    { link: { childName: 'Мария Иванова', relation: GuardianRelation.Father }, parent: undefined },
  ],
  staff: [{ firstName: 'Анна', lastName: 'Петрова', position: 'Учител', role: Role.Teacher }],
  partners: [],
};

describe('the database export sheets', () => {
  it('write the kindergarten, its years and groups with the screens’ words', () => {
    const [data, years, groups, partners] = kindergartenSheets(registers);
    expect(data!.rows).toContainEqual(['ЕИК/БУЛСТАТ', '175074752']);
    expect(data!.rows).toContainEqual(['Работно време', '07:00 - 18:30']);
    expect(years!.rows).toEqual([['2026/2027', '2026-09-15', '2027-09-14', 'да']]);
    expect(groups!.rows).toEqual([['I група „Пчелички“', '2026/2027', 24, 1]]);
    expect(partners!.rows).toEqual([]);
    expect(partners!.emptyText).toBe('Няма записи.');
  });

  it('write each child with the group, each guardian with the relation, the staff with the role', () => {
    const [children, parents, staff] = peopleSheets(registers);
    expect(children!.rows).toEqual([
      ['Мария Петрова Иванова', '2152104567', '2021-12-10', 'I група „Пчелички“', '2026-09-15'],
    ]);
    expect(parents!.rows).toEqual([
      ['Мария Иванова', 'Елена Иванова', 'Майка', 'elena@example.bg', ''],
      ['Мария Иванова', '', 'Баща', '', ''],
    ]);
    expect(staff!.rows).toEqual([['Анна Петрова', 'Учител', 'Учител']]);
  });
});
