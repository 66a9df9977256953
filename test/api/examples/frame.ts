import type { RouteExamples } from '../route-examples';

/** The combined shell and home calls: neither takes input. */
export const examples = {
  'communication.shell': () => ({}),
  'communication.home': () => ({}),
} satisfies RouteExamples;
