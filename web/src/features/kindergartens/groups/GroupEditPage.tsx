import {
  groupAgeKindNames,
  groupAgeKindOrder,
  groupMaxCapacity,
} from '@gradina/shared/manifest/routes/kindergartens/groups';
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
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { DateField } from '../../../ui/forms/DateField';
import { useFieldProps } from '../../../ui/forms/useFieldProps';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { type GroupValues, groupFormSpec, groupLabels, groupValues, newGroup } from './group-form';
import {
  careStaffOptionsQuery,
  groupQuery,
  invalidateGroups,
  reloadGroup,
  schoolYearsQuery,
  teacherOptionsQuery,
} from './queries';

/**
 * The group's teachers or care staff, from the kindergarten's people of that kind. Those who left keep their
 * place in the form until it is saved, under their id.
 */
function StaffSelect(props: {
  form: UseFormReturn<GroupValues>;
  name: 'teacherIds' | 'staffIds';
  description: string;
  people: readonly { id: string; name: string }[] | undefined;
  testId: string;
}) {
  const field = useFieldProps(props.form, props.name);
  return (
    <MultiSelect
      label={groupLabels[props.name]}
      description={props.description}
      data={(props.people ?? []).map((t) => ({ value: t.id, label: t.name }))}
      value={field.value}
      onChange={field.onChange}
      searchable
      clearable
      error={field.error}
      data-testid={props.testId}
    />
  );
}

const ageOptions = groupAgeKindOrder.map((k) => ({ value: String(k), label: groupAgeKindNames[k] }));

/**
 * /groups/management/create and /groups/management/{id}: a group of a school year with its age group,
 * teachers (the kindergarten's pedagogical staff), places and НЕИСПУО code; an edit may close it from a date.
 * An edit that meets a newer version offers to reload it.
 */
export function GroupEditPage() {
  const { id } = useParams();
  const editing = Boolean(id && id !== 'create');
  useDocumentTitle(`${editing ? 'Редакция на група' : 'Нова група'} | Градина`);
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const existing = useQuery({ ...groupQuery(id ?? ''), enabled: editing });
  const years = useQuery({ ...schoolYearsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const teachers = useQuery({ ...teacherOptionsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const careStaff = useQuery({ ...careStaffOptionsQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    GroupValues,
    'kindergartens.saveGroup'
  >('kindergartens.saveGroup', {
    ...groupFormSpec(kindergartenId),
    defaultValues: newGroup(user.periodId ?? ''),
  });
  // The stored record fills the form once it is read (and again after a reload of a newer version).
  useEffect(() => {
    if (existing.data) form.reset(groupValues(existing.data));
  }, [existing.data, form]);

  const stale = useStaleEdit(() => reloadGroup(client, id ?? ''));
  const save = useMutation({
    mutationFn: (v: GroupValues) => callApi('kindergartens.saveGroup', { body: toBody(v) }),
    onSuccess: async () => {
      await invalidateGroups(client);
      navigate('/groups/management');
    },
    onError: (error) => stale.caught(error) || onServerError(error),
  });

  if (editing && existing.isPending) return <Loading />;
  if (editing && existing.isError) return <QueryError error={existing.error} />;
  const { errors } = form.formState;

  return (
    <Stack gap="lg" maw={860} data-testid="group-edit-page">
      <Title order={1}>{editing ? 'Редакция на група' : 'Нова група'}</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="group-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="periodId"
                render={({ field }) => (
                  <Select
                    label={groupLabels.periodId}
                    withAsterisk
                    data={(years.data?.result ?? []).map((y) => ({ value: y.id, label: y.name }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    allowDeselect={false}
                    disabled={editing}
                    error={errors.periodId?.message}
                    data-testid="group-year"
                  />
                )}
              />
              <TextInput
                {...form.register('name')}
                label={groupLabels.name}
                withAsterisk
                maxLength={100}
                error={errors.name?.message}
                data-testid="group-name"
              />
              <Controller
                control={form.control}
                name="ageKind"
                render={({ field }) => (
                  <Select
                    label={groupLabels.ageKind}
                    withAsterisk
                    data={ageOptions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.ageKind?.message}
                    data-testid="group-age"
                  />
                )}
              />
              <TextInput
                {...form.register('capacity')}
                label={groupLabels.capacity}
                description={`Брой места, от 1 до ${groupMaxCapacity}`}
                withAsterisk
                inputMode="numeric"
                error={errors.capacity?.message}
                data-testid="group-capacity"
              />
            </SimpleGrid>
            <StaffSelect
              form={form}
              name="teacherIds"
              description="Педагогическите специалисти на детската градина"
              people={teachers.data}
              testId="group-teachers"
            />
            <StaffSelect
              form={form}
              name="staffIds"
              description="Служителите на длъжност помощник-възпитател или медицинска сестра; в яслена група се броят в съотношението деца на възрастен"
              people={careStaff.data}
              testId="group-care-staff"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.register('neispuoCode')}
                label={groupLabels.neispuoCode}
                maxLength={20}
                error={errors.neispuoCode?.message}
                data-testid="group-neispuo"
              />
              {editing && (
                <Controller
                  control={form.control}
                  name="closedOn"
                  render={({ field }) => (
                    <DateField
                      label={groupLabels.closedOn}
                      description="Попълнете, за да закриете групата (без деца в нея)"
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      clearable
                      error={errors.closedOn?.message}
                      data-testid="group-closed-on"
                    />
                  )}
                />
              )}
            </SimpleGrid>
            <Checkbox
              {...form.register('isForSubstitution')}
              label={groupLabels.isForSubstitution}
              data-testid="group-substitution"
            />
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="group-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="group-save">
                Запази
              </Button>
              <Button variant="default" onClick={() => navigate('/groups/management')}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {stale.modal}
    </Stack>
  );
}
