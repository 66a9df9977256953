import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query';

/** The portfolios feature's queries; each list sends the kindergarten the screen shows. */

export const portfoliosQuery = (kindergartenId: string, page: number, pageSize: number) =>
  apiQuery('children.portfolios', { query: { kindergartenId, PageNumber: page, PageSize: pageSize } });

export const portfolioQuery = (id: string) => apiQuery('children.portfolio', { path: { id } });

export const backgroundsQuery = (kindergartenId: string) =>
  apiQuery('children.portfolioBackgrounds', { query: { kindergartenId } });

export const childOptionsQuery = (kindergartenId: string) =>
  apiQuery('children.childDropdown', { query: { kindergartenId } });

/** A portfolio saved or deleted: the lists, the portfolio itself and the achievements made of its sections. */
export function invalidatePortfolios(client: QueryClient) {
  return Promise.all(
    ['children.portfolios', 'children.portfolio', 'children.achievements', 'children.childAchievements'].map(
      (id) => client.invalidateQueries({ queryKey: ['api', id] }),
    ),
  );
}

/** After a stale save: the portfolio as stored now. */
export function reloadPortfolio(client: QueryClient, id: string) {
  return client.refetchQueries({ queryKey: portfolioQuery(id).queryKey });
}
