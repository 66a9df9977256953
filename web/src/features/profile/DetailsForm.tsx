import { SimpleGrid } from '@mantine/core';
import type { ApiArgs } from '../../api/routes';
import type { UserData } from '../../app/auth/user-data';
import { Field } from '../../ui/fields';
import { PasswordField } from '../../ui/forms/PasswordField';
import { FormFrame, useFormPage } from '../../ui/page';
import { notify } from './notify';
import { type DetailsFormValues, detailsLabels, detailsSpec, emailChanged } from './profile-forms';
import { useRefreshProfile } from './queries';

/** Names, e-mail and phone of the signed-in user (identity.update). Only what changed is sent. */
export function DetailsForm({ user, phone }: { user: UserData; phone: string | null | undefined }) {
  const refresh = useRefreshProfile();
  const defaults: DetailsFormValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phone: phone ?? '',
    currentPassword: '',
    originalEmail: user.email ?? '',
  };
  const page = useFormPage('identity.update', {
    spec: { ...detailsSpec(user.version), defaultValues: defaults },
    // Only what changed goes, with the version the user data answered: a save over someone else's change
    // gets 409 (the question below).
    toArgs: (v) => {
      const all = page.toBody(v);
      const { dirtyFields } = page.form.formState;
      const body: ApiArgs<'identity.update'>['body'] = { version: all.version };
      if (dirtyFields.firstName) body.firstName = all.firstName;
      if (dirtyFields.lastName) body.lastName = all.lastName;
      if (emailChanged(v)) {
        body.email = all.email;
        body.currentPassword = all.currentPassword;
      }
      if (dirtyFields.phone) body.phone = all.phone;
      return { body };
    },
    back: '/profile',
    refusedText: 'Промените не бяха запазени.',
    onSaved: async (_reply, v) => {
      page.form.reset({ ...v, currentPassword: '', originalEmail: v.email.trim() });
      await refresh();
      notify('Профил', 'Промените са запазени.');
    },
    reload: refresh,
  });
  const { form } = page;
  const { errors } = form.formState;
  const email = form.watch('email');
  const needsPassword = emailChanged({ email, originalEmail: defaults.originalEmail });

  return (
    <FormFrame page={page} errorTestId="profile-details-error" onCancel={false} testId="profile-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field.Text form={page} name="firstName" autoComplete="given-name" testId="profile-first-name" />
        <Field.Text form={page} name="lastName" autoComplete="family-name" testId="profile-last-name" />
        <Field.Text
          form={page}
          name="email"
          type="email"
          autoComplete="email"
          description="Служи и за вход, и за възстановяване на паролата."
          testId="profile-email"
        />
        <Field.Text
          form={page}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="0888 123 456"
          testId="profile-phone"
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
    </FormFrame>
  );
}
