import { z } from 'zod';
import { Audience, PollListFilter, Role } from '../../enums';
import { paged, pageQuery, queryBoolean, saveReply } from '../../schemas/common';
import { dateTimeField } from '../../schemas/dates';
import { versionField } from '../../schemas/version';
import { bgMessages } from '../../validation';
import { addressedObject, authored, groupObject, needs, ownObject, type RouteDef, signedIn } from '../route';
import { attachmentsPerUpload } from './files';

/**
 * Communication: messages, calendar events, polls, the dashboard board, badge counters, administrative and
 * maintenance messages. Rich text (`content`) is sent as sanitized-on-the-server HTML and answered
 * URI-encoded (`encodeURIComponent`); the client decodes it for display (spec: "content (encoded, decoded for
 * display)"). docs/areas/communication.md explains the data model and the decisions.
 */

const id = (title: string) => z.string().trim().min(1).max(64).meta({ title });
const ids = (title: string, itemTitle: string, max: number, min = 0) =>
  z.array(id(itemTitle)).min(min).max(max).meta({ title });
/** An optional field that may also be null: the title goes on the nullable too, so both levels name it. */
const nullable = <T extends z.ZodType>(schema: T, title: string) =>
  schema.nullable().meta({ title }).optional();
const text = (title: string, max: number) => z.string().trim().min(1).max(max).meta({ title });
const richText = (title: string) => z.string().min(1).max(100_000).meta({ title });

const audienceValues = Object.values(Audience) as [Audience, ...Audience[]];
const audience = z.literal(audienceValues).meta({ title: 'Получатели' });

/** Who a message, event or poll is for: an audience of the kindergarten, groups, parents of children, users. */
const recipientFields = {
  audience: nullable(audience, 'Получатели'),
  groupIds: ids('Групи', 'Група', 100).optional(),
  childIds: ids('Деца', 'Дете', 500).optional(),
  userIds: ids('Потребители', 'Потребител', 1000).optional(),
};
export const hasRecipients = (v: {
  audience?: Audience | null;
  groupIds?: string[];
  childIds?: string[];
  userIds?: string[];
}) =>
  (v.audience !== undefined && v.audience !== null) ||
  (v.groupIds?.length ?? 0) > 0 ||
  (v.childIds?.length ?? 0) > 0 ||
  (v.userIds?.length ?? 0) > 0;
/** The kindergarten the screen shows (optional): a request from a tab of another kindergarten gets 403. */
const shown = { kindergartenId: id('Детска градина').optional() };
const shownBody = z.object(shown).optional();

/** An edit (a body with `id`) names the version it edits. */
const versionRequired = { path: ['version'], message: bgMessages.required('Версия') };

const recipientsRequired = {
  message: bgMessages.required('Получатели'),
  path: ['audience'],
};

/**
 * Files uploaded first through `/api/files/temp/...` (their `id` is the `fileKey`); sending claims them. On an
 * update the list is the message's new list: a fileKey the message already has keeps that file.
 */
const attachments = z
  .array(z.object({ fileKey: id('Файл'), fileName: text('Име на файл', 255) }))
  .max(attachmentsPerUpload)
  .meta({ title: 'Прикачени файлове' })
  .optional();

export const attachmentInfo = z.object({
  fileKey: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const createdBy = z.object({ id: z.string(), name: z.string(), userType: z.enum(Role) });

// Messages

export const messageOverview = z.object({
  id: z.string(),
  title: z.string(),
  /** URI-encoded plain-text preview (the first 300 characters); the full HTML comes with GET /{id}. */
  content: z.string(),
  creationTime: z.string(),
  createdBy,
  seenByCurrentUser: z.boolean(),
  numberOfUnseenReplies: z.number().int(),
  isSentByCurrentUser: z.boolean(),
  isAdministrative: z.boolean(),
});

export const messageReply = z.object({
  id: z.string(),
  content: z.string(),
  creationTime: z.string(),
  createdBy,
  /** The recipient whose conversation with the sender this reply belongs to; null: the sender to everyone. */
  participantId: z.string().nullable(),
  canDelete: z.boolean(),
});

export const messageDetail = messageOverview.extend({
  modificationTime: z.string().nullable(),
  replies: z.array(messageReply),
  recipientsCount: z.number().int().nullable(),
  canReply: z.boolean(),
  canEdit: z.boolean(),
  attachments: z.array(attachmentInfo),
  version: z.number().int(),
});

const messageBody = z
  .object({
    title: text('Заглавие', 200),
    content: richText('Съдържание'),
    ...recipientFields,
    attachments,
    ...shown,
  })
  .refine(hasRecipients, recipientsRequired);

const messageIdPath = z.object({ id: id('Съобщение') });

// Events

export const calendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Timed events: UTC instants; all-day events: dates (YYYY-MM-DD, both inclusive). */
  fromDate: z.string(),
  toDate: z.string(),
  allDay: z.boolean(),
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
    version: versionField().optional(),
    ...recipientFields,
    ...shown,
  })
  // An edit without recipients keeps the event's own (the screen cannot show chosen users or children).
  .refine((v) => Boolean(v.id) || hasRecipients(v), recipientsRequired)
  .refine((v) => !v.id || v.version !== undefined, versionRequired);

const eventIdPath = z.object({ id: id('Събитие') });

// Polls

export const PollQuestionType = { SingleChoice: 1, MultipleChoice: 2, FreeText: 3 } as const;
export type PollQuestionType = (typeof PollQuestionType)[keyof typeof PollQuestionType];
const questionTypes = Object.values(PollQuestionType) as [PollQuestionType, ...PollQuestionType[]];

const pollQuestionInput = z.object({
  text: text('Въпрос', 500),
  type: z.literal(questionTypes).meta({ title: 'Вид на въпроса' }),
  options: z.array(text('Отговор', 300)).max(30).meta({ title: 'Възможни отговори' }).optional(),
  isRequired: z.boolean().meta({ title: 'Задължителен' }).optional(),
});

const pollBody = z
  .object({
    question: text('Анкета', 300),
    description: nullable(z.string().trim().max(4000).meta({ title: 'Описание' }), 'Описание'),
    questions: z.array(pollQuestionInput).min(1).max(50).meta({ title: 'Въпроси' }),
    expirationTime: dateTimeField('Краен срок'),
    isAnonymous: z.boolean().meta({ title: 'Анонимна' }).optional(),
    ...recipientFields,
    ...shown,
  })
  .refine(hasRecipients, recipientsRequired);

export const pollQuestion = z.object({
  id: z.string(),
  text: z.string(),
  type: z.literal(questionTypes),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  isRequired: z.boolean(),
});

export const pollOverview = z.object({
  id: z.string(),
  question: z.string(),
  description: z.string(),
  expirationTime: z.string(),
  creationTime: z.string(),
  createdBy,
  canVote: z.boolean(),
  hasVoted: z.boolean(),
  isExpired: z.boolean(),
});

export const pollResults = z.object({
  votesCount: z.number().int(),
  recipientsCount: z.number().int(),
  questions: z.array(
    z.object({
      questionId: z.string(),
      text: z.string(),
      type: z.literal(questionTypes),
      options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().int() })),
      textAnswers: z.array(z.string()),
    }),
  ),
});

export const pollDetail = pollOverview.extend({
  audience: z.enum(Audience).nullable(),
  groupIds: z.array(z.string()),
  isAnonymous: z.boolean(),
  questions: z.array(pollQuestion),
  myAnswers: z
    .array(z.object({ questionId: z.string(), optionIds: z.array(z.string()), text: z.string().nullable() }))
    .nullable(),
  canEdit: z.boolean(),
  results: pollResults.nullable(),
  version: z.number().int(),
});

const pollIdPath = z.object({ id: id('Анкета') });

const voteBody = z.object({
  pollId: id('Анкета'),
  answers: z
    .array(
      z.object({
        questionId: id('Въпрос'),
        optionIds: ids('Отговори', 'Отговор', 30).optional(),
        text: nullable(z.string().trim().max(4000).meta({ title: 'Отговор' }), 'Отговор'),
      }),
    )
    .max(50)
    .meta({ title: 'Отговори' }),
});

// Dashboards

export const dashboardMessage = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  creationTime: z.string(),
  createdBy,
  groupIds: z.array(z.string()),
  order: z.number(),
  seenByCurrentUser: z.boolean(),
  version: z.number().int(),
});

const dashboardMessageBody = z
  .object({
    id: nullable(id('Съобщение'), 'Съобщение'),
    title: text('Заглавие', 200),
    content: richText('Съдържание'),
    groupIds: ids('Групи', 'Група', 100).optional(),
    version: versionField().optional(),
    ...shown,
  })
  .refine((v) => !v.id || v.version !== undefined, versionRequired);

export const badges = z.object({
  unseenMessages: z.number().int(),
  unvotedPolls: z.number().int(),
  unseenNotifications: z.number().int(),
  unseenEvents: z.number().int(),
});

const upcomingEvent = z.object({
  id: z.string(),
  title: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  allDay: z.boolean(),
});

const birthday = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** Staff see the birth date; parents see the day of the month only (birthDate null). */
  birthDate: z.string().nullable(),
  day: z.number().int(),
  isToday: z.boolean(),
});

export const dashboardStatistics = z.object({
  kindergartenId: z.string(),
  childrenCount: z.number().int(),
  groups: z.array(z.object({ groupId: z.string(), groupName: z.string(), childrenCount: z.number().int() })),
  birthdayStudents: z.array(birthday),
  upcommingEvents: z.array(upcomingEvent),
  messages: z.array(z.object({ id: z.string(), date: z.string(), title: z.string(), text: z.string() })),
  parentDashboardModels: z.array(
    z.object({
      studentId: z.string(),
      studentName: z.string(),
      groupId: z.string(),
      groupName: z.string(),
    }),
  ),
  badges,
});

export const parentDashboard = z.object({
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  birthDate: z.string(),
  upcomingEvents: z.array(z.object({ date: z.string(), text: z.string(), link: z.string() })),
  birthdays: z.array(birthday),
});

// Administration

export const administrativeMessage = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  creationTime: z.string(),
  createdBy,
  audience: z.enum(Audience).nullable(),
  kindergartenIds: z.array(z.string()),
  /** 'administrative' (POST /administration/Message) or 'kindergartens' (POST /Messages/for-kindergartens). */
  kind: z.enum(['administrative', 'kindergartens']),
});

export const maintenanceMessage = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  creationTime: z.string(),
  createdBy,
  isActive: z.boolean(),
  clearedTime: z.string().nullable(),
});

const fileReplyKind = (...contentTypes: string[]) => ({ kind: 'file' as const, contentTypes });

export const communicationRoutes = [
  // Messages
  {
    id: 'communication.sendMessage',
    method: 'POST',
    path: '/api/Messages',
    area: 'communication',
    permission: needs('Messages', 'create'),
    request: { body: messageBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Ново съобщение до аудитория, групи, родители на деца или служители; разпращането върви през опашката',
  },
  {
    id: 'communication.recipientOptions',
    method: 'GET',
    path: '/api/Messages/recipient-options',
    area: 'communication',
    permission: needs('Messages', 'create'),
    request: { query: z.object(shown) },
    reply: {
      kind: 'json',
      schema: z.object({
        groups: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            children: z.array(z.object({ id: z.string(), name: z.string() })),
          }),
        ),
        staff: z.array(
          z.object({ id: z.string(), name: z.string(), role: z.number().int(), position: z.string() }),
        ),
      }),
    },
    summary:
      'Кого може да избере съставящият съобщение, събитие или анкета: групите с децата им и служителите (родител: само служителите); добавено от продукта',
  },
  {
    id: 'communication.sendToKindergartens',
    method: 'POST',
    path: '/api/Messages/for-kindergartens',
    area: 'communication',
    permission: needs('MaintenanceMessages', 'create', false),
    request: {
      body: z.object({
        title: text('Заглавие', 200),
        content: richText('Съдържание'),
        kindergartenIds: ids('Детски градини', 'Детска градина', 5000, 1),
        attachments,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Съобщение до служителите на избрани детски градини (главен администратор)',
  },
  {
    id: 'communication.inbox',
    method: 'GET',
    path: '/api/Messages/overview-models',
    area: 'communication',
    permission: needs('Messages', 'read'),
    request: {
      query: z.object({
        ...pageQuery,
        OrderByColumn: z.enum(['creationTime', 'CreationTime']).meta({ title: 'Подреждане по' }).optional(),
        OrderByDescending: queryBoolean.meta({ title: 'Обратен ред' }).optional(),
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: paged(messageOverview), paged: true },
    summary: 'Кутията на потребителя: 10 на страница, най-новите първи',
  },
  {
    id: 'communication.getMessage',
    method: 'GET',
    path: '/api/Messages/{id}',
    area: 'communication',
    permission: needs('Messages', 'read'),
    request: { path: messageIdPath },
    reply: { kind: 'json', schema: messageDetail },
    summary: 'Отваря съобщение с отговорите (само получател или подател); отбелязва го като прочетено',
  },
  {
    id: 'communication.messageAttachment',
    method: 'GET',
    path: '/api/Messages/{id}/attachments/{fileKey}',
    area: 'communication',
    permission: needs('Messages', 'read'),
    request: { path: z.object({ id: id('Съобщение'), fileKey: id('Файл') }) },
    reply: fileReplyKind(),
    summary: 'Прикачен файл на съобщение: за подателя и получателите му (добавено от продукта)',
  },
  {
    id: 'communication.setMessageSeen',
    method: 'POST',
    path: '/api/Messages/{id}/setSeen',
    area: 'communication',
    permission: needs('Messages', 'read'),
    // object: writes only the caller's own inbox entry (keyed by the session's user)
    object: 'none',
    request: { path: messageIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва съобщение и отговорите му като прочетени',
  },
  {
    id: 'communication.setAllMessagesSeen',
    method: 'POST',
    path: '/api/Messages/setAllSeen',
    area: 'communication',
    permission: needs('Messages', 'read'),
    request: { body: shownBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва всички съобщения като прочетени',
  },
  {
    id: 'communication.replyToMessage',
    method: 'POST',
    path: '/api/Messages/reply/{id}',
    area: 'communication',
    permission: needs('Messages', 'create'),
    object: addressedObject,
    request: {
      path: messageIdPath,
      body: z.object({
        content: richText('Отговор'),
        recipientId: nullable(id('Получател'), 'Получател'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отговор: от получател до подателя, от подателя до един получател или до всички',
  },
  {
    id: 'communication.deleteReply',
    method: 'DELETE',
    path: '/api/messages/{messageId}/reply/{replyId}',
    area: 'communication',
    permission: needs('Messages', 'create'),
    object: ownObject,
    request: { path: z.object({ messageId: id('Съобщение'), replyId: id('Отговор') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива собствен отговор',
  },
  {
    id: 'communication.sendDirect',
    method: 'POST',
    path: '/api/Messages/direct',
    area: 'communication',
    permission: needs('Messages', 'create'),
    // object: creates a new message; `userId` is its recipient, checked like every recipient
    object: 'none',
    request: {
      body: z.object({
        userId: id('Получател'),
        title: text('Заглавие', 200),
        content: richText('Съдържание'),
        attachments,
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Лично съобщение до един потребител на детската градина',
  },
  {
    id: 'communication.updateMessage',
    method: 'POST',
    path: '/api/Messages/update',
    area: 'communication',
    permission: needs('Messages', 'update'),
    object: ownObject,
    request: {
      body: z.object({
        id: id('Съобщение'),
        title: text('Заглавие', 200),
        content: richText('Съдържание'),
        attachments,
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Редакция на съобщение от подателя (остаряла версия: 409)',
  },
  {
    id: 'communication.deleteMessage',
    method: 'DELETE',
    path: '/api/Messages/{id}',
    area: 'communication',
    permission: needs('Messages', 'delete'),
    object: addressedObject,
    request: { path: messageIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Подателят изтрива съобщението за всички; получател го маха от своята кутия',
  },

  // Events
  {
    id: 'communication.events',
    method: 'GET',
    path: '/api/Events/overview-models',
    area: 'communication',
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
  {
    id: 'communication.calendarIcs',
    method: 'GET',
    path: '/api/Events/calendar.ics',
    area: 'communication',
    permission: needs('Events', 'read'),
    request: { query: z.object(shown) },
    reply: fileReplyKind('text/calendar'),
    summary: 'Календарът на потребителя (iCalendar, RFC 5545): добавено извън спецификацията',
  },
  {
    id: 'communication.eventIcs',
    method: 'GET',
    path: '/api/Events/{id}/ics',
    area: 'communication',
    permission: needs('Events', 'read'),
    request: { path: eventIdPath },
    reply: fileReplyKind('text/calendar'),
    summary: 'Едно събитие като .ics: добавено извън спецификацията',
  },
  {
    id: 'communication.getEvent',
    method: 'GET',
    path: '/api/Events/{id}',
    area: 'communication',
    permission: needs('Events', 'read'),
    request: { path: eventIdPath },
    reply: { kind: 'json', schema: calendarEvent },
    summary: 'Едно събитие; отваряне го отбелязва като видяно',
  },
  {
    id: 'communication.saveEvent',
    method: 'POST',
    path: '/api/Events/',
    area: 'communication',
    permission: needs('Events', 'create'),
    object: authored,
    request: { body: eventBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Създава събитие (без id) или го редактира (с id)',
  },
  {
    id: 'communication.deleteEvent',
    method: 'DELETE',
    path: '/api/Events/{id}',
    area: 'communication',
    permission: needs('Events', 'delete'),
    object: authored,
    request: { path: eventIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива събитие от календара на детската градина',
  },
  {
    id: 'communication.setEventSeen',
    method: 'POST',
    path: '/api/Events/{id}/setSeen',
    area: 'communication',
    permission: needs('Events', 'read'),
    // object: writes only the caller's own inbox entry (keyed by the session's user)
    object: 'none',
    request: { path: eventIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва събитие като видяно',
  },
  {
    id: 'communication.setAllEventsSeen',
    method: 'POST',
    path: '/api/Events/setAllSeen',
    area: 'communication',
    permission: needs('Events', 'read'),
    request: { body: shownBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва всички събития като видени',
  },

  // Polls
  {
    id: 'communication.polls',
    method: 'GET',
    path: '/api/Polls',
    area: 'communication',
    permission: needs('Polls', 'read'),
    request: {
      query: z.object({
        type: z.coerce
          .number()
          .pipe(z.literal(Object.values(PollListFilter) as [PollListFilter, ...PollListFilter[]]))
          .meta({ title: 'Вид' })
          .optional(),
        ...pageQuery,
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: paged(pollOverview), paged: true },
    summary: 'Анкетите: активни, с отговор, мои или изтекли; подредени по краен срок',
  },
  {
    id: 'communication.getPoll',
    method: 'GET',
    path: '/api/Polls/{id}',
    area: 'communication',
    permission: needs('Polls', 'read'),
    request: { path: pollIdPath },
    reply: { kind: 'json', schema: pollDetail },
    summary: 'Анкета с въпросите; canVote; резултатите за автора и за управляващите анкети',
  },
  {
    id: 'communication.createPoll',
    method: 'POST',
    path: '/api/Polls/',
    area: 'communication',
    permission: needs('Polls', 'create'),
    request: { body: pollBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова анкета с въпроси с един, с няколко или със свободен отговор',
  },
  {
    id: 'communication.updatePoll',
    method: 'POST',
    path: '/api/Polls/{id}',
    area: 'communication',
    permission: needs('Polls', 'update'),
    object: authored,
    request: { path: pollIdPath, body: pollBody.safeExtend({ version: versionField() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Редакция на анкета от автора, докато никой не е гласувал (остаряла версия: 409)',
  },
  {
    id: 'communication.deletePoll',
    method: 'DELETE',
    path: '/api/Polls/{id}',
    area: 'communication',
    permission: needs('Polls', 'delete'),
    object: authored,
    request: { path: pollIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива анкета (автор, директор или администратор)',
  },
  {
    id: 'communication.vote',
    method: 'PUT',
    path: '/api/Polls/vote',
    area: 'communication',
    permission: needs('Polls', 'read'),
    object: addressedObject,
    request: { body: voteBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Глас в анкета: веднъж на потребител (втори глас: 409)',
  },
  {
    id: 'communication.exportPollWord',
    method: 'GET',
    path: '/api/Polls/export/{id}',
    area: 'communication',
    permission: needs('Polls', 'update'),
    request: { path: pollIdPath },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    summary: 'Резултатите и отговорите на анкета като Word (.docx)',
  },
  {
    id: 'communication.exportPollExcel',
    method: 'GET',
    path: '/api/Polls/export/excel/{id}',
    area: 'communication',
    permission: needs('Polls', 'update'),
    request: { path: pollIdPath },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Резултатите и отговорите на анкета като Excel (.xlsx)',
  },

  // Dashboards
  {
    id: 'communication.dashboard',
    method: 'GET',
    path: '/api/Dashboards',
    area: 'communication',
    permission: needs('Dashboards', 'read'),
    request: { query: z.object(shown) },
    reply: { kind: 'json', schema: dashboardStatistics },
    summary: 'Началната страница: деца по групи, рождени дни, предстоящи събития, табло, непрочетени',
  },
  {
    id: 'communication.badges',
    method: 'GET',
    path: '/api/Dashboards/badges',
    area: 'communication',
    permission: needs('Dashboards', 'read', false),
    request: {},
    reply: { kind: 'json', schema: badges },
    summary: 'Броячите на непрочетеното (getBadgesCounters): добавено извън спецификацията',
  },
  {
    id: 'communication.boardMessages',
    method: 'GET',
    path: '/api/Dashboards/messages/overview-models',
    area: 'communication',
    permission: needs('Dashboards', 'read'),
    request: { query: z.object({ ...pageQuery, ...shown }) },
    reply: {
      kind: 'json',
      schema: paged(dashboardMessage).extend({ version: z.number().int(), groupMessages: z.boolean() }),
      paged: true,
    },
    summary: 'Съобщенията на таблото (/notes) в реда, зададен от директора',
  },
  {
    id: 'communication.saveBoardMessage',
    method: 'POST',
    path: '/api/Dashboards/message',
    area: 'communication',
    permission: needs('DashboardMessages', 'create'),
    object: groupObject,
    request: { body: dashboardMessageBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Съобщение на таблото, за цялата детска градина или за групи',
  },
  {
    id: 'communication.deleteBoardMessage',
    method: 'DELETE',
    path: '/api/Dashboards/message/{id}',
    area: 'communication',
    permission: needs('DashboardMessages', 'delete'),
    object: groupObject,
    request: { path: z.object({ id: id('Съобщение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Маха съобщение от таблото',
  },
  {
    id: 'communication.orderBoardMessages',
    method: 'POST',
    path: '/api/Dashboards/messages/order',
    area: 'communication',
    permission: needs('DashboardMessages', 'update'),
    request: {
      body: z.object({
        ids: ids('Съобщения', 'Съобщение', 99, 1),
        version: z.number().int().min(0).meta({ title: 'Версия' }).optional(),
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова подредба на таблото (атомарно; остаряла версия: 409)',
  },
  {
    id: 'communication.boardSeen',
    method: 'POST',
    path: '/api/Dashboards/messages/seen',
    area: 'communication',
    permission: needs('Dashboards', 'read'),
    request: { body: z.object({ ids: ids('Съобщения', 'Съобщение', 200).optional(), ...shown }).optional() },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва съобщенията на таблото (всички или изброените) като видени',
  },
  {
    id: 'communication.studentDashboard',
    method: 'GET',
    path: '/api/dashboards/student-parent-user/{studentId}',
    area: 'communication',
    permission: needs('Dashboards', 'read'),
    request: { path: z.object({ studentId: id('Дете') }) },
    reply: { kind: 'json', schema: parentDashboard },
    summary: 'Таблото на едно дете: за родител само собственото дете',
  },

  // Administration (Master)
  {
    id: 'communication.administrativeMessages',
    method: 'GET',
    path: '/api/administration/Message/overview-models',
    area: 'communication',
    permission: needs('MaintenanceMessages', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(administrativeMessage), paged: true },
    summary: 'Изпратените административни съобщения',
  },
  {
    id: 'communication.sendAdministrativeMessage',
    method: 'POST',
    path: '/api/administration/Message',
    area: 'communication',
    permission: needs('MaintenanceMessages', 'create', false),
    request: {
      body: z.object({
        title: text('Заглавие', 200),
        content: richText('Съдържание'),
        audience: audience.optional(),
        kindergartenIds: ids('Детски градини', 'Детска градина', 5000).optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Административно съобщение до всички потребители или до служителите на всички градини',
  },
  {
    id: 'communication.maintenanceMessages',
    method: 'GET',
    path: '/api/administration/MaintenanceMessage',
    area: 'communication',
    permission: needs('MaintenanceMessages', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(maintenanceMessage), paged: true },
    summary: 'Съобщенията за поддръжка',
  },
  {
    id: 'communication.createMaintenanceMessage',
    method: 'POST',
    path: '/api/administration/MaintenanceMessage',
    area: 'communication',
    permission: needs('MaintenanceMessages', 'create', false),
    request: { body: z.object({ title: text('Заглавие', 200), content: richText('Съдържание') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Ново съобщение за поддръжка: показва се на всеки потребител веднъж, до потвърждение',
  },
  {
    id: 'communication.clearMaintenanceMessage',
    method: 'DELETE',
    path: '/api/administration/MaintenanceMessage/{id}',
    area: 'communication',
    permission: needs('MaintenanceMessages', 'delete', false),
    // object: the platform's maintenance messages belong to no kindergarten; the master's right alone decides
    object: 'none',
    request: { path: z.object({ id: id('Съобщение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Снема съобщение за поддръжка (clearMaintenanceMessage към всички)',
  },
  {
    id: 'communication.currentMaintenanceMessages',
    method: 'GET',
    path: '/api/administration/MaintenanceMessage/current',
    area: 'communication',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: paged(maintenanceMessage), paged: true },
    summary: 'Активните съобщения за поддръжка, които потребителят още не е потвърдил: добавено',
  },
  {
    id: 'communication.acknowledgeMaintenanceMessage',
    method: 'POST',
    path: '/api/administration/MaintenanceMessage/{id}/acknowledge',
    area: 'communication',
    permission: signedIn,
    // object: records the caller's own acknowledgement (keyed by the session's user)
    object: 'none',
    request: { path: z.object({ id: id('Съобщение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Потвърждава съобщение за поддръжка: не се показва повече на този потребител: добавено',
  },
] as const satisfies readonly RouteDef[];
