import type { PaymentMethod } from '@gradina/shared';
import { paymentMethodLabels } from '@gradina/shared/manifest/routes/payments/cash';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useKindergartenId as useSelectedKindergarten } from '../../../app/auth/user-data';
import { ListError } from '../../../ui/fields/ListError';
import { formatCents } from '../../../ui/format/numbers';
import { EntityTable, type EntityTableProps } from '../../../ui/table/EntityTable';

/**
 * What every report page shares: the heading with a way back to the index, the filters, the totals as
 * figures, the table and the export buttons (Excel, PDF), whose failure the page says in Bulgarian.
 */

export const euros = formatCents;

export type FileType = 'xlsx' | 'pdf';

/** The kindergarten the screen shows ('' when none is selected). */
export const useKindergartenId = () => useSelectedKindergarten() ?? '';

/** A download of the report as `type`. */
export const useExport = (run: (type: FileType) => Promise<unknown>) =>
  useMutation({ mutationFn: (type: FileType) => run(type) });

export function ExportButtons({
  exporter,
  types = ['xlsx', 'pdf'],
  testId,
}: {
  exporter: UseMutationResult<unknown, Error, FileType>;
  types?: FileType[];
  testId: string;
}) {
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="sm">
        {types.map((type) => (
          <Button
            key={type}
            variant="default"
            loading={exporter.isPending && exporter.variables === type}
            onClick={() => exporter.mutate(type)}
            data-testid={`${testId}-export-${type}`}
          >
            {type === 'xlsx' ? 'Excel' : 'PDF'}
          </Button>
        ))}
      </Group>
      <ListError text={exporter.error && `Файлът не можа да бъде изготвен: ${exporter.error.message}`} />
    </Stack>
  );
}

export interface Figure {
  label: string;
  value: string;
  testId?: string;
}

/** A payment report's totals: each method with its count, then all of them (`<testId>-total`). */
export function methodFigures(
  data: {
    byMethod: readonly { method: PaymentMethod; count: number; totalCents: number }[];
    count: number;
    totalCents: number;
  },
  testId: string,
): Figure[] {
  return [
    ...data.byMethod.map((m) => ({
      label: `${paymentMethodLabels[m.method]} (${m.count})`,
      value: euros(m.totalCents),
    })),
    { label: `Всичко (${data.count})`, value: euros(data.totalCents), testId: `${testId}-total` },
  ];
}

export function Totals({ figures, testId }: { figures: Figure[]; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, figures.length) }}>
        {figures.map((f) => (
          <Stack key={f.label} gap={0}>
            <Text size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text fw={700} data-testid={f.testId}>
              {f.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * A report's table with its filters above and its totals under it. Test ids: `<testId>-table`, a row
 * `<testId>-row`, `<testId>-empty`, `<testId>-totals`.
 */
export function ReportTable<T extends object>({
  testId,
  empty,
  totals,
  rowProps,
  ...table
}: Omit<EntityTableProps<T>, 'testId' | 'empty'> & {
  testId: string;
  /** What the table says when the filters find nothing. */
  empty: string;
  /** The figures under the table, once the report is read. */
  totals?: Figure[] | undefined;
}) {
  return (
    <Stack gap="md">
      <EntityTable<T>
        {...table}
        rowProps={rowProps ?? (() => ({ 'data-testid': `${testId}-row` }))}
        empty={{ text: empty, testId: `${testId}-empty` }}
        testId={`${testId}-table`}
      />
      {totals && <Totals testId={`${testId}-totals`} figures={totals} />}
    </Stack>
  );
}

export function ReportLayout({
  title,
  description,
  testId,
  actions,
  children,
}: {
  title: string;
  description: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} | Градина`);
  const kindergartenId = useKindergartenId();
  return (
    <Stack gap="lg" maw={1200} data-testid={testId}>
      <Anchor component={Link} to="/activities/references" size="sm">
        ← Справки
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {kindergartenId && actions}
      </Group>
      {kindergartenId ? children : <Alert color="yellow">Справките се преглеждат в детска градина.</Alert>}
    </Stack>
  );
}
