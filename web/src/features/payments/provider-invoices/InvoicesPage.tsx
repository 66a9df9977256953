import type {
  SettlementKind,
  SettlementRow,
} from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { Alert, Badge, Button, SegmentedControl } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, RowActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { euros } from '../cash/PaymentsList';
import { kindLabels, periodText, statusText } from './labels';
import { useSettlementProviders } from './queries';

const pageSize = 25;
const kinds: SettlementKind[] = ['protocol', 'invoice', 'voucher'];

const emptyText: Record<SettlementKind, string> = {
  protocol: 'Няма протоколи.',
  invoice: 'Няма фактури.',
  voucher: 'Няма разходни касови ордери.',
};

/**
 * /activities/accounting/invoice: the settlements with the providers, a tab per kind (protocols, invoices,
 * expense cash vouchers) with a provider filter; a new one is made on /create.
 */
export function InvoicesPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId() ?? '';
  const [search, setSearch] = useSearchParams();
  const kind = (kinds as string[]).includes(search.get('kind') ?? '')
    ? (search.get('kind') as SettlementKind)
    : 'protocol';
  const pages = usePaging('settlements', pageSize);
  const provider = useFilter<string | null>(pages, null);
  const list = useRouteQuery(
    'payments.settlementsOverview',
    {
      query: {
        kindergartenId,
        kind,
        providerId: provider.value ?? undefined,
        ...pages.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  const providers = useSettlementProviders(kindergartenId);
  if (!kindergartenId) return <Alert color="yellow">Разчетите се преглеждат в детска градина.</Alert>;

  const columns: EntityColumn<SettlementRow>[] = [
    { id: 'number', header: '№', cell: (d) => d.number, td: { fw: 600 } },
    { id: 'date', header: 'Дата', cell: (d) => formatDate(d.date) },
    { id: 'provider', header: 'Доставчик', cell: (d) => d.providerName },
    { id: 'period', header: kind === 'invoice' ? 'Посока' : 'Период', cell: (d) => periodText(d) },
    { id: 'total', header: 'Сума', cell: (d) => euros(d.totalCents), td: { ta: 'right' } },
    {
      id: 'status',
      header: 'Състояние',
      cell: (d) => (
        <Badge color={d.cancelled ? 'red' : 'garden'} variant="light">
          {statusText(d)}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage
      title="Разчети с доставчици"
      intro="Приемо-предавателни протоколи за събраните такси, фактури и разходни касови ордери."
      action={
        can('ProviderInvoices', 'create') && {
          label: kind === 'protocol' ? 'Нов протокол' : kind === 'invoice' ? 'Нова фактура' : 'Нов ордер',
          to: `/activities/accounting/invoice/create?kind=${kind}`,
          testId: 'settlement-create',
        }
      }
      actions={
        <Button variant="default" component={Link} to="/activities/accounting">
          Към плащанията
        </Button>
      }
      maw={1200}
      testId="settlements"
    >
      <SegmentedControl
        value={kind}
        onChange={pages.filter((v: string) => setSearch({ kind: v }))}
        data={kinds.map((k) => ({ value: k, label: kindLabels[k] }))}
        aria-label="Вид документ"
        data-testid="settlements-kind"
      />
      <EntityTable<SettlementRow>
        filters={
          <SelectFilter
            label="Доставчик"
            data={(providers.data ?? []).map((p) => ({ value: p.providerId, label: p.providerName }))}
            {...provider}
            searchable
            w={300}
            maw={300}
            testId="settlements-provider"
          />
        }
        paging={pages}
        query={list}
        columns={columns}
        rowProps={(d) => ({ 'data-testid': 'settlement-row', 'data-number': d.number })}
        rowActions={(d) => (
          <RowActions item={d} open={`/activities/accounting/invoice/${d.id}`} testId="settlement" />
        )}
        empty={emptyText[kind]}
        minWidth={900}
      />
    </ListPage>
  );
}
