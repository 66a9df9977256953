import type { RouteExamples } from '../route-examples';

/**
 * Examples of the МОН and municipality references: the demo kindergarten's months of the current school
 * year (its aggregates, when the demo has written them; an empty reference otherwise), the АСП summary of
 * one month. They read aggregates only, so every role but МОН and municipality is refused by the right.
 */
const range = { fromMonth: '2026-09', toMonth: '2026-11' };

export const examples = {
  'references.attendances': () => ({ query: { ...range, PageSize: '20' } }),
  'references.exportAttendances': () => ({ query: range }),
  'references.exportAbsences': () => ({ query: range }),
  'references.exportSmp': () => ({ query: { month: '2026-10' } }),
  'references.substitutions': () => ({ query: { ...range, PageSize: '20' } }),
  'references.exportSubstitutions': () => ({ query: range }),
  'references.kindergartenPeopleCounts': () => ({ query: { ...range, PageSize: '20' } }),
  'references.exportKindergartenPeopleCounts': () => ({ query: range }),
} satisfies RouteExamples;
