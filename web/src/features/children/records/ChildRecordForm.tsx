import type { ChildRecord } from '@gradina/shared/manifest/routes/children/records';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { refetchRoute, useRouteQuery } from '../../../api/query';
import { Field, type FieldHost, useBoundField, useGroupOptions } from '../../../ui/fields';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { FailureAlert } from '../../../ui/result-message';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { type ChildValues, childFormSpec, childValues, newChild } from './child-form';
import { allergenLabels, dietLabels, identifierTypeLabels, options } from './labels';
import { isOverCapacity, OverCapacityModal } from './OverCapacityModal';
import { invalidateChildren } from './queries';

const genderOptions = [
  { value: '1', label: 'Момче' },
  { value: '2', label: 'Момиче' },
];

/**
 * The settlement picker: the ЕКАТТЕ settlements whose name starts with what is typed (two letters at least);
 * the chosen one's name is kept beside its id.
 */
function CityPicker({ form }: { form: FieldHost<ChildValues> }) {
  const city = useBoundField({ form, name: 'address.cityId', testId: 'child-city' });
  const name = form.form.getValues('address.cityName');
  const [search, setSearch] = useState(name);
  const [typed] = useDebouncedValue(search.trim(), 300);
  const cities = useRouteQuery(
    'lookups.cities',
    { query: { name: typed, PageSize: 20 } },
    { enabled: typed.length >= 2 && typed !== name },
  );
  const found = (cities.data?.result ?? []).map((c) => ({
    value: c.id,
    label: `${c.kind} ${c.name} (${c.areaName})`,
  }));
  const value = city.value;
  const data = value && !found.some((c) => c.value === value) ? [{ value, label: name }, ...found] : found;
  return (
    <Select
      {...city.labelProps}
      searchable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        city.onChange(id ?? '');
        form.form.setValue('address.cityName', option?.label ?? '');
      }}
      onBlur={city.onBlur}
      nothingFoundMessage={typed.length >= 2 ? 'Няма такова населено място' : 'Въведете поне две букви'}
      error={city.error}
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
  const f = useManifestForm<ChildValues, 'children.saveChild'>('children.saveChild', {
    ...childFormSpec(kindergartenId),
    defaultValues: record ? childValues(record) : newChild(),
  });
  const { form, toBody, formError, setFormError, onServerError } = f;
  useEffect(() => {
    if (record) form.reset(childValues(record));
  }, [record, form]);
  const stale = useStaleEdit(() =>
    refetchRoute(client, 'children.child', { path: { id: record?.id ?? '' } }),
  );
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
      else if (!stale.caught(error) && !full) onServerError(error);
    },
  });
  const isEgn = form.watch('identifierType') === '0';
  const select = (
    name: 'identifierType' | 'gender' | 'diet',
    data: { value: string; label: string }[],
    required = true,
  ) => <Field.Select form={f} name={name} data={data} required={required} testId={`child-${name}`} />;
  const text = (name: 'firstName' | 'middleName' | 'lastName' | 'identifier', required = true) => (
    <Field.Text form={f} name={name} required={required} testId={`child-${name}`} />
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
              <Field.Date
                form={f}
                name="birthDate"
                description={isEgn ? 'Попълва се от ЕГН, ако остане празно.' : undefined}
                required={!isEgn}
                testId="child-birthDate"
              />
              <Field.Text
                form={f}
                name="birthPlace"
                placeholder="гр. Пловдив"
                description="Печата се в удостоверенията."
                testId="child-birthPlace"
              />
              {select('gender', genderOptions, !isEgn)}
            </Stack>
            <Stack gap="sm">
              <CityPicker form={f} />
              <Field.Text form={f} name="address.street" testId="child-street" />
              <Field.MultiSelect
                form={f}
                name="allergies"
                data={options(allergenLabels)}
                searchable={false}
                testId="child-allergies"
              />
              {select('diet', options(dietLabels))}
              <Field.Text form={f} name="dietNotes" testId="child-dietNotes" />
              <Field.Textarea form={f} name="healthNotes" minRows={2} testId="child-healthNotes" />
              {!record && <NewChildPlacement form={f} />}
            </Stack>
          </SimpleGrid>
          <FailureAlert text={formError} testId="child-form-error" />
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
      {stale.modal}
    </Paper>
  );
}

/** A new child's first group (of the session's school year) and first day. */
function NewChildPlacement({ form }: { form: FieldHost<ChildValues> }) {
  const groups = useGroupOptions();
  return (
    <>
      <Field.Select form={form} name="groupId" data={groups.options} required testId="child-groupId" />
      <Field.Date form={form} name="enrolledOn" required testId="child-enrolledOn" />
    </>
  );
}
