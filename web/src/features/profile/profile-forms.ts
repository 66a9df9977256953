import { bgMessages, passwordSchema } from '@gradina/shared';
import { repeatProblem } from '../../ui/forms/PasswordField';
import { given, type ManifestFormSpec } from '../../ui/forms/useManifestForm';

/**
 * The profile page's forms. Fields follow the API's schemas (identity.update, identity.changePassword: the
 * same lengths, the shared password rule), so the messages are the shared Bulgarian ones (spec section 5) and
 * the form refuses what the server would. `useManifestForm` names each field by its label.
 */
export const detailsLabels = {
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'Имейл',
  phone: 'Телефон',
  currentPassword: 'Текуща парола',
} as const;

export const passwordLabels = {
  currentPassword: 'Текуща парола',
  newPassword: 'Нова парола',
  confirmPassword: 'Повторете новата парола',
} as const;

export const sameAsCurrent = 'Новата парола трябва да е различна от текущата';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  /** The page's own field: no route takes the repeat. */
  confirmPassword: string;
}

/** The password change on identity.changePassword's schema, with the page's rules for the repeat. */
export const passwordFormSpec: ManifestFormSpec<PasswordFormValues, 'identity.changePassword'> = {
  labels: passwordLabels,
  toBody: (v) => ({ currentPassword: v.currentPassword, newPassword: v.newPassword }),
  check: (v) => ({
    confirmPassword: repeatProblem(v.confirmPassword, v.newPassword, passwordLabels.confirmPassword),
    // Only a new password the rule accepts is compared: the rule's own message comes first.
    newPassword:
      v.currentPassword !== '' &&
      v.newPassword === v.currentPassword &&
      passwordSchema.safeParse(v.newPassword).success
        ? sameAsCurrent
        : undefined,
  }),
};

function phoneProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (text.length < 6) return bgMessages.minLength(detailsLabels.phone, 6);
  if (text.length > 20) return bgMessages.maxLength(detailsLabels.phone, 20);
  if (!/^\+?[\d\s\-().]+$/.test(text))
    return `Полето "${detailsLabels.phone}" трябва да е валиден телефонен номер`;
  return undefined;
}

export interface DetailsFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currentPassword: string;
  /** The account's e-mail now: changing it needs the current password (it is the login). */
  originalEmail: string;
}

/**
 * The details on identity.update's schema, every field as if it changed (the page then sends only what did).
 * The page always asks the e-mail, words the phone's format, and asks the current password for a new e-mail.
 */
export const detailsSpec = (version: number): ManifestFormSpec<DetailsFormValues, 'identity.update'> => ({
  labels: detailsLabels,
  toBody: (v) => ({
    firstName: given(v.firstName),
    lastName: given(v.lastName),
    email: given(v.email),
    phone: v.phone.trim() || null,
    ...(emailChanged(v) ? { currentPassword: v.currentPassword } : {}),
    version,
  }),
  // The route takes each field alone (all optional); the page edits them together, so none may be empty.
  check: (v) => ({
    firstName: v.firstName.trim() ? undefined : bgMessages.required(detailsLabels.firstName),
    lastName: v.lastName.trim() ? undefined : bgMessages.required(detailsLabels.lastName),
    email: v.email.trim() ? undefined : bgMessages.required(detailsLabels.email),
    phone: phoneProblem(v.phone),
    currentPassword:
      emailChanged(v) && v.currentPassword === ''
        ? bgMessages.required(detailsLabels.currentPassword)
        : undefined,
  }),
});

export function emailChanged(v: { email: string; originalEmail: string }): boolean {
  return v.email.trim().toLowerCase() !== v.originalEmail.trim().toLowerCase();
}
