import {
  defaultResultLevels,
  educationalAreaNames,
  educationalAreas,
} from '@gradina/shared/education/education';
import type { AreaResult } from '@gradina/shared/education/results';

export type { AreaResult };

import type { ResultsTemplate } from '@gradina/shared/manifest/routes/planning/educational-results';
import { batchGet } from '../../platform/db';
import { educationKeys } from './keys';

/**
 * A child's educational results as other areas read them (issue #30: the results feed the child's portfolio
 * and the preschool certificate): the record the planning area writes (`KG#<kg>#RESULTS#<group>` /
 * `CHILD#<child>`) named by the template the kindergarten assesses by (its own or the Master's). Read only;
 * one BatchGet for any number of children of a group together with both templates.
 */

export type TemplateItem = Omit<ResultsTemplate, 'adapted'>;

/** The Master's template before the Master saves one: the seven areas, three levels. */
export const masterDefault: TemplateItem = {
  areas: educationalAreas.map((area) => ({ area, name: educationalAreaNames[area] })),
  levels: [...defaultResultLevels],
  version: 0,
};

/** The template a kindergarten assesses by: its own adaptation, else the Master's. Pure. */
export const templateOf = (
  own: TemplateItem | undefined,
  master: TemplateItem | undefined,
): ResultsTemplate =>
  own
    ? { areas: own.areas, levels: own.levels, version: own.version, adapted: true }
    : { ...(master ?? masterDefault), version: 0, adapted: false };

/** The levels of a stored record by area number (`"1": 2`). */
interface StoredResult {
  childId: string;
  start?: Record<string, number>;
  end?: Record<string, number>;
}

/** A record named by the template: its areas in the template's order, only those assessed. Pure. */
export function namedResults(template: ResultsTemplate, record: StoredResult | undefined): AreaResult[] {
  const level = (n: number | undefined) =>
    n === undefined ? null : (template.levels.find((l) => l.level === n)?.name ?? null);
  return template.areas
    .map((a) => ({
      area: a.area,
      areaName: a.name,
      start: level(record?.start?.[String(a.area)]),
      end: level(record?.end?.[String(a.area)]),
    }))
    .filter((r) => r.start !== null || r.end !== null);
}

/**
 * The end-of-year results as one sentence („Български език и литература – високо ниво; …“), for the
 * preschool certificate; empty when the child has no end-of-year assessment. Pure.
 */
export function endResultsText(results: readonly AreaResult[]): string {
  const ended = results.filter((r) => r.end !== null);
  if (ended.length === 0) return '';
  const list = ended.map((r) => `${r.areaName} – ${r.end!.toLocaleLowerCase('bg')}`).join('; ');
  return `Резултати по образователните направления в края на годината: ${list}.`;
}

/** The results of children of one group, by child: one BatchGet of their records and both templates. */
export async function childrenResults(
  kindergartenId: string,
  groupId: string,
  childIds: readonly string[],
): Promise<Map<string, AreaResult[]>> {
  const ownKey = educationKeys.kindergartenTemplate(kindergartenId);
  const masterKey = educationKeys.masterTemplate();
  const items = await batchGet<Record<string, unknown>>([
    ownKey,
    masterKey,
    ...childIds.map((c) => educationKeys.result(kindergartenId, groupId, c)),
  ]);
  const at = (k: { PK: string; SK: string }) => items.find((i) => i.PK === k.PK && i.SK === k.SK);
  const template = templateOf(
    at(ownKey) as TemplateItem | undefined,
    at(masterKey) as TemplateItem | undefined,
  );
  return new Map(
    childIds.map((c) => [
      c,
      namedResults(
        template,
        at(educationKeys.result(kindergartenId, groupId, c)) as StoredResult | undefined,
      ),
    ]),
  );
}
