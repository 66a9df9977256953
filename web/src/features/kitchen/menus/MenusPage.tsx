import { sofiaDay } from '@gradina/shared/format-dates';
import type { MenuSummary } from '@gradina/shared/manifest/routes/kitchen/menus';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { useGroupOptions } from '../../../ui/fields';
import { formatDate } from '../../../ui/format/dates';
import { ListPage, RowActions, useListActions } from '../../../ui/page';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { MenuSettingsCard } from './MenuSettingsCard';
import { invalidateMenus } from './queries';
import { GroupWeekMenu } from './WeeklyMenuPage';

const columns: EntityColumn<MenuSummary>[] = [
  {
    id: 'name',
    header: 'Меню',
    cell: (m) => (
      <Anchor component={Link} to={`/kitchen/menu/${m.id}`} fw={600} data-testid="menus-row-name">
        {m.name}
      </Anchor>
    ),
  },
  { id: 'period', header: 'Период', cell: (m) => `${formatDate(m.fromDate)} – ${formatDate(m.toDate)}` },
  { id: 'weeks', header: 'Седмици', cell: (m) => m.weeksCount },
  { id: 'groups', header: 'Групи', cell: (m) => m.groupsText },
];

/**
 * /kitchen/menu: the kindergarten's menus (a new one at /kitchen/create-menu), the kitchen's view of a
 * group's week with the children's allergies flagged on the dishes, and the menus' settings.
 */
export function MenusPage() {
  const kindergartenId = useKindergartenId();
  if (!kindergartenId) return <Alert color="yellow">Менютата се водят в детска градина.</Alert>;
  return <Menus kindergartenId={kindergartenId} />;
}

function Menus({ kindergartenId }: { kindergartenId: string }) {
  const { can } = usePermissions();
  const list = useRouteQuery('kitchen.menus', { query: { kindergartenId } });
  const groups = useGroupOptions();
  // The rows print their week too, so the page writes its own row buttons around the kit's delete.
  const { msg, remove, page, table } = useListActions<MenuSummary>('Menus', {
    create: { label: 'Ново меню', to: '/kitchen/create-menu', testId: 'menus-create' },
    remove: (m) => callApi('kitchen.deleteMenu', { path: { id: m.id } }),
    refresh: invalidateMenus,
    ...deleteWords<MenuSummary>({ the: 'менюто', a: 'меню', deleted: 'изтрито' }, (m) => m.name),
    testId: 'menus-row',
    rowTestId: 'menus-row',
    rowData: (m) => ({ 'data-name': m.name }),
    deleteTestId: 'menus-delete',
  });
  return (
    <ListPage
      title="Менюта"
      intro="Менютата по седмици с проверката по нормите; отдолу — седмичното меню на група с алергиите на децата."
      {...page}
      testId="menus"
    >
      <Stack gap="xl">
        <EntityTable<MenuSummary>
          query={list}
          rows={list.data}
          columns={columns}
          {...table}
          rowActions={(m) => (
            <RowActions
              item={m}
              edit={can('Menus', 'update') && `/kitchen/menu/${m.id}`}
              remove={can('Menus', 'delete') && remove}
              testId="menus-row"
            >
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  callApi('files.kitchenMenuFile', {
                    path: { kindergartenId, fileId: `${m.id}_${sofiaDay(new Date())}` },
                  }).catch((error: unknown) => msg.fail(error, 'Менюто не беше отпечатано.'))
                }
                data-testid="menus-row-print"
              >
                Печат (тази седмица)
              </Button>
            </RowActions>
          )}
          empty="Все още няма менюта."
          minWidth={640}
        />
        <GroupWeekMenu
          kindergartenId={kindergartenId}
          title="Седмично меню на група"
          choices={groups.options.map((o) => ({ value: o.value, label: o.label }))}
        />
        {can('Menus', 'update') && <MenuSettingsCard kindergartenId={kindergartenId} />}
      </Stack>
    </ListPage>
  );
}
