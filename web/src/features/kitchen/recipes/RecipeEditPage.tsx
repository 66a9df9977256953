import type { NutritionProduct } from '@gradina/shared/kitchen/nutrition';
import type { Recipe } from '@gradina/shared/manifest/routes/kitchen/recipes';
import { Alert, Button } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { FormPage, useFormPage } from '../../../ui/page';
import { invalidateRecipes } from './queries';
import { RecipeFields } from './RecipeFields';
import { nationalRecipeSpec, newRecipe, ownRecipeSpec, recipeValues } from './recipe-form';

// The catalogue's product as the API answers it is what the computation reads (numbers for the enums).
const byId = (list: readonly { id: string }[] | undefined) =>
  new Map((list ?? []).map((p) => [p.id, p as unknown as NutritionProduct]));

/**
 * /kitchen/recipes/create and /kitchen/recipes/{id}: a recipe of the kindergarten's books. A national recipe
 * opens read-only with "Копирай" (`create?copy=<id>`: a new recipe of it, to adapt).
 */
export function RecipeEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Рецептите се водят в детска градина.</Alert>;
  const editing = id && id !== 'create' ? id : undefined;
  return (
    <OwnRecipe
      kindergartenId={kindergartenId}
      id={editing}
      copyOf={editing ? undefined : search.get('copy')}
    />
  );
}

function OwnRecipe({
  kindergartenId,
  id,
  copyOf,
}: {
  kindergartenId: string;
  id?: string;
  copyOf?: string | null;
}) {
  const { can } = usePermissions();
  const navigate = useNavigate();
  const source = id ?? copyOf ?? '';
  const stored = useRouteQuery(
    'kitchen.recipe',
    { path: { id: source }, query: { kindergartenId } },
    { enabled: Boolean(source) },
  );
  const books = useRouteQuery('kitchen.recipeBooks', { query: { kindergartenId } });
  const products = useRouteQuery('storage.products', { query: { kindergartenId } });
  const ownBooks = (books.data ?? [])
    .filter((b) => !b.isNational)
    .map((b) => ({ value: b.id, label: b.name }));
  const page = useFormPage('kitchen.saveRecipe', {
    spec: { ...ownRecipeSpec(kindergartenId), defaultValues: newRecipe() },
    record: source ? { query: stored, toValues: (r: Recipe) => recipeValues(r, Boolean(copyOf)) } : undefined,
    refresh: invalidateRecipes,
    back: '/kitchen/recipes',
  });
  const national = Boolean(id) && (stored.data?.isNational ?? false);
  const readOnly = national || !can('Recipes', 'update');
  return (
    <FormPage
      page={page}
      title={id ? (stored.data?.name ?? 'Рецепта') : copyOf ? 'Копие на рецепта' : 'Нова рецепта'}
      intro={
        national
          ? 'Рецепта от националната книга: копирайте я в книга на детската градина, за да я промените.'
          : 'Алергените и хранителната стойност се изчисляват от продуктите.'
      }
      readOnly={readOnly}
      testId="recipe"
    >
      {national && can('Recipes', 'create') && (
        <Button
          variant="light"
          w="fit-content"
          onClick={() => navigate(`/kitchen/recipes/create?copy=${id}`)}
          data-testid="recipe-copy"
        >
          Копирай в книга на детската градина
        </Button>
      )}
      {!national && ownBooks.length === 0 && books.isSuccess && (
        <Alert color="yellow" data-testid="recipe-no-book">
          Първо добавете книга с рецепти (на страницата с рецептите).
        </Alert>
      )}
      <RecipeFields form={page} books={ownBooks} products={byId(products.data)} readOnly={readOnly} />
    </FormPage>
  );
}

/** /admin/recipes/list/create and /admin/recipes/list/{id}: a recipe of the national book (the Master's). */
export function NationalRecipeEditPage() {
  const { id } = useParams();
  const editing = id && id !== 'create' ? id : undefined;
  const stored = useRouteQuery(
    'kitchen.nationalRecipe',
    { path: { id: editing ?? '' } },
    { enabled: Boolean(editing) },
  );
  const books = useRouteQuery('kitchen.nationalRecipeBooks', {});
  const products = useRouteQuery('storage.nationalProducts', { query: { PageSize: 500 } });
  const page = useFormPage('kitchen.saveNationalRecipe', {
    spec: { ...nationalRecipeSpec(), defaultValues: newRecipe() },
    record: editing ? { query: stored, toValues: (r: Recipe) => recipeValues(r) } : undefined,
    refresh: invalidateRecipes,
    back: '/admin/recipes/list',
  });
  return (
    <FormPage
      page={page}
      title={editing ? (stored.data?.name ?? 'Рецепта') : 'Нова национална рецепта'}
      intro="Рецепта от националните продукти; детските градини я копират в своите книги."
      testId="recipe"
    >
      <RecipeFields
        form={page}
        books={(books.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        products={byId(products.data?.result)}
      />
    </FormPage>
  );
}
