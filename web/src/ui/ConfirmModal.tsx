import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FailureAlert } from './result-message';

/**
 * "Are you sure?" before an action that cannot be undone (a delete unless `confirmLabel` names another):
 * Отказ / the red confirm button, the server's refusal shown inside. With `reason`, the action needs a
 * reason typed first (kept with what it confirms): the confirm button waits for it and hands it over trimmed.
 */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  error?: string | null;
  onCancel: () => void;
  /** `reason`: the trimmed reason when `reason` is asked, else empty. */
  onConfirm: (reason: string) => void;
  testId: string;
  zIndex?: number;
  /** The confirm button's text when the action is not a plain delete (e.g. "Свали"). */
  confirmLabel?: string;
  /** The confirm button's colour when the action is a warning, not a delete (default red). */
  confirmColor?: string;
  /** A required reason's field (test id `<testId>-reason`). */
  reason?: { label: string; maxLength?: number };
}) {
  const [reason, setReason] = useState('');
  const missing = props.reason !== undefined && reason.trim().length === 0;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      centered
      zIndex={props.zIndex}
      closeButtonProps={{ 'aria-label': 'Затвори' }}
    >
      <Stack data-testid={`${props.testId}-modal`}>
        <Text>{props.children}</Text>
        {props.reason && (
          <Textarea
            label={props.reason.label}
            withAsterisk
            autosize
            minRows={2}
            maxLength={props.reason.maxLength}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid={`${props.testId}-reason`}
          />
        )}
        <FailureAlert text={props.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Отказ
          </Button>
          <Button
            color={props.confirmColor ?? 'red'}
            disabled={missing}
            loading={props.pending}
            onClick={() => props.onConfirm(props.reason ? reason.trim() : '')}
            data-testid={`${props.testId}-confirm`}
          >
            {props.confirmLabel ?? 'Изтрий'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
