import { documentTypes } from '@gradina/shared/books/books';
import type { booksExportRoutes } from '@gradina/shared/manifest/routes/books/export';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { exportBook } from './export';

/** The books' print and the document types: thin entries. */
export const exportRoutes: FeatureRoutes<typeof booksExportRoutes> = {
  'books.exportBook': async ({ session, path, query }) => exportBook(session, path.bookType, query),
  'books.documentTypes': async () => documentTypes.map((t) => ({ id: t.id, name: t.name })),
};
