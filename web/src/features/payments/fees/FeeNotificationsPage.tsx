import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatMonth } from '../../../ui/format/dates';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { ListPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { useMessage } from '../../../ui/result-message';
import { ActivityFilter } from '../../../ui/table/activity-filter';
import { cents } from './fee-labels';
import { useMonthAction } from './month-action';
import { useFeeSummary } from './queries';

type MonthSummary = ApiReply<'payments.feeNotificationSummary'>[number];

function SummaryTable({ row }: { row: MonthSummary }) {
  const lines: [string, string | number][] = [
    ['Такси', row.fees],
    ['Деца', row.children],
    ['Известени такси', row.notified],
    ['Неизвестени такси', row.notNotified],
    ['Известени родители', row.parentsNotified],
    ['Дължимо', cents(row.amountCents)],
    ['Платено', cents(row.paidCents)],
    ['Дължимо по неизвестените', cents(row.notNotifiedAmountCents)],
  ];
  return (
    <Table withTableBorder striped maw={480} data-testid="fee-notifications-summary">
      <Table.Tbody>
        {lines.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td data-testid={`fee-notifications-${label}`}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /activities/notifications: whether the parents were told of a month's fees (fees notified and not,
 * parents told, amounts), and "Изпрати известия": one notice per parent (a toast and a message with the
 * amount and the link to their fees) of the fees not yet notified, for all activities or one.
 */
export function FeeNotificationsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId() ?? '';
  const [month, setMonth] = useMonthChoice();
  const [activityId, setActivityId] = useState<string | null>(null);
  const msg = useMessage();
  const summary = useFeeSummary(kindergartenId, month.year, month.month);
  const send = useMonthAction<'payments.notifyFees'>({
    run: () =>
      callApi('payments.notifyFees', {
        body: { kindergartenId, year: month.year, month: month.month, ...(activityId ? { activityId } : {}) },
      }),
    done: (reply) =>
      reply.count === 0
        ? 'Няма такси, за които родителите още не са известени.'
        : `Известени родители: ${reply.parents}; такси: ${reply.count}.`,
    msg,
    title: 'Изпращане на известия',
    confirmLabel: 'Изпрати',
    testId: 'fee-notify',
  });

  if (!kindergartenId) return <Alert color="yellow">Известията се изпращат в детска градина.</Alert>;
  const row = summary.data?.[0];
  const title = formatMonth(`${monthKey(month)}-01`);
  return (
    <ListPage
      title="Известия за такси"
      intro="Родителите получават известие и съобщение със сумата и връзка към таксите си."
      actions={
        can('ActivityFees', 'update') && (
          <Button onClick={send.ask} disabled={!row || row.notNotified === 0} data-testid="fee-notify">
            Изпрати известия
          </Button>
        )
      }
      msg={msg}
      maw={900}
      testId="fee-notifications"
    >
      <Group gap="sm" wrap="wrap" align="flex-end">
        <MonthFilter value={month} onChange={setMonth} testId="fee-notifications" />
        <ActivityFilter value={activityId} onChange={setActivityId} testId="fee-notifications-activity" />
      </Group>
      {summary.isError && <QueryError error={summary.error} onRetry={() => summary.refetch()} />}
      {summary.isPending && <Loading />}
      {row && row.fees === 0 && (
        <Text data-testid="fee-notifications-empty">Няма генерирани такси за {title}.</Text>
      )}
      {row && row.fees > 0 && <SummaryTable row={row} />}
      {send.modal(
        `Родителите на децата с такси за ${title}${activityId ? ' по избраната дейност' : ''}, за които още не са известени, ще получат известие и съобщение със сумата за плащане.`,
      )}
    </ListPage>
  );
}
