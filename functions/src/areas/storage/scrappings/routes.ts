import type { storageStockScrappingRoutes } from '@gradina/shared/manifest/routes/storage/stock-scrappings';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtPath, docAtQuery, docOfBody, loadedDoc, readDoc } from '../stock-documents/loaders';
import { annulDraft, completeDocument, type DraftBody, freeDocument } from '../stock-documents/outgoing';
import { requireDoc } from '../stock-documents/views';
import {
  nextScrappingNumber,
  saveScrapping,
  scrappingDetail,
  scrappingPdf,
  scrappingsOverview,
  scrappingTypes,
} from './scrappings';

type ScrappingRouteId = (typeof storageStockScrappingRoutes)[number]['id'];

const notFoundMessage = 'Протоколът за бракуване не е намерен.';
const doc = (object: Parameters<typeof loadedDoc>[0]) => requireDoc(loadedDoc(object), notFoundMessage);

/** The handler entries of the scrapping protocols. */
export const scrappingRoutes: AreaImplementations<ScrappingRouteId, typeof scrappingObjects> = {
  'storage.scrappingTypes': async () => scrappingTypes(),
  'storage.scrappingsOverview': entry.query(scrappingsOverview),
  'storage.scrapping': async ({ session, path }) =>
    scrappingDetail(await readDoc(session.kindergartenId, 'scrapping', path.id, notFoundMessage)),
  'storage.nextScrappingNumber': async ({ session, path }) => nextScrappingNumber(session, path.x),
  'storage.saveScrapping': async ({ session, body, object }) =>
    saveScrapping(session, body as Parameters<typeof saveScrapping>[1] & DraftBody, loadedDoc(object)),
  'storage.completeScrapping': async ({ session, object }) => completeDocument(session, doc(object)),
  'storage.freeScrapping': async ({ session, object }) => freeDocument(session, doc(object)),
  'storage.deleteScrapping': async ({ session, object }) => annulDraft(session, doc(object)),
  'storage.scrappingPrint': async ({ session, path }) =>
    scrappingPdf(await readDoc(session.kindergartenId, 'scrapping', path.id, notFoundMessage)),
};

export const scrappingObjects = {
  'storage.saveScrapping': docOfBody('scrapping'),
  'storage.completeScrapping': docAtPath('scrapping'),
  'storage.freeScrapping': docAtPath('scrapping'),
  'storage.deleteScrapping': docAtQuery('scrapping'),
} satisfies ObjectLoaders<ScrappingRouteId>;
