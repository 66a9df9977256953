import { z } from 'zod';
import { saveReply } from '../../schemas/common';
import { type RouteDef, signedIn } from '../route';
import { idField } from './identity-access';

/** Avatars: at most 2 MB, PNG, JPEG or WebP (checked by their first bytes, not by the name). */
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg', 'image/webp'];

export const filesRoutes = [
  {
    id: 'files.uploadAvatar',
    method: 'POST',
    path: '/api/Files/avatars',
    area: 'files',
    permission: signedIn,
    request: {
      body: z.object({
        /** Base64, optionally as a data URL (`data:image/png;base64,...`). */
        data: z.string().min(1).meta({ title: 'Снимка' }),
        fileName: z.string().trim().max(255).optional().meta({ title: 'Име на файла' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ avatarPath: z.string().nullable() }) },
    summary:
      'Качва снимката на влезлия потребител (base64, до 2 MB, PNG/JPEG/WebP); връща новия avatarPath (добавено от продукта)',
  },
  {
    id: 'files.avatar',
    method: 'GET',
    path: '/api/Files/avatars/{userId}',
    area: 'files',
    permission: signedIn,
    request: { path: z.object({ userId: idField('Потребител') }) },
    reply: { kind: 'file', contentTypes: avatarContentTypes },
    summary:
      'Снимката на потребител (ETag, Cache-Control private): за него самия и за потребители от обща детска градина',
  },
  {
    id: 'files.deleteAvatar',
    method: 'DELETE',
    path: '/api/Files/avatars',
    area: 'files',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: saveReply },
    summary: 'Премахва снимката на влезлия потребител (добавено от продукта)',
  },
] as const satisfies readonly RouteDef[];
