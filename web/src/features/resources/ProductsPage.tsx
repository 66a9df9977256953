import { ageGroupNames, educationalAreaNames } from '@gradina/shared/education/education';
import { resourceKindNames } from '@gradina/shared/manifest/routes/kindergartens/resources';
import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { useRouteQuery } from '../../api/query';
import { useKindergartenId } from '../../app/auth/user-data';
import { deleteWords } from '../../ui/delete/useConfirmDelete';
import { ListPage, useListActions } from '../../ui/page';
import { useMessage } from '../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter } from '../../ui/table/list-controls';
import { ageGroupOptions, kindOptions, type Product } from './product-form';
import { invalidateProducts } from './queries';

/** The partner a page is of, from the list the resources menu reads (the same cached query). */
export function usePartner(partnerId: string) {
  const partners = useRouteQuery('kindergartens.partners', { query: { OrderByColumn: 'Name' } });
  return { partners, partner: partners.data?.result.find((p) => p.id === partnerId) };
}

const namesOf = (names: Record<number, string>, values: readonly number[], all: string) =>
  values.length === 0 ? all : values.map((v) => names[v]).join(', ');

const columns: EntityColumn<Product>[] = [
  {
    id: 'name',
    header: 'Наименование',
    cell: (p) => (
      <>
        <Text fw={600} fz="sm" data-testid="products-row-name">
          {p.name}
        </Text>
        {p.description && (
          <Text fz="xs" c="dimmed" lineClamp={2}>
            {p.description}
          </Text>
        )}
      </>
    ),
  },
  { id: 'kind', header: 'Вид', cell: (p) => resourceKindNames[p.kind] },
  {
    id: 'ageGroups',
    header: 'Възрастови групи',
    cell: (p) => namesOf(ageGroupNames, p.ageGroups, 'Всички').replace(/ възрастова група/g, ''),
  },
  { id: 'areas', header: 'Направления', cell: (p) => namesOf(educationalAreaNames, p.areas, '—') },
  {
    id: 'url',
    header: 'Връзка',
    cell: (p) =>
      p.url ? (
        <Anchor href={p.url} target="_blank" rel="noopener noreferrer" fz="sm">
          Към издателя
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/** /resources/{product}: a partner's resources (its menu entry leads here), with their filters. */
export function ProductsPage() {
  const { product: partnerId = '' } = useParams();
  const location = useLocation();
  const kindergartenId = useKindergartenId();
  const { partner } = usePartner(partnerId);
  const [kind, setKind] = useState<string | null>(null);
  const [ageGroup, setAgeGroup] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const products = useRouteQuery(
    'kindergartens.partnerProducts',
    {
      path: { partnerId },
      query: {
        kindergartenId,
        ...(kind ? { kind: Number(kind) as never } : {}),
        ...(ageGroup ? { ageGroup: Number(ageGroup) as never } : {}),
        ...(search.trim() ? { search: search.trim() } : {}),
      },
    },
    { enabled: Boolean(kindergartenId && partnerId) },
  );
  const saved = (location.state as { saved?: string } | null)?.saved;
  const msg = useMessage(saved ? { ok: true, text: `Ресурсът „${saved}“ е запазен.` } : undefined);
  const actions = useListActions<Product>('KindergartenResources', {
    create: { label: 'Нов ресурс', to: `/resources/${partnerId}/create`, testId: 'products-create' },
    edit: (p) => `/resources/${partnerId}/${p.id}`,
    remove: (p) => callApi('kindergartens.deletePartnerProduct', { path: { id: p.id } }),
    refresh: invalidateProducts,
    msg,
    ...deleteWords({ the: 'ресурсът', a: 'ресурс', deleted: 'изтрит' }, (p: Product) => p.name),
    question: (p) => `Да бъде ли изтрит ресурсът „${p.name}“ от списъка на партньора?`,
    testId: 'products-row',
    rowTestId: 'products-row',
    deleteTestId: 'products-delete',
  });
  return (
    <ListPage
      title={partner?.name ?? 'Ресурси'}
      intro="Книжки, помагала и дигитални ресурси на партньора за възрастовите групи в детската градина."
      {...actions.page}
      msg={msg}
      testId="products"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Ресурсите са на детската градина.</Alert>
      ) : (
        <EntityTable<Product>
          filters={
            <Filters>
              <SelectFilter
                label="Вид"
                data={kindOptions}
                value={kind}
                onChange={setKind}
                testId="products-kind"
              />
              <SelectFilter
                label="Възрастова група"
                data={ageGroupOptions}
                value={ageGroup}
                onChange={setAgeGroup}
                testId="products-age-group"
              />
              <SearchFilter value={search} onChange={setSearch} testId="products-search" />
            </Filters>
          }
          query={products}
          columns={columns}
          {...actions.table}
          empty="Няма ресурси, които да отговарят на избраното."
          minWidth={760}
        />
      )}
    </ListPage>
  );
}
