import { bgMessages, GuardianRelation, IdentifierType, passwordSchema, Role } from '@gradina/shared';
import { isValidEgn, isValidLnch } from '@gradina/shared/egn';
import { z } from 'zod';

/**
 * The public account forms (recovery, new password, parent registration). Fields follow the API's schemas
 * (identity.passwordRecovery, identity.resetPassword, identity.activateAccount, identity.registerParent): the
 * same lengths and the shared password rule, so the form refuses what the server would, in the shared
 * Bulgarian messages; `formResolver` names each field by its label.
 */

export { passwordMinLength, passwordRuleText } from '../../ui/forms/PasswordField';
export const passwordsDiffer = 'Паролите не съвпадат';

/** The server's words for a used, expired or unknown link (shown too when the address itself is broken). */
export const invalidLinkText = 'Връзката е невалидна, изтекла или вече е използвана.';

/** A single-use token from an e-mail link, as the API accepts it (32 random bytes, base64url). */
export function looksLikeLinkToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

function emailField() {
  return z.string().trim().min(1).max(254).pipe(z.email());
}

function phoneProblem(label: string, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return bgMessages.required(label);
  if (text.length < 6) return bgMessages.minLength(label, 6);
  if (text.length > 20) return bgMessages.maxLength(label, 20);
  if (!/^\+?[\d\s\-().]+$/.test(text)) return `Полето "${label}" трябва да е валиден телефонен номер`;
  return undefined;
}

// Recovery request (/login/reset)

export const recoveryRequestLabels = { email: 'Имейл' } as const;
export const recoveryRequestSchema = z.object({ email: emailField() });
export type RecoveryRequestInput = z.input<typeof recoveryRequestSchema>;
export type RecoveryRequestValues = z.output<typeof recoveryRequestSchema>;

/** What /login/reset says after any accepted request, whether an account has the address or not. */
export const recoverySentText =
  'Ако в платформата има активен профил с този имейл адрес, до няколко минути ще получите писмо с връзка за нова парола. Връзката важи 60 минути и може да се използва само веднъж. Проверете и папката за нежелана поща.';

// New password (recovery link, activation links)

export const newPasswordLabels = { password: 'Нова парола', confirmPassword: 'Повторете паролата' } as const;
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1) })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== '' && v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordsDiffer });
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

// Parent self-registration (/registration-parents)

export const childIdentifierTypes = [
  { type: IdentifierType.EGN, label: 'ЕГН' },
  { type: IdentifierType.ForeignerID, label: 'ЛНЧ' },
  { type: IdentifierType.IdentificationNumber, label: 'ИДН' },
] as const;

export function childIdentifierLabel(type: number): string {
  const kind = childIdentifierTypes.find((t) => t.type === type)?.label ?? 'ЕГН/ЛНЧ';
  return `${kind} на детето`;
}

export const relationOptions = [
  { value: String(GuardianRelation.Mother), label: 'Майка' },
  { value: String(GuardianRelation.Father), label: 'Баща' },
  { value: String(GuardianRelation.Guardian), label: 'Настойник' },
  { value: String(GuardianRelation.Other), label: 'Друго' },
] as const;

export function relationLabel(relation: number | null | undefined): string {
  return relationOptions.find((o) => o.value === String(relation))?.label ?? '';
}

export const registrationLabels = {
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'Имейл',
  phone: 'Телефон',
  password: 'Парола',
  confirmPassword: 'Повторете паролата',
  relation: 'Родство',
  childFirstName: 'Име на детето',
  childLastName: 'Фамилия на детето',
  childIdentifierType: 'Вид идентификатор на детето',
  childIdentifier: 'ЕГН на детето',
  kindergartenId: 'Код на детската градина',
} as const;

const relationValues = relationOptions.map((o) => o.value) as string[];

export const registrationSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: emailField(),
    phone: z.string(),
    password: passwordSchema,
    confirmPassword: z.string().min(1),
    relation: z.string(),
    childFirstName: z.string().trim().min(1).max(100),
    childLastName: z.string().trim().min(1).max(100),
    childIdentifierType: z.number(),
    childIdentifier: z.string(),
    kindergartenId: z.string().trim().min(1).max(64),
  })
  // No transform before this check: zod skips refinements after a transform of invalid input, and the form
  // names every problem at once.
  .superRefine((v, ctx) => {
    const phone = phoneProblem(registrationLabels.phone, v.phone);
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
    if (v.confirmPassword !== '' && v.confirmPassword !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordsDiffer });
    if (!relationValues.includes(v.relation))
      ctx.addIssue({
        code: 'custom',
        path: ['relation'],
        message: bgMessages.required(registrationLabels.relation),
      });
    const problem = childIdentifierProblem(v.childIdentifierType, v.childIdentifier);
    if (problem) ctx.addIssue({ code: 'custom', path: ['childIdentifier'], message: problem });
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationValues = z.output<typeof registrationSchema>;

/** The body of identity.registerParent for checked form values (the token of the bot protection, if any). */
export function registrationBody(v: RegistrationValues, captchaToken?: string) {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone.trim(),
    password: v.password,
    childFirstName: v.childFirstName,
    childLastName: v.childLastName,
    childIdentifierType: v.childIdentifierType as IdentifierType,
    childIdentifier: v.childIdentifier.trim().toUpperCase(),
    relation: Number(v.relation) as GuardianRelation,
    kindergartenId: v.kindergartenId,
    ...(captchaToken ? { captchaToken } : {}),
  };
}

/** The check of the child's identifier by its type: ЕГН and ЛНЧ by their check digits, ИДН by its form. */
export function childIdentifierProblem(type: number, raw: string): string | undefined {
  const label = childIdentifierLabel(type);
  const value = raw.trim().toUpperCase();
  if (value === '') return bgMessages.required(label);
  if (type === IdentifierType.EGN) return isValidEgn(value) ? undefined : bgMessages.invalid(label);
  if (type === IdentifierType.ForeignerID) return isValidLnch(value) ? undefined : bgMessages.invalid(label);
  if (type === IdentifierType.IdentificationNumber) {
    if (value.length > 20) return bgMessages.maxLength(label, 20);
    return /^[0-9A-Z]+$/.test(value)
      ? undefined
      : `Полето "${label}" може да съдържа само цифри и латински букви`;
  }
  return bgMessages.oneOf(registrationLabels.childIdentifierType);
}

/** A role as a sentence names it ('Поканени сте като учител'). */
export const roleInProse: Record<Role, string> = {
  [Role.Director]: 'директор',
  [Role.Teacher]: 'учител',
  [Role.Parent]: 'родител',
  [Role.MON]: 'служител на МОН',
  [Role.Municipality]: 'служител на община',
  [Role.Administrator]: 'администратор',
  [Role.Master]: 'главен администратор',
  [Role.ResourceSpecialist]: 'ресурсен специалист',
  [Role.Manciple]: 'домакин',
};
