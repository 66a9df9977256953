import { bgMessages, GuardianRelation, IdentifierType, Role } from '@gradina/shared';
import { isValidEgn, isValidLnch } from '@gradina/shared/egn';
import { repeatProblem } from '../../ui/forms/PasswordField';
import { given, type ManifestFormSpec } from '../../ui/forms/useManifestForm';

/**
 * The public account forms (recovery, new password, parent registration). They check with the API's schemas
 * (identity.passwordRecovery, identity.resetPassword, identity.activateAccount, identity.registerParent)
 * through `useManifestForm`, so the form refuses what the server would, in the shared Bulgarian messages
 * named by the form's labels; the page's own rules are the specs' `check`.
 */

export { passwordMinLength, passwordRuleText } from '../../ui/forms/PasswordField';

/** The server's words for a used, expired or unknown link (shown too when the address itself is broken). */
export const invalidLinkText = 'Връзката е невалидна, изтекла или вече е използвана.';

/** A single-use token from an e-mail link, as the API accepts it (32 random bytes, base64url). */
export function looksLikeLinkToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
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
export const recoveryRequestSpec: ManifestFormSpec<{ email: string }, 'identity.passwordRecovery'> = {
  labels: recoveryRequestLabels,
  toBody: (v) => ({ email: given(v.email) }),
};

/** What /login/reset says after any accepted request, whether an account has the address or not. */
export const recoverySentText =
  'Ако в платформата има активен профил с този имейл адрес, до няколко минути ще получите писмо с връзка за нова парола. Връзката важи 60 минути и може да се използва само веднъж. Проверете и папката за нежелана поща.';

// New password (recovery link, activation links)

export const newPasswordLabels = { password: 'Нова парола', confirmPassword: 'Повторете паролата' } as const;
export interface NewPasswordValues {
  password: string;
  /** The page's own field: no route takes the repeat. */
  confirmPassword: string;
}
export const newPasswordCheck = (v: NewPasswordValues) => ({
  confirmPassword: repeatProblem(v.confirmPassword, v.password, newPasswordLabels.confirmPassword),
});

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

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  /** The page's own field: no route takes the repeat. */
  confirmPassword: string;
  relation: string;
  childFirstName: string;
  childLastName: string;
  childIdentifierType: number;
  childIdentifier: string;
  kindergartenId: string;
}

/** The body of identity.registerParent for the form's values (the token of the bot protection, if any). */
export function registrationBody(v: RegistrationValues, captchaToken?: string) {
  return {
    firstName: given(v.firstName),
    lastName: given(v.lastName),
    email: given(v.email),
    phone: v.phone.trim(),
    password: v.password,
    childFirstName: v.childFirstName.trim(),
    childLastName: v.childLastName.trim(),
    childIdentifierType: v.childIdentifierType as IdentifierType,
    childIdentifier: v.childIdentifier.trim().toUpperCase(),
    relation: (v.relation ? Number(v.relation) : undefined) as GuardianRelation,
    kindergartenId: given(v.kindergartenId),
    ...(captchaToken ? { captchaToken } : {}),
  };
}

/**
 * The registration on identity.registerParent's schema. The page asks more than the API (the repeat, the
 * relation, the child's names) and words the phone and the child's identifier by what the parent chose, so
 * those are its own rules; the kind of identifier has no message of its own (the identifier's names it).
 */
export const registrationSpec: ManifestFormSpec<RegistrationValues, 'identity.registerParent'> = {
  labels: {
    firstName: registrationLabels.firstName,
    lastName: registrationLabels.lastName,
    email: registrationLabels.email,
    phone: registrationLabels.phone,
    password: registrationLabels.password,
    confirmPassword: registrationLabels.confirmPassword,
    relation: registrationLabels.relation,
    childFirstName: registrationLabels.childFirstName,
    childLastName: registrationLabels.childLastName,
    childIdentifier: registrationLabels.childIdentifier,
    kindergartenId: registrationLabels.kindergartenId,
  },
  toBody: (v) => registrationBody(v),
  check: (v) => ({
    phone: phoneProblem(registrationLabels.phone, v.phone),
    confirmPassword: repeatProblem(v.confirmPassword, v.password, registrationLabels.confirmPassword),
    relation: relationValues.includes(v.relation)
      ? undefined
      : bgMessages.required(registrationLabels.relation),
    childFirstName: v.childFirstName.trim()
      ? undefined
      : bgMessages.required(registrationLabels.childFirstName),
    childLastName: v.childLastName.trim() ? undefined : bgMessages.required(registrationLabels.childLastName),
    childIdentifier: childIdentifierProblem(v.childIdentifierType, v.childIdentifier),
  }),
};

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
