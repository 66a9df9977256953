import { Alert, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateTime, formatMonth } from '../../../ui/format/dates';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { ListPage } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters } from '../../../ui/table/list-controls';
import { cents } from '../fees/fee-labels';
import { invalidateKindergartenFees } from './queries';

type Statement = ApiReply<'payments.kindergartenFeeStatements'>[number];

const columns: EntityColumn<Statement>[] = [
  {
    id: 'parent',
    header: 'Родител',
    cell: (s) => s.parentName,
    sortText: (s) => s.parentName,
    td: { fw: 600 },
  },
  { id: 'email', header: 'Имейл', cell: (s) => s.email ?? 'няма – само известие в платформата' },
  { id: 'children', header: 'Деца', cell: (s) => s.children.join(', ') },
  { id: 'due', header: 'Дължимо', cell: (s) => cents(s.dueCents) },
  { id: 'sent', header: 'Изпратено', cell: (s) => (s.sentAt ? formatDateTime(s.sentAt) : '—') },
];

/**
 * /fees_depricated/parents-emails: the month's statements, one per parent with something due (each child's
 * amounts and a waiting EasyPay code), sent by e-mail and as a notice in the platform.
 */
export function StatementsPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const client = useQueryClient();
  const [month, setMonth] = useMonthChoice();
  const msg = useMessage();
  const [confirming, setConfirming] = useState(false);
  const list = useRouteQuery(
    'payments.kindergartenFeeStatements',
    { query: { kindergartenId, year: month.year, month: month.month } },
    { enabled: Boolean(kindergartenId) },
  );
  const send = useMutation({
    mutationFn: () =>
      callApi('payments.sendKindergartenFeeStatements', {
        body: { kindergartenId, year: month.year, month: month.month },
      }),
    onSuccess: async (r) => {
      setConfirming(false);
      msg.ok(`Изпратени извлечения: ${r.count}.`);
      await invalidateKindergartenFees(client);
    },
  });
  if (!kindergartenId) return <Alert color="yellow">Извлеченията се изпращат от детска градина.</Alert>;
  return (
    <ListPage
      title="Извлечения до родителите"
      intro="Всеки родител получава по имейл таксите на децата си за месеца, сумата и как да плати."
      action={
        (list.data?.length ?? 0) > 0 && {
          label: 'Изпрати извлеченията',
          onClick: () => setConfirming(true),
          testId: 'kg-statements-send',
        }
      }
      msg={msg}
      testId="kg-statements"
    >
      <EntityTable<Statement>
        filters={
          <Filters>
            <MonthFilter value={month} onChange={setMonth} testId="kg-statements" />
          </Filters>
        }
        query={list}
        rows={list.data}
        getRowId={(s) => s.parentId}
        columns={columns}
        rowProps={(s) => ({ 'data-testid': 'kg-statement-row', 'data-parent': s.parentName })}
        empty="Няма неплатени такси за месеца."
        minWidth={720}
      />
      <ConfirmModal
        opened={confirming}
        title="Изпращане на извлеченията"
        pending={send.isPending}
        error={send.error ? saveErrorText(send.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send.mutate()}
        confirmLabel="Изпрати"
        testId="kg-statements-send"
      >
        <Text>
          {`На ${list.data?.length ?? 0} родители ще бъде изпратено извлечение за ${formatMonth(`${monthKey(month)}-01`)} по имейл и като известие в платформата.`}
        </Text>
      </ConfirmModal>
    </ListPage>
  );
}
