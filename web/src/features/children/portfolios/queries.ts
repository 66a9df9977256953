import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A portfolio saved or deleted: the lists, the portfolio itself and the achievements made of its sections. */
export const invalidatePortfolios = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'children.portfolios',
    'children.portfolio',
    'children.achievements',
    'children.childAchievements',
  );
