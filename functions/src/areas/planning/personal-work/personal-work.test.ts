import { describe, expect, it } from 'vitest';
import { personalWorkRows } from './personal-work';

describe('personal educational work', () => {
  it('numbers each group’s current children by name and joins their support', () => {
    const rows = personalWorkRows(
      [
        {
          id: 'g1',
          name: 'Звездички',
          roster: [
            { id: 'b', firstName: 'Борис', lastName: 'Иванов' },
            { id: 'a', firstName: 'Ана', lastName: 'Петрова' },
            { id: 'c', firstName: 'Вера', lastName: 'Колева', leftOn: '2026-10-01' },
          ],
        },
      ],
      new Map([['b', { childId: 'b', isSop: true, support: 'Логопед два пъти седмично', version: 2 }]]),
      '2026-11-21',
    );
    expect(rows.map((r) => [r.position, r.childName, r.isSop, r.version])).toEqual([
      [1, 'Ана Петрова', false, 0],
      [2, 'Борис Иванов', true, 2],
    ]);
  });
});
