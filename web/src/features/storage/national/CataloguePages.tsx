import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRouteQuery } from '../../../api/query';
import { ListPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';

type Named = { id: number; name: string };
const allergenColumns: EntityColumn<Named>[] = [
  { id: 'id', header: '№', cell: (a) => a.id, td: { fw: 600 } },
  { id: 'name', header: 'Алерген', cell: (a) => a.name },
];

/** /admin/products/allergens: the 14 allergens of Regulation (EU) 1169/2011, with the numbers menus print. */
export function AllergensPage() {
  const list = useRouteQuery('storage.allergens', {});
  return (
    <ListPage
      title="Алергени"
      intro="Четиринадесетте алергена на Регламент (ЕС) № 1169/2011, Приложение II. Менютата отпечатват номерата им след всяко ястие."
      maw={720}
      testId="allergens"
    >
      <EntityTable<Named>
        query={list}
        rows={list.data}
        getRowId={(a) => String(a.id)}
        columns={allergenColumns}
        rowProps={() => ({ 'data-testid': 'allergens-row' })}
        empty="Няма алергени."
        minWidth={320}
      />
    </ListPage>
  );
}

/** /admin/products/categories: the two levels of product categories (the food groups of Наредба № 6/2011). */
export function CategoriesPage() {
  const list = useRouteQuery('storage.categories', {});
  return (
    <ListPage
      title="Категории продукти"
      intro="Групите храни, по които се проверява менюто; продуктът принадлежи на подкатегория."
      testId="categories"
    >
      {list.isError && <QueryError error={list.error} onRetry={() => list.refetch()} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(list.data ?? []).map((c) => (
          <Card key={c.id} withBorder radius="md" data-testid="categories-group">
            <Stack gap="xs">
              <Text fw={600}>{c.name}</Text>
              <Group gap={6}>
                {c.items.map((i) => (
                  <Badge key={i.id} variant="light" color="garden" tt="none">
                    {i.name}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </ListPage>
  );
}
