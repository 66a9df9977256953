import { z } from 'zod';
import { defineRoutes, needs } from '../../route';

/**
 * The МОН and municipality view of the stores (issue #28): per kindergarten, the value of its stock, what
 * came in, went out and was scrapped in a month, and the value of goods received that expire in it, read
 * from one aggregate item per kindergarten and month (the ledger's documents write it), never from stock.
 */

export const storageAvailabilityRow = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  municipalityCode: z.string().nullable(),
  /** Cents, as the month's last document left it. */
  stockValue: z.number().int(),
  inValue: z.number().int(),
  outValue: z.number().int(),
  scrapValue: z.number().int(),
  /** Cents of goods received that expire in the month. */
  expiringValue: z.number().int(),
});

export const storageMonReferenceRoutes = defineRoutes('storage', {
  storageAvailability: {
    method: 'GET',
    path: '/api/StockReferences/storage-availability',
    permission: needs('AdministrativeReferences', 'read', false),
    request: {
      query: z.object({
        year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
        month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
        municipalityCode: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{3}\d{2}$/)
          .meta({ title: 'Община' })
          .optional(),
      }),
    },
    reply: {
      kind: 'json',
      schema: z.object({
        result: z.array(storageAvailabilityRow),
        rowsCount: z.number().int(),
        totals: storageAvailabilityRow.pick({
          stockValue: true,
          inValue: true,
          outValue: true,
          scrapValue: true,
          expiringValue: true,
        }),
      }),
    },
    summary:
      'Складовите наличности на детските градини за месец (МОН: страната; община: своята), от месечните агрегати',
  },
});
