import { getStockDoc, type StockDocItem, stockDocKeys } from '../../../domain/storage/documents';
import type { StockDocType } from '../../../domain/storage/ledger/items';
import { kindergartenItem } from '../../../platform/http/object-access';
import { requireDoc } from './views';

/**
 * The object loaders of the ledger's documents (one consistent GetItem under the session's kindergarten),
 * and the typed document the handlers take from what they loaded.
 */

type Session = { session: { kindergartenId: string } };

export const docAtPath =
  (type: StockDocType) =>
  ({ session, path }: Session & { path: { id: string } }) =>
    kindergartenItem<StockDocItem>(
      session.kindergartenId,
      stockDocKeys.doc(session.kindergartenId, type, path.id),
    );

export const docAtQuery =
  (type: StockDocType) =>
  ({ session, query }: Session & { query: { id: string } }) =>
    kindergartenItem<StockDocItem>(
      session.kindergartenId,
      stockDocKeys.doc(session.kindergartenId, type, query.id),
    );

export const docOfBody =
  (type: StockDocType) =>
  async ({ session, body }: Session & { body: { id?: string | null } }) =>
    body.id
      ? kindergartenItem<StockDocItem>(
          session.kindergartenId,
          stockDocKeys.doc(session.kindergartenId, type, body.id),
        )
      : null;

/** The document the pipeline loaded (the object rule checked it is the session's kindergarten's). */
export const loadedDoc = (object: { item: StockDocItem } | null | undefined) => object?.item;

/** One document read by its id, or 404 with `message`. */
export const readDoc = async (kindergartenId: string, type: StockDocType, id: string, message: string) =>
  requireDoc(await getStockDoc(kindergartenId, type, id), message);

type Loaded = Parameters<typeof loadedDoc>[0];

/**
 * The handler entries every kind of stock document has alike, bound to its type and its 404 text: a read of
 * the document the path names handed to a view (the detail, the print), a save with the document the body
 * names (none: a new one), and a step on the loaded document (complete, free, annul).
 */
export const stockDocEntries = (type: StockDocType, notFoundMessage: string) => ({
  read:
    <R>(view: (doc: StockDocItem) => Promise<R> | R) =>
    async ({ session, path }: Session & { path: { id: string } }): Promise<R> =>
      view(await readDoc(session.kindergartenId, type, path.id, notFoundMessage)),
  /** The body is the manifest's; the domain function names the shape it reads of it. */
  save:
    <S, B, R>(run: (session: S, body: B, existing: StockDocItem | undefined) => R) =>
    ({ session, body, object }: { session: S; body: unknown; object: Loaded }) =>
      run(session, body as B, loadedDoc(object)),
  onLoaded:
    <S, R>(run: (session: S, doc: StockDocItem) => R) =>
    ({ session, object }: { session: S; object: Loaded }) =>
      run(session, requireDoc(loadedDoc(object), notFoundMessage)),
});
