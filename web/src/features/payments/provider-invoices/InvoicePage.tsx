import type { SettlementDocument } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDate } from '../../../ui/format/dates';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { euros } from '../cash/PaymentsList';
import { PartyView } from './InvoiceForm';
import { directionLabels, kindTitles, periodText, statusText } from './labels';
import { invalidateSettlements } from './queries';
import { Figure, SettlementLines, SettlementTotals } from './SettlementLines';

type Doc = SettlementDocument;

/** The PDF routes of a document's kind. */
function useExports() {
  return useMutation({
    mutationFn: ({ d, what }: { d: Doc; what: 'protocol' | 'annex' | 'invoice' | 'voucher' }) =>
      what === 'protocol'
        ? callApi('payments.protocolExport', { path: { protocolId: d.id } })
        : what === 'annex'
          ? callApi('payments.protocolAnnexExport', { path: { protocolId: d.id } })
          : what === 'invoice'
            ? callApi('payments.invoiceExport', { path: { invoiceId: d.id } })
            : callApi('payments.voucherExport', { path: { id: d.id } }),
  });
}

function InvoiceDetails({ d }: { d: Doc }) {
  const inv = d.invoice!;
  return (
    <Stack gap="md">
      {inv.warnings.map((w) => (
        <Alert key={w} color="yellow" title="Внимание" data-testid="document-invoice-warning">
          {w}
        </Alert>
      ))}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartyView title="Получател" party={inv.recipient} testId="document-recipient" />
          <PartyView title="Доставчик" party={inv.supplier} testId="document-supplier" />
        </SimpleGrid>
      </Paper>
      <Table withTableBorder striped data-testid="document-invoice-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Описание</Table.Th>
            <Table.Th ta="right">Сума</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inv.lines.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.description}</Table.Td>
              <Table.Td ta="right">{euros(l.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Figure label="Данъчна основа" value={euros(inv.taxBaseCents)} />
          <Figure label={`ДДС ${inv.vatPercent}%`} value={euros(inv.vatCents)} />
          <Figure label="Сума за плащане" value={euros(d.totalCents)} testId="document-total" />
        </SimpleGrid>
        {inv.noVatReason && (
          <Text size="sm" c="dimmed" mt="xs">
            {inv.noVatReason}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * /activities/accounting/invoice/{id}: one protocol, invoice or voucher with its lines and totals, its PDFs,
 * the documents made from a protocol, and the delete (an invoice is cancelled: its number stays).
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const doc = useRouteQuery('payments.settlementSummary', { path: { id } });
  const d = doc.data;
  useDocumentTitle(`${d ? kindTitles[d.kind] : 'Документ'} | Градина`);
  const { can } = usePermissions();
  const msg = useMessage();
  const client = useQueryClient();
  const navigate = useNavigate();
  const exports = useExports();
  const remove = useConfirmDelete<Doc>({
    remove: (x) => callApi('payments.deleteSettlement', { path: { id: x.id } }),
    onDeleted: async (x) => {
      await invalidateSettlements(client);
      if (x.kind === 'invoice') msg.ok(`Фактура № ${x.number} е анулирана.`);
      else navigate(`/activities/accounting/invoice?kind=${x.kind}`);
    },
    refusedText: 'Документът не беше изтрит.',
    keepOpenWhenRefused: true,
    title: 'Потвърждение',
    confirmLabel: d?.kind === 'invoice' ? 'Анулирай' : undefined,
    question: (x) =>
      x.kind === 'invoice'
        ? `Да бъде ли анулирана фактура № ${x.number}? Номерът ѝ остава зает.`
        : `Да бъде ли изтрит документ № ${x.number}? Плащанията му отново ще могат да бъдат отчетени.`,
    testId: 'document-delete',
  });
  if (doc.isPending) return <Loading />;
  if (doc.isError) return <QueryError error={doc.error} />;
  const x = doc.data;
  const pdf = (what: 'protocol' | 'annex' | 'invoice' | 'voucher', label: string) => (
    <Button
      variant="light"
      loading={exports.isPending && exports.variables?.what === what}
      onClick={() => exports.mutate({ d: x, what })}
      data-testid={`document-export-${what}`}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1200} data-testid="document-page" data-kind={x.kind}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} data-testid="document-title">
            {kindTitles[x.kind]} № {x.number}
          </Title>
          <Group gap="xs">
            <Badge color={x.cancelled ? 'red' : 'garden'} variant="light" data-testid="document-status">
              {statusText(x)}
            </Badge>
            <Text c="dimmed">
              {formatDate(x.date)} · {x.providerName}
            </Text>
          </Group>
        </Stack>
        <Button variant="default" component={Link} to={`/activities/accounting/invoice?kind=${x.kind}`}>
          Към списъка
        </Button>
      </Group>
      <MessageAlert msg={msg} testId="document-message" />
      {exports.isError && (
        <Alert color="red" variant="light" role="alert">
          Документът не можа да бъде отворен: {exports.error.message}
        </Alert>
      )}
      <Group gap="sm">
        {x.kind === 'protocol' && pdf('protocol', 'Протокол (PDF)')}
        {x.kind === 'protocol' && pdf('annex', 'Приложение № 1 (PDF)')}
        {x.kind === 'invoice' && pdf('invoice', 'Фактура (PDF)')}
        {x.kind === 'voucher' && pdf('voucher', 'Ордер (PDF)')}
        {x.kind === 'protocol' && can('ProviderInvoices', 'create') && (
          <>
            <Button
              variant="default"
              component={Link}
              to={`/activities/accounting/invoice/create?kind=invoice&protocolId=${x.id}`}
              data-testid="document-new-invoice"
            >
              Издай фактура
            </Button>
            {!x.manual && (
              <Button
                variant="default"
                component={Link}
                to={`/activities/accounting/invoice/create?kind=voucher&protocolId=${x.id}`}
                data-testid="document-new-voucher"
              >
                Разходен касов ордер
              </Button>
            )}
          </>
        )}
        {can('ProviderInvoices', 'delete') && !x.cancelled && (
          <Button
            color="red"
            variant="subtle"
            onClick={() => remove.ask(x)}
            data-testid="document-delete-open"
          >
            {x.kind === 'invoice' ? 'Анулирай' : 'Изтрий'}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Figure label="Доставчик" value={x.providerName} />
          <Figure
            label={x.kind === 'invoice' ? 'Посока' : 'Период'}
            value={x.direction ? directionLabels[x.direction] : periodText(x)}
          />
          {x.voucher && <Figure label="Получател" value={x.voucher.recipientName} />}
          {x.voucher?.recipientDocument && (
            <Figure label="Документ за самоличност" value={x.voucher.recipientDocument} />
          )}
          {x.voucher && <Figure label="Касиер" value={x.voucher.cashierName} />}
          {x.reason && <Figure label="Основание" value={x.reason} />}
          {x.note && <Figure label="Бележка" value={x.note} />}
          {x.protocolId && (
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Протокол
              </Text>
              <Link to={`/activities/accounting/invoice/${x.protocolId}`}>Отвори протокола</Link>
            </Stack>
          )}
        </SimpleGrid>
      </Paper>
      {x.kind === 'invoice' ? (
        <InvoiceDetails d={x} />
      ) : (
        <>
          <SettlementTotals
            t={{
              collectedCents:
                x.kind === 'voucher' ? x.lines.reduce((s, l) => s + l.amountCents, 0) : x.totalCents,
              kindergartenShareCents: x.kindergartenShareCents,
              providerDueCents: x.providerDueCents,
            }}
            testId="document-totals"
          />
          {!x.manual && <SettlementLines lines={x.lines} testId="document-lines" />}
        </>
      )}
      {x.kind === 'protocol' && x.dependents > 0 && (
        <Text size="sm" c="dimmed" data-testid="document-dependents">
          От протокола има {x.dependents} фактури или ордери: той не може да бъде изтрит, докато те
          съществуват.
        </Text>
      )}
      {remove.modal}
    </Stack>
  );
}
