import { type ScrappingType, scrappingTypeLabels } from '@gradina/shared/storage/ledger';
import { useRouteQuery } from '../../../api/query';
import { DocumentsList, useYearPaging } from '../stock-lines/DocumentsList';

/** /storage/scrappings: the year's scrapping protocols, newest first. */
export function ScrappingsPage() {
  const { kindergartenId, query, paging } = useYearPaging('stock-scrappings');
  const list = useRouteQuery('storage.scrappingsOverview', { query }, { enabled: Boolean(kindergartenId) });
  return (
    <DocumentsList
      title="Протоколи за бракуване"
      intro="Бракувана стока (изтекъл срок, развалена, повредена) с комисия и причина; приключеният протокол я отписва по средна цена."
      action={{
        resource: 'StockScrappings',
        label: 'Нов протокол',
        to: '/storage/scrappings/create',
        testId: 'scrappings-create',
      }}
      query={list}
      link={(r) => `/storage/scrappings/${r.id}`}
      more={[{ id: 'type', header: 'Вид', cell: (r) => scrappingTypeLabels[r.type as ScrappingType] ?? '' }]}
      paging={paging}
      empty="Няма протоколи за бракуване през тази година."
      testId="stock-scrappings"
    />
  );
}
