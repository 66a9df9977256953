import { Alert, Select } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId, useUserData } from '../../../app/auth/user-data';
import { formatMonth } from '../../../ui/format/dates';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { ListPage, useListActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { ActivityFilter } from '../../../ui/table/activity-filter';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { FeeTotals, feeAmountColumns, untouchedFee } from './fee-columns';
import { cents, statusChoices } from './fee-labels';
import { useMonthAction } from './month-action';
import { invalidateFees, useFeesOfMonth } from './queries';

type Fee = ApiReply<'payments.feesOfMonth'>['result'][number];

const pageSize = 50;

/**
 * /activities/fees: a month's fees of the extra activities (the spec's proforma invoices) for the staff:
 * filtered by activity, group and payment status ('Неплатени' by default), with the month's totals; the
 * month's fees generated (again) from enrolment, attendance and discounts; an unpaid fee deleted.
 */
export function FeesPage() {
  const user = useUserData();
  const kindergartenId = useKindergartenId() ?? '';
  const [month, setMonth] = useMonthChoice();
  const [statusChoice, setStatusChoice] = useState<string>('unpaid');
  const pages = usePaging('fees', pageSize);
  const activity = useFilter<string | null>(pages, null);
  const group = useFilter<string | null>(pages, null);
  const activityId = activity.value;
  const statuses = [...(statusChoices.find((c) => c.value === statusChoice) ?? statusChoices[0]).statuses];
  const list = useFeesOfMonth(
    kindergartenId,
    month,
    { activityId, groupId: group.value, statuses },
    pages.query,
  );
  // The overview (not the open groups' options): a fee may be of a group closed since.
  const groups = useRouteQuery(
    'kindergartens.groupOverview',
    { query: { kindergartenId, periodId: user.periodId ?? undefined, PageSize: 100 } },
    { enabled: Boolean(kindergartenId) },
  );
  const groupNames = new Map((groups.data?.result ?? []).map((g) => [g.id, g.name]));
  const msg = useMessage();
  const generate = useMonthAction<'payments.generateProformaInvoices'>({
    run: () =>
      callApi('payments.generateProformaInvoices', {
        body: { kindergartenId, year: month.year, month: month.month, ...(activityId ? { activityId } : {}) },
      }),
    done: (reply) =>
      `Таксите за ${formatMonth(`${monthKey(month)}-01`)} са генерирани: нови ${reply.created}, преизчислени ${reply.recomputed}, непроменени платени или чакащи ${reply.kept}${reply.removed ? `, премахнати (детето е напуснало градината) ${reply.removed}` : ''}; общо ${reply.count}.`,
    msg,
    title: 'Генериране на таксите за месеца',
    confirmLabel: 'Генерирай',
    testId: 'fees-generate',
  });
  const actions = useListActions<Fee>('ActivityFees', {
    msg,
    create: { label: 'Генерирай таксите за месеца', onClick: generate.ask, testId: 'fees-generate' },
    remove: (f) => callApi('payments.deleteFee', { path: { id: f.id } }),
    refresh: invalidateFees,
    deletedText: () => 'Таксата е изтрита.',
    refusedText: 'Таксата не беше изтрита.',
    title: 'Изтриване на такса',
    question: (f) =>
      `Да бъде ли изтрита таксата на ${f.childName} за „${f.activityName}“ (${cents(f.amountCents)})? При повторно генериране на месеца тя ще бъде създадена отново.`,
    removable: untouchedFee,
    testId: 'fee',
    rowData: (f) => ({ 'data-child': f.childName, 'data-activity': f.activityName }),
  });

  if (!kindergartenId) return <Alert color="yellow">Таксите се управляват в детска градина.</Alert>;
  const columns: EntityColumn<Fee>[] = [
    {
      id: 'child',
      header: 'Дете',
      cell: (f) => (
        <Link to={`/activities/fees/${month.year}/${month.month}/${f.childId}`}>{f.childName}</Link>
      ),
      td: { fw: 600 },
    },
    { id: 'group', header: 'Група', cell: (f) => (f.groupId ? (groupNames.get(f.groupId) ?? '') : '') },
    { id: 'activity', header: 'Дейност', cell: (f) => f.activityName },
    { id: 'sessions', header: 'Занимания', cell: (f) => f.sessions },
    { id: 'base', header: 'Основа', cell: (f) => cents(f.baseCents) },
    {
      id: 'discount',
      header: 'Отстъпка',
      // The sibling discount (issue #25) is named apart from the child's or provider's percent.
      cell: (f) =>
        f.discountCents
          ? [
              cents(f.discountCents),
              f.siblingDiscountCents ? `${f.siblingOrder}-о дете ${f.siblingDiscountPercent}%` : '',
              f.discountCents > f.siblingDiscountCents ? `${f.discountPercent}%` : '',
            ]
              .filter(Boolean)
              .join(' · ')
          : '—',
    },
    ...feeAmountColumns<Fee>('fee-status'),
  ];

  return (
    <ListPage
      title="Такси за дейности"
      intro={
        <>
          Таксите на децата за месеца по дейности: по записване, присъствия и отстъпки.{' '}
          <Link to={`/activities/fees/${month.year}`}>По месеци</Link> ·{' '}
          <Link to="/activities/notifications">Известия до родителите</Link>
        </>
      }
      {...actions.page}
      maw={1200}
      testId="fees"
    >
      <EntityTable<Fee>
        filters={
          <Filters>
            <MonthFilter value={month} onChange={pages.filter(setMonth)} testId="fees" />
            <ActivityFilter {...activity} testId="fees-activity" />
            <SelectFilter
              label="Група"
              data={(groups.data?.result ?? []).map((g) => ({ value: g.id, label: g.name }))}
              {...group}
              w={180}
              testId="fees-group"
            />
            <Select
              label="Плащане"
              data={statusChoices.map((c) => ({ value: c.value, label: c.label }))}
              value={statusChoice}
              onChange={pages.filter((v: string | null) => v && setStatusChoice(v))}
              allowDeselect={false}
              w={220}
              data-testid="fees-status"
            />
          </Filters>
        }
        paging={pages}
        caption={<FeeTotals totals={list.data} testId="fees-totals" />}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма такси по тези филтри за избрания месец."
        regionLabel="Такси за месеца"
        minWidth={960}
      />
      {generate.modal(
        `За ${formatMonth(`${monthKey(month)}-01`)} ${activityId ? 'и избраната дейност' : 'и всички дейности'} ще бъде създадена такса за всяко дете, записано поне един ден от месеца до напускането на градината, по модела на дейността (месечна цена – пропорционално на дните със занимания, ако е записано за част от месеца; цена за посещение; фиксирана част плюс част според посещенията; дневна ставка без дните с медицинска бележка), с отстъпките за братя и сестри и на детето или доставчика. Неплатените такси без плащане се преизчисляват, а тези на дете, напуснало преди месеца, се премахват; платените, частично платените и чакащите онлайн плащане не се променят.`,
      )}
    </ListPage>
  );
}
