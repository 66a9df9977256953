import {
  type ActivityFeeFigures,
  type ActivityFeeRow,
  type ActivityTypeFigures,
  type ActivityTypeRow,
  feeScopeLabels,
} from '@gradina/shared/manifest/routes/references/activities';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { formatMonth } from '../../../ui/format/dates';
import { formatCount, formatMoney } from '../../../ui/format/numbers';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { activityFeesQuery, activityTypesQuery, type RangeFilters } from './queries';
import { ReferencePage, type ReferenceRow, type ReferenceScreen } from './ReferencePage';

/**
 * The МОН/municipality screens of the extra activities (issue #17): per national activity type, and the
 * fees per kindergarten and month. Money comes in cents and reads `12 345,50 €`.
 */

const right = { ta: 'right' as const };
const euros = (cents: number) => formatMoney(cents / 100);
const count = <R extends object>(id: string, header: string, value: (r: R) => number): EntityColumn<R> => ({
  id,
  header,
  cell: (r) => formatCount(value(r)),
  td: right,
});
const money = <R extends object>(id: string, header: string, value: (r: R) => number): EntityColumn<R> => ({
  id,
  header,
  cell: (r) => euros(value(r)),
  td: right,
});

const placeOnly = ({ fromMonth, toMonth, regionCode, municipalityCode }: RangeFilters) => ({
  fromMonth,
  toMonth,
  regionCode,
  municipalityCode,
});

/** A type's row in the shape the reference page lists (the type in the name's place). */
type TypeRow = ActivityTypeRow & ReferenceRow;
const typeRow = (r: ActivityTypeRow): TypeRow => ({
  ...r,
  kindergartenId: r.typeId,
  kindergartenName: r.typeName,
  municipalityCode: null,
});

const activityTypesScreen: ReferenceScreen<TypeRow, ActivityTypeFigures> = {
  slug: 'activities',
  title: 'Допълнителни дейности',
  description:
    'Допълнителните дейности по национални видове за избраните месеци: в колко детски градини ги има, колко дейности и записани деца (в най-натоварения месец на всяка градина) и събраните такси.',
  period: 'range',
  useRows: (f, page, enabled) =>
    useQuery({
      ...activityTypesQuery(f, page),
      enabled,
      select: (d) => ({ ...d, result: d.result.map(typeRow) }),
    }),
  columns: [
    { id: 'name', header: 'Вид дейност', cell: (r) => r.kindergartenName, td: { fw: 600 } },
    count<TypeRow>('kindergartens', 'Детски градини', (r) => r.kindergartens),
    count<TypeRow>('activities', 'Дейности', (r) => r.activities),
    count<TypeRow>('enrolled', 'Записани деца', (r) => r.enrolled),
    money<TypeRow>('collected', 'Събрани такси', (r) => r.collectedCents),
  ],
  totalsRow: (t) => ({
    ...t,
    typeId: '',
    typeName: 'Общо',
    kindergartenId: '',
    kindergartenName: 'Общо',
    municipalityCode: null,
  }),
  exports: [
    {
      label: 'Дейности по видове (Excel)',
      testId: 'references-export-activity-types',
      run: (f) => callApi('references.exportActivityTypes', { query: placeOnly(f) }),
    },
  ],
  minWidth: 720,
};

type FeeRow = ActivityFeeRow;

const activityFeesScreen: ReferenceScreen<FeeRow, ActivityFeeFigures> = {
  slug: 'fees',
  title: 'Такси',
  description:
    'Таксите по детски градини и месеци, отделно за допълнителните дейности и за таксата за детската градина (частните градини и историята отпреди 2022 г.): дължимото за месеца и платеното от него, и събраното през месеца в брой, по банков път, с карта на ПОС и онлайн.',
  period: 'range',
  useRows: (f, page, enabled) => useQuery({ ...activityFeesQuery(f, page), enabled }),
  columns: [
    { id: 'name', header: 'Детска градина', cell: (r) => r.kindergartenName, td: { fw: 600 } },
    { id: 'municipality', header: 'Община', cell: (r) => r.municipalityCode ?? '' },
    { id: 'month', header: 'Месец', cell: (r) => (r.month ? formatMonth(`${r.month}-15`) : '') },
    { id: 'scope', header: 'Вид такса', cell: (r) => feeScopeLabels[r.scope] ?? '' },
    count<FeeRow>('fees', 'Такси', (r) => r.fees),
    money<FeeRow>('due', 'Дължими', (r) => r.dueCents),
    money<FeeRow>('paid', 'Платени от тях', (r) => r.paidCents),
    money<FeeRow>('collected', 'Събрани през месеца', (r) => r.collectedCents),
    money<FeeRow>('cash', 'В брой', (r) => r.cashCents),
    money<FeeRow>('bank', 'По банков път', (r) => r.bankCents),
    money<FeeRow>('pos', 'ПОС', (r) => r.posCents),
    money<FeeRow>('online', 'Онлайн', (r) => r.onlineCents),
  ],
  totalsRow: (t) => ({
    ...t,
    kindergartenId: '',
    kindergartenName: 'Общо',
    municipalityCode: null,
    regionCode: null,
    month: '',
    scope: 0,
  }),
  exports: [
    {
      label: 'Такси (Excel)',
      testId: 'references-export-activity-fees',
      run: (f) => callApi('references.exportActivityFees', { query: placeOnly(f) }),
    },
  ],
  minWidth: 1250,
  // a kindergarten has a row per month and kind of fee
  rowId: (r) => `${r.kindergartenId}#${r.month}#${r.scope}`,
};

export const ActivitiesPage = () => <ReferencePage screen={activityTypesScreen} />;
export const FeesPage = () => <ReferencePage screen={activityFeesScreen} />;
