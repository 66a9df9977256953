import { StaffAccount } from '@gradina/shared/manifest/routes/staff/records';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import {
  groupsQuery,
  invalidateStaff,
  occupationsQuery,
  reloadStaffRecord,
  staffRecordQuery,
} from './queries';
import {
  identifierTypeLabels,
  newStaff,
  type StaffValues,
  staffFormSpec,
  staffLabels,
  staffValues,
  workingTimeLabels,
} from './staff-form';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const accountText: Record<number, string> = {
  [StaffAccount.None]: 'Няма профил в „Градина“. С имейл и длъжност с роля в платформата ще получи покана.',
  [StaffAccount.Invited]: 'Поканата е изпратена; профилът ще бъде свързан със записа, когато я приеме.',
  [StaffAccount.Member]: 'Има профил в „Градина“, свързан с този запис.',
};

/**
 * /staff/pedagogical/create and /staff/pedagogical/{id}/{kindergartenId?}: a staff record (names, ЕГН/ЛНЧ,
 * position, working time, groups of this kindergarten's school year, qualification, the director flag, the
 * contacts and the dates); a record with an e-mail and no account is invited on save. An edit that meets a
 * newer version offers to reload it.
 */
export function StaffEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  useDocumentTitle(`${editing ? 'Служител' : 'Нов служител'} | Градина`);
  const user = useUserData();
  const { can } = usePermissions();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useQuery({ ...staffRecordQuery(id ?? '', kindergartenId), enabled: editing });
  const occupations = useQuery({
    ...occupationsQuery(kindergartenId ?? ''),
    enabled: Boolean(kindergartenId),
  });
  const groups = useQuery({ ...groupsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    StaffValues,
    'staff.saveStaff'
  >('staff.saveStaff', { ...staffFormSpec(kindergartenId), defaultValues: newStaff() });
  useEffect(() => {
    if (existing.data) form.reset(staffValues(existing.data));
  }, [existing.data, form]);

  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: (v: StaffValues) => callApi('staff.saveStaff', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateStaff(client);
      navigate('/staff/pedagogical');
    },
    onError: (error) => (isStaleEdit(error) ? setStale(true) : onServerError(error)),
  });
  const reload = useMutation({
    mutationFn: () => reloadStaffRecord(client, id ?? '', kindergartenId),
    onSuccess: () => setStale(false),
  });

  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError) return <QueryError error={existing.error} />;
  const { errors } = form.formState;
  const canSave = can('Teachers', editing ? 'update' : 'create');
  const occupation = occupations.data?.find((o) => String(o.id) === form.watch('occupationId'));
  const pedagogical = occupation?.isPedagogical ?? true;
  const selectField = (
    name: 'identifierType' | 'occupationId' | 'workingTime',
    data: { value: string; label: string }[],
    testId: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={staffLabels[name]}
          withAsterisk={name !== 'identifierType'}
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          searchable={name === 'occupationId'}
          allowDeselect={false}
          error={errors[name]?.message}
          data-testid={testId}
        />
      )}
    />
  );
  const text = (
    name: 'firstName' | 'middleName' | 'lastName' | 'identifier' | 'email' | 'phone',
    testId: string,
    required = false,
  ) => (
    <TextInput
      {...form.register(name)}
      label={staffLabels[name]}
      withAsterisk={required}
      error={errors[name]?.message}
      data-testid={testId}
    />
  );

  return (
    <Stack gap="lg" maw={860} data-testid="staff-edit-page">
      <Title order={1}>{editing ? 'Служител' : 'Нов служител'}</Title>
      {existing.data && (
        <Text c="dimmed" data-testid="staff-account">
          {accountText[existing.data.account]}
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="staff-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <fieldset disabled={!canSave} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {text('firstName', 'staff-first-name', true)}
                {text('middleName', 'staff-middle-name')}
                {text('lastName', 'staff-last-name', true)}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {selectField('identifierType', options(identifierTypeLabels), 'staff-identifier-type')}
                {text('identifier', 'staff-identifier')}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {selectField(
                  'occupationId',
                  (occupations.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
                  'staff-occupation',
                )}
                {selectField('workingTime', options(workingTimeLabels), 'staff-working-time')}
              </SimpleGrid>
              <Controller
                control={form.control}
                name="groupIds"
                render={({ field }) => (
                  <MultiSelect
                    label={staffLabels.groupIds}
                    description={
                      pedagogical
                        ? 'Групите на тази детска градина в текущата учебна година, които служителят води.'
                        : 'Групи водят само служители на педагогическа длъжност.'
                    }
                    data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!pedagogical && field.value.length === 0}
                    searchable
                    clearable
                    error={errors.groupIds?.message}
                    data-testid="staff-groups"
                  />
                )}
              />
              <Textarea
                {...form.register('qualification')}
                label={staffLabels.qualification}
                autosize
                minRows={2}
                error={errors.qualification?.message}
                data-testid="staff-qualification"
              />
              <Checkbox
                {...form.register('isDirector')}
                label="Директор на детската градина"
                error={errors.isDirector?.message}
                data-testid="staff-director"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('email', 'staff-email')}
                {text('phone', 'staff-phone')}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(['hiredOn', 'leftOn'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <DateField
                        label={staffLabels[name]}
                        value={field.value || null}
                        onChange={(v) => field.onChange(v ?? '')}
                        clearable
                        clearButtonProps={{ 'aria-label': `Изчисти полето „${staffLabels[name]}“` }}
                        error={errors[name]?.message}
                        data-testid={`staff-${name === 'hiredOn' ? 'hired' : 'left'}`}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
              {formError && (
                <Alert color="red" variant="light" role="alert" data-testid="staff-form-error">
                  {formError}
                </Alert>
              )}
              <Group>
                {canSave && (
                  <Button type="submit" loading={save.isPending} data-testid="staff-save">
                    Запази
                  </Button>
                )}
                <Button variant="default" onClick={() => navigate('/staff/pedagogical')}>
                  {canSave ? 'Откажи' : 'Назад'}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
      </Paper>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Stack>
  );
}
