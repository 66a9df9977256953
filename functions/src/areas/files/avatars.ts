import { Role } from '@gradina/shared';
import { avatarMaxBytes } from '@gradina/shared/manifest/routes/files';
import { rolesWithoutKindergarten, userPartition } from '../../platform/auth/session-context';
import { isConditionFailure, updateItem } from '../../platform/db/item';
import { keys } from '../../platform/db/keys';
import { download, remove, upload } from '../../platform/files/s3';
import { ApiError, invalidField, notFound } from '../../platform/http/errors';
import { type FileReply, fileReply, saved } from '../../platform/http/replies';
import type { SessionContext } from '../../platform/http/session';
import { decodeBase64Limited, etagOf, extensionOf, type ImageType, matchesEtag, sniffImage } from './images';

export const noAvatarMessage = 'Няма качена снимка.';
export const avatarTooLargeMessage = 'Снимката е по-голяма от 2 MB.';
export const avatarTypeMessage = 'Снимката трябва да е изображение PNG, JPEG или WebP.';

/** Browsers may keep an avatar an hour; the path carries a version, so a new one shows at once. */
export const avatarCacheSeconds = 3600;

export const avatarKey = (userId: string) => `avatars/${userId}`;
export const avatarPathOf = (userId: string, etag: string) =>
  `/api/Files/avatars/${userId}?v=${etag.slice(0, 12)}`;

/**
 * `POST /api/Files/avatars`: the signed-in user's own picture, as base64 JSON. At most 2 MB; PNG, JPEG or
 * WebP by the file's first bytes. Stored in S3 under `avatars/<userId>`; the profile gets the new
 * `avatarPath` (with a version, so caches never show the old one) and the ETag.
 */
export async function uploadAvatar(session: SessionContext, body: { data: string; fileName?: string }) {
  const decoded = decodeBase64Limited(body.data, avatarMaxBytes);
  if (!decoded) throw invalidField('data', 'Полето "Снимка" трябва да е файл, кодиран в base64.');
  if ('tooLarge' in decoded) throw new ApiError(413, 'payload_too_large', avatarTooLargeMessage);
  const type = sniffImage(decoded.bytes);
  if (!type) throw invalidField('data', avatarTypeMessage);
  const etag = etagOf(decoded.bytes);
  await upload('files', avatarKey(session.userId), decoded.bytes, {
    contentType: type,
    cacheSeconds: avatarCacheSeconds,
  });
  const avatarPath = avatarPathOf(session.userId, etag);
  await updateItem(
    keys.user(session.userId),
    {
      set: {
        avatarPath,
        avatarEtag: etag,
        avatarContentType: type,
        avatarSize: decoded.bytes.length,
        avatarUpdatedAt: new Date().toISOString(),
      },
    },
    { exists: true },
  );
  return { ...saved(session.userId), avatarPath };
}

/** `DELETE /api/Files/avatars`: the signed-in user's picture goes; its path becomes null. No picture: 404. */
export async function deleteAvatar(session: SessionContext) {
  try {
    await updateItem(
      keys.user(session.userId),
      {
        set: { avatarPath: null },
        remove: ['avatarEtag', 'avatarContentType', 'avatarSize', 'avatarUpdatedAt'],
      },
      { expression: 'attribute_exists(#etag)', names: { '#etag': 'avatarEtag' } },
    );
  } catch (e) {
    if (isConditionFailure(e)) throw notFound(noAvatarMessage);
    throw e;
  }
  await remove('files', avatarKey(session.userId));
  return saved(session.userId);
}

/**
 * Who may see whose picture: one's own; anyone's who shares a kindergarten with one (the session's
 * kindergarten is checked first, so usually no read of the caller's memberships is needed); the pictures
 * of MON, municipality and platform staff, who write to everyone; and Master, who manages accounts.
 */
async function maySee(
  session: SessionContext,
  target: { user: Record<string, unknown>; memberships: { kindergartenId: string }[] },
): Promise<boolean> {
  if (String(target.user.id) === session.userId || session.role === Role.Master) return true;
  if (rolesWithoutKindergarten.has(Number(target.user.baseRole) as Role)) return true;
  const theirs = new Set(target.memberships.map((m) => m.kindergartenId));
  if (session.kindergartenId && theirs.has(session.kindergartenId)) return true;
  const mine = await userPartition(session.userId);
  return (mine?.memberships ?? []).some((m) => theirs.has(m.kindergartenId));
}

export interface AvatarAnswer {
  file: FileReply;
  etag: string;
  notModified: boolean;
}

/**
 * `GET /api/Files/avatars/{userId}`: one Query of the user's partition decides existence and access (both
 * answer 404 alike, so ids reveal nothing); a matching If-None-Match answers 304 without reading S3.
 */
export async function readAvatar(
  session: SessionContext,
  userId: string,
  ifNoneMatch: string | undefined,
): Promise<AvatarAnswer> {
  const target = await userPartition(userId);
  const etag = target?.user.avatarEtag as string | undefined;
  if (!target || !etag || !(await maySee(session, target))) throw notFound(noAvatarMessage);
  const type = (target.user.avatarContentType as ImageType | undefined) ?? 'image/png';
  const fileName = `avatar.${extensionOf(type) ?? 'png'}`;
  if (matchesEtag(ifNoneMatch, etag))
    return { etag, notModified: true, file: fileReply(fileName, type, Buffer.alloc(0)) };
  const stored = await download('files', avatarKey(userId));
  if (!stored) throw notFound(noAvatarMessage);
  return {
    etag: etagOf(stored.body),
    notModified: false,
    file: fileReply(fileName, type, stored.body, { disposition: 'inline', cacheSeconds: avatarCacheSeconds }),
  };
}
