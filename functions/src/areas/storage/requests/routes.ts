import type { storageStockRequestRoutes } from '@gradina/shared/manifest/routes/storage/stock-requests';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { stockDocs } from '../stock-documents/kinds';
import { requestDetail, requestPdf, requestsOverview, saveRequest } from './requests';

/** The handler entries of the requests to the kitchen (искания за отпуск). */
export const requestRoutes: FeatureRoutes<typeof storageStockRequestRoutes, typeof requestObjects> = {
  'storage.requestsOverview': entry.query(requestsOverview),
  'storage.request': stockDocs.request.read(requestDetail),
  'storage.createRequest': stockDocs.request.save(saveRequest),
  'storage.completeRequest': stockDocs.request.complete,
  'storage.freeRequest': stockDocs.request.free,
  'storage.deleteRequest': stockDocs.request.annul,
  'storage.requestPrint': stockDocs.request.read(requestPdf),
};

export const requestObjects = {
  'storage.createRequest': stockDocs.request.ofBody,
  'storage.completeRequest': stockDocs.request.atPath,
  'storage.freeRequest': stockDocs.request.atPath,
  'storage.deleteRequest': stockDocs.request.atPath,
} satisfies FeatureLoaders<typeof storageStockRequestRoutes>;
