import { Badge, Stack, Text } from '@mantine/core';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateOrders } from '../queries';

type Order = ApiReply<'books.directorOrderBook'>['orders'][number];

const columns: EntityColumn<Order>[] = [
  { id: 'number', header: '№', cell: (o) => o.numberText, td: { fw: 600 } },
  { id: 'date', header: 'Дата', cell: (o) => formatDate(o.date) },
  { id: 'subject', header: 'Относно', cell: (o) => o.subject },
  {
    id: 'state',
    header: 'Бележки',
    cell: (o) => (
      <Stack gap={2}>
        {o.cancelled && <Badge color="gray">Анулирана</Badge>}
        {o.printed && <Badge color="blue">Отпечатана</Badge>}
        {o.corrects && <Text size="sm">Изменя № {o.corrects.numberText}</Text>}
        {o.correctedBy && <Text size="sm">Изменена с № {o.correctedBy.numberText}</Text>}
      </Stack>
    ),
  },
];

/** /administration/books/director: the year's orders, newest first; a new order, or cancel one (its number stays). */
export function OrdersPage() {
  const kindergartenId = useKindergartenId() ?? '';
  const orders = useRouteQuery(
    'books.directorOrderBook',
    { query: { kindergartenId, PageSize: 50 } },
    { enabled: Boolean(kindergartenId) },
  );
  const actions = useListActions<Order>('AdministrationBooks', {
    create: { label: 'Нова заповед', to: '/administration/books/director/create' },
    remove: (o) => callApi('books.deleteDirectorOrder', { path: { id: o.id } }),
    refresh: invalidateOrders,
    deletedText: (o) => `Заповед № ${o.numberText} е анулирана; номерът ѝ остава в книгата.`,
    refusedText: 'Заповедта не беше анулирана.',
    title: 'Анулиране на заповед',
    question: (o) => `Да бъде ли анулирана заповед № ${o.numberText} „${o.subject}“?`,
    testId: 'order',
    rowData: (o) => ({ 'data-number': o.numberText }),
  });
  return (
    <ListPage
      title="Книга за заповедите на директора"
      intro="Заповедите се номерират от 1 всяка учебна година с префикса на детската градина."
      {...actions.page}
      testId="orders"
    >
      <EntityTable<Order>
        query={orders}
        rows={orders.data?.orders}
        columns={columns}
        {...actions.table}
        empty="Все още няма заповеди за учебната година."
        minWidth={560}
      />
    </ListPage>
  );
}
