import { createUser } from '../../../functions/src/platform/auth/users';
import { Role } from '../../../shared/src/enums';
import { call, signIn } from '../../support/api-client';
import type { RouteExamples } from '../route-examples';

/** A 1×1 PNG. */
export const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let official: Promise<string> | undefined;
/**
 * A ministry official (no kindergarten) with a picture: the one avatar every signed-in user may see, as
 * MON, municipality and platform staff write to everyone.
 */
export function officialWithAvatar(): Promise<string> {
  official ??= (async () => {
    const email = `mon-avatar-${crypto.randomUUID().slice(0, 8)}@test.gradina.bg`;
    const id = await createUser({
      firstName: 'Павел',
      lastName: 'Министерски',
      email,
      password: 'Gradina2026',
      baseRole: Role.MON,
      memberships: [],
    });
    const reply = await call('POST', '/api/Files/avatars', {
      token: await signIn(email),
      body: { data: tinyPng, fileName: 'снимка.png' },
    });
    if (reply.status !== 200) throw new Error(`avatar not uploaded: ${JSON.stringify(reply.body)}`);
    return id;
  })();
  return official;
}

/** A multipart body with one small PDF per field name given. */
export function pdfUpload(field = 'file', count = 1, name = 'Програма.pdf'): FormData {
  const form = new FormData();
  for (let i = 0; i < count; i++)
    form.append(field, new Blob(['%PDF-1.4\n% Градина\n'], { type: 'application/pdf' }), name);
  return form;
}

/** A temporary upload of the signed-in user (its id is what DELETE /api/files/{id} takes). */
export async function uploadedTempFile(token: string): Promise<string> {
  const reply = await call('POST', '/api/files/temp/upload', { token, body: pdfUpload() });
  if (reply.status !== 200) throw new Error(`upload failed: ${JSON.stringify(reply.body)}`);
  return (reply.body as { id: string }).id;
}

export const examples = {
  'files.uploadTemp': () => ({ body: pdfUpload() }),
  'files.uploadTempFile': () => ({ body: pdfUpload() }),
  'files.uploadTempMultiple': () => ({ body: pdfUpload('files', 2) }),
  // Only the uploader's own temporary file can be removed: it is uploaded with the caller's token.
  'files.deleteTemp': () => ({
    path: { id: crypto.randomUUID() },
    asCaller: async ({ token }) => ({ path: { id: await uploadedTempFile(token) } }),
  }),
  'files.uploadAvatar': () => ({ body: { data: tinyPng, fileName: 'снимка.png' } }),
  'files.avatar': async () => ({ path: { userId: await officialWithAvatar() } }),
  'files.deleteAvatar': () => ({
    asCaller: async ({ token }) => {
      const reply = await call('POST', '/api/Files/avatars', { token, body: { data: tinyPng } });
      if (reply.status !== 200) throw new Error(`avatar not uploaded: ${JSON.stringify(reply.body)}`);
      return {};
    },
  }),
} satisfies RouteExamples;
