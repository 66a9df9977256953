import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { filterAndSort, type UserRow } from './users-list';

const row = (fullName: string, o: Partial<UserRow> = {}): UserRow => {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return {
    id: fullName,
    firstName,
    lastName,
    fullName,
    email: `${firstName.toLowerCase()}@x.bg`,
    phone: null,
    userType: Role.Teacher,
    isActive: true,
    isPendingActivation: false,
    status: o.isActive === false ? 'inactive' : 'active',
    ...o,
  };
};

describe('users list', () => {
  const rows = [
    row('Юлия Петрова'),
    row('Ангел Иванов', { userType: Role.Parent }),
    row('Щилиян Колев', { isActive: false }),
    row('Цветана Ешева'),
    row('Ана Стоева', { userType: Role.Administrator }),
  ];

  it('sorts by name with Bulgarian collation (Ц, Щ, Ю in alphabet order)', () => {
    expect(filterAndSort(rows, {}).map((r) => r.fullName)).toEqual([
      'Ана Стоева',
      'Ангел Иванов',
      'Цветана Ешева',
      'Щилиян Колев',
      'Юлия Петрова',
    ]);
  });

  it('filters by role, by activity and by any part of the name in any case', () => {
    expect(filterAndSort(rows, { userType: Role.Parent }).map((r) => r.fullName)).toEqual(['Ангел Иванов']);
    expect(filterAndSort(rows, { isActive: false }).map((r) => r.fullName)).toEqual(['Щилиян Колев']);
    expect(filterAndSort(rows, { name: 'ПЕТРОВ' }).map((r) => r.fullName)).toEqual(['Юлия Петрова']);
    expect(filterAndSort(rows, { name: 'ан' }).map((r) => r.fullName)).toEqual([
      'Ана Стоева',
      'Ангел Иванов',
      'Цветана Ешева',
    ]);
  });
});
