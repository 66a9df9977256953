import type { booksDirectorOrderRoutes } from '@gradina/shared/manifest/routes/books/director-orders';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { bookKeys } from '../register/items';
import { deleteOrder, type OrderItem, order, orderBook, orderIndexes, saveOrder } from './orders';

/** The director's orders book: thin entries over the feature's functions. */
export const directorOrderRoutes: FeatureRoutes<
  typeof booksDirectorOrderRoutes,
  typeof directorOrderObjects
> = {
  'books.directorOrderBook': entry.query(orderBook),
  'books.directorOrderIndexes': entry.query(orderIndexes),
  'books.directorOrder': entry.pathId(order),
  'books.saveDirectorOrder': async ({ session, body, object }) => saveOrder(session, body, object?.item),
  'books.deleteDirectorOrder': entry.object(deleteOrder),
};

export const directorOrderObjects = {
  'books.saveDirectorOrder': kindergartenItemOfBody<OrderItem>(bookKeys.entry),
  'books.deleteDirectorOrder': kindergartenItemAtPath<OrderItem>(bookKeys.entry),
} satisfies FeatureLoaders<typeof booksDirectorOrderRoutes>;
