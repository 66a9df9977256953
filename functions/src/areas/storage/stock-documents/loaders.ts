import { getStockDoc, lastNumber, type StockDocItem, stockDocKeys } from '../../../domain/storage/documents';
import type { StockDocType } from '../../../domain/storage/ledger/items';
import { sofiaToday } from '../../../platform/clock';
import { kindergartenItem } from '../../../platform/http/object-access';
import { requireDoc } from './views';

/**
 * The object loaders of the ledger's documents (one consistent GetItem under the session's kindergarten),
 * and the typed document the handlers take from what they loaded.
 */

type Session = { session: { kindergartenId: string } };

const docAtPath =
  (type: StockDocType) =>
  ({ session, path }: Session & { path: { id: string } }) =>
    kindergartenItem<StockDocItem>(
      session.kindergartenId,
      stockDocKeys.doc(session.kindergartenId, type, path.id),
    );

const docAtQuery =
  (type: StockDocType) =>
  ({ session, query }: Session & { query: { id: string } }) =>
    kindergartenItem<StockDocItem>(
      session.kindergartenId,
      stockDocKeys.doc(session.kindergartenId, type, query.id),
    );

const docOfBody =
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
 * The handler entries and loaders every kind of stock document has alike, bound to its type and its 404
 * text: a read of the document the path names handed to a view (the detail, the print), a save with the
 * document the body names (none: a new one), a step on the loaded document (complete, free, annul), and the
 * loaders of the writes (kinds.ts binds one per kind).
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
  /** The number the year's next document (this year's by default) will get: what the form shows before saving. */
  nextNumber: async (session: { kindergartenId: string }, year?: number) => {
    const y = year ?? Number(sofiaToday().slice(0, 4));
    return { number: (await lastNumber(session.kindergartenId, type, y)) + 1, year: y };
  },
  /** The loaders of the document a write names: by the body's id (none: a new one), the path's, the query's. */
  ofBody: docOfBody(type),
  atPath: docAtPath(type),
  atQuery: docAtQuery(type),
});
