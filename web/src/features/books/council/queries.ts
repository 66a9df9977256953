import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

export const councilPath = '/administration/books/pedagogical';

/** A protocol, a decision or the members saved or cancelled: the book, the protocol and its decisions. */
export const invalidateCouncil = (client: QueryClient) =>
  invalidateRoutes(client, 'books.pedagogicalCouncilBook', 'books.councilProtocol', 'books.councilDecision');

/** A list kept one item a line in a text box (the members, the agenda): the lines that say something. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
