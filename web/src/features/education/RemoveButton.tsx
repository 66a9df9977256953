import { Button } from '@mantine/core';

/** „Премахни“ at the end of an edited list's row (a plan's own topic, a programme's area): red, subtle, small. */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="xs" variant="subtle" color="red" onClick={onClick}>
      Премахни
    </Button>
  );
}
