import type { ClassProgram, ClassProgramRow } from '@gradina/shared/manifest/routes/planning/class-programs';
import { classProgramPageSize } from '@gradina/shared/manifest/routes/planning/class-programs';
import { getItem, pageOf, transact } from '../../platform/db';
import { notFound } from '../../platform/http/errors';
import { isKindergartenManager } from '../../platform/http/object-access';
import { saved } from '../../platform/http/replies';
import type { TenantRouteSession } from '../../platform/http/route-session';
import { groupsOfKindergarten } from '../groups/group-reads';
import { groupFor } from './access';
import { educationKeys } from './keys';
import { type ProgramItem, programsOf, subjectsOfPrograms } from './programs';

/**
 * The groups' programmes as both controllers read them (issue #30): the planning area's `ClassPrograms`
 * and the kindergartens area's `classes/programs`. Lists: the kindergarten's programmes (1 Query) and
 * groups (1 Query) for their names and teachers; one programme: 1 GetItem and its group.
 */

export const programMissing = 'Програмата не е намерена.';

export const readProgram = (kindergartenId: string, id: string) =>
  getItem<ProgramItem>(educationKeys.program(kindergartenId, id), { consistent: true });

/** A programme the caller may read or change (its group's teachers and the managers). */
export async function programFor(session: TenantRouteSession, id: string, mode: 'read' | 'write') {
  const program = await readProgram(session.kindergartenId, id);
  if (!program) throw notFound(programMissing);
  const group = await groupFor(session, program.classId, mode);
  return { program, group };
}

export const withName = (p: ProgramItem, className: string): ClassProgram => {
  const { kindergartenId: _kg, ...rest } = p;
  return { ...rest, className };
};

/** The programmes of the session's school year the caller may see, by group name and term (paged by 15). */
export async function programPage(
  session: TenantRouteSession,
  q: {
    classId?: string | undefined;
    term?: number | undefined;
    PageNumber?: number | undefined;
    PageSize?: number | undefined;
  },
) {
  const [programs, groups] = await Promise.all([
    programsOf(session.kindergartenId, q.classId),
    groupsOfKindergarten(session.kindergartenId),
  ]);
  const visible = new Map(
    groups
      .filter((g) => isKindergartenManager(session) || g.teacherIds?.includes(session.userId))
      .filter((g) => !session.periodId || g.periodId === session.periodId)
      .map((g) => [g.id, g.name]),
  );
  const collator = new Intl.Collator('bg');
  const rows: ClassProgramRow[] = programs
    .filter((p) => visible.has(p.classId) && (!q.term || p.term === q.term))
    .map((p) => {
      const { subjects, ...rest } = withName(p, visible.get(p.classId)!);
      return { ...rest, subjectsCount: subjects.length };
    })
    .sort((a, b) => collator.compare(a.className, b.className) || a.term - b.term);
  return pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? classProgramPageSize);
}

export async function classProgram(session: TenantRouteSession, id: string) {
  const { program, group } = await programFor(session, id, 'read');
  return withName(program, group.name);
}

export async function deleteClassProgram(session: TenantRouteSession, id: string) {
  const { program } = await programFor(session, id, 'write');
  await transact(
    [{ delete: educationKeys.program(session.kindergartenId, program.id), condition: { exists: true } }],
    () => notFound(programMissing),
  );
  return saved(id);
}

/** The group's subjects over its programmes, each once. */
export async function groupSubjects(session: TenantRouteSession, classId: string) {
  const [, programs] = await Promise.all([
    groupFor(session, classId, 'read'),
    programsOf(session.kindergartenId, classId),
  ]);
  return subjectsOfPrograms(programs);
}
