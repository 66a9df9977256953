import type { booksDocumentRoutes } from '@gradina/shared/manifest/routes/books/documents';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import {
  deleteDocument,
  document,
  documentFile,
  documentKeys,
  documentsList,
  saveDocument,
} from './documents';

/** The kindergarten's documents: thin entries over the feature's functions. */
export const documentRoutes: FeatureRoutes<typeof booksDocumentRoutes, typeof documentObjects> = {
  'books.kindergartenDocuments': entry.query(documentsList),
  'books.kindergartenDocument': entry.pathId(document),
  'books.saveKindergartenDocument': entry.save(saveDocument),
  'books.deleteKindergartenDocument': entry.object(deleteDocument),
  'books.kindergartenDocumentFile': entry.pathId(documentFile),
};

export const documentObjects = {
  'books.saveKindergartenDocument': kindergartenItemOfBody(documentKeys.document),
  'books.deleteKindergartenDocument': kindergartenItemAtPath(documentKeys.document),
} satisfies FeatureLoaders<typeof booksDocumentRoutes>;
