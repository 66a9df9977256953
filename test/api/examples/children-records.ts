import type { RouteExamples } from '../route-examples';

/**
 * Examples of the children records routes on the demo kindergarten (its children are seeded with the demo
 * data; a write acts on a child its example created first).
 */
export const examples = {
  'children.childDropdown': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
} satisfies RouteExamples;
