import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { feeStatusLabels } from '@gradina/shared/manifest/routes/payments/fees';
import { Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { useChildOptions } from '../../../ui/fields';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { type RowIdentity, rowIdOf } from '../../../ui/table/EntityTable';
import { euros, ReportLayout, Totals, useKindergartenId } from './ReportLayout';

/** A part of the history: its heading, and its rows as a table (or a sentence when there are none). */
function HistorySection<T>({
  title,
  empty,
  rows,
  columns,
  testId,
  ...identity
}: RowIdentity<T> & {
  title: string;
  empty: string;
  rows: readonly T[];
  columns: { header: string; cell: (row: T) => ReactNode; right?: boolean }[];
  testId: string;
}) {
  const rowKey = rowIdOf(identity);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} ta={c.right ? 'right' : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.header} ta={c.right ? 'right' : undefined}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * /activities/references/enrollments: one child's history in the activities — the periods of each
 * enrolment, the fees month by month and the payments of the last 12 months.
 */
export function ChildHistoryPage() {
  const testId = 'report-history';
  const kindergartenId = useKindergartenId();
  const [childId, setChildId] = useState<string | null>(null);
  const children = useChildOptions();
  const history = useRouteQuery(
    'activities.childHistory',
    { query: { kindergartenId, childId: childId ?? '' } },
    { enabled: Boolean(kindergartenId && childId) },
  );
  const h = history.data;
  return (
    <ReportLayout
      title="История на дете в дейностите"
      description="Периодите на записване, таксите и плащанията на едно дете."
      testId={testId}
    >
      <Select
        label="Дете"
        placeholder="Изберете дете"
        data={children.options}
        value={childId}
        onChange={setChildId}
        searchable
        w={320}
        data-testid={`${testId}-child`}
      />
      {history.isLoading && <Loading />}
      {history.isError && (
        <QueryError error={history.error} testId={`${testId}-error`} onRetry={() => history.refetch()} />
      )}
      {h && (
        <Stack gap="md" data-testid={`${testId}-result`}>
          <Text>
            <b>{h.childName}</b> {h.groupName && `— ${h.groupName}`}
          </Text>
          <HistorySection
            title="Дейности"
            empty="Детето не е записвано в дейности."
            rows={h.enrollments}
            getRowId={(e) => e.activityId}
            columns={[
              { header: 'Дейност', cell: (e) => e.activityName },
              { header: 'Доставчик', cell: (e) => e.providerName },
              {
                header: 'Периоди',
                cell: (e) =>
                  e.periods
                    .map((p) => `от ${formatDate(p.from)}${p.to ? ` до ${formatDate(p.to)}` : ' (записано)'}`)
                    .join('; '),
              },
            ]}
            testId={`${testId}-enrollments`}
          />
          <HistorySection
            title="Такси"
            empty="Няма такси."
            rows={h.fees}
            columns={[
              { header: 'Месец', cell: (f) => formatMonth(`${f.month}-01`) },
              { header: 'Дейност', cell: (f) => f.activityName },
              { header: 'Дължимо', cell: (f) => euros(f.amountCents), right: true },
              { header: 'Платено', cell: (f) => euros(f.paidCents), right: true },
              { header: 'Състояние', cell: (f) => feeStatusLabels[f.status] },
            ]}
            testId={`${testId}-fees`}
          />
          <HistorySection
            title="Плащания (последните 12 месеца)"
            empty="Няма плащания."
            rows={h.payments}
            columns={[
              { header: 'Дата', cell: (p) => formatDate(p.paidOn) },
              { header: 'Доставчик', cell: (p) => p.providerName },
              { header: 'Начин', cell: (p) => paymentMethodLabels[p.method] },
              { header: 'Сума', cell: (p) => euros(p.amountCents), right: true },
            ]}
            testId={`${testId}-payments`}
          />
          <Totals
            testId={`${testId}-totals`}
            figures={[
              { label: 'Дължимо', value: euros(h.totals.amountCents) },
              { label: 'Платено', value: euros(h.totals.paidCents) },
              { label: 'Остава', value: euros(h.totals.dueCents), testId: `${testId}-due` },
            ]}
          />
        </Stack>
      )}
    </ReportLayout>
  );
}
