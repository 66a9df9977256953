import { z } from 'zod';
import { dateField } from '../schemas/dates';
import { kindergartenGuard } from '../schemas/fields';

/**
 * The query shapes the kitchen's manifests share (issue #35): the meal calculations, the estimated
 * quantities, the portion books and the storage references the kitchen feeds ask for a period, a month or a
 * year of the kindergarten in the same words.
 */

export const kitchenYear = z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' });

/** A period of days, both ends required. */
export const kitchenPeriod = z.object({
  kindergartenId: kindergartenGuard(),
  fromDate: dateField('От дата'),
  toDate: dateField('До дата'),
});

/** A period of days where either end may be left out (the screen's default range applies). */
export const kitchenOpenPeriod = kitchenPeriod.partial({ fromDate: true, toDate: true });

/** A calendar month. */
export const kitchenMonth = z.object({
  kindergartenId: kindergartenGuard(),
  year: kitchenYear,
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
});
