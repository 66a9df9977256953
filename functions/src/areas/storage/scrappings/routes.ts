import type { storageStockScrappingRoutes } from '@gradina/shared/manifest/routes/storage/stock-scrappings';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { entry } from '../../../platform/http/route-entries';
import { stockDocs } from '../stock-documents/kinds';
import {
  saveScrapping,
  scrappingDetail,
  scrappingPdf,
  scrappingsOverview,
  scrappingTypes,
} from './scrappings';

/** The handler entries of the scrapping protocols. */
export const scrappingRoutes: FeatureRoutes<typeof storageStockScrappingRoutes, typeof scrappingObjects> = {
  'storage.scrappingTypes': async () => scrappingTypes(),
  'storage.scrappingsOverview': entry.query(scrappingsOverview),
  'storage.scrapping': stockDocs.scrapping.read(scrappingDetail),
  'storage.nextScrappingNumber': entry.path('x', stockDocs.scrapping.nextNumber),
  'storage.saveScrapping': stockDocs.scrapping.save(saveScrapping),
  'storage.completeScrapping': stockDocs.scrapping.complete,
  'storage.freeScrapping': stockDocs.scrapping.free,
  'storage.deleteScrapping': stockDocs.scrapping.annul,
  'storage.scrappingPrint': stockDocs.scrapping.read(scrappingPdf),
};

export const scrappingObjects = {
  'storage.saveScrapping': stockDocs.scrapping.ofBody,
  'storage.completeScrapping': stockDocs.scrapping.atPath,
  'storage.freeScrapping': stockDocs.scrapping.atPath,
  'storage.deleteScrapping': stockDocs.scrapping.atQuery,
} satisfies FeatureLoaders<typeof storageStockScrappingRoutes>;
