import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mailLinkSecret } from '../../../platform/auth/secrets';

/**
 * Unsubscribe links: the address sealed with AES-256-GCM, so the token is opaque (no address or user id can
 * be read from it) and cannot be forged or changed (the GCM tag). Nothing is stored per e-mail, so every
 * mail carries a link without a write and an old e-mail's link keeps working. Single purpose: the key is
 * derived from the mail-link secret for unsubscribing only, and the purpose is bound in as associated data.
 * The address is padded to 32-byte blocks, so the token's length tells little about it.
 *
 * Token: base64url(version 1 | nonce 12 | ciphertext | tag 16); no dot (a dot in the last path segment would
 * make the site look for a file) and no `~` (the signed-address links of earlier versions no longer work).
 */
const version = 1;
const purpose = Buffer.from('gradina unsubscribe v1', 'utf8');
const nonceBytes = 12;
const tagBytes = 16;
const block = 32;

/** The AES key of unsubscribe links, derived from the mail-link secret (HKDF-SHA256). */
export function unsubscribeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'gradina mail links', purpose, 32));
}

const normalize = (address: string) => address.trim().toLowerCase();

export function sealUnsubscribe(key: Buffer, address: string): string {
  const plain = Buffer.from(normalize(address), 'utf8');
  const padded = Buffer.alloc(Math.max(2, Math.ceil(plain.length / block)) * block);
  plain.copy(padded);
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
  cipher.setAAD(purpose);
  const sealed = Buffer.concat([cipher.update(padded), cipher.final()]);
  return Buffer.concat([Buffer.from([version]), nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The address a token was sealed for, or undefined when it is not a token of this key and purpose. */
export function openUnsubscribe(key: Buffer, token: string): string | undefined {
  const text = token.trim();
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes[0] !== version || bytes.length < 1 + nonceBytes + 2 * block + tagBytes) return undefined;
  const sealed = bytes.subarray(1 + nonceBytes, bytes.length - tagBytes);
  if (sealed.length % block !== 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 1 + nonceBytes), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(purpose);
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    const padded = Buffer.concat([decipher.update(sealed), decipher.final()]);
    const end = padded.indexOf(0);
    return padded.subarray(0, end === -1 ? padded.length : end).toString('utf8') || undefined;
  } catch {
    return undefined;
  }
}

export async function unsubscribeToken(address: string): Promise<string> {
  return sealUnsubscribe(unsubscribeKey(await mailLinkSecret()), address);
}

/** The address of an unsubscribe link's token, or undefined for a forged, changed or old-style token. */
export async function addressOfUnsubscribeToken(token: string): Promise<string | undefined> {
  return openUnsubscribe(unsubscribeKey(await mailLinkSecret()), token);
}

export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? 'https://gradina.bg').replace(/\/+$/, '');
}

export async function unsubscribeLink(address: string): Promise<string> {
  return `${publicUrl()}/unsubscribe/${await unsubscribeToken(address)}`;
}
