import { type MantineSpacing, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A header cell: its text, its text aligned right over a column of numbers, or a text only screen readers
 * read (over a column of check boxes).
 */
export type HeadCell = string | { right: string } | { hidden: string };

function HeadCellView({ cell }: { cell: HeadCell }) {
  if (typeof cell === 'string') return <Table.Th>{cell}</Table.Th>;
  if ('right' in cell) return <Table.Th ta="right">{cell.right}</Table.Th>;
  return (
    <Table.Th>
      <VisuallyHidden>{cell.hidden}</VisuallyHidden>
    </Table.Th>
  );
}

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
  verticalSpacing,
  testId,
  children,
}: {
  head?: readonly HeadCell[];
  minWidth: number;
  striped?: boolean;
  withBorder?: boolean;
  verticalSpacing?: MantineSpacing;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped={striped}
        withTableBorder={withBorder}
        verticalSpacing={verticalSpacing}
        data-testid={testId}
      >
        {head && (
          <Table.Thead>
            <Table.Tr>
              {head.map((cell, i) => (
                <HeadCellView key={i} cell={cell} />
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
