import { Role } from '@gradina/shared';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { bgCollator } from '../../../ui/collation';
import { Field, ReadOnlyFields, useBoundField } from '../../../ui/fields';
import { roleLabels } from '../../../ui/format/labels';
import { FormPage, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { AccessMatrix } from './AccessMatrix';
import type { Rights } from './access-matrix';
import { invalidateGroups } from './queries';
import {
  newUserGroup,
  type UserGroupDetail,
  type UserGroupValues,
  userGroupFormSpec,
  userGroupValues,
} from './user-group-form';

/** The staff a group may have as members (no parents), with their role, and the members already in it. */
function useMemberOptions(kindergartenId: string, enabled: boolean, group: UserGroupDetail | undefined) {
  const users = useRouteQuery('identity.users', { query: { kindergartenId, PageSize: 500 } }, { enabled });
  const options = useMemo(() => {
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
  return { options, users };
}

function UserGroupForm({ kindergartenId, id }: { kindergartenId: string; id: string | undefined }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const editable = id ? can('UserGroups', 'update') : can('UserGroups', 'create');
  const group = useRouteQuery('identity.userRole', { path: { id: id ?? '' } }, { enabled: Boolean(id) });
  const page = useFormPage('identity.saveUserRole', {
    spec: { ...userGroupFormSpec(kindergartenId), defaultValues: newUserGroup() },
    record: id ? { query: group, toValues: userGroupValues } : undefined,
    refresh: invalidateGroups,
    back: '/platform/groups',
    onSaved: (_reply, v: UserGroupValues) =>
      navigate('/platform/groups', { state: { saved: v.name.trim() } }),
  });
  const members = useMemberOptions(kindergartenId, editable, group.data);
  const rights = useBoundField({ form: page, name: 'rights' });

  return (
    <FormPage
      page={page}
      title={id ? (group.data?.name ?? 'Потребителска група') : 'Нова потребителска група'}
      readOnly={!editable}
      maw={1000}
      testId="group"
    >
      <ReadOnlyFields.Provider value={!editable}>
        <Field.Text form={page} name="name" maw={480} testId="group-name" />
        <Field.Checkbox
          form={page}
          name="isPedagogical"
          description="Групата е от педагогическия персонал (учители, ресурсни специалисти)."
          testId="group-pedagogical"
        />
        <Field.MultiSelect
          form={page}
          name="memberIds"
          description="Служители на детската градина."
          placeholder={page.form.watch('memberIds').length === 0 ? 'Изберете служители' : undefined}
          data={members.options}
          nothingFoundMessage="Няма такъв служител"
          maxDropdownHeight={280}
          testId="group-members"
        />
      </ReadOnlyFields.Provider>
      {members.users.isError && <QueryError error={members.users.error} />}
      <Stack gap="sm" mt="sm">
        <Title order={2} fz="h4">
          Права
        </Title>
        <Text fz="sm" c="dimmed">
          Създаване, редакция и изтриване включват и преглед.
        </Text>
        <AccessMatrix rights={rights.value as Rights} onChange={rights.onChange} readOnly={!editable} />
      </Stack>
    </FormPage>
  );
}

/** /platform/groups/create and /platform/groups/{id}: a user group's name, kind, members and access matrix. */
export function UserGroupEditPage() {
  const { id } = useParams();
  const kindergartenId = useKindergartenId();
  if (!kindergartenId)
    return <Alert color="yellow">Потребителските групи се управляват в детска градина.</Alert>;
  return <UserGroupForm kindergartenId={kindergartenId} id={id} />;
}
