import { z } from 'zod';
import { kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The kindergarten's side of НЕИСПУО (issue #31) under `administration/kindergarten`: the school years it may
 * connect for (НЕИСПУО names a year by its starting year), and a whole sync started by hand (what waits of
 * the school year's attendance, the medical notices from НЗИС) — the same the scheduled sync does.
 */

const screen = z.object({ kindergartenId: kindergartenGuard() });

export const kindergartenNeispuoSchoolYear = z.object({
  /** The starting year (2026 = 2026/2027), what НЕИСПУО's External API takes. */
  schoolYear: z.number().int(),
  /** The kindergarten's school year as it shows it, e.g. 2026/2027. */
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  active: z.boolean(),
});

export const kindergartenNeispuoRoutes = defineRoutes('kindergartens', {
  neispuoSchoolYears: {
    method: 'GET',
    path: '/api/administration/Kindergarten/neispuo-school-years',
    permission: needs('Neispuo', 'read'),
    request: { query: screen },
    reply: { kind: 'json', schema: z.array(kindergartenNeispuoSchoolYear) },
    summary: 'Учебните години на детската градина, за които тя може да се свърже с НЕИСПУО',
  },
  syncWithNeispuo: {
    method: 'POST',
    path: '/api/administration/kindergarten/sync-with-neispuo',
    permission: needs('Neispuo', 'update'),
    // The session's kindergarten's own sync.
    object: 'none',
    request: { body: screen },
    reply: { kind: 'json', schema: z.object({ queued: z.boolean() }) },
    summary:
      'Пуска синхронизация на детската градина с НЕИСПУО: чакащите присъствия и медицинските бележки от НЗИС',
  },
});
