import { z } from 'zod';
import { EducationalArea, ResultStage, resultLevelsMax } from '../../../education/education';
import { saveReply } from '../../../schemas/common';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { childId, groupId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * Educational results (issue #30, Наредба № 5/2016 чл. 67): at the start and at the end of the school year
 * each child is assessed per educational area at a level of the results template. The Master keeps the
 * template (areas and levels); a kindergarten adapts it (its own level names, fewer areas). A child's
 * record of a school year is one item; the group's summary counts the children per area, stage and level
 * and the change from start to end. The spec names only the screens, so the calls are ours, under the
 * planning area's `complex` prefix.
 */

export const resultsTemplate = z.object({
  areas: z.array(z.object({ area: z.enum(EducationalArea), name: z.string() })),
  levels: z.array(z.object({ level: z.number().int(), name: z.string() })),
  /** The kindergarten's adaptation (false: the Master's template as it is). */
  adapted: z.boolean(),
  version: z.number().int(),
});
export type ResultsTemplate = z.infer<typeof resultsTemplate>;

const templateBody = z.object({
  areas: z
    .array(z.object({ area: choice(EducationalArea, 'Направление'), name: text('Наименование', 100) }))
    .min(1)
    .max(7)
    .meta({ title: 'Направления' }),
  levels: z
    .array(z.object({ level: z.number().int().min(1).max(resultLevelsMax), name: text('Ниво', 60) }))
    .min(2)
    .max(resultLevelsMax)
    .meta({ title: 'Нива' }),
  version: versionField(),
});

/** Levels by area (`"1": 2` = area 1 at level 2); an area left out is not assessed yet. */
const levelsByArea = z.record(z.string(), z.number().int()).meta({ title: 'Нива' });

export const childResult = z.object({
  childId: z.string(),
  childName: z.string(),
  start: z.record(z.string(), z.number().int()),
  end: z.record(z.string(), z.number().int()),
  startNote: z.string(),
  endNote: z.string(),
  version: z.number().int(),
});
export type ChildResult = z.infer<typeof childResult>;

export const resultsSummaryRow = z.object({
  area: z.enum(EducationalArea),
  areaName: z.string(),
  /** Children at each level (by level number) at the start and at the end. */
  start: z.record(z.string(), z.number().int()),
  end: z.record(z.string(), z.number().int()),
  /** Children assessed at both stages whose level rose, stayed, fell. */
  improved: z.number().int(),
  same: z.number().int(),
  declined: z.number().int(),
});
export type ResultsSummaryRow = z.infer<typeof resultsSummaryRow>;

const groupYear = z.object({ classId: id('Група') });

export const planningEducationalResultRoutes = defineRoutes('planning', {
  masterResultsTemplate: {
    method: 'GET',
    path: '/api/complex/administration/educational-results/template',
    permission: needs('EducationCatalogue', 'read', false),
    request: {},
    reply: { kind: 'json', schema: resultsTemplate },
    summary: 'Шаблонът на образователните резултати на платформата: направления и нива',
  },
  saveMasterResultsTemplate: {
    method: 'POST',
    path: '/api/complex/administration/educational-results/template',
    permission: needs('EducationCatalogue', 'update', false),
    request: { body: templateBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва шаблона на платформата (остаряла версия: 409)',
  },
  resultsTemplate: {
    method: 'GET',
    path: '/api/complex/educational-results/template',
    permission: needs('EducationalResults', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: resultsTemplate },
    summary: 'Шаблонът, по който градината оценява: своят, или този на платформата',
  },
  saveResultsTemplate: {
    method: 'POST',
    path: '/api/complex/educational-results/template',
    // A setting of the kindergarten (its directors and administrators), not a teacher's record.
    permission: needs('PlatformSettings', 'update'),
    request: { body: templateBody.extend({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва шаблона на градината (нива и направления, които оценява)',
  },
  groupResults: {
    method: 'GET',
    path: '/api/complex/educational-results/records/{classId}',
    permission: needs('EducationalResults', 'read'),
    request: { path: groupYear },
    reply: { kind: 'json', schema: z.array(childResult) },
    summary:
      'Резултатите на децата от групата в нейната учебна година; учител: своите групи, родител: своето дете',
  },
  saveChildResult: {
    method: 'POST',
    path: '/api/complex/educational-results/records',
    permission: needs('EducationalResults', 'update'),
    // The child's group decides: a teacher of it or a manager (the handler reads the group's roster).
    object: 'none',
    request: {
      body: z.object({
        classId: groupId(),
        childId: childId(),
        stage: choice(ResultStage, 'Етап'),
        levels: levelsByArea,
        note: optionalText('Бележка', 2000),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва резултатите на дете в началото или края на годината; ниво извън шаблона: 400 с направлението',
  },
  resultsSummary: {
    method: 'GET',
    path: '/api/complex/educational-results/references/{classId}',
    permission: needs('EducationalResults', 'read'),
    request: { path: groupYear },
    reply: {
      kind: 'json',
      schema: z.object({
        classId: z.string(),
        className: z.string(),
        children: z.number().int(),
        levels: z.array(z.object({ level: z.number().int(), name: z.string() })),
        rows: z.array(resultsSummaryRow),
      }),
    },
    summary: 'Обобщение на групата: деца по ниво и направление в началото и края, и промяната',
  },
  resultsSummaryExport: {
    method: 'GET',
    path: '/api/complex/educational-results/references/{classId}/export',
    permission: needs('EducationalResults', 'read'),
    request: { path: groupYear },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Обобщението на групата като Excel (A4)',
  },
});
