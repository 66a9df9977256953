import type { SettlementKind } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { Alert, Button, SegmentedControl, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useKindergartenId } from '../../../app/auth/user-data';
import { PageHeader } from '../../../ui/page';
import { InvoiceForm } from './InvoiceForm';
import { kindTitles } from './labels';
import { ProtocolForm } from './ProtocolForm';
import { VoucherForm } from './VoucherForm';

const kinds: SettlementKind[] = ['protocol', 'invoice', 'voucher'];

/**
 * /activities/accounting/invoice/create: a new settlement document. A protocol of a provider and period (or
 * with an amount entered by hand), an invoice (from a protocol when `?protocolId=` names one), or an expense
 * cash voucher (`?kind=` chooses; a document's page links here with its protocol).
 */
export function InvoiceCreatePage() {
  const kindergartenId = useKindergartenId() ?? '';
  const [search, setSearch] = useSearchParams();
  const kind = (kinds as string[]).includes(search.get('kind') ?? '')
    ? (search.get('kind') as SettlementKind)
    : 'protocol';
  const protocolId = search.get('protocolId') ?? undefined;
  const formKey = `${kindergartenId}:${protocolId ?? ''}`;
  if (!kindergartenId) return <Alert color="yellow">Разчетите се правят в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={1200} data-testid="settlement-create-page">
      <PageHeader
        title={kindTitles[kind]}
        intro={
          protocolId
            ? 'По записан протокол.'
            : 'Изберете доставчик и период: показват се неотчетените плащания.'
        }
        actions={
          <Button variant="default" component={Link} to={`/activities/accounting/invoice?kind=${kind}`}>
            Към списъка
          </Button>
        }
      />
      {!protocolId && (
        <SegmentedControl
          value={kind}
          onChange={(v) => setSearch({ kind: v })}
          data={kinds.map((k) => ({ value: k, label: kindTitles[k] }))}
          aria-label="Вид документ"
          data-testid="settlement-create-kind"
        />
      )}
      {/* A form starts afresh for another kindergarten or protocol (its schema check is made once). */}
      {kind === 'protocol' && <ProtocolForm key={formKey} kindergartenId={kindergartenId} />}
      {kind === 'invoice' && (
        <InvoiceForm key={formKey} kindergartenId={kindergartenId} protocolId={protocolId} />
      )}
      {kind === 'voucher' && (
        <VoucherForm key={formKey} kindergartenId={kindergartenId} protocolId={protocolId} />
      )}
    </Stack>
  );
}
