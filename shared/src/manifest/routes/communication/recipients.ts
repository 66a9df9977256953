import { z } from 'zod';
import { shown } from '../../../schemas/communication-fields';
import { defineRoutes, needs } from '../../route';

/** Whom a composer of a message, event or poll may choose. */

export const communicationRecipientRoutes = defineRoutes('communication', {
  recipientOptions: {
    method: 'GET',
    path: '/api/Messages/recipient-options',
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
});
