import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** The first and the last day of a month (`YYYY-MM`) as the period filters start. */
export const monthPeriod = (month: string) => ({ fromDate: `${month}-01`, toDate: `${month}-31` });
