import { AdministrationBook } from '@gradina/shared';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/**
 * The two control activity books (the director's, the deputy director's): the same entries through twin
 * routes. The pages take one of these and stay the same.
 */
export const controlBooks = {
  director: {
    book: AdministrationBook.ControlActivityBook,
    path: '/administration/books/control',
    list: 'books.controlActivityBook',
    one: 'books.controlCheck',
    save: 'books.saveControlCheck',
    remove: 'books.deleteControlCheck',
  },
  deputy: {
    book: AdministrationBook.ControlActivityDeputyDirectorBook,
    path: '/administration/books/deputy-director',
    list: 'books.deputyControlActivityBook',
    one: 'books.deputyControlCheck',
    save: 'books.saveDeputyControlCheck',
    remove: 'books.deleteDeputyControlCheck',
  },
} as const;
export type ControlBook = (typeof controlBooks)[keyof typeof controlBooks];

/** A check saved or cancelled: both books' lists and checks (a few small queries). */
export const invalidateChecks = (client: QueryClient) =>
  invalidateRoutes(client, ...Object.values(controlBooks).flatMap((b) => [b.list, b.one]));
