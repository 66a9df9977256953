import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A list saved: the Master's copy and the lists the kindergartens' portfolio screens read. */
export const invalidatePortfolioTemplates = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'children.portfolioTemplateBackgrounds',
    'children.portfolioTemplateTitles',
    'children.portfolioBackgrounds',
    'children.portfolioSectionTitles',
  );
