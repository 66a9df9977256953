import { Box, Text } from '@mantine/core';
import { PasswordField, passwordRuleText } from '../../ui/forms/PasswordField';
import { FormFrame, useFormPage } from '../../ui/page';
import { notify } from './notify';
import { type PasswordFormValues, passwordFormSpec, passwordLabels } from './profile-forms';

const empty: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current one, the new one and its repeat (spec rule: lower, upper, digit; 8+). */
export function PasswordForm() {
  const page = useFormPage('identity.changePassword', {
    spec: { ...passwordFormSpec, defaultValues: empty },
    back: '/profile',
    refusedText: 'Паролата не беше сменена.',
    onSaved: () => {
      page.form.reset(empty);
      notify('Смяна на парола', 'Паролата е сменена. Другите ви сесии са затворени.');
    },
  });
  const { errors } = page.form.formState;
  const field = (
    name: keyof PasswordFormValues,
    autoComplete: 'current-password' | 'new-password',
    testId: string,
  ) => (
    <PasswordField
      {...page.form.register(name)}
      label={passwordLabels[name]}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      data-testid={testId}
    />
  );

  return (
    <Box maw={400}>
      <FormFrame
        page={page}
        saveLabel="Смени паролата"
        errorTestId="password-error"
        onCancel={false}
        testId="password"
      >
        <Text fz="sm" c="dimmed">
          {passwordRuleText}
        </Text>
        {field('currentPassword', 'current-password', 'password-current')}
        {field('newPassword', 'new-password', 'password-new')}
        {field('confirmPassword', 'new-password', 'password-confirm')}
      </FormFrame>
    </Box>
  );
}
