import { ActionIcon, Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * The buttons of a form's list of rows (a document's products, a product's conversions, a menu's weeks):
 * „Добави …" under the rows and the red bin at a row's end.
 *
 * ```tsx
 * <RemoveRowButton label="Премахни реда" disabled={lines.fields.length === 1} onClick={() => lines.remove(i)} />
 * <AddRowButton label="Добави продукт" onClick={() => lines.append(newLine())} testId="receipt-line-add" />
 * ```
 */
export function AddRowButton({
  label,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  /** The list is full (its schema's most rows). */
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      w="fit-content"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** A row's bin; `label` says what it removes (it has no text). */
export function RemoveRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} disabled={disabled} onClick={onClick} mb={4}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}
