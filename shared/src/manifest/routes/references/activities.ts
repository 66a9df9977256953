import { z } from 'zod';
import { paged, pageQuery } from '../../../schemas/common';
import { fileReplyKind } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';
import { monthSpan, referenceFilters, referenceMaxMonths } from './mon-references';

/**
 * The МОН and municipality references of the extra activities and their fees (issue #17): per national
 * activity type, and per kindergarten and month, over a month range, read only from the kindergarten-month
 * aggregates of kind `activities` (never a child's, a fee's or a payment's record), for the whole country
 * (МОН, optionally a region or municipality) or the user's own municipality. Each has an Excel twin.
 * Money is integer euro cents.
 */

const rangeChecked = (q: { fromMonth: string; toMonth: string }, ctx: z.RefinementCtx) => {
  if (!/^\d{4}-\d{2}$/.test(q.fromMonth) || !/^\d{4}-\d{2}$/.test(q.toMonth)) return;
  const span = monthSpan(q.fromMonth, q.toMonth);
  if (span < 1)
    ctx.addIssue({
      code: 'custom',
      path: ['toMonth'],
      message: 'Полето "До месец" не може да е преди "От месец"',
    });
  else if (span > referenceMaxMonths)
    ctx.addIssue({
      code: 'custom',
      path: ['toMonth'],
      message: `Полето "До месец": справката обхваща най-много ${referenceMaxMonths} месеца`,
    });
};

const listQuery = z.object({ ...referenceFilters.shape, ...pageQuery }).superRefine(rangeChecked);

/** A national activity type's figures over the range in the reach. */
export const activityTypeFigures = z.object({
  /** Kindergartens with an activity of the type in a month of the range. */
  kindergartens: z.number().int(),
  /** Activities of the type, each kindergarten at its busiest month of the range. */
  activities: z.number().int(),
  /** Children enrolled in activities of the type, each kindergarten at its busiest month (a child in two
   * activities of the type counts twice). */
  enrolled: z.number().int(),
  /** Paid for fees of the type's activities in the range's months, in cents. */
  collectedCents: z.number().int(),
});
export type ActivityTypeFigures = z.infer<typeof activityTypeFigures>;
export const activityTypeRow = z.object({
  typeId: z.string(),
  typeName: z.string(),
  ...activityTypeFigures.shape,
});
export type ActivityTypeRow = z.infer<typeof activityTypeRow>;

/** The fees of a kindergarten-month: due and paid of the month's fees, collected in the month by method. */
export const activityFeeFigures = z.object({
  /** Fees of the month (a child in an activity), and those fully paid. */
  fees: z.number().int(),
  feesPaid: z.number().int(),
  dueCents: z.number().int(),
  /** Paid of the month's fees so far (whenever it was paid). */
  paidCents: z.number().int(),
  /** What the month's payments brought (whatever month's fees they paid), in total and by method. */
  payments: z.number().int(),
  collectedCents: z.number().int(),
  cashCents: z.number().int(),
  bankCents: z.number().int(),
  posCents: z.number().int(),
  onlineCents: z.number().int(),
});
export type ActivityFeeFigures = z.infer<typeof activityFeeFigures>;
export const activityFeeRow = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  municipalityCode: z.string().nullable(),
  regionCode: z.string().nullable(),
  /** The ЕКАТТЕ names of the municipality and its oblast (issue #26); null for a code not in the lists. */
  municipalityName: z.string().nullable().optional(),
  regionName: z.string().nullable().optional(),
  /** `YYYY-MM`. */
  month: z.string(),
  /** The kind of fee (`FeeScope`): 2 the extra activities', 1 the kindergarten's own monthly fee (issue #33). */
  scope: z.number().int(),
  ...activityFeeFigures.shape,
});
export type ActivityFeeRow = z.infer<typeof activityFeeRow>;

/** The fee kinds' names in the fees reference, by `FeeScope`. */
export const feeScopeLabels: Record<number, string> = {
  1: 'Такса за детската градина',
  2: 'Допълнителни дейности',
};

export const report = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) =>
  paged(row).extend({ fromMonth: z.string(), toMonth: z.string(), totals });

export const xlsx = fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
export const oversight = needs('AdministrativeReferences', 'read', false);

export const activityReferenceRoutes = defineRoutes('references', {
  activityTypes: {
    method: 'GET',
    path: '/api/MONReferences/activity-types',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(activityTypeRow, activityTypeFigures), paged: true },
    summary:
      'Допълнителните дейности по национални видове за период от месеци (МОН: цялата страна; община: своите): градини с вида, дейности, записани деца, събрани такси',
  },
  exportActivityTypes: {
    method: 'GET',
    path: '/api/MONReferences/activity-types/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Допълнителните дейности по видове като Excel (.xlsx) с български заглавия',
  },
  activityFees: {
    method: 'GET',
    path: '/api/MONReferences/activity-fees',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(activityFeeRow, activityFeeFigures), paged: true },
    summary:
      'Таксите по детски градини, месеци и вид (допълнителни дейности; таксата за детската градина): дължими, платени, събрани по начин на плащане, с общо',
  },
  exportActivityFees: {
    method: 'GET',
    path: '/api/MONReferences/activity-fees/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Таксите по детски градини, месеци и вид като Excel (.xlsx)',
  },
});
