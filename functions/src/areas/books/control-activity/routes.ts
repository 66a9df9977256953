import type { booksControlActivityRoutes } from '@gradina/shared/manifest/routes/books/control-activity';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { bookKeys } from '../register/items';
import { type CheckItem, controlBook, controlCheck, deleteCheck, saveCheck } from './control';

/** The two control activity books: thin entries over the feature's functions. */
export const controlActivityRoutes: FeatureRoutes<
  typeof booksControlActivityRoutes,
  typeof controlActivityObjects
> = {
  'books.controlActivityBook': async ({ session, query }) => controlBook(session, 'director', query),
  'books.controlCheck': async ({ session, path }) => controlCheck(session, 'director', path.id),
  'books.saveControlCheck': async ({ session, body, object }) =>
    saveCheck(session, 'director', body, object?.item),
  'books.deleteControlCheck': async ({ session, object }) => deleteCheck(session, 'director', object.item),
  'books.deputyControlActivityBook': async ({ session, query }) => controlBook(session, 'deputy', query),
  'books.deputyControlCheck': async ({ session, path }) => controlCheck(session, 'deputy', path.id),
  'books.saveDeputyControlCheck': async ({ session, body, object }) =>
    saveCheck(session, 'deputy', body, object?.item),
  'books.deleteDeputyControlCheck': async ({ session, object }) =>
    deleteCheck(session, 'deputy', object.item),
};

/** Both books' checks are entries of the register: the same loaders for the director's and the deputy's. */
const savedCheck = kindergartenItemOfBody<CheckItem>(bookKeys.entry);
const cancelledCheck = kindergartenItemAtPath<CheckItem>(bookKeys.entry);

export const controlActivityObjects = {
  'books.saveControlCheck': savedCheck,
  'books.deleteControlCheck': cancelledCheck,
  'books.saveDeputyControlCheck': savedCheck,
  'books.deleteDeputyControlCheck': cancelledCheck,
} satisfies FeatureLoaders<typeof booksControlActivityRoutes>;
