import { useEffect, useState } from 'react';
import { useRouteQuery } from '../../api/query';

/**
 * A user's avatar as an object URL (spec: `GET /api/Files/avatars/{userId}` when `avatarPath` is set). The
 * image is fetched with the token like every call, since an `<img src>` cannot send it; the URL is released
 * when the avatar changes or the component goes away. Undefined while there is none or it cannot be loaded,
 * so the initials show instead.
 */
export function useAvatarUrl(userId: string, avatarPath: string | null | undefined): string | undefined {
  // The stored path is part of the key, so a new picture is fetched at once.
  const avatar = useRouteQuery(
    'files.avatar',
    { path: { userId }, download: false },
    { revision: avatarPath ?? null, enabled: Boolean(avatarPath), staleTime: 30 * 60_000, retry: false },
  );
  const blob = avatar.data?.blob;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return avatarPath ? url : undefined;
}
