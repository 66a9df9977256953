import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import type { ApiArgs } from '../../api/routes';
import type { UserData } from '../../app/auth/user-data';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useManifestForm } from '../../ui/forms/useManifestForm';
import { useStaleEdit } from '../../ui/StaleEditModal';
import { notify } from './notify';
import { type DetailsFormValues, detailsLabels, detailsSpec, emailChanged } from './profile-forms';
import { useRefreshProfile } from './queries';

/** Names, e-mail and phone of the signed-in user (identity.update). Only what changed is sent. */
export function DetailsForm({ user, phone }: { user: UserData; phone: string | null | undefined }) {
  const refresh = useRefreshProfile();
  const stale = useStaleEdit(refresh);
  const defaults: DetailsFormValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phone: phone ?? '',
    currentPassword: '',
    originalEmail: user.email ?? '',
  };
  const { form, toBody, formError, setFormError, onServerError, submitTo } = useManifestForm(
    'identity.update',
    {
      ...detailsSpec(user.version),
      defaultValues: defaults,
    },
  );
  const { errors, dirtyFields } = form.formState;
  const email = form.watch('email');
  const needsPassword = emailChanged({ email, originalEmail: defaults.originalEmail });

  const save = useMutation({
    mutationFn: (v: DetailsFormValues) => {
      // Only what changed goes, with the version the user data answered: a save over someone else's change
      // gets 409 (the modal below).
      const all = toBody(v);
      const body: ApiArgs<'identity.update'>['body'] = { version: all.version };
      if (dirtyFields.firstName) body.firstName = all.firstName;
      if (dirtyFields.lastName) body.lastName = all.lastName;
      if (emailChanged(v)) {
        body.email = all.email;
        body.currentPassword = all.currentPassword;
      }
      if (dirtyFields.phone) body.phone = all.phone;
      return callApi('identity.update', { body });
    },
    onSuccess: async (reply, v) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Промените не бяха запазени.');
        return;
      }
      setFormError(undefined);
      form.reset({ ...v, currentPassword: '', originalEmail: v.email.trim() });
      await refresh();
      notify('Профил', 'Промените са запазени.');
    },
    onError: (error) => {
      if (stale.caught(error)) return;
      onServerError(error);
    },
  });

  return (
    <form noValidate data-testid="profile-details-form" onSubmit={submitTo(save.mutate)}>
      {stale.modal}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.register('firstName')}
            label={detailsLabels.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            data-testid="profile-first-name"
          />
          <TextInput
            {...form.register('lastName')}
            label={detailsLabels.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            data-testid="profile-last-name"
          />
          <TextInput
            {...form.register('email')}
            label={detailsLabels.email}
            type="email"
            autoComplete="email"
            description="Служи и за вход, и за възстановяване на паролата."
            error={errors.email?.message}
            data-testid="profile-email"
          />
          <TextInput
            {...form.register('phone')}
            label={detailsLabels.phone}
            type="tel"
            autoComplete="tel"
            placeholder="0888 123 456"
            error={errors.phone?.message}
            data-testid="profile-phone"
          />
        </SimpleGrid>
        {needsPassword && (
          <PasswordField
            {...form.register('currentPassword')}
            label={detailsLabels.currentPassword}
            description="Нужна е за смяна на имейл адреса."
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            maw={400}
            data-testid="profile-email-password"
          />
        )}
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="profile-details-error">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="profile-details-save">
            Запази
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
