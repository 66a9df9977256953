import type { booksDirectorOrderRoutes } from '@gradina/shared/manifest/routes/books/director-orders';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { deleteOrder, order, orderBook, orderIndexes, ordersBook, saveOrder } from './orders';

/** The director's orders book: thin entries over the feature's functions. */
export const directorOrderRoutes: FeatureRoutes<
  typeof booksDirectorOrderRoutes,
  typeof directorOrderObjects
> = {
  'books.directorOrderBook': entry.query(orderBook),
  'books.directorOrderIndexes': entry.query(orderIndexes),
  'books.directorOrder': entry.pathId(order),
  'books.saveDirectorOrder': entry.save(saveOrder),
  'books.deleteDirectorOrder': entry.object(deleteOrder),
};

export const directorOrderObjects = {
  'books.saveDirectorOrder': kindergartenItemOfBody(ordersBook.key),
  'books.deleteDirectorOrder': kindergartenItemAtPath(ordersBook.key),
} satisfies FeatureLoaders<typeof booksDirectorOrderRoutes>;
