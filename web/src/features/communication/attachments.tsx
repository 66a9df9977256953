import {
  attachmentExtensions,
  attachmentMaxBytes,
  attachmentsPerUpload,
} from '@gradina/shared/manifest/routes/files';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { ListError } from '../../ui/fields/ListError';
import { fileSize } from '../../ui/format/numbers';

export interface AttachmentValue {
  fileKey: string;
  fileName: string;
  size: number;
}

const accept = attachmentExtensions.map((e) => `.${e}`).join(',');

/**
 * Files of a message being written: each is uploaded at once (so a large one shows its progress and a refused
 * one its reason), listed with its size, and can be taken off before sending.
 */
export function AttachmentsInput({
  value,
  onChange,
}: {
  value: AttachmentValue[];
  onChange: (next: AttachmentValue[]) => void;
}) {
  const [error, setError] = useState<string>();
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const added: AttachmentValue[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        const saved = await callApi('files.uploadTemp', { body: form });
        added.push({ fileKey: saved.id, fileName: saved.fileName, size: saved.size });
      }
      return added;
    },
    onSuccess: (added) => onChange([...value, ...added]),
    onError: (e) => setError(e instanceof Error ? e.message : 'Файлът не беше качен.'),
  });

  const pick = (files: File[]) => {
    setError(undefined);
    if (value.length + files.length > attachmentsPerUpload)
      return setError(`Може да прикачите най-много ${attachmentsPerUpload} файла.`);
    const tooBig = files.find((f) => f.size > attachmentMaxBytes);
    if (tooBig) return setError(`Файлът „${tooBig.name}“ е по-голям от ${fileSize(attachmentMaxBytes)}.`);
    upload.mutate(files);
  };

  const remove = (fileKey: string) => {
    onChange(value.filter((a) => a.fileKey !== fileKey));
    // The upload would expire in a day anyway; removing it now is tidier.
    void callApi('files.deleteTemp', { path: { id: fileKey } }).catch(() => undefined);
  };

  return (
    <Stack gap={6} data-testid="attachments-input">
      <Group gap="xs">
        <FileButton onChange={pick} multiple accept={accept}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={upload.isPending}
              disabled={value.length >= attachmentsPerUpload}
              data-testid="attachments-add"
            >
              Прикачи файлове
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          До {attachmentsPerUpload} файла, всеки до {fileSize(attachmentMaxBytes)}: PDF, Word, Excel,
          PowerPoint, OpenDocument, текст и изображения.
        </Text>
      </Group>
      {value.map((a) => (
        <Group key={a.fileKey} gap="xs" data-testid="attachment-pending">
          <Text fz="sm">
            📎 {a.fileName}{' '}
            <Text span fz="xs" c="dimmed">
              ({fileSize(a.size)})
            </Text>
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={`Премахни ${a.fileName}`}
            onClick={() => remove(a.fileKey)}
            data-testid="attachment-remove"
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <ListError text={error} testId="attachments-error" />
    </Stack>
  );
}

/** A message's files as download buttons (the API checks the reader may open the message). */
export function AttachmentList({
  messageId,
  attachments,
}: {
  messageId: string;
  attachments: { fileKey: string; fileName: string; size: number }[];
}) {
  const download = useMutation({
    mutationFn: (fileKey: string) =>
      callApi('communication.messageAttachment', { path: { id: messageId, fileKey } }),
  });
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} data-testid="message-attachments">
      <Text fz="sm" fw={600}>
        Прикачени файлове
      </Text>
      {attachments.map((a) => (
        <Group key={a.fileKey} gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => download.mutate(a.fileKey)}
            loading={download.isPending && download.variables === a.fileKey}
            data-testid="message-attachment"
          >
            📎 {a.fileName}
          </Button>
          <Text fz="xs" c="dimmed">
            {fileSize(a.size)}
          </Text>
        </Group>
      ))}
      <ListError
        text={
          download.isError &&
          (download.error instanceof Error ? download.error.message : 'Файлът не беше изтеглен.')
        }
      />
    </Stack>
  );
}
