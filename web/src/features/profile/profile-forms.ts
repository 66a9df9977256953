import { bgMessages, passwordSchema } from '@gradina/shared';
import { z } from 'zod';
import { repeatProblem } from '../../ui/forms/PasswordField';
import type { ManifestFormSpec } from '../../ui/forms/useManifestForm';

/**
 * The profile page's forms. Fields follow the API's schemas (identity.update, identity.changePassword: the
 * same lengths, the shared password rule), so the messages are the shared Bulgarian ones (spec section 5) and
 * the form refuses what the server would. `formResolver` names each field by its label.
 */
export const detailsLabels = {
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'E-mail',
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

export const detailsFormSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.string().trim().min(1).max(254).pipe(z.email()),
    phone: z.string(),
    currentPassword: z.string().max(128),
    /** The account's e-mail now: changing it needs the current password (it is the login). */
    originalEmail: z.string(),
  })
  .superRefine((v, ctx) => {
    const phone = phoneProblem(v.phone);
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
    if (emailChanged(v) && v.currentPassword === '')
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: bgMessages.required(detailsLabels.currentPassword),
      });
  });

export type DetailsFormInput = z.input<typeof detailsFormSchema>;
export type DetailsFormValues = z.output<typeof detailsFormSchema>;

export function emailChanged(v: { email: string; originalEmail: string }): boolean {
  return v.email.trim().toLowerCase() !== v.originalEmail.trim().toLowerCase();
}
