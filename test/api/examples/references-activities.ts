import type { RouteExamples } from '../route-examples';

/**
 * Examples of the МОН and municipality references of the extra activities and their fees: the demo
 * kindergarten's months of the current school year (its `activities` aggregates, recomputed by the demo).
 * They read aggregates only, so every role but МОН and municipality is refused by the right.
 */
const range = { fromMonth: '2026-09', toMonth: '2026-11' };

export const examples = {
  'references.activityTypes': () => ({ query: { ...range, PageSize: '20' } }),
  'references.exportActivityTypes': () => ({ query: range }),
  'references.activityFees': () => ({ query: { ...range, PageSize: '20' } }),
  'references.exportActivityFees': () => ({ query: range }),
} satisfies RouteExamples;
