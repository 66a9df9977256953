import { HaccpJournal, haccpJournalLabels } from '@gradina/shared/manifest/routes/storage/haccp';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDateDigits, sofiaDay } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { usePaging } from '../../../ui/table/list-controls';
import { invalidateHaccp } from './queries';

type Entry = ApiReply<'storage.haccpEntries'>['result'][number];

const temperature = (e: Entry) =>
  e.temperature === null ? '—' : `${String(e.temperature).replace('.', ',')} °C`;
const columnsOf = (journal: number): EntityColumn<Entry>[] => [
  { id: 'date', header: 'Дата', cell: (e) => formatDateDigits(e.date) },
  ...(journal === HaccpJournal.IncomingGoods
    ? [
        { id: 'product', header: 'Продукт', cell: (e: Entry) => e.productName },
        { id: 'supplier', header: 'Доставчик', cell: (e: Entry) => e.supplierName },
        { id: 'temperature', header: 'Температура', cell: temperature },
        { id: 'accepted', header: 'Приета', cell: (e: Entry) => (e.accepted ? 'да' : 'не') },
      ]
    : journal === HaccpJournal.FridgeTemperature
      ? [
          { id: 'place', header: 'Хладилник', cell: (e: Entry) => e.place },
          { id: 'temperature', header: 'Температура', cell: temperature },
        ]
      : [
          { id: 'place', header: 'Помещение', cell: (e: Entry) => e.place },
          { id: 'agent', header: 'Препарат и начин', cell: (e: Entry) => e.agent },
        ]),
  { id: 'person', header: 'Отговорно лице', cell: (e) => e.person },
];

/** /storage/references/HACCP: the self-control journals (входящ контрол, температури, почистване). */
export function HaccpPage() {
  const kindergartenId = useKindergartenId();
  const [search, setSearch] = useSearchParams();
  const journal = Number(search.get('journal') ?? HaccpJournal.IncomingGoods);
  const pages = usePaging('haccp', 30);
  // The last three months: a journal is read back for inspections of the recent past.
  const today = sofiaDay(new Date()) ?? '2026-01-01';
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 92 * 86_400_000).toISOString().slice(0, 10);
  const list = useRouteQuery(
    'storage.haccpEntries',
    { query: { kindergartenId, journal, fromDate: since, toDate: today, ...pages.query } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<Entry>('StockReferences', {
    create: {
      label: 'Нов запис',
      to: `/storage/references/HACCP/create?journal=${journal}`,
      testId: 'haccp-create',
    },
    edit: (e) => `/storage/references/HACCP/${e.id}?journal=${journal}`,
    remove: (e) => callApi('storage.deleteHaccpEntry', { path: { id: e.id } }),
    refresh: invalidateHaccp,
    deletedText: () => 'Записът е изтрит.',
    refusedText: 'Записът не беше изтрит.',
    title: 'Изтриване на запис',
    question: (e) => `Да бъде ли изтрит записът от ${formatDateDigits(e.date)} г.?`,
    testId: 'haccp-row',
    rowTestId: 'haccp-row',
    deleteTestId: 'haccp-delete',
  });
  return (
    <ListPage
      title="HACCP дневници"
      intro="Записи за самоконтрол по Регламент (ЕО) № 852/2004: входящ контрол, температури на хладилниците, почистване."
      {...actions.page}
      testId="haccp"
    >
      <Tabs value={String(journal)} onChange={pages.filter((v) => setSearch({ journal: v ?? '1' }))}>
        <Tabs.List>
          {Object.entries(haccpJournalLabels).map(([value, label]) => (
            <Tabs.Tab key={value} value={value} data-testid={`haccp-tab-${value}`}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <EntityTable<Entry>
        paging={pages}
        query={list}
        columns={columnsOf(journal)}
        {...actions.table}
        empty="Няма записи в този дневник."
        minWidth={640}
      />
    </ListPage>
  );
}
