import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { formatCents } from '../../../ui/format/numbers';
import { RecentMonthSelect, useRecentMonth } from '../../../ui/forms/MonthFilter';
import { ListPage } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

type Row = ApiReply<'storage.storageAvailability'>['result'][number];

const columns: EntityColumn<Row>[] = [
  { id: 'kindergarten', header: 'Детска градина', cell: (r) => r.kindergartenName },
  { id: 'municipality', header: 'Община', cell: (r) => r.municipalityCode ?? '—' },
  { id: 'stock', header: 'Стойност на наличностите', cell: (r) => formatCents(r.stockValue) },
  { id: 'in', header: 'Заприходено', cell: (r) => formatCents(r.inValue) },
  { id: 'out', header: 'Изписано', cell: (r) => formatCents(r.outValue) },
  { id: 'scrap', header: 'Бракувано', cell: (r) => formatCents(r.scrapValue) },
  { id: 'expiring', header: 'Изтичащи през месеца', cell: (r) => formatCents(r.expiringValue) },
];

/** /administrative-references/storage-availability: МОН's and a municipality's view of the kindergartens' stores. */
export function StorageAvailabilityPage() {
  const [month, setMonth, chosen] = useRecentMonth();
  const list = useRouteQuery('storage.storageAvailability', { query: chosen });
  const totals = list.data?.totals;
  return (
    <ListPage
      title="Складови наличности"
      intro={
        totals
          ? `Общо: наличности ${formatCents(totals.stockValue)}, заприходено ${formatCents(totals.inValue)}, изписано ${formatCents(totals.outValue)}, бракувано ${formatCents(totals.scrapValue)}.`
          : 'Стойността на складовите наличности на детските градини по месеци.'
      }
      maw={1300}
      testId="storage-availability"
    >
      <EntityTable<Row>
        filters={<RecentMonthSelect value={month} onChange={setMonth} testId="storage-availability-month" />}
        query={list}
        getRowId={(r) => r.kindergartenId}
        columns={columns}
        empty="Няма данни за склад през този месец."
        minWidth={900}
      />
    </ListPage>
  );
}
