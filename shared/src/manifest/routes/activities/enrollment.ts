import { z } from 'zod';
import { ActivityEnrollmentStatus } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { activityId, childId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/**
 * Enrolment in the extra activities (docs/areas/activity-enrollment.md): a parent asks for their child
 * (`parents/create`), the director approves (the child is enrolled from the asked date) or cancels, the
 * parent withdraws a request still waiting; a parent asks to take a child off an activity that allows it
 * (`leave-dates`: the period ends on the leave date); the children's activities now and their history.
 */

export const enrollmentRequestTitle = 'Заявление за записване';
export const enrollmentRequestPdf = 'application/pdf';

export const enrollmentStatusNames: Record<number, string> = {
  [ActivityEnrollmentStatus.Undefined]: 'Всички',
  [ActivityEnrollmentStatus.Waiting]: 'Чака одобрение',
  [ActivityEnrollmentStatus.Approved]: 'Одобрено',
  [ActivityEnrollmentStatus.Canceled]: 'Отказано',
};

export const enrollmentRequest = z.object({
  id: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string().nullable(),
  status: z.number().int(),
  fromDate: z.string(),
  note: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  version: z.number().int(),
});
export type EnrollmentRequest = z.infer<typeof enrollmentRequest>;

export const enrollmentPeriod = z.object({ from: z.string(), to: z.string().nullable() });

export const scheduleSlot = z.object({ weekday: z.number().int(), from: z.string(), to: z.string() });

/** A child's activity: its periods (the history) and whether the child takes part today. */
export const childActivity = z.object({
  activityId: z.string(),
  activityName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  teacherName: z.string().nullable(),
  schedule: z.array(scheduleSlot),
  /** Enrolled today (the last period has begun and not ended). */
  isCurrent: z.boolean(),
  periods: z.array(enrollmentPeriod),
  /** Parents may ask to take the child off, giving `delistmentNoticeDays`. */
  delistmentEnabled: z.boolean(),
  delistmentNoticeDays: z.number().int(),
});
export type ChildActivity = z.infer<typeof childActivity>;

export const childActivities = z.object({
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string().nullable(),
  activities: z.array(childActivity),
});
export type ChildActivities = z.infer<typeof childActivities>;

export const removal = z.object({
  id: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  leaveDate: z.string(),
  note: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
});
export type Removal = z.infer<typeof removal>;

export const enrollmentRequestBody = z.object({
  kindergartenId: kindergartenGuard(),
  studentId: childId(),
  activityId: activityId(),
  fromDate: dateField('От дата'),
  note: optionalText('Бележка', 500),
});
export type EnrollmentRequestBody = z.infer<typeof enrollmentRequestBody>;

export const leaveDatesBody = z.object({
  kindergartenId: kindergartenGuard(),
  studentId: childId(),
  activityId: activityId(),
  leaveDate: dateField('Дата на отписване'),
  note: optionalText('Бележка', 500),
});
export type LeaveDatesBody = z.infer<typeof leaveDatesBody>;

const statusQuery = z.coerce.number().pipe(choice(ActivityEnrollmentStatus, 'Състояние')).optional();

export const activityEnrollmentRoutes = defineRoutes('activities', {
  enrollmentRequests: {
    method: 'GET',
    path: '/api/Activities/enrollment-requests/overview',
    permission: needs('ActivityEnrollments', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        /** 0: every status; none: the staff's default Waiting, a parent's every status. */
        status: statusQuery,
        activityId: id('Дейност').optional(),
        groupId: id('Група').optional(),
        studentId: id('Дете').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(enrollmentRequest), paged: true },
    summary:
      'Заявленията за записване в допълнителни дейности: на персонала всички (по подразбиране чакащите), на родителя за неговите деца',
  },
  createEnrollmentRequest: {
    method: 'POST',
    path: '/api/Activities/enrollment-requests/parents/create',
    permission: needs('ActivityEnrollments', 'create'),
    // The handler decides by the child: a parent only their own (403), the managers any.
    object: 'none',
    request: { body: enrollmentRequestBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Родителят подава заявление за записване на детето си в дейност, отворена за записване за групата му (вече записано или чакащо: 409); директорът получава известие',
  },
  deleteEnrollmentRequest: {
    method: 'DELETE',
    path: '/api/Activities/enrollment-requests/parents/delete/{id}',
    permission: needs('ActivityEnrollments', 'create'),
    // The handler decides by the request's child (a refusal answers 404), as for the submission.
    object: 'none',
    request: { path: z.object({ id: id(enrollmentRequestTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Родителят оттегля заявление, което още чака одобрение (разгледано: 409)',
  },
  changeEnrollmentRequestStatus: {
    method: 'POST',
    path: '/api/Activities/enrollment-requests/change-status',
    permission: needs('ActivityEnrollments', 'update'),
    // Only the kindergarten's managers decide (the handler refuses other holders of the right with 403).
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        id: id(enrollmentRequestTitle),
        status: z
          .union(
            [z.literal(ActivityEnrollmentStatus.Approved), z.literal(ActivityEnrollmentStatus.Canceled)],
            {
              error: 'Полето "Решение" трябва да е "Одобрено" или "Отказано".',
            },
          )
          .meta({ title: 'Решение' }),
        version: z.number().int().min(1).meta({ title: 'Версия' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Директорът одобрява (детето се записва от поисканата дата в една транзакция със заявлението) или отказва чакащо заявление; родителят получава известие',
  },
  enrollmentRequestExport: {
    method: 'GET',
    path: '/api/Activities/enrollment-requests/export/{id}',
    permission: needs('ActivityEnrollments', 'read'),
    request: {
      path: z.object({ id: id(enrollmentRequestTitle) }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: fileReplyKind(enrollmentRequestPdf),
    summary: 'Заявлението за записване в допълнителна дейност за печат (PDF)',
  },
  studentEnrollment: {
    method: 'GET',
    path: '/api/Activities/parents/student-enrollment',
    permission: needs('ActivityEnrollments', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        /** One child; a parent without it gets all their children. Staff name the child. */
        studentId: id('Дете').optional(),
      }),
    },
    reply: { kind: 'json', schema: z.array(childActivities) },
    summary: 'Децата на родителя с дейностите им сега и историята им (периодите на участие)',
  },
  leaveDates: {
    method: 'POST',
    path: '/api/Activities/students/leave-dates',
    permission: needs('ActivityEnrollments', 'create'),
    // The handler decides by the child: a parent only their own (403), the managers any.
    object: 'none',
    request: { body: leaveDatesBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Родителят отписва детето от дейност, която позволява отписване, с дата поне толкова дни напред, колкото изисква дейността; участието свършва на тази дата',
  },
  removals: {
    method: 'GET',
    path: '/api/Activities/students/leave-dates',
    permission: needs('ActivityEnrollments', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(removal), paged: true },
    summary:
      'Отписванията по заявление на родител, най-новите първи: на персонала всички, на родителя за неговите деца (не е от спецификацията: екранът за отписвания ги показва)',
  },
  parentActivities: {
    method: 'GET',
    path: '/api/activities/parents',
    permission: needs('Activities', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(childActivities) },
    summary:
      'Децата на родителя с дейностите, в които участват сега: доставчик, учител и график (изборът на дете и прегледът в страниците на родителя)',
  },
});
