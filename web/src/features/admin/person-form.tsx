import { bgMessages } from '@gradina/shared';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../api/client';
import { apiQuery } from '../../api/query';
import { applyServerFieldErrors, saveErrorText } from '../../ui/forms/form-errors';
import { formResolver } from '../../ui/forms/labels';
import { given } from '../../ui/forms/useManifestForm';

export const personLabels = {
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'Имейл',
  phone: 'Телефон',
  municipalityCode: 'Община',
} as const;

const emailField = z.string().trim().min(1).max(254).pipe(z.email());
const phoneField = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || v.length >= 6, {
    message: `Полето "${personLabels.phone}" трябва да съдържа поне 6 символа`,
  });

/** A person's names and contacts as the account routes take them (names required, phone optional). */
export const personFields = {
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: emailField,
  phone: phoneField,
};

/**
 * The fields of invite-mon-account / invite-municipality-account (personBody of the manifest), or of
 * edit-municipality-account (names and municipality).
 */
function personSchemaFor(o: { municipality: boolean; editOnly: boolean }) {
  return z.object({
    ...personFields,
    email: o.editOnly ? z.string() : emailField,
    phone: o.editOnly ? z.string() : phoneField,
    municipalityCode: o.municipality ? z.string().min(1).max(20) : z.string(),
  });
}

type PersonFieldValues = { firstName: string; lastName: string; email: string; phone: string };

/** The names and contacts of the account routes' `personBody`; an empty phone stays out (it is optional). */
export const personBody = (v: PersonFieldValues) => ({
  firstName: given(v.firstName),
  lastName: given(v.lastName),
  email: given(v.email),
  ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
});

/** The person forms always ask the e-mail (the login), also where the route sends it only when it changed. */
export const emailRequired = (v: { email: string }) => ({
  email: v.email.trim() ? undefined : bgMessages.required(personLabels.email),
});

/**
 * The name, surname, e-mail and phone inputs of a person form (`<testId>-first-name` ...), for a form whose
 * values include those four; `withContacts: false` leaves the names only.
 */
export function PersonFields<T extends PersonFieldValues>({
  form,
  testId,
  withContacts = true,
  emailDescription,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  testId: string;
  withContacts?: boolean;
  emailDescription?: string;
}) {
  // The four names exist in every T this takes; react-hook-form cannot see that through the generic.
  const own = form as unknown as UseFormReturn<PersonFieldValues>;
  const { errors } = own.formState;
  return (
    <>
      <TextInput
        {...own.register('firstName')}
        label={personLabels.firstName}
        withAsterisk
        error={errors.firstName?.message}
        data-testid={`${testId}-first-name`}
      />
      <TextInput
        {...own.register('lastName')}
        label={personLabels.lastName}
        withAsterisk
        error={errors.lastName?.message}
        data-testid={`${testId}-last-name`}
      />
      {withContacts && (
        <>
          <TextInput
            {...own.register('email')}
            label={personLabels.email}
            description={emailDescription}
            type="email"
            withAsterisk
            error={errors.email?.message}
            data-testid={`${testId}-email`}
          />
          <TextInput
            {...own.register('phone')}
            label={personLabels.phone}
            type="tel"
            error={errors.phone?.message}
            data-testid={`${testId}-phone`}
          />
        </>
      )}
    </>
  );
}
type PersonSchema = ReturnType<typeof personSchemaFor>;
export type PersonInput = z.input<PersonSchema>;
export type PersonValues = z.output<PersonSchema>;

const collator = new Intl.Collator('bg');

/** The municipalities (lookups.areas, ЕКАТТЕ codes) as options, by name. */
export function useMunicipalities() {
  const areas = useQuery({ ...apiQuery('lookups.areas'), staleTime: 60 * 60_000 });
  const options = useMemo(
    () =>
      [...(areas.data?.result ?? [])]
        .sort((a, b) => collator.compare(a.name, b.name))
        .map((a) => ({ value: a.id, label: `${a.name} (обл. ${a.regionName})` })),
    [areas.data],
  );
  const names = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  return { options, names, isPending: areas.isPending, error: areas.error };
}

export function MunicipalitySelect({
  value,
  onChange,
  error,
  label = personLabels.municipalityCode,
  required,
  testId,
  clearable,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  label?: string;
  required?: boolean;
  testId: string;
  clearable?: boolean;
}) {
  const { options, isPending } = useMunicipalities();
  return (
    <Select
      label={label}
      placeholder={isPending ? 'Зареждане…' : 'Изберете община'}
      searchable
      clearable={clearable}
      nothingFoundMessage="Няма такава община"
      withAsterisk={required}
      data={options}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      limit={50}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

/**
 * A person's form in a modal: invitations of МОН and municipality accounts, and the municipality account's
 * edit (names and municipality, no e-mail). The caller sends it and reports through `onSubmit`'s promise.
 */
export function PersonModal({
  opened,
  title,
  description,
  submitLabel,
  withMunicipality: municipality,
  editOnly,
  initial,
  onClose,
  onSubmit,
  testId,
}: {
  opened: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  withMunicipality?: boolean;
  /** Names and municipality only (edit-municipality-account). */
  editOnly?: boolean;
  initial?: Partial<PersonInput>;
  onClose: () => void;
  /** The save's reply; a refusal shows in the modal, field messages at their fields. */
  onSubmit: (v: PersonValues) => Promise<{ isSuccessful: boolean; errorMessage: string | null }>;
  testId: string;
}) {
  const defaults: PersonInput = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    municipalityCode: '',
    ...initial,
  };
  const schema = useMemo(
    () => personSchemaFor({ municipality: Boolean(municipality), editOnly: Boolean(editOnly) }),
    [municipality, editOnly],
  );
  const form = useForm<PersonInput, unknown, PersonValues>({
    resolver: formResolver(schema, personLabels),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string>();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Затвори' }}
    >
      <form
        noValidate
        data-testid={testId}
        onSubmit={form.handleSubmit(async (v) => {
          setFormError(undefined);
          try {
            const reply = await onSubmit(v);
            if (reply.isSuccessful) form.reset(defaults);
            else setFormError(reply.errorMessage || 'Промените не бяха запазени.');
          } catch (e) {
            const fields = ['firstName', 'lastName', 'email', 'phone', 'municipalityCode'] as const;
            const rest = applyServerFieldErrors(form, e, fields);
            const placed = isApiError(e) && e.errors.length > rest.length;
            setFormError(rest[0] ?? (placed ? undefined : saveErrorText(e)));
          }
        })}
      >
        <Stack gap="md">
          {description && (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PersonFields form={form} testId={testId} withContacts={!editOnly} />
          </SimpleGrid>
          {municipality && (
            <Controller
              control={form.control}
              name="municipalityCode"
              render={({ field }) => (
                <MunicipalitySelect
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.municipalityCode?.message}
                  testId={`${testId}-municipality`}
                />
              )}
            />
          )}
          {formError && (
            <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Откажи
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
