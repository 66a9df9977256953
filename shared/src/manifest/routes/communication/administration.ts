import { z } from 'zod';
import { Audience } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { attachments, audience, createdBy } from '../../../schemas/communication-fields';
import { id, ids, richText, text } from '../../../schemas/fields';
import { defineRoutes, needs, signedIn } from '../../route';

/** Administrative messages (МОН, municipalities, Master) and maintenance messages. */

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

export const communicationAdministrationRoutes = defineRoutes('communication', {
  sendToKindergartens: {
    method: 'POST',
    path: '/api/Messages/for-kindergartens',
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
  administrativeMessages: {
    method: 'GET',
    path: '/api/administration/Message/overview-models',
    permission: needs('MaintenanceMessages', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(administrativeMessage), paged: true },
    summary: 'Изпратените административни съобщения',
  },
  sendAdministrativeMessage: {
    method: 'POST',
    path: '/api/administration/Message',
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
  maintenanceMessages: {
    method: 'GET',
    path: '/api/administration/MaintenanceMessage',
    permission: needs('MaintenanceMessages', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(maintenanceMessage), paged: true },
    summary: 'Съобщенията за поддръжка',
  },
  createMaintenanceMessage: {
    method: 'POST',
    path: '/api/administration/MaintenanceMessage',
    permission: needs('MaintenanceMessages', 'create', false),
    request: { body: z.object({ title: text('Заглавие', 200), content: richText('Съдържание') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Ново съобщение за поддръжка: показва се на всеки потребител веднъж, до потвърждение',
  },
  clearMaintenanceMessage: {
    method: 'DELETE',
    path: '/api/administration/MaintenanceMessage/{id}',
    permission: needs('MaintenanceMessages', 'delete', false),
    // object: the platform's maintenance messages belong to no kindergarten; the master's right alone decides
    object: 'none',
    request: { path: z.object({ id: id('Съобщение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Снема съобщение за поддръжка (clearMaintenanceMessage към всички)',
  },
  currentMaintenanceMessages: {
    method: 'GET',
    path: '/api/administration/MaintenanceMessage/current',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: paged(maintenanceMessage), paged: true },
    summary: 'Активните съобщения за поддръжка, които потребителят още не е потвърдил: добавено',
  },
  acknowledgeMaintenanceMessage: {
    method: 'POST',
    path: '/api/administration/MaintenanceMessage/{id}/acknowledge',
    permission: signedIn,
    // object: records the caller's own acknowledgement (keyed by the session's user)
    object: 'none',
    request: { path: z.object({ id: id('Съобщение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Потвърждава съобщение за поддръжка: не се показва повече на този потребител: добавено',
  },
});
