import { z } from 'zod';
import { Audience, PollListFilter } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import {
  createdBy,
  hasRecipients,
  recipientFields,
  recipientsRequired,
  shown,
} from '../../../schemas/communication-fields';
import { dateTimeField } from '../../../schemas/dates';
import { fileReplyKind, id, ids, nullable, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { addressedObject, authored, defineRoutes, needs } from '../../route';

/** Polls: creating, voting, results and their Word/Excel exports. */

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

export const communicationPollRoutes = defineRoutes('communication', {
  polls: {
    method: 'GET',
    path: '/api/Polls',
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
  getPoll: {
    method: 'GET',
    path: '/api/Polls/{id}',
    permission: needs('Polls', 'read'),
    request: { path: pollIdPath },
    reply: { kind: 'json', schema: pollDetail },
    summary: 'Анкета с въпросите; canVote; резултатите за автора и за управляващите анкети',
  },
  createPoll: {
    method: 'POST',
    path: '/api/Polls/',
    permission: needs('Polls', 'create'),
    request: { body: pollBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова анкета с въпроси с един, с няколко или със свободен отговор',
  },
  updatePoll: {
    method: 'POST',
    path: '/api/Polls/{id}',
    permission: needs('Polls', 'update'),
    object: authored,
    request: { path: pollIdPath, body: pollBody.safeExtend({ version: versionField() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Редакция на анкета от автора, докато никой не е гласувал (остаряла версия: 409)',
  },
  deletePoll: {
    method: 'DELETE',
    path: '/api/Polls/{id}',
    permission: needs('Polls', 'delete'),
    object: authored,
    request: { path: pollIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива анкета (автор, директор или администратор)',
  },
  vote: {
    method: 'PUT',
    path: '/api/Polls/vote',
    permission: needs('Polls', 'read'),
    object: addressedObject,
    request: { body: voteBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Глас в анкета: веднъж на потребител (втори глас: 409)',
  },
  exportPollWord: {
    method: 'GET',
    path: '/api/Polls/export/{id}',
    permission: needs('Polls', 'update'),
    request: { path: pollIdPath },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    summary: 'Резултатите и отговорите на анкета като Word (.docx)',
  },
  exportPollExcel: {
    method: 'GET',
    path: '/api/Polls/export/excel/{id}',
    permission: needs('Polls', 'update'),
    request: { path: pollIdPath },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Резултатите и отговорите на анкета като Excel (.xlsx)',
  },
});
