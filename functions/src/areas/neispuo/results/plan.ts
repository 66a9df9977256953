import { neispuoSubjectOfArea } from '@gradina/shared/neispuo/pg-subjects';
import type { AreaResult } from '../../../domain/education/child-results';

/**
 * What a group's educational results must be in НЕИСПУО's `pgResults` (one record per child and
 * educational area, the start and end of the year as text) against what was sent: created, corrected in
 * place (PUT keeps НЕИСПУО's id), deleted when the result is gone. Pure.
 */

export interface PgResultTexts {
  startSchoolYearResult: string | null;
  endSchoolYearResult: string | null;
}

export interface WantedResult extends PgResultTexts {
  childId: string;
  personId: number;
  subjectId: number;
}

export interface SentResult {
  childId: string;
  subjectId: number;
  personId: number;
  /** НЕИСПУО's id; null until НЕИСПУО answered. */
  pgResultId: number | null;
  /** `sending` is saved before the call: a lost answer is looked up in НЕИСПУО before sending again. */
  state: 'sending' | 'accepted' | 'refused';
  /** The texts sent (JSON of PgResultTexts). */
  sent: string;
  /** НЕИСПУО's words for a refusal. */
  message: string | null;
}

export type ResultAction =
  | { kind: 'create'; wanted: WantedResult; record?: SentResult }
  | { kind: 'update'; wanted: WantedResult; record: SentResult }
  | { kind: 'delete'; record: SentResult };

export const textsOf = (r: PgResultTexts) =>
  JSON.stringify({
    startSchoolYearResult: r.startSchoolYearResult,
    endSchoolYearResult: r.endSchoolYearResult,
  });

export const resultKey = (r: { childId: string; subjectId: number }) => `${r.childId}#${r.subjectId}`;

/** The records the children's results ask for: children with a person id, areas assessed at either stage. */
export function wantedResults(
  results: ReadonlyMap<string, readonly AreaResult[]>,
  persons: ReadonlyMap<string, number>,
): WantedResult[] {
  return [...results].flatMap(([childId, areas]) => {
    const personId = persons.get(childId);
    if (personId === undefined) return [];
    return areas.map((a) => ({
      childId,
      personId,
      subjectId: neispuoSubjectOfArea[a.area],
      startSchoolYearResult: a.start,
      endSchoolYearResult: a.end,
    }));
  });
}

export function planResults(wanted: readonly WantedResult[], sent: readonly SentResult[]): ResultAction[] {
  const before = new Map(sent.map((r) => [resultKey(r), r]));
  const actions: ResultAction[] = [];
  for (const w of wanted) {
    const record = before.get(resultKey(w));
    before.delete(resultKey(w));
    if (!record) {
      actions.push({ kind: 'create', wanted: w });
      continue;
    }
    const same = record.sent === textsOf(w) && record.personId === w.personId;
    // A refusal waits for a change; a record whose answer was lost and not found in НЕИСПУО is sent again.
    if (record.state === 'refused' && same) continue;
    if (record.state === 'accepted' && same) continue;
    if (record.pgResultId !== null && record.personId !== w.personId) {
      // A corrected person id: the record of the wrong person goes, the right one's comes.
      actions.push({ kind: 'delete', record }, { kind: 'create', wanted: w });
    } else if (record.pgResultId !== null) actions.push({ kind: 'update', wanted: w, record });
    else actions.push({ kind: 'create', wanted: w, record });
  }
  for (const record of before.values()) actions.push({ kind: 'delete', record });
  return actions;
}
