import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatMonth } from '../../../ui/format/dates';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { MonthFilter, monthKey, useMonthChoice } from '../../../ui/forms/MonthFilter';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { cents } from './fee-labels';
import { activityOptionsQuery, invalidateFees, summaryQuery } from './queries';

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
  useDocumentTitle('Известия за такси | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [month, setMonth] = useMonthChoice();
  const [activityId, setActivityId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const msg = useMessage();
  const summary = useQuery({
    ...summaryQuery(kindergartenId, month.year, month.month),
    enabled: Boolean(kindergartenId),
  });
  const activities = useQuery({ ...activityOptionsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const send = useMutation({
    mutationFn: () =>
      callApi('payments.notifyFees', {
        body: { kindergartenId, year: month.year, month: month.month, ...(activityId ? { activityId } : {}) },
      }),
    onSuccess: async (reply) => {
      setConfirming(false);
      msg.ok(
        reply.count === 0
          ? 'Няма такси, за които родителите още не са известени.'
          : `Известени родители: ${reply.parents}; такси: ${reply.count}.`,
      );
      await invalidateFees(client);
    },
  });

  if (!kindergartenId) return <Alert color="yellow">Известията се изпращат в детска градина.</Alert>;
  const row = summary.data?.[0];
  const title = formatMonth(`${monthKey(month)}-01`);
  return (
    <Stack gap="lg" maw={900} data-testid="fee-notifications-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Известия за такси</Title>
          <Text c="dimmed">
            Родителите получават известие и съобщение със сумата и връзка към таксите си.
          </Text>
        </Stack>
        {can('ActivityFees', 'update') && (
          <Button
            onClick={() => setConfirming(true)}
            disabled={!row || row.notNotified === 0}
            data-testid="fee-notify"
          >
            Изпрати известия
          </Button>
        )}
      </Group>
      <MessageAlert message={msg.message} onClose={msg.clear} testId="fee-notifications-message" />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <MonthFilter value={month} onChange={setMonth} testId="fee-notifications" />
        <Select
          label="Дейност"
          placeholder="Всички"
          clearable
          data={(activities.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          value={activityId}
          onChange={setActivityId}
          w={220}
          data-testid="fee-notifications-activity"
        />
      </Group>
      {summary.isError && <QueryError error={summary.error} onRetry={() => summary.refetch()} />}
      {summary.isPending && <Loading />}
      {row && row.fees === 0 && (
        <Text data-testid="fee-notifications-empty">Няма генерирани такси за {title}.</Text>
      )}
      {row && row.fees > 0 && <SummaryTable row={row} />}
      <ConfirmModal
        opened={confirming}
        title="Изпращане на известия"
        pending={send.isPending}
        error={send.error ? saveErrorText(send.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send.mutate()}
        confirmLabel="Изпрати"
        testId="fee-notify"
      >
        {`Родителите на децата с такси за ${title}${activityId ? ' по избраната дейност' : ''}, за които още не са известени, ще получат известие и съобщение със сумата за плащане.`}
      </ConfirmModal>
    </Stack>
  );
}
