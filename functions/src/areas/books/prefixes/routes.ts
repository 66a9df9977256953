import type { booksPrefixRoutes } from '@gradina/shared/manifest/routes/books/prefixes';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { bookPrefixes, deleteBookPrefix, saveBookPrefix } from './prefixes';

/** The Master's book prefixes: thin entries. */
export const prefixRoutes: FeatureRoutes<typeof booksPrefixRoutes> = {
  'books.bookPrefixes': entry.query(bookPrefixes),
  'books.saveBookPrefix': entry.body(saveBookPrefix),
  'books.deleteBookPrefix': entry.pathId(deleteBookPrefix),
};
