import { Alert, Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { callApi } from '../../../api/client';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { QueryError } from '../../../ui/QueryError';
import { isStaleEdit, StaleEditModal } from '../../../ui/StaleEditModal';
import { decodeContent, saveFailure } from '../common';
import {
  type TitleAndContent,
  TitleAndContentFields,
  titleAndContentBody,
  titleAndContentLabels,
} from '../title-and-content';
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

interface BoardValues extends TitleAndContent {
  groupIds: string[];
}

/** Adds or edits a board message: title, rich text and, when the kindergarten allows it, the groups. */
export function BoardMessageForm({
  message,
  groups,
  groupMessages,
  onClose,
  onSaved,
}: BoardMessageFormProps) {
  // The version this form edits: a save of an older one than the stored answers 409 and offers a reload.
  const [version, setVersion] = useState(message?.version);
  const { form, toBody, formError, setFormError } = useManifestForm<
    BoardValues,
    'communication.saveBoardMessage'
  >('communication.saveBoardMessage', {
    labels: titleAndContentLabels,
    toBody: (v) => ({
      id: message?.id ?? null,
      ...titleAndContentBody(v),
      // Without the feature an edit keeps the message's groups: the server then refuses rather than
      // silently showing a group's message to the whole kindergarten.
      groupIds: groupMessages ? v.groupIds : (message?.groupIds ?? []),
    }),
    defaultValues: {
      title: message?.title ?? '',
      content: message ? decodeContent(message.content) : '',
      groupIds: message?.groupIds ?? [],
    },
  });
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
      form.reset({ title: latest.title, content: decodeContent(latest.content), groupIds: latest.groupIds });
      setVersion(latest.version);
      setFormError(undefined);
    },
  });

  const save = useMutation({
    mutationFn: (values: BoardValues) =>
      callApi('communication.saveBoardMessage', {
        body: { ...toBody(values), ...(message ? { version } : {}) },
      }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return setFormError(failure);
      onSaved();
    },
    onError: (error) => setStale(isStaleEdit(error)),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={message ? 'Редакция на съобщение от таблото' : 'Ново съобщение на таблото'}
    >
      <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate data-testid="board-form">
        <Stack>
          <TitleAndContentFields form={form} testId="board-form" />
          {groupMessages && groups.length > 0 && (
            <Controller
              control={form.control}
              name="groupIds"
              render={({ field }) => (
                <MultiSelect
                  label="Групи"
                  description="Оставете празно, за да го видят всички в детската градина."
                  data={groups}
                  value={field.value}
                  onChange={field.onChange}
                  searchable
                  clearable
                  placeholder={field.value.length === 0 ? 'Цялата детска градина' : undefined}
                  data-testid="board-form-groups"
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
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
