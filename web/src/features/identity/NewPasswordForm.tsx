import { Button, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../ui/forms/PasswordField';
import { type BodyOf, useManifestForm } from '../../ui/forms/useManifestForm';
import { FailureAlert } from '../../ui/result-message';
import {
  type NewPasswordValues,
  newPasswordCheck,
  newPasswordLabels,
  passwordRuleText,
} from './account-forms';

/** The routes of the e-mail links that set a password. */
export type LinkPasswordRoute = 'identity.resetPassword' | 'identity.activateAccount';

/**
 * A new password and its repeat (spec rule: a lower-case, an upper-case letter and a digit; the shared minimum
 * length), for the recovery and activation links. The page sends it and shows the server's answer.
 */
export function NewPasswordForm<Id extends LinkPasswordRoute>({
  routeId,
  bodyOf,
  submitLabel,
  pending,
  serverError,
  passwordError,
  onSubmit,
  username,
}: {
  /** The route the page sends the password to: the form checks it by that route's schema. */
  routeId: Id;
  bodyOf: (password: string) => BodyOf<Id>;
  submitLabel: string;
  pending: boolean;
  /** The API's message for the whole form (e.g. a link used in the meantime). */
  serverError?: string;
  /** The API's message for the password field. */
  passwordError?: string;
  onSubmit: (password: string) => void;
  /** The account's e-mail, so password managers store the new password under it. */
  username?: string | null;
}) {
  const { form } = useManifestForm(routeId, {
    labels: newPasswordLabels,
    defaultValues: { password: '', confirmPassword: '' },
    toBody: (v: NewPasswordValues) => bodyOf(v.password),
    check: newPasswordCheck,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      data-testid="new-password-form"
      onSubmit={form.handleSubmit((v) => onSubmit(v.password))}
    >
      <Stack gap="md">
        {username && (
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        )}
        <Text fz="sm" c="dimmed" data-testid="new-password-rule">
          {passwordRuleText}
        </Text>
        <PasswordField
          {...form.register('password')}
          label={newPasswordLabels.password}
          autoComplete="new-password"
          error={errors.password?.message ?? passwordError}
          data-testid="new-password"
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={newPasswordLabels.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          data-testid="new-password-confirm"
        />
        <FailureAlert text={serverError} testId="new-password-error" />
        <Button type="submit" fullWidth loading={pending} data-testid="new-password-submit">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
