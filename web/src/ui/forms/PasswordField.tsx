import { bgMessages, passwordSchema } from '@gradina/shared';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** The minimum length of a chosen password, read from the shared rule so the text never disagrees with it. */
export const passwordMinLength = passwordSchema.minLength ?? 8;
export const passwordRuleText = `Поне ${passwordMinLength} символа, с поне една малка буква, една главна буква и една цифра.`;

export const passwordsDiffer = 'Паролите не съвпадат';

/**
 * The page's rule for "repeat the password" (no route has that field): required, and the same as the password.
 * For `useManifestForm`'s `check`.
 */
export function repeatProblem(repeat: string, password: string, label: string): string | undefined {
  if (repeat === '') return bgMessages.required(label);
  return repeat === password ? undefined : passwordsDiffer;
}

const toggleLabel = { 'aria-label': 'Покажи или скрий паролата' };

/**
 * A required password input with the visibility toggle named in Bulgarian. `autoComplete` says which password
 * it is ("current-password" to sign in or confirm, "new-password" to choose one), so password managers help.
 */
export function PasswordField({
  autoComplete,
  ...props
}: PasswordInputProps & { autoComplete: 'current-password' | 'new-password'; ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      withAsterisk
      autoComplete={autoComplete}
      visibilityToggleButtonProps={toggleLabel}
      {...props}
    />
  );
}
