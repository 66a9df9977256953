import type { ReferenceFilters } from '@gradina/shared/manifest/routes/references/mon-references';
import { activityAggregateKind } from '../../../domain/aggregates/activities';
import { placeNamesOf } from '../../../domain/aggregates/reach';
import { pageOf } from '../../../platform/db';
import type { RouteSession } from '../../../platform/http/route-session';
import { nationalActivityTypes } from './activities-items';
import {
  activityFeeRows,
  activityFeeTotals,
  activityTypeRows,
  activityTypeTotals,
} from './activities-summaries';
import { activityFeesWorkbook, activityTypesWorkbook } from './activities-workbooks';
import {
  defaultPageSize,
  monthsInReach,
  type Paging,
  type Reach,
  reachOf,
  reachText,
  regionOf,
} from './scope';
import { withPlaceNames } from './summaries';

/**
 * The МОН and municipality references of the extra activities and their fees (issue #17). Each reads the
 * kindergarten-month aggregates of kind `activities` in the caller's reach (1 GetItem of the account for a
 * municipality user, then 1 Query, or 8 for the country) and the activity types reads their names (1 Query
 * of the national list), the fees the ЕКАТТЕ names of their municipalities (1 BatchGet): the cost follows
 * kindergartens × months, never children, fees or payments.
 */

async function monthsOf(session: RouteSession, f: ReferenceFilters) {
  const reach = await reachOf(session, f);
  return { reach, months: await monthsInReach(activityAggregateKind, f, reach) };
}

/** The ЕКАТТЕ names of the reach's and the rows' municipalities (issue #26): one BatchGet. */
const namesOf = (reach: Reach, rows: readonly { municipalityCode: string | null }[]) =>
  placeNamesOf(
    [reach.municipalityCode, ...rows.map((r) => r.municipalityCode)].filter(
      (c): c is string => regionOf(c) !== null,
    ),
  );

async function typeFigures(session: RouteSession, f: ReferenceFilters) {
  const [{ reach, months }, types] = await Promise.all([monthsOf(session, f), nationalActivityTypes()]);
  const rows = activityTypeRows(months, types);
  return { reach, rows, totals: activityTypeTotals(rows, months) };
}

/** `GET /api/MONReferences/activity-types`: per national type, the kindergartens, activities, children, money. */
export async function activityTypes(session: RouteSession, q: ReferenceFilters & Paging) {
  const { rows, totals } = await typeFigures(session, q);
  return {
    ...pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? defaultPageSize),
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    totals,
  };
}

export async function exportActivityTypes(session: RouteSession, f: ReferenceFilters) {
  const { reach, rows, totals } = await typeFigures(session, f);
  return activityTypesWorkbook(
    {
      title: 'Допълнителни дейности по видове',
      reach: reachText(reach, await namesOf(reach, [])),
      fromMonth: f.fromMonth,
      toMonth: f.toMonth,
    },
    rows,
    totals,
  );
}

/** `GET /api/MONReferences/activity-fees`: per kindergarten and month, fees due and paid, money collected. */
export async function activityFees(session: RouteSession, q: ReferenceFilters & Paging) {
  const { reach, months } = await monthsOf(session, q);
  const rows = activityFeeRows(months);
  const page = pageOf(rows, q.PageNumber ?? 1, q.PageSize ?? defaultPageSize);
  return {
    ...page,
    result: withPlaceNames(page.result, await namesOf(reach, page.result)),
    fromMonth: q.fromMonth,
    toMonth: q.toMonth,
    totals: activityFeeTotals(rows),
  };
}

export async function exportActivityFees(session: RouteSession, f: ReferenceFilters) {
  const { reach, months } = await monthsOf(session, f);
  const rows = activityFeeRows(months);
  const names = await namesOf(reach, rows);
  return activityFeesWorkbook(
    {
      title: 'Такси по детски градини и месеци: допълнителни дейности и такса за детската градина',
      reach: reachText(reach, names),
      fromMonth: f.fromMonth,
      toMonth: f.toMonth,
    },
    withPlaceNames(rows, names),
    activityFeeTotals(rows),
  );
}
