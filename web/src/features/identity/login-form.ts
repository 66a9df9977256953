import { bgMessages, LoginIdentifierKind } from '@gradina/shared';
import { given, type ManifestFormSpec } from '../../ui/forms/useManifestForm';

/** The kinds of login identifier with their labels (spec enum Login identifier kind). */
export const identifierKinds = [
  {
    kind: LoginIdentifierKind.Email,
    label: 'Имейл',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'username',
  },
  {
    kind: LoginIdentifierKind.IdentificationNumber,
    label: 'ЕГН/ЛНЧ',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'username',
  },
  {
    kind: LoginIdentifierKind.PhoneNumber,
    label: 'Телефон',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'username',
  },
] as const;

export type IdentifierKind = LoginIdentifierKind;

export function identifierLabel(kind: number): string {
  return identifierKinds.find((k) => k.kind === kind)?.label ?? 'Потребителско име';
}

export const passwordLabel = 'Парола';

/**
 * Format checks mirror what the API accepts for each kind (it normalises the same way), so the form never
 * refuses what the server would take: an e-mail address; an ЕГН, ЛНЧ or other identification number of 6-20
 * letters and digits; a phone number of 8-15 digits, written with or without spaces, dashes or a leading +.
 */
function identifierProblem(kind: number, value: string, label: string): string | undefined {
  if (value === '') return bgMessages.required(label);
  if (value.length > 254) return bgMessages.maxLength(label, 254);
  if (kind === LoginIdentifierKind.Email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    return bgMessages.email(label);
  if (kind === LoginIdentifierKind.IdentificationNumber && !/^[0-9A-Za-z]{6,20}$/.test(value)) {
    return `Полето "${label}" трябва да съдържа между 6 и 20 цифри или латински букви`;
  }
  if (kind === LoginIdentifierKind.PhoneNumber && !/^\+?\d{8,15}$/.test(value.replace(/[\s\-()./]/g, ''))) {
    return `Полето "${label}" трябва да е валиден телефонен номер`;
  }
  return undefined;
}

const kindValues = identifierKinds.map((k) => k.kind) as number[];

export interface LoginFormValues {
  identifierKind: number;
  identifier: string;
  password: string;
}

/**
 * The sign-in form on identity.login's schema (the password's rules and messages). The identifier is named by
 * the kind the user chose and checked in that kind's format, which the route's one text field cannot say, so
 * those are the page's rules.
 */
export const loginSpec: ManifestFormSpec<LoginFormValues, 'identity.login'> = {
  labels: { identifierKind: 'Вход с', identifier: 'Потребителско име', password: passwordLabel },
  toBody: (v) => ({
    identifierKind: v.identifierKind as LoginIdentifierKind,
    identifier: given(v.identifier),
    password: v.password,
  }),
  check: (v) => ({
    identifierKind: kindValues.includes(v.identifierKind) ? undefined : bgMessages.oneOf('Вход с'),
    identifier: identifierProblem(v.identifierKind, v.identifier.trim(), identifierLabel(v.identifierKind)),
  }),
};
