import { randomUUID } from 'node:crypto';
import { ClassSubjectType } from '@gradina/shared';
import type { AgeGroup, EducationalArea } from '@gradina/shared/education/education';
import type { KindergartenSubject } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { groupFor } from '../../../domain/education/access';
import { educationKeys } from '../../../domain/education/keys';
import { programFor, programMissing } from '../../../domain/education/program-access';
import { type ProgramItem, programsOf } from '../../../domain/education/programs';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { byBulgarianName, getItem, transact } from '../../../platform/db';
import { staleWrite } from '../../../platform/db/versioned-update';
import { badRequest, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';

/**
 * The groups' programmes (issue #30): one item per group and term (the reads the `classes` controller
 * shares are in domain/education/program-access.ts). A save checks the subjects against the kindergarten's
 * list (1 GetItem) and writes with the version read.
 */

export async function saveClassProgram(
  session: TenantRouteSession,
  body: {
    id?: string | undefined;
    version?: number | undefined;
    classId: string;
    term: 1 | 2;
    name?: string | undefined;
    ageGroup: AgeGroup;
    subjects: { id: string; type: ClassSubjectType; area: EducationalArea; weekdays: number[] }[];
  },
) {
  const [group, siblings, list] = await Promise.all([
    groupFor(session, body.classId, 'write'),
    programsOf(session.kindergartenId, body.classId),
    getItem<{ subjects: KindergartenSubject[] }>(educationKeys.subjects(session.kindergartenId)),
  ]);
  const known = new Map((list?.subjects ?? []).map((s) => [s.id, s]));
  const errors = body.subjects.flatMap((s, i) =>
    known.has(s.id)
      ? []
      : [{ field: `subjects.${i}.id`, message: `Направление ${i + 1}: градината няма такова направление.` }],
  );
  const twice = body.subjects.findIndex((s, i) => body.subjects.findIndex((o) => o.id === s.id) !== i);
  if (twice >= 0)
    errors.push({ field: `subjects.${twice}.id`, message: `Направление ${twice + 1} е вписано два пъти.` });
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const current = body.id ? siblings.find((p) => p.id === body.id) : undefined;
  if (body.id && !current) throw notFound(programMissing);
  if (siblings.some((p) => p.term === body.term && p.id !== body.id))
    throw invalidField('term', 'Групата вече има програма за този срок.');
  if (current && body.version !== current.version) throw staleWrite();
  const id = current?.id ?? randomUUID();
  const item: ProgramItem = {
    id,
    kindergartenId: session.kindergartenId,
    classId: group.id,
    periodId: group.periodId,
    programNumber: current?.programNumber ?? body.term,
    name: body.name ?? `Програма на ${group.name}, ${body.term === 1 ? 'I' : 'II'} срок`,
    term: body.term,
    ageGroup: body.ageGroup,
    subjects: body.subjects.map((s) => ({
      id: s.id,
      name: known.get(s.id)!.name,
      type: s.type,
      area: s.area,
      weekdays: [...new Set(s.weekdays)].sort(),
    })),
    version: (current?.version ?? 0) + 1,
  };
  await transact(
    [
      {
        put: { ...educationKeys.program(session.kindergartenId, id), type: 'ClassProgram', ...item },
        condition: current ? { equals: { version: current.version } } : { absent: true },
      },
    ],
    () => staleWrite(),
  );
  return saved(id);
}

export async function programNames(session: TenantRouteSession, classId: string) {
  const [, programs] = await Promise.all([
    groupFor(session, classId, 'read'),
    programsOf(session.kindergartenId, classId),
  ]);
  return programs.sort((a, b) => a.term - b.term).map((p) => ({ id: p.id, name: p.name, term: p.term }));
}

export async function subjectsToCopy(session: TenantRouteSession, id: string) {
  return (await programFor(session, id, 'read')).program.subjects;
}

/** The other groups' programmes of the same school year (names), to copy subjects from. */
export async function programOptions(session: TenantRouteSession, classId: string) {
  const [group, programs, groups] = await Promise.all([
    groupFor(session, classId, 'read'),
    programsOf(session.kindergartenId),
    groupsOfKindergarten(session.kindergartenId),
  ]);
  const names = new Map(groups.filter((g) => g.periodId === group.periodId).map((g) => [g.id, g.name]));
  return programs
    .filter((p) => p.classId !== classId && names.has(p.classId))
    .map((p) => ({ id: p.id, name: `${names.get(p.classId)} – ${p.name}` }))
    .sort(byBulgarianName);
}

export const subjectTypeKey: Record<
  ClassSubjectType,
  'mandatory' | 'optional' | 'facultative' | 'specialized'
> = {
  [ClassSubjectType.Mandatory]: 'mandatory',
  [ClassSubjectType.Optional]: 'optional',
  [ClassSubjectType.Facultative]: 'facultative',
  [ClassSubjectType.Specialized]: 'specialized',
};
