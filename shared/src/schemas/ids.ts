import type { z } from 'zod';
import { id } from './fields';

/**
 * Ids that name an object of the caller's kindergarten (issue #24, point 12). The schema carries the kind of
 * object in its metadata (`x-references`, an OpenAPI extension, so docs/openapi.json shows it too); the
 * request pipeline (functions/src/platform/http/references.ts) walks the parsed body for such ids, reads
 * them with one BatchGet under the session's kindergarten's keys and answers 400 naming the field for an id
 * that is not there. National objects (providers, activity types, settlements) are plain `id`s.
 */
export const referenceKinds = [
  'child',
  'group',
  'staff',
  'member',
  'subject',
  'activity',
  'schoolYear',
] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

/** The metadata key the pipeline reads. */
export const referenceMeta = 'x-references';

/** What the 400 says after the field's title: "няма такова дете в детската градина." */
export const referenceMissing: Record<ReferenceKind, string> = {
  child: 'няма такова дете в детската градина.',
  group: 'няма такава група в детската градина.',
  staff: 'няма такъв служител в детската градина.',
  member: 'няма такъв потребител в детската градина.',
  subject: 'няма такова образователно направление в детската градина.',
  activity: 'няма такава дейност в детската градина.',
  schoolYear: 'няма такава учебна година в детската градина.',
};

const reference = (kind: ReferenceKind, title: string) => id(title).meta({ [referenceMeta]: kind });

/** A child of the kindergarten (its record, any status: a discharged child's past stays addressable). */
export const childId = (title = 'Дете') => reference('child', title);
/** A group of the kindergarten, of any school year. */
export const groupId = (title = 'Група') => reference('group', title);
/** A staff member of the kindergarten (its staff record: teachers, nurses, cashiers...). */
export const staffId = (title = 'Служител') => reference('staff', title);
/** A user with an active membership in the kindergarten (any role: parents and staff alike). */
export const memberId = (title = 'Потребител') => reference('member', title);
/** An educational area (направление) of the kindergarten's subject list. */
export const subjectId = (title = 'Направление') => reference('subject', title);
/** An activity (extra-curricular) the kindergarten offers. */
export const activityId = (title = 'Дейност') => reference('activity', title);
/** A school year of the kindergarten. */
export const schoolYearId = (title = 'Учебна година') => reference('schoolYear', title);

/** A list of references of one kind, each item named `itemTitle`. */
export const referenceIds = <S extends z.ZodType>(item: S, title: string, max: number, min = 0) =>
  item.array().min(min).max(max).meta({ title });

/** The kind an id schema references, if it is one of the builders above. */
export function referenceOf(schema: z.ZodType): ReferenceKind | undefined {
  const kind = schema.meta()?.[referenceMeta];
  return typeof kind === 'string' && (referenceKinds as readonly string[]).includes(kind)
    ? (kind as ReferenceKind)
    : undefined;
}
