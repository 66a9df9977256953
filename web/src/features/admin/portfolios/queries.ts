import type { SectionTypeName } from '@gradina/shared/manifest/routes/children/portfolios';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, invalidateRoutes } from '../../../api/query';

/** The Master's portfolio lists, read with their versions for editing them whole. */
export const templateBackgroundsQuery = () => apiQuery('children.portfolioTemplateBackgrounds');

export const templateTitlesQuery = (type: SectionTypeName) =>
  apiQuery('children.portfolioTemplateTitles', { path: { type } });

/** A list saved: the Master's copy and the lists the kindergartens' portfolio screens read. */
export const invalidatePortfolioTemplates = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'children.portfolioTemplateBackgrounds',
    'children.portfolioTemplateTitles',
    'children.portfolioBackgrounds',
    'children.portfolioSectionTitles',
  );
