import { Button, Table } from '@mantine/core';

/** A row's last cell: its save button (the row is saved on its own), for who may edit; empty otherwise. */
export function RowSaveCell({
  canEdit,
  label,
  pending,
  disabled,
  onSave,
  testId,
}: {
  canEdit: boolean;
  label: string;
  pending: boolean;
  disabled: boolean;
  onSave: () => void;
  testId: string;
}) {
  return (
    <Table.Td>
      {canEdit && (
        <Button size="xs" loading={pending} disabled={disabled} onClick={onSave} data-testid={testId}>
          {label}
        </Button>
      )}
    </Table.Td>
  );
}
