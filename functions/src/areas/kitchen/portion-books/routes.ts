import type { kitchenPortionBookRoutes as manifest } from '@gradina/shared/manifest/routes/kitchen/portion-books';
import {
  type CalculationItem,
  calculationKeys,
  getPortionBook,
  type PortionBookItem,
} from '../../../domain/kitchen/calculations';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import { kindergartenItem, kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import { portionBookNotFound } from './items';
import { createPortionBook, deletePortionBook, lastNumberOfYear, portionBookView } from './portion-books';

/** The handler entries of the portion books. */
export const portionBookRoutes: FeatureRoutes<typeof manifest, typeof portionBookObjects> = {
  'kitchen.portionBookLastNumber': entry.query(lastNumberOfYear),
  'kitchen.portionBook': async ({ session, path }) => {
    const book = await getPortionBook(session.kindergartenId, path.id);
    if (!book) throw notFound(portionBookNotFound);
    return portionBookView(book);
  },
  'kitchen.createPortionBook': entry.object(createPortionBook),
  'kitchen.deletePortionBook': entry.object(deletePortionBook),
};

export const portionBookObjects = {
  // The book is made of the calculation the body names: that calculation is the object.
  'kitchen.createPortionBook': ({
    session,
    body,
  }: {
    session: { kindergartenId: string };
    body: { calculationId: string };
  }) =>
    kindergartenItem<CalculationItem>(
      session.kindergartenId,
      calculationKeys.calculation(session.kindergartenId, body.calculationId),
    ),
  'kitchen.deletePortionBook': kindergartenItemAtPath<PortionBookItem>(calculationKeys.portionBook),
} satisfies FeatureLoaders<typeof manifest>;
