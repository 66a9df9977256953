import { LoginIdentifierKind } from '@gradina/shared';

/** The form a login identifier is stored and looked up in, or undefined when it cannot be one. */
export function normalizeIdentifier(kind: number, raw: string): string | undefined {
  const value = raw.trim();
  if (kind === LoginIdentifierKind.Email) {
    const email = value.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
  }
  if (kind === LoginIdentifierKind.IdentificationNumber) {
    return /^[0-9A-Za-z]{6,20}$/.test(value) ? value.toUpperCase() : undefined;
  }
  if (kind === LoginIdentifierKind.PhoneNumber) {
    const digits = value.replace(/[\s\-()./]/g, '');
    // Bulgarian numbers are written 0888 123 456, 359888123456 or +359 888 123 456: store +359888123456.
    if (/^0[1-9]\d{7,8}$/.test(digits)) return `+359${digits.slice(1)}`;
    if (/^00359\d{8,9}$/.test(digits)) return `+${digits.slice(2)}`;
    if (/^\+?359\d{8,9}$/.test(digits)) return `+${digits.replace(/^\+/, '')}`;
    if (/^\+\d{8,15}$/.test(digits)) return digits;
    return undefined;
  }
  return undefined;
}
