import { z } from 'zod';
import { AbsenceType, RequestStatus } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { childId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * Absence requests (docs/areas/attendance-requests.md): a parent's written notice of family-reason days
 * (`AbsenceType` 0; the director approves or rejects, an approval marks status 4 in the grid; at most the
 * national limit of days a school year for a child of compulsory age, which the Master keeps: 15 from
 * 2024/25) and the summer declaration of the weeks a child attends (`AbsenceType` 1, June to September; the
 * kitchen counts the heads from it).
 */

export const requestTitle = 'Заявление';
export const familyRequestPdf = 'application/pdf';

/** The months a summer declaration covers (June to September). */
export const summerMonths = { from: 6, to: 9 } as const;

export const attendanceRequest = z.object({
  /** `<childId>_<suffix>`: a child's requests share its partition. */
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  absenceType: z.number().int(),
  status: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Family reason: the working days the request takes from the limit; summer: the days declared. */
  workingDays: z.number().int(),
  /** Summer declarations: the Mondays of the weeks the child attends. */
  attendingWeeks: z.array(z.string()),
  reason: z.string().nullable(),
  decisionComment: z.string().nullable(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AttendanceRequest = z.infer<typeof attendanceRequest>;

export const requestBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    studentId: childId(),
    absenceType: choice(AbsenceType, 'Вид на заявлението'),
    fromDate: dateField('От дата'),
    toDate: dateField('До дата'),
    reason: optionalText('Причина', 500),
    /** Summer declarations only: the Monday of each week the child attends. */
    attendingWeeks: z.array(dateField('Седмица')).max(20).default([]).meta({ title: 'Седмици с посещение' }),
  })
  .refine((b) => b.toDate >= b.fromDate, {
    path: ['toDate'],
    error: 'Полето "До дата" не може да е преди "От дата".',
  });
export type RequestBody = z.infer<typeof requestBody>;

/** One national rule of the family-reason limit: from a school year on, so many days. */
export const familyLimitRule = z.object({
  /** The school year by its first calendar year (2024: 2024/25). */
  fromSchoolYear: z.number().int().min(2000).max(2099).meta({ title: 'От учебна година' }),
  days: z.number().int().min(1).max(60).meta({ title: 'Дни по семейни причини' }),
});
export type FamilyLimitRuleInput = z.infer<typeof familyLimitRule>;

export const familyLimitRules = z.object({
  rules: z.array(familyLimitRule),
  /** 0: never saved, the law's rules apply (Наредба № 5 чл. 10 and its amendments). */
  version: z.number().int(),
  /** The school year of today and its limit. */
  currentSchoolYear: z.number().int(),
  currentLimit: z.number().int(),
});

export const requestChild = z.object({ id: z.string(), name: z.string(), groupId: z.string() });

export const attendanceRequestRoutes = defineRoutes('attendance', {
  requestChildren: {
    method: 'GET',
    path: '/api/StudentAttendances/request-children',
    permission: needs('AttendanceRequests', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(requestChild) },
    summary:
      'Децата, за които потребителят подава заявления и медицински бележки: на родителя неговите, на учителя от групите му, на директора всички (не е от спецификацията: родителят няма право да чете списъка на децата)',
  },
  saveRequest: {
    method: 'POST',
    path: '/api/StudentAttendances/request',
    permission: needs('AttendanceRequests', 'create'),
    // The handler decides by the child: a parent only their own, a teacher their groups', managers all.
    object: 'none',
    request: { body: requestBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Подава заявление за отсъствие по семейни причини (до националния лимит дни в учебната година за задължителна предучилищна възраст, от 2024/25 15) или лятна декларация за посещение по седмици',
  },
  deleteRequest: {
    method: 'DELETE',
    path: '/api/StudentAttendances/request/{id}',
    permission: needs('AttendanceRequests', 'create'),
    // The handler decides by the request's child, as for the submission (a refusal answers 404).
    object: 'none',
    request: { path: z.object({ id: id(requestTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Оттегля заявление, което още чака решение (одобрено или отхвърлено: 409)',
  },
  applications: {
    method: 'GET',
    path: '/api/StudentAttendances/applications',
    permission: needs('AttendanceRequests', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        absenceType: z.coerce.number().pipe(choice(AbsenceType, 'Вид на заявлението')).optional(),
        status: z.coerce.number().pipe(choice(RequestStatus, 'Състояние')).optional(),
        studentId: id('Дете').optional(),
        groupId: id('Група').optional(),
        /** The school year by its first calendar year (2026: 15.09.2026-14.09.2027); default: today's. */
        schoolYear: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Учебна година' }).optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(attendanceRequest), paged: true },
    summary:
      'Заявленията за отсъствие и летните декларации на учебна година: на родителя за неговите деца, на учителя за групите му, на директора всички',
  },
  decideRequest: {
    method: 'POST',
    path: '/api/StudentAttendances/parent-request',
    permission: needs('AttendanceRequests', 'update'),
    // Only the kindergarten's managers decide (the handler refuses other holders of the right with 403).
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        requestId: id(requestTitle),
        status: z
          .union([z.literal(RequestStatus.Approved), z.literal(RequestStatus.Rejected)], {
            error: 'Полето "Решение" трябва да е "Одобрено" или "Отхвърлено".',
          })
          .meta({ title: 'Решение' }),
        comment: optionalText('Коментар', 500),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Директорът одобрява или отхвърля заявление на родител; одобреното по семейни причини отбелязва дните като отсъствие по семейни причини (4)',
  },
  requestForm: {
    method: 'GET',
    path: '/api/StudentAttendances/attendance-request-form/{id}',
    permission: needs('AttendanceRequests', 'read'),
    request: {
      path: z.object({ id: id(requestTitle) }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: fileReplyKind(familyRequestPdf),
    summary: 'Писменото уведомление на родителя за отсъствие по семейни причини (PDF)',
  },
  familyLimitRules: {
    method: 'GET',
    path: '/api/StudentAttendances/family-reason-limits',
    permission: needs('NationalDaysOff', 'read', false),
    request: {},
    reply: { kind: 'json', schema: familyLimitRules },
    summary:
      'Националният лимит на отсъствията по семейни причини по учебни години, който главният администратор поддържа (не е от спецификацията)',
  },
  saveFamilyLimitRules: {
    method: 'PUT',
    path: '/api/StudentAttendances/family-reason-limits',
    permission: needs('NationalDaysOff', 'update', false),
    // object: the country's rule belongs to no kindergarten; the Master's right alone decides
    object: 'none',
    request: {
      body: z
        .object({
          rules: z.array(familyLimitRule).min(1).max(30).meta({ title: 'Правила' }),
          version: versionField(),
        })
        .refine((b) => new Set(b.rules.map((r) => r.fromSchoolYear)).size === b.rules.length, {
          path: ['rules'],
          error: 'Полето "Правила": всяка учебна година може да има само едно правило.',
        }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Главният администратор записва лимита на отсъствията по семейни причини от дадена учебна година нататък (по Наредба № 5 чл. 10 и измененията ѝ; не е от спецификацията)',
  },
});
