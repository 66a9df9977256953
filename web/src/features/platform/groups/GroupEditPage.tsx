import { type Action, actions, type Resource, Role } from '@gradina/shared';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { bgCollator } from '../../../ui/collation';
import { roleLabels } from '../../../ui/format/labels';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import {
  accessList,
  actionLabels,
  matrixSections,
  type Rights,
  rightsOf,
  toggleRight,
} from './access-matrix';
import { invalidateGroups } from './queries';

type GroupDetail = ApiReply<'identity.userRole'>;
const nameLabel = 'Наименование';

/** Memoised: typing a name or picking members does not redraw its 300 boxes. */
const AccessMatrix = memo(function AccessMatrix({
  rights,
  onChange,
  readOnly,
}: {
  rights: Rights;
  onChange: (r: Rights) => void;
  readOnly: boolean;
}) {
  const sections = useMemo(() => matrixSections(), []);
  const box = (resource: Resource, action: Action, label: string) => (
    <Checkbox
      aria-label={`${label}: ${actionLabels[action]}`}
      checked={rights[resource]?.[action] === true}
      disabled={readOnly}
      onChange={(e) => onChange(toggleRight(rights, resource, action, e.currentTarget.checked))}
      data-testid={`access-${resource}-${action}`}
    />
  );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table data-testid="access-matrix" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ресурс</Table.Th>
            {actions.map((a) => (
              <Table.Th key={a} ta="center" w={110}>
                {actionLabels[a]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {sections.map((s) => (
          <Table.Tbody key={s.title}>
            <Table.Tr>
              <Table.Th colSpan={5} bg="gray.0" scope="colgroup">
                {s.title}
              </Table.Th>
            </Table.Tr>
            {s.resources.map(({ resource, label }) => (
              <Table.Tr key={resource}>
                <Table.Td>{label}</Table.Td>
                {actions.map((a) => (
                  <Table.Td key={a}>
                    <Group justify="center">{box(resource, a, label)}</Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
});

function GroupForm({ group, kindergartenId }: { group?: GroupDetail; kindergartenId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const editable = group ? can('UserGroups', 'update') : can('UserGroups', 'create');
  const [name, setName] = useState(group?.name ?? '');
  const [isPedagogical, setIsPedagogical] = useState(group?.isPedagogical ?? false);
  const [rights, setRights] = useState<Rights>(() => rightsOf(group?.access ?? []));
  const [memberIds, setMemberIds] = useState<string[]>(() => (group?.members ?? []).map((m) => m.id));
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [stale, setStale] = useState(false);
  // The group's new version starts this form anew (the page keys it by version).
  const reload = useMutation({
    mutationFn: () =>
      queryClient.refetchQueries({
        queryKey: apiQuery('identity.userRole', { path: { id: group?.id ?? '' } }).queryKey,
      }),
    onSuccess: () => setStale(false),
  });

  const users = useQuery({
    ...apiQuery('identity.users', { query: { kindergartenId, PageSize: 500 } }),
    enabled: editable,
  });
  const memberOptions = useMemo(() => {
    const known = new Map<string, string>();
    for (const m of group?.members ?? [])
      known.set(m.id, `${m.name} (${roleLabels[m.userType as Role] ?? ''})`);
    for (const u of users.data?.result ?? []) {
      if (u.userType === Role.Parent) continue;
      known.set(u.id, `${u.fullName} (${roleLabels[u.userType]})`);
    }
    return [...known.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => bgCollator.compare(a.label, b.label));
  }, [users.data, group?.members]);

  const save = useMutation({
    mutationFn: () =>
      callApi('identity.saveUserRole', {
        body: {
          ...(group ? { id: group.id, version: group.version } : {}),
          kindergartenId,
          name: name.trim(),
          isPedagogical,
          access: accessList(rights),
          memberIds,
        },
      }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Групата не беше запазена.');
        return;
      }
      await invalidateGroups(queryClient);
      navigate('/platform/groups', { state: { saved: name.trim() } });
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : setFormError(saveErrorText(error))),
  });

  const submit = () => {
    setFormError(undefined);
    const trimmed = name.trim();
    if (trimmed === '') return setNameError(`Полето "${nameLabel}" е задължително`);
    if (trimmed.length > 100)
      return setNameError(`Полето "${nameLabel}" не може да бъде по-дълго от 100 символа`);
    setNameError(undefined);
    save.mutate();
  };

  return (
    <form
      noValidate
      data-testid="group-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <TextInput
              label={nameLabel}
              withAsterisk
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              disabled={!editable}
              maw={480}
              data-testid="group-name"
            />
            <Checkbox
              label="Педагогическа група"
              description="Групата е от педагогическия персонал (учители, ресурсни специалисти)."
              checked={isPedagogical}
              onChange={(e) => setIsPedagogical(e.currentTarget.checked)}
              disabled={!editable}
              data-testid="group-pedagogical"
            />
            <MultiSelect
              label="Членове"
              description="Служители на детската градина."
              placeholder={memberIds.length === 0 ? 'Изберете служители' : undefined}
              data={memberOptions}
              value={memberIds}
              onChange={setMemberIds}
              searchable
              clearable
              nothingFoundMessage="Няма такъв служител"
              disabled={!editable}
              maxDropdownHeight={280}
              data-testid="group-members"
            />
            {users.isError && <QueryError error={users.error} />}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Права
            </Title>
            <Text fz="sm" c="dimmed">
              Създаване, редакция и изтриване включват и преглед.
            </Text>
            <AccessMatrix rights={rights} onChange={setRights} readOnly={!editable} />
          </Stack>
        </Paper>
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="group-error">
            {formError}
          </Alert>
        )}
        <Group>
          {editable && (
            <Button type="submit" loading={save.isPending} data-testid="group-save">
              Запази
            </Button>
          )}
          <Button variant="default" component={Link} to="/platform/groups">
            {editable ? 'Откажи' : 'Назад'}
          </Button>
        </Group>
      </Stack>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </form>
  );
}

/** /platform/groups/create and /platform/groups/{id}: a group's name, kind, members and access matrix. */
export function GroupEditPage() {
  const { id } = useParams();
  const user = useUserData();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id;
  const group = useQuery({
    ...apiQuery('identity.userRole', { path: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
  const title = id ? (group.data?.name ?? 'Потребителска група') : 'Нова потребителска група';
  useDocumentTitle(`${title} | Градина`);

  return (
    <Stack gap="lg" maw={1000} data-testid="group-page">
      <Breadcrumbs>
        <Anchor component={Link} to="/platform/groups">
          Потребителски групи
        </Anchor>
        <Text>{id ? title : 'Нова група'}</Text>
      </Breadcrumbs>
      <Title order={1} data-testid="group-title">
        {title}
      </Title>
      {!kindergartenId ? (
        <Alert color="yellow">Потребителските групи се управляват в детска градина.</Alert>
      ) : id && group.isPending ? (
        <Loading />
      ) : id && group.isError ? (
        <QueryError error={group.error} />
      ) : (
        <GroupForm
          key={group.data ? `${group.data.id}:${group.data.version}` : 'new'}
          group={group.data}
          kindergartenId={kindergartenId}
        />
      )}
    </Stack>
  );
}
