import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** The reason's field of a `ReasonModal`. */
export interface ReasonField {
  label: string;
  description?: string;
  required?: boolean;
  /** The API's refusal, under the reason. */
  error?: string;
  testId: string;
}

/**
 * A refusal that takes a written reason (a request rejected, a note annulled): what it is about, the reason
 * (up to 500 characters; `required` marks it), „Откажи" and the red button that acts. The page keeps the
 * reason's text, since it sends it with the action.
 */
export function ReasonModal({
  opened,
  onClose,
  title,
  children,
  reason,
  action,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is refused, above the reason. */
  children?: ReactNode;
  reason: ReasonField & { value: string; onChange: (value: string) => void };
  action: { label: string; pending: boolean; onClick: () => void; testId: string };
  /** The modal's own test id, where a test looks for it. */
  testId?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Затвори' }}
      data-testid={testId}
    >
      <Stack gap="md">
        {children && <Text>{children}</Text>}
        <Textarea
          label={reason.label}
          description={reason.description}
          withAsterisk={reason.required}
          value={reason.value}
          onChange={(e) => reason.onChange(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          error={reason.error}
          data-testid={reason.testId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Откажи
          </Button>
          <Button color="red" loading={action.pending} onClick={action.onClick} data-testid={action.testId}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ReasonAskOptions<T> {
  title: string;
  reason: ReasonField;
  /** The modal's red button; the row's button that asks has the same words. */
  action: { label: string; testId: string };
  /** The page's mutation: the item with the reason as typed. */
  send: (item: T, reason: string) => void;
  pending: boolean;
  /** What is refused, above the reason. */
  about?: (item: T) => ReactNode;
  /** Runs when a row's button asks (the page clears its last result and the mutation's failure). */
  onAsk?: () => void;
  testId?: string;
}

/**
 * A row's refusal with a reason (a request rejected, a note annulled): the item asked about and the reason
 * typed are kept here; `button` is the row's red button that asks, `modal` the `ReasonModal` to render once,
 * `close` what the mutation's success calls.
 *
 * ```tsx
 * const reject = useMutation({ …, onSuccess: () => rejecting.close() });
 * const rejecting = useReasonAsk<Application>({ title: 'Отхвърляне на заявка', reason: { label: 'Причина',
 *   testId: 'application-reason' }, action: { label: 'Отхвърли', testId: 'application-reject-confirm' },
 *   send: (a, reason) => reject.mutate({ a, reason }), pending: reject.isPending });
 * rowActions={(a) => rejecting.button(a, 'application-reject')}
 * ```
 */
export function useReasonAsk<T>(options: ReasonAskOptions<T>) {
  const [item, setItem] = useState<T>();
  const [reason, setReason] = useState('');
  const ask = (of: T) => {
    options.onAsk?.();
    setReason('');
    setItem(of);
  };
  const close = () => setItem(undefined);
  return {
    ask,
    close,
    button: (of: T, testId: string) => (
      <Button size="xs" variant="subtle" color="red" onClick={() => ask(of)} data-testid={testId}>
        {options.action.label}
      </Button>
    ),
    modal: (
      <ReasonModal
        opened={item !== undefined}
        onClose={close}
        title={options.title}
        reason={{ ...options.reason, value: reason, onChange: setReason }}
        action={{
          ...options.action,
          pending: options.pending,
          onClick: () => item !== undefined && options.send(item, reason),
        }}
        testId={options.testId}
      >
        {item !== undefined && options.about?.(item)}
      </ReasonModal>
    ),
  };
}
