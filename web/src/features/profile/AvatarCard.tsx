import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import type { UserData } from '../../app/auth/user-data';
import { useAvatarUrl } from '../../app/layout/useAvatar';
import { saveErrorText } from '../../ui/forms/form-errors';
import { initials } from '../../ui/person';
import { FailureAlert } from '../../ui/result-message';
import { notify } from './notify';
import { useRefreshProfile } from './queries';

/** What the avatar route accepts (files.uploadAvatar: PNG, JPEG or WebP up to 2 MB). */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'];
export const avatarMaxBytes = 2 * 1024 * 1024;

export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!avatarTypes.includes(file.type)) return 'Снимката трябва да е във формат PNG, JPEG или WebP.';
  if (file.size > avatarMaxBytes) return 'Снимката трябва да е по-малка от 2048KB.';
  return undefined;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Файлът не може да бъде прочетен.'));
    reader.readAsDataURL(file);
  });
}

/** The user's picture: choose a file, see it before saving, save or remove it. */
export function AvatarCard({ user }: { user: UserData }) {
  const current = useAvatarUrl(user.id, user.avatarPath);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const refresh = useRefreshProfile();
  const upload = useMutation({
    mutationFn: async (f: File) =>
      callApi('files.uploadAvatar', { body: { data: await readAsDataUrl(f), fileName: f.name } }),
    onSuccess: async (reply) => {
      if (!reply.isSuccessful) {
        setProblem(reply.errorMessage || 'Снимката не беше запазена.');
        return;
      }
      setFile(null);
      await refresh();
      notify('Снимка', 'Снимката е запазена.');
    },
    onError: (error) => setProblem(saveErrorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => callApi('files.deleteAvatar'),
    onSuccess: async () => {
      await refresh();
      notify('Снимка', 'Снимката е премахната.');
    },
    onError: (error) => setProblem(saveErrorText(error)),
  });

  return (
    <Stack gap="md" data-testid="profile-avatar">
      <Group gap="lg" align="center">
        <Avatar
          src={preview ?? current}
          size={96}
          radius={96}
          color="garden"
          variant="filled"
          alt={preview ? 'Новата снимка' : 'Снимката ви'}
          data-testid="profile-avatar-image"
        >
          {initials(user.firstName, user.lastName)}
        </Avatar>
        <Stack gap={6}>
          <Group gap="sm">
            <FileButton
              accept={avatarTypes.join(',')}
              onChange={(f) => {
                upload.reset();
                const p = f ? avatarProblem(f) : undefined;
                setProblem(p);
                setFile(p ? null : f);
              }}
            >
              {(props) => (
                <Button variant="default" {...props} data-testid="profile-avatar-choose">
                  Избери снимка
                </Button>
              )}
            </FileButton>
            {file && (
              <Button
                onClick={() => upload.mutate(file)}
                loading={upload.isPending}
                data-testid="profile-avatar-save"
              >
                Запази снимката
              </Button>
            )}
            {file && (
              <Button variant="subtle" onClick={() => setFile(null)} data-testid="profile-avatar-cancel">
                Откажи
              </Button>
            )}
            {!file && user.avatarPath && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => remove.mutate()}
                loading={remove.isPending}
                data-testid="profile-avatar-remove"
              >
                Премахни снимката
              </Button>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            PNG, JPEG или WebP, до 2 MB. Снимката виждат потребителите от вашата детска градина.
          </Text>
        </Stack>
      </Group>
      <FailureAlert text={problem} testId="profile-avatar-error" />
    </Stack>
  );
}
