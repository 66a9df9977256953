import { isApiError } from '../../../api/client';
import { ConfirmModal } from '../../../ui/ConfirmModal';

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
  return (
    <ConfirmModal
      opened={props.message !== null}
      title="Групата е пълна"
      pending={props.pending}
      error={props.error}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
      testId="over-capacity"
      confirmLabel="Запиши над капацитета"
      confirmColor="orange"
      reason={{ label: 'Причина за записване над капацитета', maxLength: 500 }}
    >
      {props.message}
    </ConfirmModal>
  );
}
