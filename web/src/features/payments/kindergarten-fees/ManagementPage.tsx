import type { KindergartenFeeRow } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { Alert, Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Field, useGroupOptions } from '../../../ui/fields';
import { formatMonth } from '../../../ui/format/dates';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { given } from '../../../ui/forms/useManifestForm';
import { FormFrame, ListPage, useFormPage, useListActions } from '../../../ui/page';
import { type Msg, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { FeeTotals, feeAmountColumns, untouchedFee } from '../fees/fee-columns';
import { cents } from '../fees/fee-labels';
import { useMonthAction } from '../fees/month-action';
import { invalidateKindergartenFees } from './queries';

const pageSize = 50;

/** How the fee was reached: the days, the free days of a medical notice, the discounts and a correction. */
export function breakdown(f: KindergartenFeeRow) {
  const days =
    f.pricing === 'day'
      ? `${f.sessions} дни${f.freeDays ? `, ${f.freeDays} с медицинска бележка – безплатни` : ''}`
      : f.pricing === 'mixed'
        ? `${cents(f.baseCents - f.variableCents)} + ${cents(f.variableCents)} (${f.sessions} от ${f.heldSessions} дни присъствие)`
        : `${f.sessions} от ${f.heldSessions} работни дни`;
  return [
    days,
    f.siblingDiscountCents ? `${f.siblingOrder}-о дете −${f.siblingDiscountPercent}%` : '',
    f.exemption ? `облекчение ${f.exemption}` : '',
    f.correction ? `коригирана от ${cents(f.correction.fromCents)}: ${f.correction.reason}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The spec's month and drill-down addresses (`management/{month}/{kidId?}`,
 * `management/{year}/{month?}/{kidId?}/{id?}`) open the month's list on that month and child.
 */
export function ManagementRedirect() {
  const { year, month, kidId } = useParams();
  const text = /^\d{4}-\d{2}$/.test(month ?? '')
    ? month!
    : year && month
      ? `${year}-${month.padStart(2, '0')}`
      : year;
  const query = new URLSearchParams();
  if (text && /^\d{4}-\d{2}$/.test(text)) query.set('month', text);
  if (kidId) query.set('child', kidId);
  return <Navigate to={`/fees_depricated/management?${query}`} replace />;
}

/**
 * /fees_depricated/management: the month's kindergarten fees of every enrolled child with their breakdown,
 * generated from attendance (again, idempotently), corrected with a reason; payment at the desk goes through
 * the payments' order form, online payment is the parent's.
 */
export function ManagementPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const { can } = usePermissions();
  const [params] = useSearchParams();
  const [month, setMonth] = useMonthChoice();
  const childId = params.get('child');
  const pages = usePaging('kg-fees', pageSize);
  const group = useFilter<string | null>(pages, null);
  const groupId = group.value;
  const groups = useGroupOptions();
  const list = useRouteQuery(
    'payments.kindergartenFeesOfMonth',
    {
      query: {
        kindergartenId,
        year: month.year,
        month: month.month,
        ...(groupId ? { groupId } : {}),
        ...(childId ? { studentId: childId } : {}),
        ...pages.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const msg = useMessage();
  const [correcting, setCorrecting] = useState<KindergartenFeeRow>();
  const generate = useMonthAction<'payments.generateKindergartenFees'>({
    run: () =>
      callApi('payments.generateKindergartenFees', {
        body: { kindergartenId, year: month.year, month: month.month },
      }),
    done: (r) =>
      `Таксите за ${formatMonth(`${monthKey(month)}-01`)} са генерирани: нови ${r.created}, преизчислени ${r.recomputed}, непроменени ${r.kept}${r.removed ? `, премахнати ${r.removed}` : ''}; общо ${r.count}.`,
    msg,
    title: 'Генериране на таксите за месеца',
    confirmLabel: 'Генерирай',
    testId: 'kg-fees-generate',
    refresh: invalidateKindergartenFees,
  });
  const actions = useListActions<KindergartenFeeRow>('Fees', {
    msg,
    create: { label: 'Генерирай таксите за месеца', onClick: generate.ask, testId: 'kg-fees-generate' },
    testId: 'kg-fee',
    rowData: (f) => ({ 'data-child': f.childName }),
  });

  if (!kindergartenId) return <Alert color="yellow">Таксите се управляват в детска градина.</Alert>;
  const columns: EntityColumn<KindergartenFeeRow>[] = [
    { id: 'child', header: 'Дете', cell: (f) => f.childName, td: { fw: 600 } },
    { id: 'group', header: 'Група', cell: (f) => f.groupName ?? '' },
    { id: 'type', header: 'Вид', cell: (f) => f.activityName },
    { id: 'breakdown', header: 'Изчисление', cell: breakdown },
    ...feeAmountColumns<KindergartenFeeRow>('kg-fee-status'),
  ];
  return (
    <ListPage
      title="Такси за детската градина"
      intro={
        <>
          Месечните такси на записаните деца по присъствията.{' '}
          <Link to="/fees_depricated/parents-emails">Извлечения до родителите</Link> ·{' '}
          <Link to="/fees_depricated/references">Справки</Link> ·{' '}
          <Link to="/activities/accounting/order/create">Плащане на каса</Link>
        </>
      }
      {...actions.page}
      msg={msg}
      maw={1300}
      testId="kg-fees"
    >
      <EntityTable<KindergartenFeeRow>
        filters={
          <Filters>
            <MonthFilter value={month} onChange={pages.filter(setMonth)} testId="kg-fees" />
            <SelectFilter label="Група" data={groups.options} {...group} w={180} testId="kg-fees-group" />
          </Filters>
        }
        paging={pages}
        caption={<FeeTotals totals={list.data} testId="kg-fees-totals" />}
        query={list}
        columns={columns}
        {...actions.table}
        rowActions={
          can('Fees', 'update')
            ? (f) =>
                untouchedFee(f) ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setCorrecting(f)}
                    data-testid="kg-fee-correct"
                  >
                    Корекция
                  </Button>
                ) : null
            : undefined
        }
        empty="Няма такси за избрания месец. Генерирайте ги."
        regionLabel="Такси за месеца"
        minWidth={1000}
      />
      {generate.modal(
        `За ${formatMonth(`${monthKey(month)}-01`)} всяко дете, записано поне един ден от месеца, получава таксата на вида за групата си по присъствията (фиксирана сума пропорционално на работните дни, фиксирана част плюс част според посещенията или ставка за ден без дните с медицинска бележка), с отстъпките за братя и сестри и облекченията. Неплатените и некоригирани такси се преизчисляват; платените, коригираните и чакащите плащане не се променят.`,
      )}
      <Modal
        opened={correcting !== undefined}
        onClose={() => setCorrecting(undefined)}
        title="Корекция на такса"
        centered
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        {correcting && (
          <CorrectionForm
            kindergartenId={kindergartenId}
            fee={correcting}
            msg={msg}
            onClose={() => setCorrecting(undefined)}
          />
        )}
      </Modal>
    </ListPage>
  );
}

function CorrectionForm({
  kindergartenId,
  fee,
  msg,
  onClose,
}: {
  kindergartenId: string;
  fee: KindergartenFeeRow;
  msg: Msg;
  onClose: () => void;
}) {
  const page = useFormPage('payments.correctKindergartenFee', {
    spec: {
      labels: { amountCents: 'Нова сума', reason: 'Причина' },
      toBody: (v: { amountCents: number | null; reason: string }) => ({
        kindergartenId,
        amountCents: v.amountCents ?? -1,
        reason: given(v.reason),
        version: fee.version,
      }),
      defaultValues: { amountCents: fee.amountCents, reason: '' },
    },
    toArgs: (v) => ({
      path: { id: fee.id },
      body: {
        kindergartenId,
        amountCents: v.amountCents ?? -1,
        reason: given(v.reason),
        version: fee.version,
      },
    }),
    refresh: invalidateKindergartenFees,
    back: '/fees_depricated/management',
    onSaved: () => {
      onClose();
      msg.ok(`Таксата на ${fee.childName} е коригирана.`);
    },
  });
  return (
    <FormFrame page={page} onCancel={onClose} testId="kg-fee-correction">
      <Text size="sm">
        {fee.childName}, {fee.activityName}: {cents(fee.amountCents)}
      </Text>
      <Field.Money form={page} name="amountCents" data-autofocus testId="kg-fee-correction-amount" />
      <Field.Textarea form={page} name="reason" testId="kg-fee-correction-reason" />
    </FormFrame>
  );
}
