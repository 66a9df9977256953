/**
 * Whose secret a sealed value is (e.g. `{ kindergartenId, providerId }`): bound into the ciphertext (GCM's
 * additional data locally, KMS's encryption context in the cloud), so a sealed value copied onto another
 * provider's item does not decrypt there.
 */
export type SecretContext = Readonly<Record<string, string>>;

/** Seals and opens one kind of secret; only `decrypt` ever answers plaintext. */
export interface SecretBox {
  encrypt(plaintext: string, context: SecretContext): Promise<string>;
  decrypt(sealed: string, context: SecretContext): Promise<string>;
}

/** A sealed value that does not open: changed, sealed with another key, or for another context. */
export class SecretUnreadableError extends Error {
  constructor(detail: string) {
    super(`the sealed secret cannot be opened: ${detail}`);
    this.name = 'SecretUnreadableError';
  }
}

/** The context in one canonical form (sorted keys), the same bytes whatever order the caller wrote. */
export function aad(context: SecretContext): Buffer {
  const entries = Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) throw new Error('a secret needs a context naming its owner');
  return Buffer.from(JSON.stringify(entries), 'utf8');
}
