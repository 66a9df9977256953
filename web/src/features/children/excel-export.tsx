import { Alert, Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';

/**
 * A list's "Експорт в Excel" of what its filters show (the children's and the parents' lists): the button
 * for the page header and the failure's line under it. Test ids `<testId>` and `<testId>-error`.
 */
export function useExcelExport(download: () => Promise<unknown>, testId: string) {
  const file = useMutation({ mutationFn: download });
  return {
    button: (
      <Button variant="default" onClick={() => file.mutate()} loading={file.isPending} data-testid={testId}>
        Експорт в Excel
      </Button>
    ),
    error: file.isError && (
      <Alert color="red" role="alert" data-testid={`${testId}-error`}>
        {file.error.message}
      </Alert>
    ),
  };
}
