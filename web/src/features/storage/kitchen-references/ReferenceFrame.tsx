import { Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { sofiaDay } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { ExportButton, PageHeader } from '../../../ui/page';

/**
 * The frame of a reference the kitchen's calculations feed: the title, what it shows, its filters, its Excel
 * twin and the tables. Test ids: `<testId>-page`, `<testId>-excel`.
 */
export function ReferenceFrame({
  title,
  intro,
  filters,
  excel,
  testId,
  children,
}: {
  title: string;
  intro: string;
  filters: ReactNode;
  /** Downloads the Excel file of what the filters show. */
  excel: () => Promise<unknown>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={1100} data-testid={`${testId}-page`}>
      <PageHeader
        title={title}
        intro={intro}
        actions={<ExportButton label="Excel" run={excel} testId={`${testId}-excel`} />}
      />
      <Group align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {children}
    </Stack>
  );
}

/** A period a reference reads: from the first of this month to today (Sofia) until changed. */
export function usePeriod() {
  const today = sofiaDay(new Date()) ?? '2026-01-01';
  const [fromDate, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [toDate, setTo] = useState(today);
  return { fromDate, toDate, setFrom, setTo };
}

/** The period's two date fields (test ids `<testId>-from`, `<testId>-to`). */
export function PeriodFilter({ period, testId }: { period: ReturnType<typeof usePeriod>; testId: string }) {
  return (
    <>
      <DateField
        label="От дата"
        value={period.fromDate}
        onChange={(v) => v && period.setFrom(v)}
        maw={170}
        data-testid={`${testId}-from`}
      />
      <DateField
        label="До дата"
        value={period.toDate}
        onChange={(v) => v && period.setTo(v)}
        maw={170}
        data-testid={`${testId}-to`}
      />
    </>
  );
}

/** A reference's table under its heading. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
