import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { feeStatusLabels } from '@gradina/shared/manifest/routes/payments/fees';
import { Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { useChildOptions } from '../../../ui/fields';
import { formatDate, formatMonth } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { euros, ReportLayout, Totals, useKindergartenId } from './ReportLayout';

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
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="xs">
              Дейности
            </Title>
            {h.enrollments.length === 0 ? (
              <Text c="dimmed">Детето не е записвано в дейности.</Text>
            ) : (
              <Table data-testid={`${testId}-enrollments`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Дейност</Table.Th>
                    <Table.Th>Доставчик</Table.Th>
                    <Table.Th>Периоди</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {h.enrollments.map((e) => (
                    <Table.Tr key={e.activityId}>
                      <Table.Td>{e.activityName}</Table.Td>
                      <Table.Td>{e.providerName}</Table.Td>
                      <Table.Td>
                        {e.periods
                          .map(
                            (p) =>
                              `от ${formatDate(p.from)}${p.to ? ` до ${formatDate(p.to)}` : ' (записано)'}`,
                          )
                          .join('; ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="xs">
              Такси
            </Title>
            {h.fees.length === 0 ? (
              <Text c="dimmed">Няма такси.</Text>
            ) : (
              <Table data-testid={`${testId}-fees`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Месец</Table.Th>
                    <Table.Th>Дейност</Table.Th>
                    <Table.Th ta="right">Дължимо</Table.Th>
                    <Table.Th ta="right">Платено</Table.Th>
                    <Table.Th>Състояние</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {h.fees.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>{formatMonth(`${f.month}-01`)}</Table.Td>
                      <Table.Td>{f.activityName}</Table.Td>
                      <Table.Td ta="right">{euros(f.amountCents)}</Table.Td>
                      <Table.Td ta="right">{euros(f.paidCents)}</Table.Td>
                      <Table.Td>{feeStatusLabels[f.status]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="xs">
              Плащания (последните 12 месеца)
            </Title>
            {h.payments.length === 0 ? (
              <Text c="dimmed">Няма плащания.</Text>
            ) : (
              <Table data-testid={`${testId}-payments`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Дата</Table.Th>
                    <Table.Th>Доставчик</Table.Th>
                    <Table.Th>Начин</Table.Th>
                    <Table.Th ta="right">Сума</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {h.payments.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{formatDate(p.paidOn)}</Table.Td>
                      <Table.Td>{p.providerName}</Table.Td>
                      <Table.Td>{paymentMethodLabels[p.method]}</Table.Td>
                      <Table.Td ta="right">{euros(p.amountCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
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
