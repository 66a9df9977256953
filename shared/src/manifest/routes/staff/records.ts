import { z } from 'zod';
import { IdentifierType, Role, WorkingTime } from '../../../enums';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import {
  choice,
  email,
  fileReplyKind,
  id,
  kindergartenGuard,
  optionalText,
  phone,
  text,
} from '../../../schemas/fields';
import { groupId, referenceIds } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Staff records (issue #15): the kindergarten's pedagogical and non-pedagogical staff with position, working
 * time, groups, qualification and the director flag; a record links to the person's account when they have
 * one (docs/areas/staff-records.md). The spec lists the calls only; their shapes are ours.
 */

/** Pedagogical or not: the spec's "by-kind" and the list's first filter. */
export const StaffKind = { Pedagogical: 1, NonPedagogical: 2 } as const;
export type StaffKind = (typeof StaffKind)[keyof typeof StaffKind];

/**
 * The positions of a Bulgarian kindergarten (Наредба № 4 от 2017 г. за нормиране и заплащане на труда and
 * the usual staff schedules), ours since the spec names none: whether the position is pedagogical, and the
 * platform role an invitation gives (none: the position has no screens of its own, the e-mail is contact data).
 */
export const occupations = [
  { id: 1, name: 'Директор', pedagogical: true, role: Role.Director },
  { id: 2, name: 'Заместник-директор по учебната дейност', pedagogical: true, role: Role.Teacher },
  { id: 3, name: 'Главен учител', pedagogical: true, role: Role.Teacher },
  { id: 4, name: 'Старши учител', pedagogical: true, role: Role.Teacher },
  { id: 5, name: 'Учител', pedagogical: true, role: Role.Teacher },
  { id: 6, name: 'Учител по музика', pedagogical: true, role: Role.Teacher },
  { id: 7, name: 'Ресурсен учител', pedagogical: true, role: Role.ResourceSpecialist },
  { id: 8, name: 'Логопед', pedagogical: true, role: Role.ResourceSpecialist },
  { id: 9, name: 'Психолог', pedagogical: true, role: Role.ResourceSpecialist },
  { id: 10, name: 'Педагогически съветник', pedagogical: true, role: Role.Teacher },
  {
    id: 11,
    name: 'Заместник-директор по административно-стопанската дейност',
    pedagogical: false,
    role: Role.Administrator,
  },
  { id: 12, name: 'Помощник-възпитател', pedagogical: false, role: null },
  { id: 13, name: 'Медицинска сестра', pedagogical: false, role: null },
  { id: 14, name: 'Готвач', pedagogical: false, role: null },
  { id: 15, name: 'Помощник-готвач', pedagogical: false, role: null },
  { id: 16, name: 'Домакин', pedagogical: false, role: Role.Manciple },
  { id: 17, name: 'Счетоводител', pedagogical: false, role: Role.Administrator },
  { id: 18, name: 'Технически сътрудник', pedagogical: false, role: Role.Administrator },
  { id: 19, name: 'Касиер', pedagogical: false, role: null },
  { id: 20, name: 'Работник поддръжка', pedagogical: false, role: null },
  { id: 21, name: 'Чистач', pedagogical: false, role: null },
  { id: 22, name: 'Перач', pedagogical: false, role: null },
] as const satisfies readonly { id: number; name: string; pedagogical: boolean; role: Role | null }[];
export type Occupation = (typeof occupations)[number];

export const occupationIds = Object.fromEntries(occupations.map((o) => [`o${o.id}`, o.id])) as Record<
  string,
  number
>;

/** Where the record stands with an account: none, an invitation sent to its e-mail, or a member's account. */
export const StaffAccount = { None: 1, Invited: 2, Member: 3 } as const;

const staffTitle = 'Служител';

export const staffOption = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  isPedagogical: z.boolean(),
  isDirector: z.boolean(),
});
export type StaffOption = z.infer<typeof staffOption>;

/** A staff member in the list: the ЕГН/ЛНЧ masked, the groups of the session's school year by name. */
export const staffRow = z.object({
  id: z.string(),
  name: z.string(),
  occupationId: z.number().int(),
  position: z.string(),
  isPedagogical: z.boolean(),
  isDirector: z.boolean(),
  workingTime: z.enum(WorkingTime),
  maskedIdentifier: z.string(),
  groupIds: z.array(z.string()),
  groupNames: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  account: z.enum(StaffAccount),
  leftOn: z.string().nullable(),
});
export type StaffRow = z.infer<typeof staffRow>;

/** The record as its page edits it (the full ЕГН/ЛНЧ only for those who may edit staff; masked otherwise). */
export const staffRecord = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  identifierType: z.enum(IdentifierType).nullable(),
  identifier: z.string(),
  occupationId: z.number().int(),
  position: z.string(),
  isPedagogical: z.boolean(),
  workingTime: z.enum(WorkingTime),
  groupIds: z.array(z.string()),
  qualification: z.string(),
  isDirector: z.boolean(),
  email: z.string(),
  phone: z.string(),
  account: z.enum(StaffAccount),
  hiredOn: z.string().nullable(),
  leftOn: z.string().nullable(),
  version: z.number().int(),
});
export type StaffRecord = z.infer<typeof staffRecord>;

export const occupationItem = z.object({
  id: z.number().int(),
  name: z.string(),
  isPedagogical: z.boolean(),
});

export const staffFilters = {
  kindergartenId: kindergartenGuard(),
  kind: z.coerce.number().pipe(choice(StaffKind, 'Вид персонал')).optional(),
  occupationId: z.coerce.number().pipe(choice(occupationIds, 'Длъжност')).optional(),
  groupId: id('Група').optional(),
  name: optionalText('Име', 100),
  /** Leavers are hidden unless asked for. */
  includeLeft: queryBoolean.optional(),
};

const guardOnly = { query: z.object({ kindergartenId: kindergartenGuard() }) };
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const staffRecordRoutes = defineRoutes('staff', {
  /** The spec lists `GET /api/teachers` (reply `result`) apart; static segments match case-insensitively, so it is this route. */
  teachers: {
    method: 'GET',
    path: '/api/Teachers',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: { kind: 'json', schema: z.object({ result: z.array(staffOption) }) },
    summary: 'Персоналът на детската градина днес (без напусналите), по име, в `result`',
  },
  staffOverview: {
    method: 'GET',
    path: '/api/Teachers/overview-models',
    permission: needs('Teachers', 'read'),
    request: { query: z.object({ ...staffFilters, ...pageQuery }) },
    reply: { kind: 'json', schema: paged(staffRow), paged: true },
    summary: 'Персоналът с филтри по вид, длъжност, група и име, по име (ЕГН/ЛНЧ маскирано)',
  },
  exportStaff: {
    method: 'GET',
    path: '/api/Teachers/overview-models/export',
    permission: needs('Teachers', 'read'),
    request: { query: z.object(staffFilters) },
    reply: fileReplyKind(xlsx),
    summary: 'Персоналът със същите филтри като Excel (.xlsx) с български заглавия',
  },
  staffForKindergarten: {
    method: 'GET',
    path: '/api/Teachers/for-kindergarten',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: { kind: 'json', schema: z.array(staffOption) },
    summary: 'Персоналът на детската градина за падащ списък, по име',
  },
  staffForActivities: {
    method: 'GET',
    path: '/api/Teachers/for-activities',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: { kind: 'json', schema: z.array(staffOption) },
    summary: 'Педагогическият персонал, който може да води допълнителни дейности, по име',
  },
  staffMember: {
    method: 'GET',
    path: '/api/Teachers/{id}/{kindergartenId}',
    permission: needs('Teachers', 'read'),
    request: { path: z.object({ id: id(staffTitle), kindergartenId: id('Детска градина') }) },
    reply: { kind: 'json', schema: staffRecord },
    summary: 'Записът на един служител на детската градина на сесията (друга детска градина: 404)',
  },
  staffByKindergarten: {
    method: 'GET',
    path: '/api/Teachers/by-kindergarten',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: {
      kind: 'json',
      schema: z.array(
        z.object({
          kindergartenId: z.string(),
          kindergartenName: z.string(),
          teachers: z.array(staffOption),
        }),
      ),
    },
    summary: 'Персоналът, събран под името на детската градина (за групирани падащи списъци)',
  },
  staffByKind: {
    method: 'GET',
    path: '/api/Teachers/by-kind',
    permission: needs('Teachers', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        kind: z.coerce.number().pipe(choice(StaffKind, 'Вид персонал')),
      }),
    },
    reply: { kind: 'json', schema: z.array(staffOption) },
    summary: 'Педагогическият (kind=1) или непедагогическият (kind=2) персонал, по име',
  },
  teachersPedagogues: {
    method: 'GET',
    path: '/api/Teachers/teachers-pedagogues',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: { kind: 'json', schema: z.array(staffOption) },
    summary: 'Учителите и педагогическите специалисти (педагогическите длъжности), по име',
  },
  directors: {
    method: 'GET',
    path: '/api/Teachers/directors',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: { kind: 'json', schema: z.array(staffOption) },
    summary: 'Директорите на детската градина (длъжност или отметка „Директор“), по име',
  },
  occupations: {
    method: 'GET',
    path: '/api/Teachers/occupations',
    permission: needs('Teachers', 'read'),
    request: guardOnly,
    reply: { kind: 'json', schema: z.array(occupationItem) },
    summary: 'Длъжностите в детска градина (списъкът е наш: spec не ги изброява)',
  },
  saveStaff: {
    method: 'POST',
    path: '/api/Teachers/save',
    permission: needs('Teachers', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(staffTitle).optional(),
          kindergartenId: kindergartenGuard(),
          firstName: text('Име', 60),
          middleName: optionalText('Презиме', 60),
          lastName: text('Фамилия', 60),
          identifierType: choice(
            { EGN: IdentifierType.EGN, ForeignerID: IdentifierType.ForeignerID },
            'Вид идентификатор',
          ).optional(),
          identifier: optionalText('ЕГН/ЛНЧ', 10),
          occupationId: choice(occupationIds, 'Длъжност'),
          workingTime: choice(WorkingTime, 'Работно време'),
          groupIds: referenceIds(groupId(), 'Групи', 20).default([]),
          qualification: optionalText('Квалификация', 500),
          isDirector: z.boolean().meta({ title: 'Директор' }).default(false),
          email: email().optional(),
          phone: phone().optional(),
          hiredOn: dateField('Дата на назначаване').optional(),
          leftOn: dateField('Дата на напускане').optional(),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира (с id и версия) запис на служител; с имейл и без профил изпраща покана',
  },
});
