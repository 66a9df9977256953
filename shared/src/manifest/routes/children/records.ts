import { z } from 'zod';
import { IdentifierType } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Children records (issue #13): a child of the session's kindergarten, its placements in groups kept as
 * history (enrolment, moves, the leave), and the lists other screens pick children from. The spec has the
 * reads only; the writes (`POST /api/Students`, `/{id}/placements`, `/{id}/discharge`, `DELETE /{id}`) are ours.
 */

/** Where a child stands (ours, the spec has none): in a group, discharged, or relocated to another kindergarten. */
export const ChildStatus = { Enrolled: 1, Discharged: 2, Relocated: 3 } as const;
export type ChildStatus = (typeof ChildStatus)[keyof typeof ChildStatus];

/** The diet the kitchen cooks for (ours): the usual menu or one of the common special ones. */
export const ChildDiet = { Usual: 1, Vegetarian: 2, GlutenFree: 3, LactoseFree: 4, Other: 5 } as const;
export type ChildDiet = (typeof ChildDiet)[keyof typeof ChildDiet];

/** The 14 allergens food labels must name (EU Regulation 1169/2011, Annex II), for the kitchen's menus. */
export const Allergen = {
  Gluten: 1,
  Crustaceans: 2,
  Eggs: 3,
  Fish: 4,
  Peanuts: 5,
  Soy: 6,
  Milk: 7,
  Nuts: 8,
  Celery: 9,
  Mustard: 10,
  Sesame: 11,
  Sulphites: 12,
  Lupin: 13,
  Molluscs: 14,
} as const;
export type Allergen = (typeof Allergen)[keyof typeof Allergen];

/** How a placement began: the enrolment, or a move from another group. */
export const PlacementKind = { Enrolment: 1, Move: 2 } as const;

const childTitle = 'Дете';

/** The settlement and street of a child's address; the settlement is an ЕКАТТЕ code of the lookups. */
export const childAddress = z.object({
  cityId: text('Населено място', 10),
  cityName: optionalText('Име на населеното място', 100),
  street: optionalText('Адрес', 200),
});

export const childAllergy = z.object({
  allergen: choice(Allergen, 'Алерген'),
  note: optionalText('Бележка за алергията', 200),
});

const childFields = {
  firstName: text('Име', 60),
  middleName: optionalText('Презиме', 60),
  lastName: text('Фамилия', 60),
  identifierType: choice(IdentifierType, 'Вид идентификатор'),
  identifier: text('ЕГН/ЛНЧ/ИДН', 20),
  /** Derived from an ЕГН when left out; refused when it contradicts the ЕГН. */
  birthDate: dateField('Дата на раждане').optional(),
  gender: choice({ Male: 1, Female: 2 }, 'Пол').optional(),
  /** The settlement the child was born in, as the certificates print it (issue #26): „гр. Пловдив“. */
  birthPlace: optionalText('Място на раждане', 100),
  address: childAddress,
  healthNotes: optionalText('Здравни бележки', 2000),
  allergies: z.array(childAllergy).max(14).meta({ title: 'Алергии' }).default([]),
  diet: choice(ChildDiet, 'Хранителен режим').default(ChildDiet.Usual),
  dietNotes: optionalText('Бележки за храненето', 500),
};

/** The child's record as the page edits it (with the full identifier: only staff who may read it get it). */
export const childRecord = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  identifierType: z.enum(IdentifierType),
  identifier: z.string(),
  birthDate: z.string(),
  gender: z.number().int(),
  /** Empty when not recorded (records made before the field). */
  birthPlace: z.string().optional(),
  address: z.object({ cityId: z.string(), cityName: z.string(), street: z.string() }),
  healthNotes: z.string(),
  allergies: z.array(z.object({ allergen: z.enum(Allergen), note: z.string() })),
  diet: z.enum(ChildDiet),
  dietNotes: z.string(),
  status: z.enum(ChildStatus),
  groupId: z.string(),
  groupName: z.string(),
  periodId: z.string(),
  enrolledOn: z.string(),
  leftOn: z.string().nullable(),
  leaveNote: z.string(),
  /** A leave dated later: the status the child takes after `leftOn` (until then `status` stays enrolled). */
  leaveStatus: z.enum(ChildStatus).nullable(),
  version: z.number().int(),
});
export type ChildRecord = z.infer<typeof childRecord>;

/** One stay in a group: from its first day to its last (null: still there). */
export const placement = z.object({
  kind: z.number().int(),
  groupId: z.string(),
  groupName: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
});
export type Placement = z.infer<typeof placement>;

export const childPage = z.object({ record: childRecord, placements: z.array(placement) });
export type ChildPage = z.infer<typeof childPage>;

/** A child in a list: the identifier masked, the age in whole years on the day of the request. */
export const childRow = z.object({
  id: z.string(),
  name: z.string(),
  identifierType: z.enum(IdentifierType),
  maskedIdentifier: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  gender: z.number().int(),
  groupId: z.string(),
  groupName: z.string(),
  status: z.enum(ChildStatus),
  allergies: z.array(z.enum(Allergen)),
  diet: z.enum(ChildDiet),
});
export type ChildRow = z.infer<typeof childRow>;

/** A child in a picker: the name and the current group (teachers see their groups' children only). */
export const childOption = z.object({ id: z.string(), name: z.string(), groupId: z.string() });
export type ChildOption = z.infer<typeof childOption>;

export const childGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  children: z.array(childOption),
});

/** A guest: a child of another group of the same kindergarten spending a day in the caller's group. */
export const guestChild = z.object({
  id: z.string(),
  name: z.string(),
  maskedIdentifier: z.string(),
  groupId: z.string(),
  groupName: z.string(),
});

export const childFilters = {
  kindergartenId: kindergartenGuard(),
  groupId: id('Група').optional(),
  name: optionalText('Име', 100),
  status: z.coerce.number().pipe(choice(ChildStatus, 'Статус')).optional(),
};

const withVersion = { version: versionField() };

export const childrenRecordRoutes = defineRoutes('children', {
  children: {
    method: 'GET',
    path: '/api/Students',
    permission: needs('Dashboards', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        groupId: id('Група').optional(),
        ParentId: id('Родител').optional(),
      }),
    },
    reply: { kind: 'json', schema: z.array(childRow) },
    summary:
      'Децата, записани сега (на група или на родител: ParentId е самият родител, или за персонала с право Students); табло и списъци',
  },
  childDropdown: {
    method: 'GET',
    path: '/api/Students/dropdown',
    permission: needs('Students', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), groupId: id('Група').optional() }) },
    reply: { kind: 'json', schema: z.array(childOption) },
    summary: 'Децата на детската градина (или на група) за падащ списък, по име',
  },
  childrenOverview: {
    method: 'GET',
    path: '/api/Students/overview-models',
    permission: needs('Students', 'read'),
    request: { query: z.object({ ...childFilters, ...pageQuery }) },
    reply: { kind: 'json', schema: paged(childRow), paged: true },
    summary: 'Децата с филтри по група, име и статус, по име (ЕГН маскирано)',
  },
  exportChildren: {
    method: 'GET',
    path: '/api/Students/overview-models/export',
    permission: needs('Students', 'read'),
    request: { query: z.object(childFilters) },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Децата като Excel (.xlsx) с български заглавия и подредба, събрани в ширината на страницата',
  },
  childrenGrouped: {
    method: 'GET',
    path: '/api/Students/grouped',
    permission: needs('Students', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(childGroup) },
    summary: 'Записаните деца по групи (групите на учебната година на сесията)',
  },
  guestChild: {
    method: 'GET',
    path: '/api/students/guest-student/{identificationNumber}',
    permission: needs('Students', 'read'),
    request: { path: z.object({ identificationNumber: text('ЕГН/ЛНЧ/ИДН', 20) }) },
    reply: { kind: 'json', schema: guestChild },
    summary: 'Дете гост: записано в друга група на същата детска градина, намерено по ЕГН/ЛНЧ/ИДН',
  },
  child: {
    method: 'GET',
    path: '/api/Students/{id}',
    permission: needs('Students', 'read'),
    request: { path: z.object({ id: id(childTitle) }) },
    reply: { kind: 'json', schema: childPage },
    summary: 'Записът на едно дете с историята на групите му (добавен от нас)',
  },
  saveChild: {
    method: 'POST',
    path: '/api/Students',
    permission: needs('Students', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(childTitle).optional(),
          kindergartenId: kindergartenGuard(),
          ...childFields,
          /** A new child's first group and day in it; an edit keeps the placements (moves go through /placements). */
          groupId: groupId().optional(),
          enrolledOn: dateField('Дата на записване').optional(),
          /** The director's reason to enrol into a full group (a 409 with the numbers asks for it). */
          overCapacityReason: optionalText('Причина за записване над капацитета', 500),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва ново дете в група (без id) или редактира записа му (с id и версия) (добавен от нас)',
  },
  moveChild: {
    method: 'POST',
    path: '/api/Students/{id}/placements',
    permission: needs('Students', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id(childTitle) }),
      body: z.object({
        kindergartenId: kindergartenGuard(),
        groupId: groupId(),
        fromDate: dateField('От дата'),
        /** The director's reason to move into a full group (a 409 with the numbers asks for it). */
        overCapacityReason: optionalText('Причина за записване над капацитета', 500),
        ...withVersion,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Премества детето в друга група от дата (или записва отново отписано дете); преместването влиза в сила на датата си; пълна група: 409 с броя места, освен ако директорът посочи причина (добавен от нас)',
  },
  dischargeChild: {
    method: 'POST',
    path: '/api/Students/{id}/discharge',
    permission: needs('Students', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id(childTitle) }),
      body: z.object({
        kindergartenId: kindergartenGuard(),
        status: choice({ Discharged: ChildStatus.Discharged, Relocated: ChildStatus.Relocated }, 'Причина'),
        leftOn: dateField('Дата на напускане'),
        note: optionalText('Бележка', 500),
        ...withVersion,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отписва детето или го отбелязва като преместено в друга градина от дата (добавен от нас)',
  },
  deleteChild: {
    method: 'DELETE',
    path: '/api/Students/{id}',
    permission: needs('Students', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(childTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива дете, въведено по грешка, докато нищо друго не е свързано с него (добавен от нас)',
  },
});
