import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../api/client';

/**
 * A group over its capacity (issue #24, point 11): the API answers an enrolment or a move into a full group
 * with a 409 naming `overCapacityReason` and the numbers („Групата е пълна: 22 от 22 места“); the director
 * may confirm with a reason, which is kept with the stay.
 */
export const isOverCapacity = (e: unknown) =>
  isApiError(e) && e.status === 409 && e.errors[0]?.field === 'overCapacityReason';

export function OverCapacityModal(props: {
  /** The 409's message; the modal is open while there is one. */
  message: string | null;
  pending: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const missing = reason.trim().length === 0;
  return (
    <Modal
      opened={props.message !== null}
      onClose={props.onCancel}
      title="Групата е пълна"
      centered
      closeButtonProps={{ 'aria-label': 'Затвори' }}
    >
      <Stack data-testid="over-capacity-modal">
        <Text>{props.message}</Text>
        <Textarea
          label="Причина за записване над капацитета"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="over-capacity-reason"
        />
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
            color="orange"
            disabled={missing}
            loading={props.pending}
            onClick={() => props.onConfirm(reason.trim())}
            data-testid="over-capacity-confirm"
          >
            Запиши над капацитета
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
