import type { storageStockRequestRoutes } from '@gradina/shared/manifest/routes/storage/stock-requests';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtPath, docOfBody, loadedDoc, readDoc } from '../stock-documents/loaders';
import { annulDraft, completeDocument, type DraftBody, freeDocument } from '../stock-documents/outgoing';
import { requireDoc } from '../stock-documents/views';
import { requestDetail, requestPdf, requestsOverview, saveRequest } from './requests';

type RequestRouteId = (typeof storageStockRequestRoutes)[number]['id'];

const notFoundMessage = 'Искането не е намерено.';
const doc = (object: Parameters<typeof loadedDoc>[0]) => requireDoc(loadedDoc(object), notFoundMessage);

/** The handler entries of the requests to the kitchen (искания за отпуск). */
export const requestRoutes: AreaImplementations<RequestRouteId, typeof requestObjects> = {
  'storage.requestsOverview': entry.query(requestsOverview),
  'storage.request': async ({ session, path }) =>
    requestDetail(await readDoc(session.kindergartenId, 'request', path.id, notFoundMessage)),
  'storage.createRequest': async ({ session, body, object }) =>
    saveRequest(session, body as DraftBody, loadedDoc(object)),
  'storage.completeRequest': async ({ session, object }) => completeDocument(session, doc(object)),
  'storage.freeRequest': async ({ session, object }) => freeDocument(session, doc(object)),
  'storage.deleteRequest': async ({ session, object }) => annulDraft(session, doc(object)),
  'storage.requestPrint': async ({ session, path }) =>
    requestPdf(await readDoc(session.kindergartenId, 'request', path.id, notFoundMessage)),
};

export const requestObjects = {
  'storage.createRequest': docOfBody('request'),
  'storage.completeRequest': docAtPath('request'),
  'storage.freeRequest': docAtPath('request'),
  'storage.deleteRequest': docAtPath('request'),
} satisfies ObjectLoaders<RequestRouteId>;
