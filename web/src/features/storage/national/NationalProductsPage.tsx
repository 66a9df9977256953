import type { Product } from '@gradina/shared/manifest/routes/storage/products';
import { unitLabels } from '@gradina/shared/storage/units';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { SearchFilter, useFilter, usePaging } from '../../../ui/table/list-controls';

const pageSize = 30;
const columns: EntityColumn<Product>[] = [
  {
    id: 'name',
    header: 'Продукт',
    cell: (p) => (
      <Anchor component={Link} to={`/admin/products/list/${p.id}`} fw={600}>
        {p.name}
      </Anchor>
    ),
  },
  { id: 'category', header: 'Категория', cell: (p) => p.categoryName },
  { id: 'unit', header: 'Мярка', cell: (p) => unitLabels[p.baseUnit as keyof typeof unitLabels] },
  { id: 'allergens', header: 'Алергени', cell: (p) => (p.allergens.length ? p.allergens.join(', ') : '—') },
  { id: 'kcal', header: 'kcal/100 г', cell: (p) => p.nutrition.energyKcal },
  {
    id: 'active',
    header: 'Състояние',
    cell: (p) =>
      p.isActive ? null : (
        <Badge variant="light" color="gray">
          Изваден
        </Badge>
      ),
  },
];

/**
 * /admin/products/list: the national product list, which every kindergarten uses. A product is never
 * deleted (documents name it): it is withdrawn by making it inactive.
 */
export function NationalProductsPage() {
  const pages = usePaging('national-products', pageSize);
  const name = useFilter(pages, '');
  const list = useRouteQuery('storage.nationalProducts', {
    query: { name: name.value.trim() || undefined, ...pages.query },
  });
  const actions = useListActions<Product>('ProductCatalogue', {
    create: { label: 'Нов продукт', to: '/admin/products/list/create', testId: 'national-products-create' },
    edit: (p) => `/admin/products/list/${p.id}`,
    testId: 'national-products-row',
    rowTestId: 'national-products-row',
    rowData: (p) => ({ 'data-name': p.name }),
  });
  return (
    <ListPage
      title="Национален списък с продукти"
      intro="Продуктите, които всички детски градини използват и допълват със свои."
      {...actions.page}
      testId="national-products"
    >
      <EntityTable<Product>
        filters={<SearchFilter {...name} testId="national-products-search" />}
        paging={pages}
        query={list}
        columns={columns}
        {...actions.table}
        empty="Няма продукти по тези условия."
        minWidth={720}
      />
    </ListPage>
  );
}
