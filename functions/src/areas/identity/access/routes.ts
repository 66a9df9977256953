import type { AreaImplementations } from '../../../platform/http/area-handler';

export const accessRoutes: AreaImplementations<never> = {};
