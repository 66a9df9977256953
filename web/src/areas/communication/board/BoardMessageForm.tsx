import { Alert, Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { decodeContent, saveFailure } from '../common';
import { toHtml } from '../RichTextInput';
import { TitleAndContentFields, titleAndContentErrors } from '../title-and-content';
import { type BoardItem, boardQuery } from './board-data';

export interface BoardMessageFormProps {
  /** The message being edited, or null for a new one. */
  message: BoardItem | null;
  groups: { value: string; label: string }[];
  /** Whether the kindergarten allows board messages to groups (MessageFeatureFlags.DashboardGroupMessages). */
  groupMessages: boolean;
  onClose: () => void;
  onSaved: () => void;
}

interface Errors {
  title?: string;
  content?: string;
  save?: string;
}

/** Adds or edits a board message: title, rich text and, when the kindergarten allows it, the groups. */
export function BoardMessageForm({
  message,
  groups,
  groupMessages,
  onClose,
  onSaved,
}: BoardMessageFormProps) {
  const [title, setTitle] = useState(message?.title ?? '');
  const [content, setContent] = useState(message ? decodeContent(message.content) : '');
  const [groupIds, setGroupIds] = useState<string[]>(message?.groupIds ?? []);
  const [errors, setErrors] = useState<Errors>({});
  // The version this form edits: a save of an older one than the stored answers 409 and offers a reload.
  const [version, setVersion] = useState(message?.version);
  const [stale, setStale] = useState(false);
  const client = useQueryClient();

  const reload = useMutation({
    mutationFn: () => client.fetchQuery({ ...boardQuery(), staleTime: 0 }),
    onSuccess: (board) => {
      const latest = board.result.find((m) => m.id === message?.id);
      setStale(false);
      save.reset();
      // Deleted meanwhile: nothing left to edit.
      if (!latest) return onClose();
      setTitle(latest.title);
      setContent(decodeContent(latest.content));
      setGroupIds(latest.groupIds);
      setVersion(latest.version);
      setErrors({});
    },
  });

  const save = useMutation({
    mutationFn: () =>
      callApi('communication.saveBoardMessage', {
        body: {
          id: message?.id ?? null,
          title: title.trim(),
          content: toHtml(content.trim()),
          // Without the feature an edit keeps the message's groups: the server then refuses rather than
          // silently showing a group's message to the whole kindergarten.
          groupIds: groupMessages ? groupIds : (message?.groupIds ?? []),
          ...(message ? { version } : {}),
        },
      }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return setErrors({ save: failure });
      onSaved();
    },
    onError: (error) => setStale(isStaleEdit(error)),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      ...titleAndContentErrors(title, content),
    };
    setErrors(next);
    if (!next.title && !next.content) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={message ? 'Редакция на съобщение от таблото' : 'Ново съобщение на таблото'}
    >
      <form onSubmit={submit} noValidate data-testid="board-form">
        <Stack>
          <TitleAndContentFields
            title={title}
            onTitle={setTitle}
            content={content}
            onContent={setContent}
            errors={errors}
            testId="board-form"
          />
          {groupMessages && groups.length > 0 && (
            <MultiSelect
              label="Групи"
              description="Оставете празно, за да го видят всички в детската градина."
              data={groups}
              value={groupIds}
              onChange={setGroupIds}
              searchable
              clearable
              placeholder={groupIds.length === 0 ? 'Цялата детска градина' : undefined}
              data-testid="board-form-groups"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {errors.save && (
            <Alert color="red" variant="light" role="alert">
              {errors.save}
            </Alert>
          )}
          {save.isError && !isStaleEdit(save.error) && <QueryError error={save.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отказ
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="board-form-save">
              Запази
            </Button>
          </Group>
        </Stack>
      </form>
      <StaleEditModal
        opened={stale}
        message={save.error?.message}
        reloading={reload.isPending}
        reloadError={reload.error?.message}
        onReload={() => reload.mutate()}
        onCancel={() => setStale(false)}
      />
    </Modal>
  );
}
