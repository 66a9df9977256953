import { Button, Group } from '@mantine/core';

/** A draft card's save: on the right, off until something was typed over, waiting while it saves. */
export function SaveEditsButton(props: {
  label: string;
  changed: number;
  pending: boolean;
  onSave: () => void;
  testId: string;
}) {
  return (
    <Group justify="flex-end">
      <Button
        variant="light"
        disabled={props.changed === 0}
        loading={props.pending}
        onClick={props.onSave}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
    </Group>
  );
}
