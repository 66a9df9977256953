import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

/**
 * A file the page downloads (an Excel twin of its table, an import file): the button with its wait, and the
 * refusal under it in the API's words. Test ids: `<testId>` and `<testId>-error`.
 *
 * ```tsx
 * <ExportButton label="Експорт в Excel" run={() => callApi('staff.exportStaff', { query })} testId="staff-export" />
 * ```
 */
export function ExportButton({
  label,
  run,
  testId,
}: {
  label: string;
  run: () => Promise<unknown>;
  testId: string;
}) {
  const file = useMutation({ mutationFn: run });
  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => file.mutate()} loading={file.isPending} data-testid={testId}>
        {label}
      </Button>
      {file.isError && (
        <Alert color="red" role="alert" data-testid={`${testId}-error`}>
          {file.error.message}
        </Alert>
      )}
    </Stack>
  );
}
