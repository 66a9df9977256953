import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { Table, Text } from '@mantine/core';
import { formatCents } from '../../../ui/format/numbers';
import { PlainTable } from '../../../ui/table/PlainTable';

interface Line {
  productName: string;
  quantity: number;
  unitOfMeasure: number;
  unitPrice: number;
  value: number;
}

const quantity = new Intl.NumberFormat('bg-BG', { maximumFractionDigits: 3 });

/** A posted document's lines as it reads back: quantity, unit, price and value (euro). */
export function DocumentLinesTable({ lines, testId }: { lines: readonly Line[]; testId: string }) {
  const total = lines.reduce((s, l) => s + l.value, 0);
  return (
    <PlainTable
      head={['Продукт', { right: 'Количество' }, { right: 'Ед. цена' }, { right: 'Стойност' }]}
      minWidth={560}
      testId={`${testId}-lines`}
    >
      {lines.map((l, i) => (
        <Table.Tr key={`${l.productName}-${i}`} data-testid={`${testId}-line`}>
          <Table.Td>{l.productName}</Table.Td>
          <Table.Td ta="right">
            {quantity.format(l.quantity)} {unitLabels[l.unitOfMeasure as Unit] ?? ''}
          </Table.Td>
          <Table.Td ta="right">{formatCents(l.unitPrice)}</Table.Td>
          <Table.Td ta="right">{formatCents(l.value)}</Table.Td>
        </Table.Tr>
      ))}
      <Table.Tr>
        <Table.Td colSpan={3}>
          <Text fw={600}>Общо</Text>
        </Table.Td>
        <Table.Td ta="right" fw={600} data-testid={`${testId}-total`}>
          {formatCents(total)}
        </Table.Td>
      </Table.Tr>
    </PlainTable>
  );
}
