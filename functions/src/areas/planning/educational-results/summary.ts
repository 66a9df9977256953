import { type EducationalArea, educationalAreaNames, ResultStage } from '@gradina/shared/education/education';
import type {
  ResultsSummaryRow,
  ResultsTemplate,
} from '@gradina/shared/manifest/routes/planning/educational-results';
import type { Deltas } from '../../../domain/education/aggregates';

/**
 * The rules of the educational results (issue #30), pure: a level must be one of the template's for one of
 * its areas; the group's summary counts children per area, stage and level and the change from start to end;
 * the `results` aggregate counts assessments per stage and level.
 */

export interface ResultItem {
  childId: string;
  groupId: string;
  /** Levels by area number, as text keys (`"1": 2`). */
  start: Record<string, number>;
  end: Record<string, number>;
  startNote: string;
  endNote: string;
  version: number;
}

/** The field errors of levels outside the template (`levels.<area>`). */
export function levelErrors(
  template: Pick<ResultsTemplate, 'areas' | 'levels'>,
  levels: Record<string, number>,
) {
  const areas = new Set(template.areas.map((a) => String(a.area)));
  const allowed = new Set(template.levels.map((l) => l.level));
  return Object.entries(levels).flatMap(([area, level]) => {
    if (!areas.has(area))
      return [{ field: `levels.${area}`, message: `Направление ${area} не е в шаблона на градината.` }];
    if (!allowed.has(level)) {
      const name = educationalAreaNames[Number(area) as EducationalArea];
      return [
        {
          field: `levels.${area}`,
          message: `${name}: ниво ${level} не е в шаблона (${template.levels.map((l) => `${l.level} – ${l.name}`).join(', ')}).`,
        },
      ];
    }
    return [];
  });
}

/** The `results` aggregate's counters of one stage of a child's record: assessments, and each level's. */
export function stageCounters(stage: ResultStage, levels: Record<string, number> | undefined): Deltas {
  const prefix = stage === ResultStage.Start ? 'start' : 'end';
  const out: Deltas = {};
  for (const level of Object.values(levels ?? {})) {
    out[`${prefix}Assessments`] = (out[`${prefix}Assessments`] ?? 0) + 1;
    out[`${prefix}L${level}`] = (out[`${prefix}L${level}`] ?? 0) + 1;
  }
  return out;
}

export function summaryRows(
  template: Pick<ResultsTemplate, 'areas' | 'levels'>,
  results: readonly Pick<ResultItem, 'start' | 'end'>[],
): ResultsSummaryRow[] {
  return template.areas.map(({ area, name }) => {
    const key = String(area);
    const count = (stage: 'start' | 'end') =>
      Object.fromEntries(
        template.levels.map((l) => [
          String(l.level),
          results.filter((r) => r[stage][key] === l.level).length,
        ]),
      );
    const both = results.filter((r) => r.start[key] !== undefined && r.end[key] !== undefined);
    return {
      area,
      areaName: name,
      start: count('start'),
      end: count('end'),
      improved: both.filter((r) => r.end[key]! > r.start[key]!).length,
      same: both.filter((r) => r.end[key] === r.start[key]).length,
      declined: both.filter((r) => r.end[key]! < r.start[key]!).length,
    };
  });
}
