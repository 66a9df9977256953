import { mealTypeNames, mealTypes } from '@gradina/shared/kitchen/meals';
import type { kitchenMealCalculationRoutes as manifest } from '@gradina/shared/manifest/routes/kitchen/meal-calculations';
import { type CalculationItem, calculationKeys } from '../../../domain/kitchen/calculations';
import { getOrNotFound } from '../../../platform/db';
import type { FeatureLoaders, FeatureRoutes } from '../../../platform/http/area-handler';
import { kindergartenItemAtPath } from '../../../platform/http/object-access';
import { entry } from '../../../platform/http/route-entries';
import {
  attendancesView,
  calculationDetail,
  calculationsOverview,
  confirmCalculation,
  createDayCalculation,
  deleteCalculation,
  eatingGroups,
  editAttendances,
  editProducts,
  productsView,
} from './calculations';
import { calculationNotFound } from './items';
import { calculationPdf } from './print';

/**
 * A day's calculation as the object of a read (`groupRead`): its groups are those that eat that day (a head
 * count above 0; the staff are no group), so a teacher reads the day when one of their groups ate.
 */
async function dayObject(kindergartenId: string, date: string) {
  const calc = await getOrNotFound<CalculationItem>(
    calculationKeys.calculation(kindergartenId, date),
    calculationNotFound,
    { consistent: true },
  );
  return { kindergartenId, authorId: null, groupIds: eatingGroups(calc), item: calc };
}

/** The handler entries of the day's meal calculations. */
export const calculationRoutes: FeatureRoutes<typeof manifest, typeof calculationObjects> = {
  'kitchen.calculation': async ({ object }) => calculationDetail(object.item),
  'kitchen.calculationsOverview': entry.query(calculationsOverview),
  'kitchen.calculationAttendances': async ({ object }) => attendancesView(object.item),
  'kitchen.calculationProducts': async ({ session, object }) =>
    productsView(session.kindergartenId, object.item),
  'kitchen.calculationPrint': async ({ session, object }) =>
    calculationPdf(session.kindergartenId, object.item),
  'kitchen.mealMenuTypes': async () =>
    mealTypes.map((mealType) => ({ mealType, name: mealTypeNames[mealType] })),
  'kitchen.createCalculation': entry.body(createDayCalculation),
  'kitchen.editCalculationAttendances': async ({ session, body, object }) =>
    editAttendances(session, object.item, body),
  'kitchen.editCalculationProducts': async ({ session, body, object }) =>
    editProducts(session, object.item, body),
  'kitchen.confirmCalculation': async ({ session, body, object }) =>
    confirmCalculation(session, object.item, body.version),
  'kitchen.deleteCalculation': entry.object(deleteCalculation),
};

const calculationAtPath = kindergartenItemAtPath<CalculationItem>(calculationKeys.calculation);

export const calculationObjects = {
  'kitchen.calculation': ({ session, query }) => dayObject(session.kindergartenId, query.date),
  'kitchen.calculationAttendances': ({ session, path }) => dayObject(session.kindergartenId, path.id),
  'kitchen.calculationProducts': ({ session, path }) => dayObject(session.kindergartenId, path.id),
  'kitchen.calculationPrint': ({ session, path }) => dayObject(session.kindergartenId, path.id),
  // A new day's calculation: the key is the date, so a second one is refused by the put itself (409).
  'kitchen.createCalculation': async () => null,
  'kitchen.editCalculationAttendances': calculationAtPath,
  'kitchen.editCalculationProducts': calculationAtPath,
  'kitchen.confirmCalculation': calculationAtPath,
  'kitchen.deleteCalculation': calculationAtPath,
} satisfies FeatureLoaders<typeof manifest>;
