import type { RouteExamples } from '../route-examples';

/** The combined shell and home calls; the home call names the kindergarten it shows, as the dashboard's does. */
export const examples = {
  'communication.shell': () => ({}),
  'communication.home': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
} satisfies RouteExamples;
