import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '../../../api/query';

/** A product saved, switched on or off, or deleted: every list, picker and record of the catalogue. */
export const invalidateProducts = (client: QueryClient) =>
  invalidateRoutes(
    client,
    'storage.productsOverview',
    'storage.products',
    'storage.product',
    'storage.productSubstitutions',
    'storage.nationalProducts',
    'storage.nationalProduct',
    'storage.nationalSubstitutions',
  );

/** A manufacturer added: the list and the product form's select. */
export const invalidateManufacturers = (client: QueryClient) =>
  invalidateRoutes(client, 'storage.manufacturers');
