import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the activity reports: the demo kindergarten's November 2026 (or the autumn's months), every
 * filter left to its default but the period; the history of the demo parent's child.
 */

const month = (w: ExampleWorld) => ({ query: { kindergartenId: w.kindergartenId, month: '2026-11' } });
const autumn = (w: ExampleWorld) => ({
  query: { kindergartenId: w.kindergartenId, fromDate: '2026-09-01', toDate: '2026-11-30' },
});
const asFile = (type: 'xlsx' | 'pdf') => (w: ExampleWorld) => ({ ...month(w), path: { type } });

async function demoChildId(w: ExampleWorld) {
  const [link] = (await childrenOfParent(w.userIds.parent!, w.kindergartenId)) as { childId: string }[];
  if (!link) throw new Error('the demo parent has no child in the demo kindergarten');
  return link.childId;
}

export const examples = {
  'payments.kindergartenReport': autumn,
  'payments.kindergartenReportExport': asFile('xlsx'),
  'payments.classesReport': month,
  'payments.classesReportExport': asFile('pdf'),
  'payments.studentsReport': month,
  'payments.studentsReportExport': asFile('xlsx'),
  'payments.cashiersReport': autumn,
  'payments.cashiersReportExport': month,
  'payments.batchPaymentsReport': month,
  'payments.batchPaymentsReportExport': asFile('pdf'),
  'payments.cashedReport': month,
  'payments.cashedReportExport': asFile('xlsx'),
  'payments.feesByActivity': autumn,
  'payments.feesByActivityExport': asFile('pdf'),
  'activities.studentsSummary': autumn,
  'activities.studentsSummaryExport': (w) => ({ ...autumn(w), path: { type: 'xlsx' } }),
  'activities.attendanceSummary': (w) => ({
    query: { kindergartenId: w.kindergartenId, fromMonth: '2026-09', toMonth: '2026-11' },
  }),
  'activities.attendanceSummaryExport': (w) => ({
    path: { type: 'pdf' },
    query: { kindergartenId: w.kindergartenId, fromMonth: '2026-10', toMonth: '2026-11' },
  }),
  'activities.childHistory': async (w) => ({
    query: { kindergartenId: w.kindergartenId, childId: await demoChildId(w) },
  }),
} satisfies RouteExamples;
