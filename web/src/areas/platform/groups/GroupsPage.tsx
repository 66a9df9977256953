import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';

/** /platform/groups: the kindergarten's user groups, each granting rights to its members. */
export function GroupsPage() {
  useDocumentTitle('Потребителски групи | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const location = useLocation();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const groups = useQuery({
    ...apiQuery('identity.userRoles', { query: { kindergartenId } }),
    enabled: Boolean(kindergartenId),
  });
  const [toDelete, setToDelete] = useState<{ id: string; name: string }>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>(
    (location.state as { saved?: string } | null)?.saved
      ? { ok: true, text: `Групата „${(location.state as { saved: string }).saved}“ е запазена.` }
      : undefined,
  );
  const remove = useMutation({
    mutationFn: (id: string) => callApi('identity.deleteUserRole', { path: { id } }),
    onSuccess: async (reply, id) => {
      const name = toDelete?.id === id ? toDelete.name : '';
      setToDelete(undefined);
      setMessage(
        reply.isSuccessful
          ? { ok: true, text: `Групата „${name}“ е изтрита.` }
          : { ok: false, text: reply.errorMessage || 'Групата не беше изтрита.' },
      );
      await queryClient.invalidateQueries({ queryKey: ['api', 'identity.userRoles'] });
    },
    onError: (error) => {
      setToDelete(undefined);
      setMessage({ ok: false, text: saveErrorText(error) });
    },
  });

  const list = groups.data?.result ?? [];
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
      {message && (
        <Alert
          color={message.ok ? 'garden' : 'red'}
          variant="light"
          role={message.ok ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel="Затвори"
          onClose={() => setMessage(undefined)}
          data-testid={message.ok ? 'groups-message' : 'groups-error'}
        >
          {message.text}
        </Alert>
      )}
      {!kindergartenId ? (
        <Alert color="yellow">Потребителските групи се управляват в детска градина.</Alert>
      ) : groups.isPending ? (
        <Loading />
      ) : groups.isError ? (
        <QueryError error={groups.error} />
      ) : list.length === 0 ? (
        <Text data-testid="groups-empty">Все още няма потребителски групи.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover data-testid="groups-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Наименование</Table.Th>
                <Table.Th>Вид</Table.Th>
                <Table.Th>Членове</Table.Th>
                {can('UserGroups', 'delete') && <Table.Th aria-label="Действия" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((g) => (
                <Table.Tr key={g.id} data-testid="groups-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/platform/groups/${g.id}`}
                      fw={600}
                      data-testid="groups-row-name"
                    >
                      {g.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {g.isPedagogical ? (
                      <Badge variant="light" color="garden">
                        Педагогическа
                      </Badge>
                    ) : (
                      <Text fz="sm">Обща</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{g.membersCount}</Table.Td>
                  {can('UserGroups', 'delete') && (
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => {
                            setMessage(undefined);
                            setToDelete({ id: g.id, name: g.name });
                          }}
                          data-testid="groups-row-delete"
                        >
                          Изтрий
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={toDelete !== undefined}
        title="Изтриване на група"
        pending={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        testId="groups-delete"
      >
        Да бъде ли изтрита групата „{toDelete?.name}“? Членовете ѝ губят правата, които тя им дава.
      </ConfirmModal>
    </Stack>
  );
}
