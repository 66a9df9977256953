import { Card, Group, type MantineSize, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type HeadCell, PlainTable } from './PlainTable';

/**
 * A card with a heading over a short table (a parent's paid and unpaid fees, the overpayments): one dimmed
 * sentence when there are no rows, else a striped table that scrolls sideways on a phone, a row per item
 * (told apart by its `id`). Test ids: the card's `testId`, the table's `<testId>-table`, the empty
 * sentence's `<testId>-empty`, each row's `rowTestId`.
 */
export function TableCard<T extends { id: string }>(props: {
  testId: string;
  title: string;
  /** Shown at the heading's right (e.g. a total). */
  aside?: ReactNode;
  /** Under the heading, before the table. */
  intro?: ReactNode;
  rows: readonly T[];
  empty: string;
  head: readonly HeadCell[];
  rowTestId: string;
  /** A row's cells (`Table.Td`). */
  cells: (item: T) => ReactNode;
  /** Under the table (e.g. a document that could not be opened). */
  footer?: ReactNode;
  /** After the card's content (e.g. its modal). */
  children?: ReactNode;
}) {
  const title = (
    <Title order={2} size="h3">
      {props.title}
    </Title>
  );
  return (
    <Card withBorder radius="md" data-testid={props.testId}>
      <Stack gap="sm">
        {props.aside ? (
          <Group justify="space-between">
            {title}
            {props.aside}
          </Group>
        ) : (
          title
        )}
        {props.intro}
        {props.rows.length === 0 ? (
          <Text c="dimmed" data-testid={`${props.testId}-empty`}>
            {props.empty}
          </Text>
        ) : (
          <PlainTable head={props.head} minWidth={0} verticalSpacing="xs" testId={`${props.testId}-table`}>
            {props.rows.map((item) => (
              <Table.Tr key={item.id} data-testid={props.rowTestId}>
                {props.cells(item)}
              </Table.Tr>
            ))}
          </PlainTable>
        )}
        {props.footer}
      </Stack>
      {props.children}
    </Card>
  );
}

/**
 * A cell of two lines: the main one over a dimmed one (a parent over the child, an activity over its
 * provider), and what `children` add under them.
 */
export function TwoLineCell({
  main,
  detail,
  detailSize = 'xs',
  children,
}: {
  main: ReactNode;
  detail: ReactNode;
  detailSize?: MantineSize;
  children?: ReactNode;
}) {
  return (
    <Table.Td>
      <Text size="sm">{main}</Text>
      <Text size={detailSize} c="dimmed">
        {detail}
      </Text>
      {children}
    </Table.Td>
  );
}
