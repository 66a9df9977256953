import type { Product } from '@gradina/shared/manifest/routes/storage/products';
import { unitLabels } from '@gradina/shared/storage/units';
import { Alert, Anchor, Badge, Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { ListPage, RowActions, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { invalidateProducts } from './queries';

const pageSize = 20;

const columns: EntityColumn<Product>[] = [
  {
    id: 'name',
    header: 'Продукт',
    cell: (p) => (
      <Anchor component={Link} to={`/storage/products/${p.id}`} fw={600} data-testid="products-row-name">
        {p.name}
      </Anchor>
    ),
  },
  { id: 'category', header: 'Категория', cell: (p) => p.categoryName },
  { id: 'unit', header: 'Мярка', cell: (p) => unitLabels[p.baseUnit as keyof typeof unitLabels] },
  { id: 'allergens', header: 'Алергени', cell: (p) => (p.allergens.length ? p.allergens.join(', ') : '—') },
  {
    id: 'source',
    header: 'Списък',
    cell: (p) => (
      <Group gap={4}>
        <Badge variant="light" color={p.isNational ? 'blue' : 'garden'}>
          {p.isNational ? 'Национален' : 'Собствен'}
        </Badge>
        {!p.isActive && (
          <Badge variant="light" color="gray">
            Неактивен
          </Badge>
        )}
      </Group>
    ),
  },
];

const sources = [
  { value: 'national', label: 'Национален списък' },
  { value: 'own', label: 'Собствени' },
];

/**
 * /storage/products: the kindergarten's catalogue, its own products beside the national list; search by name,
 * filter by list; an own product is edited or deleted (refused while documents use it), any product is
 * switched off for the kindergarten (it leaves the pickers).
 */
export function ProductsPage() {
  const { can } = usePermissions();
  const client = useQueryClient();
  const kindergartenId = useKindergartenId();
  const pages = usePaging('products', pageSize);
  const name = useFilter(pages, '');
  const source = useFilter<string | null>(pages, null);
  const list = useRouteQuery(
    'storage.productsOverview',
    {
      query: {
        kindergartenId,
        name: name.value.trim() || undefined,
        source: (source.value ?? undefined) as 'national' | 'own' | undefined,
        ...pages.query,
      },
    },
    { enabled: Boolean(kindergartenId) },
  );
  // The rows also switch a product off and on, so the page writes its own row buttons around the kit's delete.
  const { msg, remove, page, table } = useListActions<Product>('Products', {
    create: { label: 'Нов продукт', to: '/storage/products/create', testId: 'products-create' },
    remove: (p) => callApi('storage.deleteProduct', { path: { id: p.id } }),
    refresh: invalidateProducts,
    ...deleteWords<Product>({ the: 'продуктът', a: 'продукт', deleted: 'изтрит' }, (p) => p.name),
    testId: 'products-row',
    rowTestId: 'products-row',
    rowData: (p) => ({ 'data-name': p.name }),
    deleteTestId: 'products-delete',
  });
  const activity = useMutation({
    mutationFn: (p: Product) =>
      callApi('storage.productActivity', {
        path: { id: p.id },
        body: { kindergartenId, isActive: !p.isActive },
      }),
    onMutate: () => msg.clear(),
    onSuccess: async (_r, p) => {
      msg.ok(p.isActive ? `„${p.name}“ е изключен за детската градина.` : `„${p.name}“ е включен отново.`);
      await invalidateProducts(client);
    },
    onError: (error) => msg.fail(error, 'Продуктът не беше променен.'),
  });
  const canUpdate = can('Products', 'update');
  const canDelete = can('Products', 'delete');

  return (
    <ListPage
      title="Продукти"
      intro="Националният списък и собствените продукти на детската градина: мерни единици, алергени и хранителна стойност."
      {...page}
      testId="products"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Продуктите се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<Product>
          filters={
            <Filters>
              <SearchFilter {...name} testId="products-search" />
              <SelectFilter label="Списък" data={sources} {...source} testId="products-source" />
            </Filters>
          }
          paging={pages}
          query={list}
          columns={columns}
          {...table}
          rowActions={
            canUpdate || canDelete
              ? (p) => (
                  <RowActions
                    item={p}
                    edit={!p.isNational && canUpdate && `/storage/products/${p.id}`}
                    remove={!p.isNational && canDelete && remove}
                    testId="products-row"
                  >
                    {canUpdate && (
                      <Button
                        size="xs"
                        variant="subtle"
                        loading={activity.isPending && activity.variables?.id === p.id}
                        onClick={() => activity.mutate(p)}
                        data-testid="products-row-activity"
                      >
                        {p.isActive ? 'Изключи' : 'Включи'}
                      </Button>
                    )}
                  </RowActions>
                )
              : undefined
          }
          empty="Няма продукти по тези условия."
          minWidth={760}
        />
      )}
    </ListPage>
  );
}
