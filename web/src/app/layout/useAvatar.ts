import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';

/** The cache key of a user's avatar; the avatar path is part of it, so a new picture is fetched at once. */
export function avatarQueryKey(userId: string, avatarPath: string | null | undefined) {
  return ['api', 'files.avatar', { path: { userId } }, avatarPath ?? null] as const;
}

/**
 * A user's avatar as an object URL (spec: `GET /api/Files/avatars/{userId}` when `avatarPath` is set). The
 * image is fetched with the token like every call, since an `<img src>` cannot send it; the URL is released
 * when the avatar changes or the component goes away. Undefined while there is none or it cannot be loaded,
 * so the initials show instead.
 */
export function useAvatarUrl(userId: string, avatarPath: string | null | undefined): string | undefined {
  const avatar = useQuery({
    queryKey: avatarQueryKey(userId, avatarPath),
    queryFn: ({ signal }) => callApi('files.avatar', { path: { userId }, signal, download: false }),
    enabled: Boolean(avatarPath),
    staleTime: 30 * 60_000,
    retry: false,
  });
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
