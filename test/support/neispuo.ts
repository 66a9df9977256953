import { expect } from 'vitest';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { api } from './api';
import { type GivenKindergarten, given } from './given';

/**
 * A kindergarten of a НЕИСПУО test (issue #31): its own, with a group, the group's teacher and two
 * children, and its institution in the local cloud's simulator (the 2026 school year, the group's class).
 * With `connectAs`, the director connects it with the first child's person id and creates the class book.
 */
export async function neispuoKindergarten(
  name: string,
  institution: { institutionId: number; classId: number; basicClassId?: number; personIds?: number[] },
  connectAs?: { personId: number },
): Promise<{ kg: GivenKindergarten; classBookId: number | null }> {
  const kg = await given.kindergarten({ name }).group().teacher({ ofLastGroup: true }).child().child();
  const { institutionId, classId } = institution;
  await localNeispuoSimulatorKit().addInstitution({
    institutionId,
    schoolYear: 2026,
    classes: [{ classId, className: kg.group.name, basicClassId: institution.basicClassId ?? -4 }],
    persons: (institution.personIds ?? []).map((personId) => ({ personId, identifier: '2145121233' })),
  });
  if (!connectAs) return { kg, classBookId: null };
  const connected = await api(kg.director, 'neispuo.connect', {
    body: {
      institutionId,
      schoolYear: 2026,
      classes: [{ groupId: kg.group.id, classId }],
      persons: [{ childId: kg.children[0]!.id, personId: connectAs.personId }],
    },
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  const books = await api(kg.director, 'neispuo.createClassBooks', { body: {} });
  return { kg, classBookId: books.body.classes.find((c) => c.groupId === kg.group.id)!.classBookId };
}
