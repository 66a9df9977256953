import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { DocumentsList, thisYear } from '../stock-lines/DocumentsList';

const pageSize = 20;

/** /storage/requests: the year's requests to the kitchen (искания за отпуск), newest first. */
export function RequestsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  const [year, setYear] = useState(thisYear());
  const [page, setPage] = useState(1);
  const list = useRouteQuery(
    'storage.requestsOverview',
    {
      query: {
        kindergartenId,
        fromDate: `${year}-01-01`,
        toDate: `${year}-12-31`,
        PageNumber: page,
        PageSize: pageSize,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  return (
    <DocumentsList
      title="Искания за отпуск към кухнята"
      intro="Приключеното искане изписва стоката по средна претеглена цена; освободеното я връща."
      action={
        can('StockRequests', 'create') && {
          label: 'Ново искане',
          to: '/storage/requests/create',
          testId: 'requests-create',
        }
      }
      query={list}
      link={(r) => `/storage/requests/${r.id}`}
      more={[{ id: 'purpose', header: 'Предназначение', cell: (r) => r.purpose }]}
      year={year}
      onYear={(y) => {
        setYear(y);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
      pageSize={pageSize}
      empty="Няма искания през тази година."
      testId="stock-requests"
    />
  );
}
