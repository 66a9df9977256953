import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useListDelete } from '../../../ui/delete/useConfirmDelete';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { type EntityColumn, EntityTable } from '../../../ui/table/EntityTable';
import { groupsQuery, invalidateGroups } from './queries';

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
  useDocumentTitle('Потребителски групи | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const location = useLocation();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const groups = useQuery({
    ...groupsQuery(kindergartenId),
    enabled: Boolean(kindergartenId),
  });
  const saved = (location.state as { saved?: string } | null)?.saved;
  const msg = useMessage(saved ? { ok: true, text: `Групата „${saved}“ е запазена.` } : undefined);
  const remove = useListDelete<UserGroup>({
    remove: (g) => callApi('identity.deleteUserRole', { path: { id: g.id } }),
    msg,
    refresh: () => invalidateGroups(queryClient),
    deletedText: (g) => `Групата „${g.name}“ е изтрита.`,
    refusedText: 'Групата не беше изтрита.',
    title: 'Изтриване на група',
    question: (g) => `Да бъде ли изтрита групата „${g.name}“? Членовете ѝ губят правата, които тя им дава.`,
    testId: 'groups-delete',
  });

  return (
    <Stack gap="lg" maw={1000} data-testid="groups-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Потребителски групи</Title>
          <Text c="dimmed">
            Групата дава на членовете си права над ролята им. Правата важат веднага, включително в отворените
            сесии.
          </Text>
        </Stack>
        {can('UserGroups', 'create') && (
          <Button component={Link} to="/platform/groups/create" data-testid="groups-create">
            Нова група
          </Button>
        )}
      </Group>
      <MessageAlert msg={msg} testId="groups-message" errorTestId="groups-error" />
      {!kindergartenId ? (
        <Alert color="yellow">Потребителските групи се управляват в детска градина.</Alert>
      ) : (
        <EntityTable<UserGroup>
          columns={columns}
          query={groups}
          getRowId={(g) => g.id}
          rowProps={() => ({ 'data-testid': 'groups-row' })}
          rowActions={can('UserGroups', 'delete') ? (g) => remove.button(g, 'groups-row-delete') : undefined}
          empty={{ text: 'Все още няма потребителски групи.', testId: 'groups-empty' }}
          minWidth={560}
          testId="groups-table"
        />
      )}
      {remove.modal}
    </Stack>
  );
}
