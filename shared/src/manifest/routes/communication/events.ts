import { z } from 'zod';
import { Audience } from '../../../enums';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import {
  createdBy,
  hasRecipients,
  recipientFields,
  recipientsRequired,
  shown,
  shownBody,
} from '../../../schemas/communication-fields';
import { dateTimeField } from '../../../schemas/dates';
import { fileReplyKind, id, nullable, text } from '../../../schemas/fields';
import { versionField, versionRequired } from '../../../schemas/version';
import { authored, defineRoutes, needs } from '../../route';

/** The calendar: events, their .ics downloads and the seen marks. */

export const calendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Timed events: UTC instants; all-day events: dates (YYYY-MM-DD, both inclusive). */
  fromDate: z.string(),
  toDate: z.string(),
  allDay: z.boolean(),
  /** Marked „Родителска среща“: sent to the chosen groups' class books in НЕИСПУО (added beyond the spec). */
  parentMeeting: z.boolean().optional(),
  audience: z.enum(Audience).nullable(),
  groupIds: z.array(z.string()),
  creationTime: z.string(),
  createdBy,
  seenByCurrentUser: z.boolean(),
  canEdit: z.boolean(),
  version: z.number().int(),
});

const eventBody = z
  .object({
    id: nullable(id('Събитие'), 'Събитие'),
    title: text('Заглавие', 200),
    description: nullable(z.string().trim().max(4000).meta({ title: 'Описание' }), 'Описание'),
    fromDate: dateTimeField('Начало'),
    toDate: dateTimeField('Край'),
    allDay: z.boolean().meta({ title: 'Целодневно' }).optional(),
    parentMeeting: z.boolean().meta({ title: 'Родителска среща' }).optional(),
    version: versionField().optional(),
    ...recipientFields,
    ...shown,
  })
  // An edit without recipients keeps the event's own (the screen cannot show chosen users or children).
  .refine((v) => Boolean(v.id) || hasRecipients(v), recipientsRequired)
  .refine((v) => !v.id || v.version !== undefined, versionRequired);

const eventIdPath = z.object({ id: id('Събитие') });

export const communicationEventRoutes = defineRoutes('communication', {
  events: {
    method: 'GET',
    path: '/api/Events/overview-models',
    permission: needs('Events', 'read'),
    request: {
      query: z.object({
        fromDate: dateTimeField('От дата').optional(),
        toDate: dateTimeField('До дата').optional(),
        onlyUnseen: queryBoolean.meta({ title: 'Само непрочетени' }).optional(),
        ...pageQuery,
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: paged(calendarEvent), paged: true },
    summary: 'Събитията в календара за период (по подразбиране текущия месец) или непрочетените',
  },
  calendarIcs: {
    method: 'GET',
    path: '/api/Events/calendar.ics',
    permission: needs('Events', 'read'),
    request: { query: z.object(shown) },
    reply: fileReplyKind('text/calendar'),
    summary: 'Календарът на потребителя (iCalendar, RFC 5545): добавено извън спецификацията',
  },
  eventIcs: {
    method: 'GET',
    path: '/api/Events/{id}/ics',
    permission: needs('Events', 'read'),
    request: { path: eventIdPath },
    reply: fileReplyKind('text/calendar'),
    summary: 'Едно събитие като .ics: добавено извън спецификацията',
  },
  getEvent: {
    method: 'GET',
    path: '/api/Events/{id}',
    permission: needs('Events', 'read'),
    request: { path: eventIdPath },
    reply: { kind: 'json', schema: calendarEvent },
    summary: 'Едно събитие; отваряне го отбелязва като видяно',
  },
  saveEvent: {
    method: 'POST',
    path: '/api/Events/',
    permission: needs('Events', 'create'),
    object: authored,
    request: { body: eventBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Създава събитие (без id) или го редактира (с id)',
  },
  deleteEvent: {
    method: 'DELETE',
    path: '/api/Events/{id}',
    permission: needs('Events', 'delete'),
    object: authored,
    request: { path: eventIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива събитие от календара на детската градина',
  },
  setEventSeen: {
    method: 'POST',
    path: '/api/Events/{id}/setSeen',
    permission: needs('Events', 'read'),
    // object: writes only the caller's own inbox entry (keyed by the session's user)
    object: 'none',
    request: { path: eventIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва събитие като видяно',
  },
  setAllEventsSeen: {
    method: 'POST',
    path: '/api/Events/setAllSeen',
    permission: needs('Events', 'read'),
    request: { body: shownBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва всички събития като видени',
  },
});
