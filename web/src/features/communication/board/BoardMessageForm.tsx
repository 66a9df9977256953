import { Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { useFormPage } from '../../../ui/page';
import { decodeContent } from '../common';
import { FormButtons } from '../message-form-card';
import {
  type TitleAndContent,
  TitleAndContentFields,
  titleAndContentBody,
  titleAndContentLabels,
} from '../title-and-content';
import type { BoardItem } from './board-data';

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
  /** The version this form edits: a save of an older one than the stored answers 409 and offers a reload. */
  version?: number;
}

const valuesOf = (m: BoardItem): BoardValues => ({
  title: m.title,
  content: decodeContent(m.content),
  groupIds: m.groupIds,
  version: m.version,
});

/** Adds or edits a board message: title, rich text and, when the kindergarten allows it, the groups. */
export function BoardMessageForm({
  message,
  groups,
  groupMessages,
  onClose,
  onSaved,
}: BoardMessageFormProps) {
  // The edited message's values as the board stores them now: "Презареди" of a stale save reads the board
  // again. Only a change of these values refills the form (not the order or the seen mark).
  const stored = useRouteQuery('communication.boardMessages', undefined, {
    enabled: message !== null,
    refetchOnMount: false,
    select: (board) => {
      const latest = board.result.find((m) => m.id === message?.id);
      return latest ? valuesOf(latest) : null;
    },
  });
  const page = useFormPage<BoardValues, 'communication.saveBoardMessage', BoardValues | null>(
    'communication.saveBoardMessage',
    {
      spec: {
        labels: { ...titleAndContentLabels, groupIds: 'Групи' },
        toBody: (v) => ({
          id: message?.id ?? null,
          ...titleAndContentBody(v),
          // Without the feature an edit keeps the message's groups: the server then refuses rather than
          // silently showing a group's message to the whole kindergarten.
          groupIds: groupMessages ? v.groupIds : (message?.groupIds ?? []),
          ...(message ? { version: v.version } : {}),
        }),
        defaultValues: message ? valuesOf(message) : { title: '', content: '', groupIds: [] },
      },
      record: message ? { query: stored, toValues: (v) => v ?? valuesOf(message) } : undefined,
      back: '',
      onSaved,
    },
  );
  // Deleted meanwhile: nothing left to edit.
  const gone = message !== null && stored.isSuccess && stored.data === null;
  useEffect(() => {
    if (gone) onClose();
  }, [gone, onClose]);

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={message ? 'Редакция на съобщение от таблото' : 'Ново съобщение на таблото'}
    >
      <form onSubmit={page.submit} noValidate data-testid="board-form">
        <Stack>
          <TitleAndContentFields form={page} testId="board-form" />
          {groupMessages && groups.length > 0 && (
            <Field.MultiSelect
              form={page}
              name="groupIds"
              description="Оставете празно, за да го видят всички в детската градина."
              data={groups}
              placeholder={page.form.watch('groupIds').length === 0 ? 'Цялата детска градина' : undefined}
              testId="board-form-groups"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <FormButtons
            error={page.formError}
            saving={page.saving}
            saveTestId="board-form-save"
            cancel={onClose}
          />
        </Stack>
      </form>
      {page.staleModal}
    </Modal>
  );
}
