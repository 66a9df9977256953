import type { ChildRecord } from '@gradina/shared/manifest/routes/children/records';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { DateField } from '../../../ui/forms/DateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { type ChildValues, childFormSpec, childLabels, childValues, newChild } from './child-form';
import { allergenLabels, dietLabels, identifierTypeLabels, options } from './labels';
import { isOverCapacity, OverCapacityModal } from './OverCapacityModal';
import { citiesQuery, groupsQuery, invalidateChildren, reloadChild } from './queries';

const genderOptions = [
  { value: '1', label: 'Момче' },
  { value: '2', label: 'Момиче' },
];

/** The settlement picker: the ЕКАТТЕ settlements whose name starts with what is typed (two letters at least). */
function CityPicker({
  value,
  name,
  onChange,
  error,
}: {
  value: string;
  name: string;
  onChange: (id: string, name: string) => void;
  error: string | undefined;
}) {
  const [search, setSearch] = useState(name);
  const [typed] = useDebouncedValue(search.trim(), 300);
  const cities = useQuery({ ...citiesQuery(typed), enabled: typed.length >= 2 && typed !== name });
  const found = (cities.data?.result ?? []).map((c) => ({
    value: c.id,
    label: `${c.kind} ${c.name} (${c.areaName})`,
  }));
  const data = value && !found.some((c) => c.value === value) ? [{ value, label: name }, ...found] : found;
  return (
    <Select
      label={childLabels['address.cityId']}
      withAsterisk
      searchable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => onChange(id ?? '', option?.label ?? '')}
      nothingFoundMessage={typed.length >= 2 ? 'Няма такова населено място' : 'Въведете поне две букви'}
      error={error}
      data-testid="child-city"
    />
  );
}

/**
 * The record form of a child, two columns on a wide screen: a new child (with its group and first day) or
 * the record of an existing one (its group changes through a move on the child's page).
 */
export function ChildRecordForm({
  kindergartenId,
  record,
}: {
  kindergartenId: string;
  record?: ChildRecord;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const groups = useQuery({ ...groupsQuery(kindergartenId), enabled: !record });
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    ChildValues,
    'children.saveChild'
  >('children.saveChild', {
    ...childFormSpec(kindergartenId),
    defaultValues: record ? childValues(record) : newChild(),
  });
  useEffect(() => {
    if (record) form.reset(childValues(record));
  }, [record, form]);
  const [stale, setStale] = useState(false);
  // An enrolment into a full group: the 409's message, until the director confirms with a reason or cancels.
  const [full, setFull] = useState<{ message: string; values: ChildValues } | null>(null);
  const save = useMutation({
    mutationFn: ({ v, overCapacityReason }: { v: ChildValues; overCapacityReason?: string }) =>
      callApi('children.saveChild', {
        body: { ...toBody(v), ...(overCapacityReason ? { overCapacityReason } : {}) },
      }),
    onSuccess: async (reply) => {
      setFull(null);
      await invalidateChildren(client);
      if (!record) navigate(`/kids/records/${reply.entityId}`);
    },
    onError: (error, { v }) => {
      if (isOverCapacity(error)) setFull({ message: error.message, values: v });
      else if (isStaleEdit(error)) setStale(true);
      else if (!full) onServerError(error);
    },
  });
  const reload = useMutation({
    mutationFn: () => reloadChild(client, record?.id ?? ''),
    onSuccess: () => setStale(false),
  });
  const { errors } = form.formState;
  const isEgn = form.watch('identifierType') === '0';
  const select = (
    name: 'identifierType' | 'gender' | 'diet' | 'groupId',
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={childLabels[name]}
          withAsterisk={name !== 'gender' || !isEgn}
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={errors[name]?.message}
          data-testid={`child-${name}`}
        />
      )}
    />
  );
  const text = (name: 'firstName' | 'middleName' | 'lastName' | 'identifier', required = true) => (
    <TextInput
      {...form.register(name)}
      label={childLabels[name]}
      withAsterisk={required}
      error={errors[name]?.message}
      data-testid={`child-${name}`}
    />
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        data-testid="child-form"
        onSubmit={form.handleSubmit((v) => {
          setFormError(undefined);
          save.mutate({ v });
        })}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap="sm">
              {text('firstName')}
              {text('middleName', false)}
              {text('lastName')}
              {select('identifierType', options(identifierTypeLabels))}
              {text('identifier')}
              <Controller
                control={form.control}
                name="birthDate"
                render={({ field }) => (
                  <DateField
                    label={childLabels.birthDate}
                    description={isEgn ? 'Попълва се от ЕГН, ако остане празно.' : undefined}
                    withAsterisk={!isEgn}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.birthDate?.message}
                    data-testid="child-birthDate"
                  />
                )}
              />
              {select('gender', genderOptions)}
            </Stack>
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="address.cityId"
                render={({ field }) => (
                  <CityPicker
                    value={field.value}
                    name={form.getValues('address.cityName')}
                    onChange={(id, name) => {
                      field.onChange(id);
                      form.setValue('address.cityName', name);
                    }}
                    error={errors.address?.cityId?.message}
                  />
                )}
              />
              <TextInput
                {...form.register('address.street')}
                label={childLabels['address.street']}
                error={errors.address?.street?.message}
                data-testid="child-street"
              />
              <Controller
                control={form.control}
                name="allergies"
                render={({ field }) => (
                  <MultiSelect
                    label={childLabels.allergies}
                    data={options(allergenLabels)}
                    value={field.value}
                    onChange={field.onChange}
                    clearable
                    data-testid="child-allergies"
                  />
                )}
              />
              {select('diet', options(dietLabels))}
              <TextInput
                {...form.register('dietNotes')}
                label={childLabels.dietNotes}
                data-testid="child-dietNotes"
              />
              <Textarea
                {...form.register('healthNotes')}
                label={childLabels.healthNotes}
                autosize
                minRows={2}
                error={errors.healthNotes?.message}
                data-testid="child-healthNotes"
              />
              {!record &&
                select(
                  'groupId',
                  (groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
                )}
              {!record && (
                <Controller
                  control={form.control}
                  name="enrolledOn"
                  render={({ field }) => (
                    <DateField
                      label={childLabels.enrolledOn}
                      withAsterisk
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={errors.enrolledOn?.message}
                      data-testid="child-enrolledOn"
                    />
                  )}
                />
              )}
            </Stack>
          </SimpleGrid>
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid="child-form-error">
              {formError}
            </Alert>
          )}
          {save.isSuccess && record && (
            <Alert color="green" variant="light" data-testid="child-saved">
              Записът е запазен.
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="child-save">
              Запази
            </Button>
            <Button variant="default" onClick={() => navigate('/kids/records')}>
              Към списъка
            </Button>
          </Group>
        </Stack>
      </form>
      <OverCapacityModal
        message={full?.message ?? null}
        pending={save.isPending}
        error={full && save.isError && !isOverCapacity(save.error) ? save.error.message : null}
        onCancel={() => setFull(null)}
        onConfirm={(reason) => full && save.mutate({ v: full.values, overCapacityReason: reason })}
      />
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Paper>
  );
}
