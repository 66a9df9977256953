import type { storageStockScrappingRoutes } from '@gradina/shared/manifest/routes/storage/stock-scrappings';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { docAtPath, docAtQuery, docOfBody, stockDocEntries } from '../stock-documents/loaders';
import { annulDraft, completeDocument, freeDocument } from '../stock-documents/outgoing';
import {
  nextScrappingNumber,
  saveScrapping,
  scrappingDetail,
  scrappingPdf,
  scrappingsOverview,
  scrappingTypes,
} from './scrappings';

const scrapping = stockDocEntries('scrapping', 'Протоколът за бракуване не е намерен.');

/** The handler entries of the scrapping protocols. */
export const scrappingRoutes: FeatureRoutes<typeof storageStockScrappingRoutes, typeof scrappingObjects> = {
  'storage.scrappingTypes': async () => scrappingTypes(),
  'storage.scrappingsOverview': entry.query(scrappingsOverview),
  'storage.scrapping': scrapping.read(scrappingDetail),
  'storage.nextScrappingNumber': entry.path('x', nextScrappingNumber),
  'storage.saveScrapping': scrapping.save(saveScrapping),
  'storage.completeScrapping': scrapping.onLoaded(completeDocument),
  'storage.freeScrapping': scrapping.onLoaded(freeDocument),
  'storage.deleteScrapping': scrapping.onLoaded(annulDraft),
  'storage.scrappingPrint': scrapping.read(scrappingPdf),
};

export const scrappingObjects = {
  'storage.saveScrapping': docOfBody('scrapping'),
  'storage.completeScrapping': docAtPath('scrapping'),
  'storage.freeScrapping': docAtPath('scrapping'),
  'storage.deleteScrapping': docAtQuery('scrapping'),
} satisfies FeatureLoaders<typeof storageStockScrappingRoutes>;
