import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * "Are you sure?" before an action that cannot be undone (a delete unless `confirmLabel` names another):
 * Отказ / the red confirm button, the server's refusal shown inside.
 */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
  zIndex?: number;
  /** The confirm button's text when the action is not a plain delete (e.g. "Свали"). */
  confirmLabel?: string;
}) {
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
        {props.error && (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Отказ
          </Button>
          <Button
            color="red"
            loading={props.pending}
            onClick={props.onConfirm}
            data-testid={`${props.testId}-confirm`}
          >
            {props.confirmLabel ?? 'Изтрий'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
