import type { AreaImplementations } from '../../../platform/http/area-handler';

export const accountRoutes: AreaImplementations<never> = {};
