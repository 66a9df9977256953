import type { ChildPage } from '@gradina/shared/manifest/routes/children/records';
import { Alert, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { Field, type FieldHost, useBoundField, useGroupOptions } from '../../../ui/fields';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { FormFrame, useFormPage } from '../../../ui/page';
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
 * the record of an existing one (its group changes through a move on the child's page), which stays on the
 * page after its save.
 */
export function ChildRecordForm({
  kindergartenId,
  child,
}: {
  kindergartenId: string;
  /** The child's page, read: an edit of its record. */
  child?: UseQueryResult<ChildPage>;
}) {
  const navigate = useNavigate();
  const spec = childFormSpec(kindergartenId);
  // An enrolment into a full group: the 409's message, until the director confirms with a reason or cancels.
  const [full, setFull] = useState<string | null>(null);
  const [fullError, setFullError] = useState<string | null>(null);
  const overCapacityReason = useRef<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const page = useFormPage('children.saveChild', {
    spec: { ...spec, defaultValues: newChild() },
    record: child && { query: child, toValues: (c) => childValues(c.record) },
    toArgs: (v) => {
      const reason = overCapacityReason.current;
      return { body: { ...spec.toBody(v), ...(reason ? { overCapacityReason: reason } : {}) } };
    },
    onServerError: (error) => {
      const refusal = error instanceof Error ? error : undefined;
      if (refusal && isOverCapacity(refusal)) setFull(refusal.message);
      else if (full) setFullError(saveErrorText(error));
      return Boolean((refusal && isOverCapacity(refusal)) || full);
    },
    refresh: invalidateChildren,
    back: '/kids/records',
    onSaved: (reply) => {
      overCapacityReason.current = undefined;
      setFull(null);
      if (child) setSaved(true);
      else navigate(`/kids/records/${reply.entityId}`);
    },
  });
  const submit = (event?: BaseSyntheticEvent) => {
    setSaved(false);
    setFullError(null);
    return page.submit(event);
  };
  const isEgn = page.form.watch('identifierType') === '0';
  const select = (
    name: 'identifierType' | 'gender' | 'diet',
    data: { value: string; label: string }[],
    required = true,
  ) => <Field.Select form={page} name={name} data={data} required={required} testId={`child-${name}`} />;
  const text = (name: 'firstName' | 'middleName' | 'lastName' | 'identifier', required = true) => (
    <Field.Text form={page} name={name} required={required} testId={`child-${name}`} />
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <FormFrame page={{ ...page, submit }} cancelLabel="Към списъка" testId="child">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap="sm">
            {text('firstName')}
            {text('middleName', false)}
            {text('lastName')}
            {select('identifierType', options(identifierTypeLabels))}
            {text('identifier')}
            <Field.Date
              form={page}
              name="birthDate"
              description={isEgn ? 'Попълва се от ЕГН, ако остане празно.' : undefined}
              required={!isEgn}
              testId="child-birthDate"
            />
            <Field.Text
              form={page}
              name="birthPlace"
              placeholder="гр. Пловдив"
              description="Печата се в удостоверенията."
              testId="child-birthPlace"
            />
            {select('gender', genderOptions, !isEgn)}
          </Stack>
          <Stack gap="sm">
            <CityPicker form={page} />
            <Field.Text form={page} name="address.street" testId="child-street" />
            <Field.MultiSelect
              form={page}
              name="allergies"
              data={options(allergenLabels)}
              searchable={false}
              testId="child-allergies"
            />
            {select('diet', options(dietLabels))}
            <Field.Text form={page} name="dietNotes" testId="child-dietNotes" />
            <Field.Textarea form={page} name="healthNotes" minRows={2} testId="child-healthNotes" />
            {!child && <NewChildPlacement form={page} />}
          </Stack>
        </SimpleGrid>
        {saved && (
          <Alert color="green" variant="light" data-testid="child-saved">
            Записът е запазен.
          </Alert>
        )}
      </FormFrame>
      <OverCapacityModal
        message={full}
        pending={page.saving}
        error={fullError}
        onCancel={() => {
          overCapacityReason.current = undefined;
          setFull(null);
        }}
        onConfirm={(reason) => {
          overCapacityReason.current = reason;
          void submit();
        }}
      />
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
