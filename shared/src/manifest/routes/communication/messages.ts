import { z } from 'zod';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import {
  attachmentInfo,
  attachments,
  createdBy,
  hasRecipients,
  recipientFields,
  recipientsRequired,
  shown,
  shownBody,
} from '../../../schemas/communication-fields';
import { fileReplyKind, id, nullable, richText, text } from '../../../schemas/fields';
import { memberId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { addressedObject, defineRoutes, needs, ownObject } from '../../route';

/** Messages: sending, the inbox, opening, replies, edits and deletes. */

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

export const communicationMessageRoutes = defineRoutes('communication', {
  sendMessage: {
    method: 'POST',
    path: '/api/Messages',
    permission: needs('Messages', 'create'),
    request: { body: messageBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Ново съобщение до аудитория, групи, родители на деца или служители; разпращането върви през опашката',
  },
  sendDirect: {
    method: 'POST',
    path: '/api/Messages/direct',
    permission: needs('Messages', 'create'),
    // object: creates a new message; `userId` is its recipient, checked like every recipient
    object: 'none',
    request: {
      body: z.object({
        userId: memberId('Получател'),
        title: text('Заглавие', 200),
        content: richText('Съдържание'),
        attachments,
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Лично съобщение до един потребител на детската градина',
  },
  inbox: {
    method: 'GET',
    path: '/api/Messages/overview-models',
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
  getMessage: {
    method: 'GET',
    path: '/api/Messages/{id}',
    permission: needs('Messages', 'read'),
    request: { path: messageIdPath },
    reply: { kind: 'json', schema: messageDetail },
    summary: 'Отваря съобщение с отговорите (само получател или подател); отбелязва го като прочетено',
  },
  messageAttachment: {
    method: 'GET',
    path: '/api/Messages/{id}/attachments/{fileKey}',
    permission: needs('Messages', 'read'),
    request: { path: z.object({ id: id('Съобщение'), fileKey: id('Файл') }) },
    reply: fileReplyKind(),
    summary: 'Прикачен файл на съобщение: за подателя и получателите му (добавено от продукта)',
  },
  setMessageSeen: {
    method: 'POST',
    path: '/api/Messages/{id}/setSeen',
    permission: needs('Messages', 'read'),
    // object: writes only the caller's own inbox entry (keyed by the session's user)
    object: 'none',
    request: { path: messageIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва съобщение и отговорите му като прочетени',
  },
  setAllMessagesSeen: {
    method: 'POST',
    path: '/api/Messages/setAllSeen',
    permission: needs('Messages', 'read'),
    request: { body: shownBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва всички съобщения като прочетени',
  },
  replyToMessage: {
    method: 'POST',
    path: '/api/Messages/reply/{id}',
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
  deleteReply: {
    method: 'DELETE',
    path: '/api/messages/{messageId}/reply/{replyId}',
    permission: needs('Messages', 'create'),
    object: ownObject,
    request: { path: z.object({ messageId: id('Съобщение'), replyId: id('Отговор') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива собствен отговор',
  },
  updateMessage: {
    method: 'POST',
    path: '/api/Messages/update',
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
  deleteMessage: {
    method: 'DELETE',
    path: '/api/Messages/{id}',
    permission: needs('Messages', 'delete'),
    object: addressedObject,
    request: { path: messageIdPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Подателят изтрива съобщението за всички; получател го маха от своята кутия',
  },
});
