import { type ScrappingType, scrappingTypeLabels } from '@gradina/shared/storage/ledger';
import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { DocumentsList, thisYear } from '../stock-lines/DocumentsList';

const pageSize = 20;

/** /storage/scrappings: the year's scrapping protocols, newest first. */
export function ScrappingsPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  const [year, setYear] = useState(thisYear());
  const [page, setPage] = useState(1);
  const list = useRouteQuery(
    'storage.scrappingsOverview',
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
      title="Протоколи за бракуване"
      intro="Бракувана стока (изтекъл срок, развалена, повредена) с комисия и причина; приключеният протокол я отписва по средна цена."
      action={
        can('StockScrappings', 'create') && {
          label: 'Нов протокол',
          to: '/storage/scrappings/create',
          testId: 'scrappings-create',
        }
      }
      query={list}
      link={(r) => `/storage/scrappings/${r.id}`}
      more={[{ id: 'type', header: 'Вид', cell: (r) => scrappingTypeLabels[r.type as ScrappingType] ?? '' }]}
      year={year}
      onYear={(y) => {
        setYear(y);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
      pageSize={pageSize}
      empty="Няма протоколи за бракуване през тази година."
      testId="stock-scrappings"
    />
  );
}
