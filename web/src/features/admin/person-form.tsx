import { bgMessages } from '@gradina/shared';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { apiQuery } from '../../api/query';
import { Field } from '../../ui/fields';
import { type BodyOf, given, useManifestForm } from '../../ui/forms/useManifestForm';

export const personLabels = {
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'Имейл',
  phone: 'Телефон',
  municipalityCode: 'Община',
} as const;

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
/** The values of a person's modal form. */
export interface PersonValues extends PersonFieldValues {
  municipalityCode: string;
}

/** The routes a person's modal form sends to: the authorities' invitations, the municipality account's edit. */
export type PersonRoute =
  | 'identity.inviteMonAccount'
  | 'identity.inviteMunicipalityAccount'
  | 'identity.editMunicipalityAccount';

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

/** How every municipality choice looks: searched by name, the first 50 matches shown. */
const municipalityChoice = (m: ReturnType<typeof useMunicipalities>) => ({
  placeholder: m.isPending ? 'Зареждане…' : 'Изберете община',
  searchable: true,
  nothingFoundMessage: 'Няма такава община',
  data: m.options,
  limit: 50,
  comboboxProps: { withinPortal: true },
});

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
  return (
    <Select
      {...municipalityChoice(useMunicipalities())}
      label={label}
      clearable={clearable}
      withAsterisk={required}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      data-testid={testId}
    />
  );
}

/**
 * A person's form in a modal: invitations of МОН and municipality accounts, and the municipality account's
 * edit (names and municipality, no e-mail). The caller sends it and reports through `onSubmit`'s promise.
 */
export function PersonModal<Id extends PersonRoute>({
  routeId,
  toBody,
  opened,
  title,
  description,
  submitLabel,
  editOnly,
  initial,
  onClose,
  onSubmit,
  testId,
}: {
  /** The route the form sends to: the form checks the values by its schema. */
  routeId: Id;
  toBody: (v: PersonValues) => BodyOf<Id>;
  opened: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  /** Names and municipality only (edit-municipality-account). */
  editOnly?: boolean;
  initial?: Partial<PersonValues>;
  onClose: () => void;
  /** Sends the body; a refusal shows in the modal, field messages at their fields. */
  onSubmit: (body: BodyOf<Id>) => Promise<{ isSuccessful: boolean; errorMessage: string | null }>;
  testId: string;
}) {
  const municipality = routeId !== 'identity.inviteMonAccount';
  const defaults: PersonValues = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    municipalityCode: '',
    ...initial,
  };
  const manifest = useManifestForm<PersonValues, Id>(routeId, {
    labels: personLabels,
    defaultValues: defaults,
    toBody,
  });
  const { form, formError, setFormError, onServerError } = manifest;
  const { isSubmitting } = form.formState;
  const municipalities = useMunicipalities();
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
            const reply = await onSubmit(toBody(v));
            if (reply.isSuccessful) form.reset(defaults);
            else setFormError(reply.errorMessage || 'Промените не бяха запазени.');
          } catch (e) {
            onServerError(e);
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
            <Field.Select
              {...municipalityChoice(municipalities)}
              form={manifest}
              name="municipalityCode"
              required
              testId={`${testId}-municipality`}
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
