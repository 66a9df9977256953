import { useRouteQuery } from '../../../api/query';
import { DocumentsList, useYearPaging } from '../stock-lines/DocumentsList';

/** /storage/requests: the year's requests to the kitchen (искания за отпуск), newest first. */
export function RequestsPage() {
  const { kindergartenId, query, paging } = useYearPaging('stock-requests');
  const list = useRouteQuery('storage.requestsOverview', { query }, { enabled: Boolean(kindergartenId) });
  return (
    <DocumentsList
      title="Искания за отпуск към кухнята"
      intro="Приключеното искане изписва стоката по средна претеглена цена; освободеното я връща."
      action={{
        resource: 'StockRequests',
        label: 'Ново искане',
        to: '/storage/requests/create',
        testId: 'requests-create',
      }}
      query={list}
      link={(r) => `/storage/requests/${r.id}`}
      more={[{ id: 'purpose', header: 'Предназначение', cell: (r) => r.purpose }]}
      paging={paging}
      empty="Няма искания през тази година."
      testId="stock-requests"
    />
  );
}
