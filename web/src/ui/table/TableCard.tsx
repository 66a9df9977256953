import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card with a heading over a short table (a parent's paid fees, the overpayments): one dimmed sentence
 * when there are no rows, else a striped table that scrolls sideways on a phone. Test ids: the card's
 * `testId`, the table's `<testId>-table`.
 */
export function TableCard<T>(props: {
  testId: string;
  title: string;
  /** Shown at the heading's right (e.g. a total). */
  aside?: ReactNode;
  /** Under the heading, before the table. */
  intro?: ReactNode;
  rows: readonly T[];
  empty: string;
  /** The header cells (`Table.Th`). */
  head: ReactNode;
  /** One `Table.Tr` a row, with its key. */
  row: (item: T) => ReactNode;
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
          <Text c="dimmed">{props.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table striped verticalSpacing="xs" data-testid={`${props.testId}-table`}>
              <Table.Thead>
                <Table.Tr>{props.head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{props.rows.map(props.row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {props.footer}
      </Stack>
      {props.children}
    </Card>
  );
}
