import { getItem, type Key, queryAll, tenantPrefix } from '../../platform/db';
import type { CalculationItem, HeadCount, PortionLine } from './calculation-model';

/**
 * The kitchen's calculations and portion books as the storage references read them (the kitchen area writes
 * them; an area never imports another):
 *
 * - calculation `KG#<kg>#MEALCALC` / `DATE#<YYYY-MM-DD>`: one per day, everything the day's references need
 *   in the one item, so a month's monthly meal report is one Query of at most 31 items;
 * - portion book `KG#<kg>#PORTIONBOOK` / `BOOK#<id>`, numbered per kindergarten and year by the counter
 *   `KG#<kg>` / `COUNTER#PORTIONBOOK#<year>` and the marker `KG#<kg>#PORTIONBOOK_NUMBERS` / `<year>#<n>`.
 */

export * from './calculation-model';

const pad = (n: number) => String(n).padStart(8, '0');

export const calculationKeys = {
  calculation: (kindergartenId: string, date: string): Key => ({
    PK: `${tenantPrefix(kindergartenId)}#MEALCALC`,
    SK: `DATE#${date}`,
  }),
  portionBook: (kindergartenId: string, id: string): Key => ({
    PK: `${tenantPrefix(kindergartenId)}#PORTIONBOOK`,
    SK: `BOOK#${id}`,
  }),
  portionBookCounter: (kindergartenId: string, year: number): Key => ({
    PK: tenantPrefix(kindergartenId),
    SK: `COUNTER#PORTIONBOOK#${year}`,
  }),
  portionBookNumber: (kindergartenId: string, year: number, n: number): Key => ({
    PK: `${tenantPrefix(kindergartenId)}#PORTIONBOOK_NUMBERS`,
    SK: `${year}#${pad(n)}`,
  }),
} as const;

/** The calculations dated `from`..`to` (inclusive), by date: one Query. */
export const calculationsIn = async (kindergartenId: string, from: string, to: string) =>
  (
    await queryAll<CalculationItem & Key>({
      partition: calculationKeys.calculation(kindergartenId, from).PK,
      between: [
        calculationKeys.calculation(kindergartenId, from).SK,
        calculationKeys.calculation(kindergartenId, to).SK,
      ],
    })
  ).map(({ PK: _pk, SK: _sk, ...calc }) => calc as CalculationItem);

export const getCalculation = (kindergartenId: string, date: string) =>
  getItem<CalculationItem>(calculationKeys.calculation(kindergartenId, date), { consistent: true });

/** A portion book (порционна книга): a confirmed day's portions per meal and group and the products issued. */
export interface PortionBookItem {
  id: string;
  number: number;
  year: number;
  date: string;
  calculationId: string;
  menuName: string;
  mealTypes: { mealType: number; name: string }[];
  heads: HeadCount[];
  /** The products issued per meal type (base units; cents). */
  products: (PortionLine & { mealType: number; value: number })[];
  totalValue: number;
  createdBy: string;
  createdAt: string;
  /** An annulled book keeps its number; its day may have a new one. */
  annulled?: boolean;
}

export const getPortionBook = (kindergartenId: string, id: string) =>
  getItem<PortionBookItem>(calculationKeys.portionBook(kindergartenId, id));
