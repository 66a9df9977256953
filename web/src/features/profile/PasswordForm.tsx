import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { PasswordField, passwordRuleText } from '../../ui/forms/PasswordField';
import { useManifestForm } from '../../ui/forms/useManifestForm';
import { notify } from './notify';
import { type PasswordFormValues, passwordFormSpec, passwordLabels } from './profile-forms';

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current one, the new one and its repeat (spec rule: lower, upper, digit; 8+). */
export function PasswordForm() {
  const { form, toBody, formError, setFormError, onServerError, submitTo } = useManifestForm(
    'identity.changePassword',
    {
      ...passwordFormSpec,
      defaultValues: empty,
    },
  );
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: (v: PasswordFormValues) => callApi('identity.changePassword', { body: toBody(v) }),
    onSuccess: (reply) => {
      if (!reply.isSuccessful) {
        setFormError(reply.errorMessage || 'Паролата не беше сменена.');
        return;
      }
      setFormError(undefined);
      form.reset(empty);
      notify('Смяна на парола', 'Паролата е сменена. Другите ви сесии са затворени.');
    },
    onError: onServerError,
  });

  return (
    <form noValidate data-testid="password-form" onSubmit={submitTo(change.mutate)}>
      <Stack gap="md" maw={400}>
        <Text fz="sm" c="dimmed">
          {passwordRuleText}
        </Text>
        <PasswordField
          {...form.register('currentPassword')}
          label={passwordLabels.currentPassword}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          data-testid="password-current"
        />
        <PasswordField
          {...form.register('newPassword')}
          label={passwordLabels.newPassword}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          data-testid="password-new"
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={passwordLabels.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          data-testid="password-confirm"
        />
        {formError && (
          <Alert color="red" variant="light" role="alert" data-testid="password-error">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={change.isPending} data-testid="password-save">
            Смени паролата
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
