import { useRouteQuery } from '../../../api/query';
import { DocumentsList, useYearPaging } from '../stock-lines/DocumentsList';

/** /storage/stock (and the references' united-stock-receipts): the year's receipts, newest first. */
export function ReceiptsPage() {
  const { kindergartenId, query, paging } = useYearPaging('receipts');
  const list = useRouteQuery('storage.receiptsOverview', { query }, { enabled: Boolean(kindergartenId) });
  return (
    <DocumentsList
      title="Стокови разписки"
      intro="Заприхождаване на стоки от доставчици: всяка разписка увеличава наличността и преизчислява средната цена."
      action={{
        resource: 'StockInbounds',
        label: 'Нова разписка',
        to: '/storage/stock/create',
      }}
      query={list}
      link={(r) => `/storage/stock/${r.id}`}
      more={[{ id: 'supplier', header: 'Доставчик', cell: (r) => r.supplierName }]}
      paging={paging}
      empty="Няма стокови разписки през тази година."
      testId="receipts"
    />
  );
}
