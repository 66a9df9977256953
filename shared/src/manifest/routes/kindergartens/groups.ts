import { z } from 'zod';
import { GroupAgeKinds } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, id, kindergartenGuard, nullable, optionalText, text } from '../../../schemas/fields';
import { referenceIds, schoolYearId, staffId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Groups (the spec's "classes") of a kindergarten's school years: the spec's lists and delete, and what it
 * lacks for its create and edit screens (one group, save, copy of last year's groups, teacher options;
 * docs/areas/groups.md). The country's other kindergartens (for relocations) are here too: the spec files
 * them under "Classes and kindergartens".
 */

const groupTitle = 'Група';
/** The most teachers one group may have (two shifts and a helper, with room to spare). */
export const groupMaxTeachers = 6;
/** The most nurses and assistant teachers (помощник-възпитатели) one group may have. */
export const groupMaxCareStaff = 6;
/**
 * The staff positions (staff/records.ts `occupations`) a group's care staff may hold: assistant teacher
 * (помощник-възпитател, 12) and nurse (медицинска сестра, 13). A nursery's ratio counts them with the
 * teachers (domain/occupancy).
 */
export const careStaffOccupationIds: readonly number[] = [12, 13];
export const groupMaxCapacity = 60;

/** The age kinds from the youngest up, with the names the screens and `GET /api/classes/age-groups` give. */
export const groupAgeKindOrder: readonly GroupAgeKinds[] = [
  GroupAgeKinds.Nursery,
  GroupAgeKinds.FirstGroup,
  GroupAgeKinds.Kindergarten,
  GroupAgeKinds.PGGroups,
];
export const groupAgeKindNames: Record<GroupAgeKinds, string> = {
  [GroupAgeKinds.Nursery]: 'Яслена група',
  [GroupAgeKinds.FirstGroup]: 'Първа група',
  [GroupAgeKinds.Kindergarten]: 'Втора група',
  [GroupAgeKinds.PGGroups]: 'Подготвителна група',
};

export const groupTeacher = z.object({ id: z.string(), name: z.string() });

/** A group as the management screens show and edit it. */
export const group = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  periodId: z.string(),
  name: z.string(),
  ageKind: z.enum(GroupAgeKinds),
  isForSubstitution: z.boolean(),
  capacity: z.number().int(),
  /** Children in the group now (kept by the children area's enrolments and moves). */
  childrenCount: z.number().int(),
  teacherIds: z.array(z.string()),
  teachers: z.array(groupTeacher),
  /** The group's nurses and assistant teachers (issue #24): a nursery's ratio counts them. */
  staffIds: z.array(z.string()),
  careStaff: z.array(groupTeacher),
  /** The group's code in НЕИСПУО; null until the kindergarten enters it. */
  neispuoCode: z.string().nullable(),
  /** The day the group closed; null while it is open. */
  closedOn: z.string().nullable(),
  closed: z.boolean(),
  version: z.number().int(),
});
export type Group = z.infer<typeof group>;

/** The spec's class item (pickers): sorted by isForSubstitution, then name. */
export const classSummary = z.object({
  id: z.string(),
  name: z.string(),
  isForSubstitution: z.boolean(),
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  /** The group's age kind (spec GroupAgeKinds). */
  classType: z.enum(GroupAgeKinds),
});
export type ClassSummary = z.infer<typeof classSummary>;

const yearQuery = z.object({ kindergartenId: kindergartenGuard(), periodId: id('Учебна година').optional() });

export const kindergartenGroupRoutes = defineRoutes('kindergartens', {
  groupList: {
    method: 'GET',
    path: '/api/Classes',
    permission: needs('Classes', 'read'),
    request: { query: yearQuery },
    reply: { kind: 'json', schema: z.array(classSummary) },
    summary: 'Отворените групи на учебна година (по подразбиране: тази на сесията), първо редовните, по име',
  },
  groupsByKindergarten: {
    method: 'GET',
    path: '/api/Classes/by-kindergarten',
    permission: needs('Classes', 'read'),
    request: { query: yearQuery },
    reply: {
      kind: 'json',
      schema: z.array(
        z.object({
          kindergartenId: z.string(),
          kindergartenName: z.string(),
          classes: z.array(classSummary),
        }),
      ),
    },
    summary: 'Отворените групи на учебна година под името на детската градина на сесията',
  },
  groupOverview: {
    method: 'GET',
    path: '/api/Classes/overview-models',
    permission: needs('Classes', 'read'),
    request: {
      query: yearQuery.extend({
        includeClosed: z
          .enum(['true', 'false'])
          .transform((v) => v === 'true')
          .optional()
          .meta({ title: 'И закритите' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(group), paged: true },
    summary:
      'Групите на учебна година с учителите, броя деца и капацитета, кода в НЕИСПУО (управление на групите; две заявки)',
  },
  groupsGrouped: {
    method: 'GET',
    path: '/api/Classes/grouped',
    permission: needs('Classes', 'read'),
    request: { query: yearQuery },
    reply: {
      kind: 'json',
      schema: z.array(
        z.object({
          kindergartenName: z.string(),
          classType: z.enum(GroupAgeKinds),
          classes: z.array(classSummary),
        }),
      ),
    },
    summary: 'Отворените групи на учебна година по възрастови групи (от яслената към подготвителните)',
  },
  groupsByMealType: {
    method: 'GET',
    path: '/api/Classes/classes-by-meal-calculation-group-type',
    permission: needs('Classes', 'read'),
    request: { query: yearQuery },
    reply: {
      kind: 'json',
      schema: z.array(
        z.object({ type: z.number().int(), typeName: z.string(), classes: z.array(classSummary) }),
      ),
    },
    summary:
      'Отворените групи по вид за изчисляване на храната: 1 ясла (деца до 3 г.), 2 детска градина (3 до 7 г.)',
  },
  ageGroups: {
    method: 'GET',
    path: '/api/classes/age-groups',
    permission: needs('Classes', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.enum(GroupAgeKinds), name: z.string() })) },
    summary: 'Възрастовите групи (GroupAgeKinds) с имената им, от яслената към подготвителните',
  },
  groupTeacherOptions: {
    method: 'GET',
    path: '/api/Classes/teacher-options',
    permission: needs('Classes', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(groupTeacher) },
    summary:
      'Педагогическите служители на детската градина, от които формата избира учители на група (добавено от продукта)',
  },
  groupCareStaffOptions: {
    method: 'GET',
    path: '/api/Classes/care-staff-options',
    permission: needs('Classes', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(groupTeacher) },
    summary:
      'Помощник-възпитателите и медицинските сестри на детската градина, от които формата избира персонала на група (добавено от продукта)',
  },
  group: {
    method: 'GET',
    path: '/api/Classes/{id}',
    permission: needs('Classes', 'read'),
    request: { path: z.object({ id: id(groupTitle) }) },
    reply: { kind: 'json', schema: group },
    summary: 'Една група с версията за редакция (добавено от продукта: спецификацията няма четене на група)',
  },
  saveGroup: {
    method: 'POST',
    path: '/api/Classes',
    permission: needs('Classes', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(groupTitle).optional(),
          kindergartenId: kindergartenGuard(),
          periodId: schoolYearId(),
          name: text('Име', 100),
          ageKind: choice(GroupAgeKinds, 'Възрастова група'),
          teacherIds: referenceIds(staffId('Учител'), 'Учители', groupMaxTeachers).default([]),
          staffIds: referenceIds(
            staffId('Помощник-възпитател или медицинска сестра'),
            'Помощник-възпитатели и медицински сестри',
            groupMaxCareStaff,
          ).default([]),
          capacity: z.number().int().min(1).max(groupMaxCapacity).meta({ title: 'Капацитет' }),
          neispuoCode: optionalText('Код в НЕИСПУО', 20),
          isForSubstitution: z.boolean().default(false).meta({ title: 'За заместване' }),
          closedOn: nullable(dateField('Закрита от'), 'Закрита от'),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира група: име, възрастова група, учители (педагогически служители на градината), помощник-възпитатели и медицински сестри, капацитет, код в НЕИСПУО, закриване (остаряла версия: 409; закриване с деца: 409)',
  },
  copyGroups: {
    method: 'POST',
    path: '/api/Classes/copy-from-previous-year',
    permission: needs('Classes', 'create'),
    object: kindergartenObject,
    request: { body: z.object({ kindergartenId: kindergartenGuard(), periodId: schoolYearId() }) },
    reply: {
      kind: 'json',
      schema: saveReply.extend({ copiedCount: z.number().int(), skippedCount: z.number().int() }),
    },
    summary:
      'Копира отворените групи на предходната учебна година в тази: имена, възрастова група с една нагоре, учители, капацитет; повторното копиране не създава втори път същите групи',
  },
  deleteGroup: {
    method: 'DELETE',
    path: '/api/classes/{id}',
    permission: needs('Classes', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(groupTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива група; група с деца не се изтрива (409)',
  },
  externalKindergartens: {
    method: 'GET',
    path: '/api/Kindergartens/external-kindergartens',
    permission: needs('Kindergartens', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        Name: z.string().trim().max(200).optional().meta({ title: 'Име' }),
      }),
    },
    reply: {
      kind: 'json',
      schema: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })),
    },
    summary:
      'Другите детски градини в страната по част от името или населеното място (до 50; за преместване на дете)',
  },
});
