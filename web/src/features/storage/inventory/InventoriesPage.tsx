import { useState } from 'react';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { formatCents } from '../../../ui/format/numbers';
import { DocumentsList, thisYear } from '../stock-lines/DocumentsList';

const pageSize = 20;

/** /storage/references/stock-inventory-register: the register of inventories (инвентаризационни описи). */
export function InventoriesPage() {
  const { can } = usePermissions();
  const kindergartenId = useKindergartenId();
  const [year, setYear] = useState(thisYear());
  const [page, setPage] = useState(1);
  const list = useRouteQuery(
    'storage.inventoriesOverview',
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
      title="Регистър на инвентаризациите"
      intro="Всяка инвентаризация осчетоводява разликите по средна цена и приключва месеца на склада."
      action={
        can('InventoryDeclarations', 'create') && {
          label: 'Нова инвентаризация',
          to: '/storage/references/stock-inventory-register/create',
          testId: 'inventories-create',
        }
      }
      query={list}
      link={(r) => `/storage/references/stock-inventory-register/${r.id}`}
      more={[
        { id: 'surplus', header: 'Излишък', cell: (r) => formatCents(r.surplusValue) },
        { id: 'shortage', header: 'Липса', cell: (r) => formatCents(r.shortageValue) },
      ]}
      year={year}
      onYear={(y) => {
        setYear(y);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
      pageSize={pageSize}
      empty="Няма инвентаризации през тази година."
      testId="inventories"
    />
  );
}
