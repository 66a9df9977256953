import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A header cell: its text, or its text aligned right over a column of numbers. */
export type HeadCell = string | { right: string };

/**
 * A table that is part of a card or a document (a day's products, a document's lines), not a list page's
 * (that is `EntityTable`): striped unless told otherwise, scrolling sideways below `minWidth` (phones at
 * 390 px), its header row from `head` (none for a table read by its rows), its rows the children.
 *
 * ```tsx
 * <PlainTable head={['Продукт', { right: 'Количество' }]} minWidth={520} testId="product-stock-table">
 *   {rows.map((r) => <Table.Tr key={r.id}>…</Table.Tr>)}
 * </PlainTable>
 * ```
 */
export function PlainTable({
  head,
  minWidth,
  striped = true,
  withBorder,
  testId,
  children,
}: {
  head?: readonly HeadCell[];
  minWidth: number;
  striped?: boolean;
  withBorder?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} withTableBorder={withBorder} data-testid={testId}>
        {head && (
          <Table.Thead>
            <Table.Tr>
              {head.map((cell, i) =>
                typeof cell === 'string' ? (
                  <Table.Th key={i}>{cell}</Table.Th>
                ) : (
                  <Table.Th key={i} ta="right">
                    {cell.right}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
