import { type KitchenAgeGroup, kitchenAgeGroupNames } from '@gradina/shared/kitchen/meals';
import { allergenNumbers } from '@gradina/shared/kitchen/nutrition';
import type { RecipeSummary } from '@gradina/shared/manifest/routes/kitchen/recipes';
import { Alert, Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { ListPage, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { Filters, SearchFilter, SelectFilter, useFilter, usePaging } from '../../../ui/table/list-controls';
import { invalidateRecipes } from './queries';
import { RecipeBooksPanel } from './RecipeBooksPage';

const pageSize = 20;

const energyOf = (r: RecipeSummary) =>
  r.nutrition
    .map((n) => `${kitchenAgeGroupNames[n.ageGroup as KitchenAgeGroup]}: ${Math.round(n.energyKcal)} kcal`)
    .join(', ');

const columnsOf = (base: string): EntityColumn<RecipeSummary>[] => [
  {
    id: 'name',
    header: 'Рецепта',
    cell: (r) => (
      <Anchor component={Link} to={`${base}/${r.id}`} fw={600} data-testid="recipes-row-name">
        {r.name}
      </Anchor>
    ),
  },
  { id: 'book', header: 'Книга', cell: (r) => r.bookName },
  { id: 'allergens', header: 'Алергени', cell: (r) => allergenNumbers(r.allergens) || '—' },
  { id: 'energy', header: 'Енергия на порция', cell: energyOf },
  {
    id: 'source',
    header: 'Източник',
    cell: (r) => (
      <Badge variant="light" color={r.isNational ? 'blue' : 'garden'}>
        {r.isNational ? 'Национална' : r.menuCount > 0 ? `В ${r.menuCount} менюта` : 'Собствена'}
      </Badge>
    ),
  },
];

const sources = [
  { value: 'own', label: 'Собствени' },
  { value: 'national', label: 'Национална книга' },
];

/** /kitchen/recipes: the kindergarten's recipes beside the national book, and its recipe books. */
export function RecipesPage() {
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Рецептите се водят в детска градина.</Alert>;
  return <RecipeList kindergartenId={kindergartenId} />;
}

/** /admin/recipes/list: the national recipe book (the Master's). */
export function NationalRecipesPage() {
  return <RecipeList kindergartenId={null} />;
}

function RecipeList({ kindergartenId }: { kindergartenId: string | null }) {
  const national = kindergartenId === null;
  const base = national ? '/admin/recipes/list' : '/kitchen/recipes';
  const pages = usePaging('recipes', pageSize);
  const name = useFilter(pages, '');
  const source = useFilter<string | null>(pages, null);
  const filter = { name: name.value.trim() || undefined, ...pages.query };
  const own = useRouteQuery(
    'kitchen.recipes',
    {
      query: {
        kindergartenId: kindergartenId ?? '',
        ...filter,
        source: (source.value ?? undefined) as 'own' | undefined,
      },
    },
    { enabled: !national },
  );
  const nationalList = useRouteQuery('kitchen.nationalRecipes', { query: filter }, { enabled: national });
  const resource = national ? 'RecipeCatalogue' : 'Recipes';
  const editable = (r: RecipeSummary) => r.isNational === national;
  const actions = useListActions<RecipeSummary>(resource, {
    create: { label: 'Нова рецепта', to: `${base}/create`, testId: 'recipes-create' },
    edit: (r) => editable(r) && `${base}/${r.id}`,
    removable: editable,
    remove: (r) =>
      national
        ? callApi('kitchen.deleteNationalRecipe', { path: { id: r.id } })
        : callApi('kitchen.deleteRecipe', { path: { id: r.id } }),
    refresh: invalidateRecipes,
    ...deleteWords<RecipeSummary>({ the: 'рецептата', a: 'рецепта', deleted: 'изтрита' }, (r) => r.name),
    testId: 'recipes-row',
    rowTestId: 'recipes-row',
    rowData: (r) => ({ 'data-name': r.name }),
    deleteTestId: 'recipes-delete',
  });
  const list = national ? nationalList : own;
  return (
    <ListPage
      title={national ? 'Национална книга с рецепти' : 'Рецепти'}
      intro="Продуктите на порция за всяка възрастова група; алергените и хранителната стойност се изчисляват от продуктите."
      {...actions.page}
      testId="recipes"
    >
      <EntityTable<RecipeSummary>
        filters={
          <Filters>
            <SearchFilter {...name} testId="recipes-search" />
            {!national && (
              <SelectFilter label="Източник" data={sources} {...source} testId="recipes-source" />
            )}
          </Filters>
        }
        paging={pages}
        query={list}
        columns={columnsOf(base)}
        {...actions.table}
        empty="Няма рецепти по тези условия."
        minWidth={760}
      />
      {!national && <RecipeBooksPanel kindergartenId={kindergartenId} />}
    </ListPage>
  );
}
