import { randomUUID } from 'node:crypto';
import type { ClassSubjectType, FieldError } from '@gradina/shared';
import type { KindergartenSubject } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { staleWrite, versionOf } from '../../../platform/db';
import { refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { createSubjects, readSubjects, replaceSubjects } from './items';

export interface SubjectInput {
  id?: string;
  name: string;
  type: ClassSubjectType;
}

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });
const byTypeAndName = (a: KindergartenSubject, b: KindergartenSubject) =>
  a.type - b.type || collator.compare(a.name, b.name);

/** A name appears once in the list (letter case and spacing aside); the error names the row's field. */
export function checkSubjects(subjects: readonly SubjectInput[]): FieldError[] {
  const seen = new Map<string, number>();
  const errors: FieldError[] = [];
  subjects.forEach((s, i) => {
    const key = s.name.trim().toLocaleLowerCase('bg').replace(/\s+/g, ' ');
    if (seen.has(key))
      errors.push({
        field: `subjects.${i}.name`,
        message: `Полето "Наименование": направлението „${s.name.trim()}“ вече е в списъка.`,
      });
    else seen.set(key, i);
  });
  return errors;
}

/** `GET /api/Kindergartens/subjects`: the list by type, then name (one GetItem). */
export const listSubjects = async (session: TenantRouteSession) =>
  [...((await readSubjects(session.kindergartenId))?.subjects ?? [])].sort(byTypeAndName);

/** `GET /api/Kindergartens/edit/subjects`: the list with its version (0 before the first save). */
export async function editSubjects(session: TenantRouteSession) {
  const item = await readSubjects(session.kindergartenId);
  return { subjects: [...(item?.subjects ?? [])].sort(byTypeAndName), version: versionOf(item) };
}

/**
 * `POST /api/Kindergartens/update/subjects`: the whole list, saved only while it has the version read.
 * A subject keeps its id across edits (later features file plans under it); a new one gets an id.
 */
export async function updateSubjects(
  session: TenantRouteSession,
  body: { subjects: SubjectInput[]; version: number },
) {
  const errors = checkSubjects(body.subjects);
  refuseInvalid(errors);
  const subjects = body.subjects.map((s) => ({
    id: s.id ?? randomUUID(),
    name: s.name.trim(),
    type: s.type,
  }));
  const item = { subjects, version: body.version + 1, modifiedBy: session.userId };
  if (body.version === 0) {
    if (!(await createSubjects(session.kindergartenId, item))) throw staleWrite();
  } else await replaceSubjects(session.kindergartenId, item, body.version);
  return saved(null);
}
