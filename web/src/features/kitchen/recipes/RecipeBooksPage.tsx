import type { RecipeBook } from '@gradina/shared/manifest/routes/kitchen/recipe-books';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { ListPage, useListActions } from '../../../ui/page';
import { type Msg, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateRecipeBooks } from './queries';

const columns: EntityColumn<RecipeBook>[] = [
  { id: 'name', header: 'Книга', cell: (b) => b.name },
  { id: 'count', header: 'Рецепти', cell: (b) => b.recipeCount },
  { id: 'source', header: 'Източник', cell: (b) => (b.isNational ? 'Национална' : 'Собствена') },
];

/**
 * The recipe books of a list (the kindergarten's, shown with the national ones; `kindergartenId` null: the
 * national books, the Master's): add one by name, delete one without recipes.
 */
export function RecipeBooksPanel({
  kindergartenId,
  msg: outer,
}: {
  kindergartenId: string | null;
  msg?: Msg;
}) {
  const national = kindergartenId === null;
  const { can } = usePermissions();
  const client = useQueryClient();
  const own = useRouteQuery(
    'kitchen.recipeBooks',
    { query: { kindergartenId: kindergartenId ?? '' } },
    { enabled: !national },
  );
  const nationalBooks = useRouteQuery('kitchen.nationalRecipeBooks', {}, { enabled: national });
  const books = national ? nationalBooks : own;
  const inner = useMessage();
  const msg = outer ?? inner;
  const [name, setName] = useState('');
  const resource = national ? 'RecipeCatalogue' : 'RecipeBooks';
  const add = useMutation({
    mutationFn: (bookName: string) =>
      kindergartenId === null
        ? callApi('kitchen.saveNationalRecipeBook', { body: { name: bookName } })
        : callApi('kitchen.saveRecipeBook', { body: { kindergartenId, name: bookName } }),
    onMutate: () => msg.clear(),
    onSuccess: async () => {
      msg.ok(`Книгата „${name.trim()}“ е добавена.`);
      setName('');
      await invalidateRecipeBooks(client);
    },
    onError: (error) => msg.fail(error, 'Книгата не беше добавена.'),
  });
  const actions = useListActions<RecipeBook>(resource, {
    removable: (b) => b.isNational === national,
    remove: (b) =>
      national
        ? callApi('kitchen.deleteNationalRecipeBook', { path: { id: b.id } })
        : callApi('kitchen.deleteRecipeBook', { path: { id: b.id } }),
    msg,
    refresh: invalidateRecipeBooks,
    ...deleteWords<RecipeBook>({ the: 'книгата', a: 'книга с рецепти', deleted: 'изтрита' }, (b) => b.name),
    testId: 'recipe-books-row',
    deleteTestId: 'recipe-books-delete',
  });
  return (
    <Stack gap="sm" data-testid="recipe-books">
      <Title order={3}>Книги с рецепти</Title>
      {can(resource, 'create') && (
        <Group align="flex-end">
          <TextInput
            label="Нова книга"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            data-testid="recipe-books-name"
          />
          <Button
            onClick={() => add.mutate(name.trim())}
            disabled={!name.trim()}
            loading={add.isPending}
            data-testid="recipe-books-add"
          >
            Добави книга
          </Button>
        </Group>
      )}
      <EntityTable<RecipeBook>
        query={books}
        rows={books.data}
        columns={columns}
        rowActions={actions.rowActions}
        empty={{ text: 'Все още няма книги с рецепти.', testId: 'recipe-books-empty' }}
        minWidth={480}
        testId="recipe-books-table"
      />
      {actions.remove.modal}
    </Stack>
  );
}

/** /admin/recipes/recipe-books: the national recipe books (the Master's). */
export function NationalRecipeBooksPage() {
  const msg = useMessage();
  return (
    <ListPage title="Национални книги с рецепти" msg={msg} testId="national-recipe-books">
      <RecipeBooksPanel kindergartenId={null} msg={msg} />
    </ListPage>
  );
}
