import { rosterOf } from '../../../domain/groups/roster';
import type { AspStay } from './asp';

/**
 * Who was in which group when, for the АСП file, from the groups' rosters (domain/groups/roster.ts: every
 * child who was, is or will be in a group, kept on the group item, so the groups' one Query answers it). An
 * entry written since issue #24 carries the child's whole placement history (`stays`); the freshest such list
 * wins (the entry of the group the child moved into last). An older entry has none: its stay is the enrolment
 * to the leave, kept within the group's school year so a group of last year does not claim this year's days.
 */

export interface RosterChild {
  childId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  leftOn: string | null;
  stays: AspStay[];
}

const lastStart = (stays: readonly AspStay[]) =>
  stays.reduce((m, s) => (s.fromDate > m ? s.fromDate : m), '');

export function rosterChildren(
  groups: readonly { id: string; periodId: string }[],
  schoolYears: readonly { id: string; fromDate: string; toDate: string }[],
): Map<string, RosterChild> {
  const years = new Map(schoolYears.map((y) => [y.id, y]));
  const children = new Map<string, RosterChild & { full: boolean }>();
  for (const group of groups)
    for (const entry of rosterOf(group as unknown as Record<string, unknown>)) {
      const history = (entry as { stays?: AspStay[] }).stays;
      const known = children.get(entry.id);
      const base = {
        childId: entry.id,
        firstName: entry.firstName,
        lastName: entry.lastName,
        birthDate: entry.birthDate,
        leftOn: entry.leftOn ?? null,
      };
      if (history && history.length > 0) {
        const stays = history.map((s) => ({ groupId: s.groupId, fromDate: s.fromDate, toDate: s.toDate }));
        if (!known?.full || lastStart(stays) > lastStart(known.stays))
          children.set(entry.id, { ...base, stays, full: true });
        continue;
      }
      if (known?.full) continue;
      const year = years.get(group.periodId);
      const from = [entry.enrolledOn ?? '0000-01-01', year?.fromDate ?? ''].sort().at(-1)!;
      const ends = [entry.leftOn, year?.toDate].filter((d): d is string => typeof d === 'string' && d !== '');
      const to = ends.length ? ends.sort()[0]! : null;
      const stay = { groupId: group.id, fromDate: from, toDate: to };
      if (to !== null && to < from) continue;
      children.set(entry.id, { ...base, stays: [...(known?.stays ?? []), stay], full: false });
    }
  return new Map([...children].map(([id, { full: _full, ...c }]) => [id, c]));
}
