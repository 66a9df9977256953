import { documentTypes } from '@gradina/shared/books/books';
import type { booksCorrespondenceRoutes } from '@gradina/shared/manifest/routes/books/correspondence';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItem, kindergartenItemOfBody } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { bookKeys } from '../register/items';
import {
  deleteLetter,
  type LetterItem,
  letter,
  letterFile,
  nextNumber,
  register,
  saveLetter,
} from './correspondence';

/** The DELETE names the item in its query (`?id=`), as the spec writes the path without an id. */
const itemOfQuery = ({ session, query }: { session: { kindergartenId: string }; query: { id: string } }) =>
  kindergartenItem<LetterItem>(session.kindergartenId, bookKeys.entry(session.kindergartenId, query.id));

const types = async () => documentTypes.map((t) => ({ id: t.id, name: t.name }));

/** The correspondence registers: thin entries over the feature's functions. */
export const correspondenceRoutes: FeatureRoutes<
  typeof booksCorrespondenceRoutes,
  typeof correspondenceObjects
> = {
  'books.incomingCorrespondenceBook': async ({ session, query }) => register(session, 'incoming', query),
  'books.incomingCorrespondenceItem': async ({ session, path }) => letter(session, 'incoming', path.id),
  'books.incomingNextNumber': async ({ session, query }) => nextNumber(session, 'incoming', query.periodId),
  'books.incomingDocumentTypes': types,
  'books.outgoingCorrespondenceBook': async ({ session, query }) => register(session, 'outgoing', query),
  'books.outgoingCorrespondenceItem': async ({ session, path }) => letter(session, 'outgoing', path.id),
  'books.outgoingNextNumber': async ({ session, query }) => nextNumber(session, 'outgoing', query.periodId),
  'books.outgoingDocumentTypes': types,
  'books.saveIncomingItem': async ({ session, body, object }) =>
    saveLetter(session, 'incoming', body, object?.item),
  'books.deleteIncomingItem': async ({ session, object }) => deleteLetter(session, 'incoming', object.item),
  'books.saveOutgoingItem': async ({ session, body, object }) =>
    saveLetter(session, 'outgoing', body, object?.item),
  'books.deleteOutgoingItem': async ({ session, object }) => deleteLetter(session, 'outgoing', object.item),
  'books.correspondenceFile': entry.pathId(letterFile),
};

export const correspondenceObjects = {
  'books.saveIncomingItem': kindergartenItemOfBody<LetterItem>(bookKeys.entry),
  'books.deleteIncomingItem': itemOfQuery,
  'books.saveOutgoingItem': kindergartenItemOfBody<LetterItem>(bookKeys.entry),
  'books.deleteOutgoingItem': itemOfQuery,
} satisfies FeatureLoaders<typeof booksCorrespondenceRoutes>;
