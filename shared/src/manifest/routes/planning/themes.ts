import { z } from 'zod';
import { AgeGroup, EducationalArea, ThemeKind } from '../../../education/education';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The kindergarten's own topics (issue #30; `/education-plan-topic/custom-themes` and `general-themes`): a
 * custom topic of an age group and educational area, which the year plan offers beside the publisher's, and
 * a general topic of the whole kindergarten for a period. The spec names the screens only, so the calls are
 * ours, under the planning area's `complex` prefix. One item per topic; a kindergarten's are one Query.
 */

export const themesBulkMax = 50;

export const theme = z.object({
  id: z.string(),
  kind: z.enum(ThemeKind),
  title: z.string(),
  expectedResults: z.string(),
  /** A custom topic's age group and area (null for a general one). */
  ageGroup: z.enum(AgeGroup).nullable(),
  area: z.enum(EducationalArea).nullable(),
  /** A general topic's period (null for a custom one). */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  version: z.number().int(),
});
export type Theme = z.infer<typeof theme>;

/** What a topic says besides its kind: a custom one needs its age group and area, a general one its dates. */
const themeFields = {
  title: text('Тема', 300),
  expectedResults: optionalText('Очаквани резултати', 2000),
  fromDate: dateField('От дата').optional(),
  toDate: dateField('До дата').optional(),
};
const placement = {
  kind: choice(ThemeKind, 'Вид'),
  ageGroup: choice(AgeGroup, 'Възрастова група').optional(),
  area: choice(EducationalArea, 'Образователно направление').optional(),
};

export const themeBody = z
  .object({
    id: id('Тема').optional(),
    version: versionField().optional(),
    kindergartenId: kindergartenGuard(),
    ...placement,
    ...themeFields,
  })
  .refine(editNamesVersion, versionRequired);
export type ThemeBody = z.infer<typeof themeBody>;

export const themesBulkBody = z.object({
  kindergartenId: kindergartenGuard(),
  ...placement,
  themes: z.array(z.object(themeFields)).min(1).max(themesBulkMax).meta({ title: 'Теми' }),
});
export type ThemesBulkBody = z.infer<typeof themesBulkBody>;

export const themeListQuery = z.object({
  kindergartenId: kindergartenGuard(),
  kind: z.coerce.number().pipe(choice(ThemeKind, 'Вид')),
  ageGroup: z.coerce.number().pipe(choice(AgeGroup, 'Възрастова група')).optional(),
  area: z.coerce.number().pipe(choice(EducationalArea, 'Образователно направление')).optional(),
  name: optionalText('Търсене', 100),
  ...pageQuery,
});

const themePath = z.object({ id: id('Тема') });

export const planningThemeRoutes = defineRoutes('planning', {
  themesOverview: {
    method: 'GET',
    path: '/api/complex/education-plan-topic/themes',
    permission: needs('EducationPlanTopics', 'read'),
    request: { query: themeListQuery },
    reply: { kind: 'json', schema: paged(theme), paged: true },
    summary:
      'Собствените теми на градината (по възрастова група и направление) или общите ѝ теми (по период), с търсене',
  },
  theme: {
    method: 'GET',
    path: '/api/complex/education-plan-topic/themes/{id}',
    permission: needs('EducationPlanTopics', 'read'),
    request: { path: themePath },
    reply: { kind: 'json', schema: theme },
    summary: 'Една собствена или обща тема на градината',
  },
  saveTheme: {
    method: 'POST',
    path: '/api/complex/education-plan-topic/themes',
    permission: needs('EducationPlanTopics', 'create'),
    object: kindergartenObject,
    request: { body: themeBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира тема; собствена без възрастова група или направление, обща без период: 400 с полето',
  },
  createThemes: {
    method: 'POST',
    path: '/api/complex/education-plan-topic/themes/bulk-create',
    permission: needs('EducationPlanTopics', 'create'),
    // Only creates: it names no existing topic, and the kindergarten is the session's (the guard checks it).
    object: 'none',
    request: { body: themesBulkBody },
    reply: { kind: 'json', schema: saveReply.extend({ created: z.number().int() }) },
    summary: `Създава до ${themesBulkMax} теми наведнъж с една възрастова група и направление (или общи, всяка с период); грешен ред: 400 с номера му, нищо не се записва`,
  },
  deleteTheme: {
    method: 'DELETE',
    path: '/api/complex/education-plan-topic/themes/{id}',
    permission: needs('EducationPlanTopics', 'delete'),
    object: kindergartenObject,
    request: { path: themePath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива тема (запазените годишни планове пазят своето копие)',
  },
});
