import { useRouteQuery } from '../../../api/query';
import { formatCents } from '../../../ui/format/numbers';
import { DocumentsList, useYearPaging } from '../stock-lines/DocumentsList';

/** /storage/references/stock-inventory-register: the register of inventories (инвентаризационни описи). */
export function InventoriesPage() {
  const { kindergartenId, query, paging } = useYearPaging('inventories');
  const list = useRouteQuery('storage.inventoriesOverview', { query }, { enabled: Boolean(kindergartenId) });
  return (
    <DocumentsList
      title="Регистър на инвентаризациите"
      intro="Всяка инвентаризация осчетоводява разликите по средна цена и приключва месеца на склада."
      action={{
        resource: 'InventoryDeclarations',
        label: 'Нова инвентаризация',
        to: '/storage/references/stock-inventory-register/create',
      }}
      query={list}
      link={(r) => `/storage/references/stock-inventory-register/${r.id}`}
      more={[
        { id: 'surplus', header: 'Излишък', cell: (r) => formatCents(r.surplusValue) },
        { id: 'shortage', header: 'Липса', cell: (r) => formatCents(r.shortageValue) },
      ]}
      paging={paging}
      empty="Няма инвентаризации през тази година."
      testId="inventories"
    />
  );
}
