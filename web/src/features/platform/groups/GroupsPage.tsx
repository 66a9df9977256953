import { Alert, Anchor, Badge, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId } from '../../../app/auth/user-data';
import { deleteWords } from '../../../ui/delete/useConfirmDelete';
import { ListPage, useListActions } from '../../../ui/page';
import { useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { invalidateGroups } from './queries';

type UserGroup = ApiReply<'identity.userRoles'>['result'][number];

const columns: EntityColumn<UserGroup>[] = [
  {
    id: 'name',
    header: 'Наименование',
    cell: (g) => (
      <Anchor component={Link} to={`/platform/groups/${g.id}`} fw={600} data-testid="groups-row-name">
        {g.name}
      </Anchor>
    ),
  },
  {
    id: 'kind',
    header: 'Вид',
    cell: (g) =>
      g.isPedagogical ? (
        <Badge variant="light" color="garden">
          Педагогическа
        </Badge>
      ) : (
        <Text fz="sm">Обща</Text>
      ),
  },
  { id: 'members', header: 'Членове', cell: (g) => g.membersCount },
];

/** /platform/groups: the kindergarten's user groups, each granting rights to its members. */
export function GroupsPage() {
  const location = useLocation();
  const kindergartenId = useKindergartenId();
  const groups = useRouteQuery(
    'identity.userRoles',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const saved = (location.state as { saved?: string } | null)?.saved;
  const msg = useMessage(saved ? { ok: true, text: `Групата „${saved}“ е запазена.` } : undefined);
  const actions = useListActions<UserGroup>('UserGroups', {
    create: { label: 'Нова група', to: '/platform/groups/create', testId: 'groups-create' },
    remove: (g) => callApi('identity.deleteUserRole', { path: { id: g.id } }),
    refresh: invalidateGroups,
    msg,
    ...deleteWords({ the: 'групата', a: 'група', deleted: 'изтрита' }, (g: UserGroup) => g.name),
    question: (g) => `Да бъде ли изтрита групата „${g.name}“? Членовете ѝ губят правата, които тя им дава.`,
    testId: 'groups-row',
    rowTestId: 'groups-row',
    deleteTestId: 'groups-delete',
  });
  return (
    <ListPage
      title="Потребителски групи"
      intro="Групата дава на членовете си права над ролята им. Правата важат веднага, включително в отворените сесии."
      {...actions.page}
      maw={1000}
      testId="groups"
    >
      {!kindergartenId ? (
        <Alert color="yellow">Потребителските групи се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<UserGroup>
          query={groups}
          columns={columns}
          {...actions.table}
          empty="Все още няма потребителски групи."
          minWidth={560}
        />
      )}
    </ListPage>
  );
}
