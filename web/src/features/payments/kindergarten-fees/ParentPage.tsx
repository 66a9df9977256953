import { Card, Table, Title } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { formatMonth } from '../../../ui/format/dates';
import { PlainTable } from '../../../ui/table/PlainTable';
import { cents } from '../fees/fee-labels';
import { ParentFeesPage } from '../online/ParentFeesPage';

/** Leva as the history recorded them: `48,00 лв.`. */
const leva = (stotinki: number) => `${(stotinki / 100).toFixed(2).replace('.', ',')} лв.`;

/**
 * /parents-fees_depricated: a parent's children's fees with the online payment and the receipts (the payments'
 * parent page, which lists every fee of the child: the kindergarten's with the activities'), and the history
 * in leva from before 2026 with its euro equivalent.
 */
export function ParentPage() {
  return (
    <ParentFeesPage
      title="Такси за детската градина"
      extra={(kindergartenId, studentId) => <History kindergartenId={kindergartenId} studentId={studentId} />}
    />
  );
}

function History({ kindergartenId, studentId }: { kindergartenId: string; studentId: string }) {
  const history = useRouteQuery(
    'payments.kindergartenFeeHistory',
    { query: { kindergartenId, studentId } },
    { enabled: Boolean(studentId) },
  );
  if (!history.data?.length) return null;
  return (
    <Card withBorder padding="lg" data-testid="kg-parent-history">
      <Title order={2} size="h4" mb="sm">
        История (в лева, преди 2026 г.)
      </Title>
      <PlainTable head={['Месец', 'Сума', 'Платено', 'В евро по 1,95583']} striped={false} minWidth={520}>
        {history.data.map((h) => (
          <Table.Tr key={h.id}>
            <Table.Td>{formatMonth(`${h.month}-01`)}</Table.Td>
            <Table.Td>{leva(h.amountBgnCents)}</Table.Td>
            <Table.Td>{leva(h.paidBgnCents)}</Table.Td>
            <Table.Td>
              {cents(h.amountCents)}, платени {cents(h.paidCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    </Card>
  );
}
