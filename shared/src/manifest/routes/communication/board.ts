import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { createdBy, shown } from '../../../schemas/communication-fields';
import { id, ids, nullable, richText, text } from '../../../schemas/fields';
import { groupId, referenceIds } from '../../../schemas/ids';
import { versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, groupObject, needs } from '../../route';

/** The dashboard board: notes for the kindergarten or its groups. */

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
    groupIds: referenceIds(groupId(), 'Групи', 100).optional(),
    version: versionField().optional(),
    ...shown,
  })
  .refine((v) => !v.id || v.version !== undefined, versionRequired);

export const communicationBoardRoutes = defineRoutes('communication', {
  boardMessages: {
    method: 'GET',
    path: '/api/Dashboards/messages/overview-models',
    permission: needs('Dashboards', 'read'),
    request: { query: z.object({ ...pageQuery, ...shown }) },
    reply: {
      kind: 'json',
      schema: paged(dashboardMessage).extend({ version: z.number().int(), groupMessages: z.boolean() }),
      paged: true,
    },
    summary: 'Съобщенията на таблото (/notes) в реда, зададен от директора',
  },
  saveBoardMessage: {
    method: 'POST',
    path: '/api/Dashboards/message',
    permission: needs('DashboardMessages', 'create'),
    object: groupObject,
    request: { body: dashboardMessageBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Съобщение на таблото, за цялата детска градина или за групи',
  },
  deleteBoardMessage: {
    method: 'DELETE',
    path: '/api/Dashboards/message/{id}',
    permission: needs('DashboardMessages', 'delete'),
    object: groupObject,
    request: { path: z.object({ id: id('Съобщение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Маха съобщение от таблото',
  },
  orderBoardMessages: {
    method: 'POST',
    path: '/api/Dashboards/messages/order',
    // The board's order is the whole kindergarten's arrangement (notes of every group and for everyone), so
    // it needs the right to change the board itself, which the director and the administrator have and a
    // user group may grant; a teacher's right to edit notes (DashboardMessages) is not enough.
    permission: needs('Dashboards', 'update'),
    request: {
      body: z.object({
        ids: ids('Съобщения', 'Съобщение', 99, 1),
        version: versionField(),
        ...shown,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова подредба на таблото (атомарно; остаряла версия: 409)',
  },
  boardSeen: {
    method: 'POST',
    path: '/api/Dashboards/messages/seen',
    permission: needs('Dashboards', 'read'),
    request: { body: z.object({ ids: ids('Съобщения', 'Съобщение', 200).optional(), ...shown }).optional() },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отбелязва съобщенията на таблото (всички или изброените) като видени',
  },
});
