import type { KitchenAgeGroup } from '@gradina/shared/kitchen/meals';
import type { storageKitchenReferenceRoutes as manifest } from '@gradina/shared/manifest/routes/storage/kitchen-references';
import { calculationsIn, getPortionBook } from '../../../domain/kitchen/calculations';
import { kindergartenNameOf } from '../../../platform/documents/table-report';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { invalidField, notFound } from '../../../platform/http/errors';
import { monthReportExcel, monthReportOf } from './month-report';
import { nutritionalNormsExcel, nutritionalNormsOf, recapExcel, recapOf } from './nutrition';
import { portionBookPdf } from './portion-book-print';
import { calculationsSummaryOf, summaryExcel } from './summary';

const monthRange = (year: number, month: number) => {
  const m = `${year}-${String(month).padStart(2, '0')}`;
  return [`${m}-01`, `${m}-31`] as const;
};

/** A period of at most a year, its end not before its start (400 naming the field otherwise). */
function periodOf(q: { fromDate: string; toDate: string }) {
  if (q.toDate < q.fromDate) throw invalidField('toDate', 'Полето "До дата" не може да е преди "От дата".');
  if (Date.parse(q.toDate) - Date.parse(q.fromDate) > 366 * 86_400_000)
    throw invalidField('toDate', 'Полето "До дата": периодът е до една година.');
  return [q.fromDate, q.toDate] as const;
}

const month = (kg: string, q: { year: number; month: number }) =>
  calculationsIn(kg, ...monthRange(q.year, q.month));
const period = (kg: string, q: { fromDate: string; toDate: string }) => calculationsIn(kg, ...periodOf(q));

const withName = async <T>(kg: string, report: Promise<T>) => Promise.all([report, kindergartenNameOf(kg)]);

/** The handler entries of the storage references the kitchen's calculations feed. */
export const kitchenReferenceRoutes: FeatureRoutes<typeof manifest> = {
  'storage.monthMealReport': async ({ session, query }) =>
    monthReportOf(
      query.year,
      query.month,
      await month(session.kindergartenId, query),
      query.isPGReference ?? false,
    ),
  'storage.monthMealReportFile': async ({ session, query }) => {
    const kg = session.kindergartenId;
    const [calcs, name] = await withName(kg, month(kg, query));
    return monthReportExcel(
      monthReportOf(query.year, query.month, calcs, query.isPGReference ?? false),
      name,
    );
  },
  'storage.portionBookPrint': async ({ session, path }) => {
    const book = await getPortionBook(session.kindergartenId, path.id);
    if (!book) throw notFound('Порционната книга не е намерена.');
    return portionBookPdf(session.kindergartenId, book);
  },
  'storage.calculationsSummary': async ({ session, query }) =>
    calculationsSummaryOf(query.fromDate, query.toDate, await period(session.kindergartenId, query)),
  'storage.calculationsSummaryFile': async ({ session, query }) => {
    const kg = session.kindergartenId;
    const [calcs, name] = await withName(kg, period(kg, query));
    return summaryExcel(calculationsSummaryOf(query.fromDate, query.toDate, calcs), name);
  },
  'storage.nutritionalNormsReport': async ({ session, query }) =>
    nutritionalNormsOf(
      query.fromDate,
      query.toDate,
      query.ageGroup as KitchenAgeGroup,
      await period(session.kindergartenId, query),
    ),
  'storage.nutritionalNormsReportFile': async ({ session, query }) => {
    const kg = session.kindergartenId;
    const [calcs, name] = await withName(kg, period(kg, query));
    return nutritionalNormsExcel(
      nutritionalNormsOf(query.fromDate, query.toDate, query.ageGroup as KitchenAgeGroup, calcs),
      name,
    );
  },
  'storage.recapNutritionalNorms': async ({ session, query }) =>
    recapOf(query.year, query.month, await month(session.kindergartenId, query)),
  'storage.recapNutritionalNormsFile': async ({ session, query }) => {
    const kg = session.kindergartenId;
    const [calcs, name] = await withName(kg, month(kg, query));
    return recapExcel(recapOf(query.year, query.month, calcs), name);
  },
};
