import type { RouteExamples } from '../route-examples';

export const examples = {} satisfies RouteExamples;
