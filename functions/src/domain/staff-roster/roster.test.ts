import { describe, expect, it } from 'vitest';
import { staffRosterKey, staffRosterOf, staffRosterRemoval, staffRosterWrite } from './roster';

/** A roster item as the writes leave it: the SETs applied, the REMOVEs taken out. */
function apply(item: Record<string, unknown>, op: ReturnType<typeof staffRosterWrite>) {
  const next = { ...item, ...op.changes.set };
  for (const name of op.changes.remove ?? []) delete next[name];
  return next;
}

describe('the staff roster', () => {
  it('keeps the record’s dates when identity writes only names and a position', () => {
    let item: Record<string, unknown> = { ...staffRosterKey('kg') };
    item = apply(
      item,
      staffRosterWrite('kg', 's1', {
        names: { firstName: 'Елена', lastName: 'Петрова' },
        position: 'Учител',
        dates: { hiredOn: '2026-09-01' },
      }),
    );
    item = apply(item, staffRosterWrite('kg', 's1', { names: { firstName: 'Ели', lastName: 'Петрова' } }));
    expect(staffRosterOf(item)).toEqual([
      {
        userId: 's1',
        firstName: 'Ели',
        lastName: 'Петрова',
        position: 'Учител',
        hiredOn: '2026-09-01',
        leftOn: null,
      },
    ]);
  });

  it('drops a removed member and reads a missing item as no staff', () => {
    const item = apply(
      { ...staffRosterKey('kg') },
      staffRosterWrite('kg', 's1', { names: { firstName: 'Елена', lastName: 'Петрова' } }),
    );
    expect(staffRosterOf(apply(item, staffRosterRemoval('kg', 's1')))).toEqual([]);
    expect(staffRosterOf(undefined)).toEqual([]);
    expect(staffRosterKey('kg')).toEqual({ PK: 'KG#kg#STAFF', SK: 'ROSTER' });
  });
});
