import type { storageStockRequestRoutes } from '@gradina/shared/manifest/routes/storage/stock-requests';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtPath, docOfBody, stockDocEntries } from '../stock-documents/loaders';
import { annulDraft, completeDocument, freeDocument } from '../stock-documents/outgoing';
import { requestDetail, requestPdf, requestsOverview, saveRequest } from './requests';

const request = stockDocEntries('request', 'Искането не е намерено.');

/** The handler entries of the requests to the kitchen (искания за отпуск). */
export const requestRoutes: FeatureRoutes<typeof storageStockRequestRoutes, typeof requestObjects> = {
  'storage.requestsOverview': entry.query(requestsOverview),
  'storage.request': request.read(requestDetail),
  'storage.createRequest': request.save(saveRequest),
  'storage.completeRequest': request.onLoaded(completeDocument),
  'storage.freeRequest': request.onLoaded(freeDocument),
  'storage.deleteRequest': request.onLoaded(annulDraft),
  'storage.requestPrint': request.read(requestPdf),
};

export const requestObjects = {
  'storage.createRequest': docOfBody('request'),
  'storage.completeRequest': docAtPath('request'),
  'storage.freeRequest': docAtPath('request'),
  'storage.deleteRequest': docAtPath('request'),
} satisfies FeatureLoaders<typeof storageStockRequestRoutes>;
