import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

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
  reason: {
    label: string;
    description?: string;
    required?: boolean;
    value: string;
    onChange: (value: string) => void;
    /** The API's refusal, under the reason. */
    error?: string;
    testId: string;
  };
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
