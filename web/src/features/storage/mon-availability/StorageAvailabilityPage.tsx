import { Select } from '@mantine/core';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { monthNames, sofiaDay } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';
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
  const today = sofiaDay(new Date()) ?? '2026-01-01';
  const [month, setMonth] = useState(today.slice(0, 7));
  const list = useRouteQuery('storage.storageAvailability', {
    query: { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) },
  });
  const months = Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - i, 1));
    return {
      value: d.toISOString().slice(0, 7),
      label: `${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
    };
  });
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
        columns={columns}
        query={list}
        getRowId={(r) => r.kindergartenId}
        filters={
          <Select
            label="Месец"
            data={months}
            value={month}
            onChange={(v) => setMonth(v ?? month)}
            allowDeselect={false}
            maw={200}
            data-testid="storage-availability-month"
          />
        }
        empty={{ text: 'Няма данни за склад през този месец.', testId: 'storage-availability-empty' }}
        minWidth={900}
        testId="storage-availability-table"
      />
    </ListPage>
  );
}
