import { AdministrationBook } from '@gradina/shared';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/**
 * The incoming and the outgoing register: the same items through twin routes (a reply adds the letter it
 * answers). The pages take one of these and stay the same.
 */
export const registers = {
  incoming: {
    book: AdministrationBook.IncomingCorrespondenceBook,
    path: '/administration/books/incoming-correspondence',
    list: 'books.incomingCorrespondenceBook',
    one: 'books.incomingCorrespondenceItem',
    next: 'books.incomingNextNumber',
    types: 'books.incomingDocumentTypes',
    remove: 'books.deleteIncomingItem',
    correspondent: 'Подател',
    entry: 'Входящ документ',
  },
  outgoing: {
    book: AdministrationBook.OutgoingCorrespondenceBook,
    path: '/administration/books/outgoing-correspondence',
    list: 'books.outgoingCorrespondenceBook',
    one: 'books.outgoingCorrespondenceItem',
    next: 'books.outgoingNextNumber',
    types: 'books.outgoingDocumentTypes',
    remove: 'books.deleteOutgoingItem',
    correspondent: 'Получател',
    entry: 'Изходящ документ',
  },
} as const;
export type Register = (typeof registers)[keyof typeof registers];

/** An item saved or cancelled: both registers (a reply changes the letter it answers too). */
export const invalidateCorrespondence = (client: QueryClient) =>
  invalidateRoutes(client, ...Object.values(registers).flatMap((r) => [r.list, r.one, r.next]));
