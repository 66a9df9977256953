import { z } from 'zod';
import { paged, pageQuery, queryBoolean } from '../../../schemas/common';
import { kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/** The kindergarten's partners (publishers): one entry each in the "Ресурси" menu. */

export const partner = z.object({ id: z.string(), name: z.string() });

export const kindergartenPartnerRoutes = defineRoutes('kindergartens', {
  partners: {
    method: 'GET',
    path: '/api/Partners',
    permission: needs('KindergartenResources', 'read'),
    request: {
      query: z.object({
        OrderByColumn: z.enum(['Name', 'name']).optional().meta({ title: 'Подредба' }),
        OrderByDescending: queryBoolean.optional().meta({ title: 'Низходящо' }),
        kindergartenId: kindergartenGuard(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(partner), paged: true },
    summary: 'Партньорите (издателства) на детската градина: по един запис в менюто „Ресурси“',
  },
});
