import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ApiRouteId } from '../../../api/routes';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { FormFrame, type FormPageState } from '../../../ui/page';

/**
 * The frame of a document made from a preparation (a protocol, a voucher): "Преглед (PDF)" and the save show
 * once there are payments to settle; with none the user may only look. A preview's failure shows above the
 * buttons, as a save's does. Test ids: the frame's and `<testId>-preview`.
 */
export function SettlementFrame<V extends FieldValues, Id extends ApiRouteId>({
  page,
  saveLabel,
  settles,
  preview,
  testId,
  children,
}: {
  page: FormPageState<V, Id, never>;
  saveLabel: string;
  settles: boolean;
  /** Opens the printed document as it would be saved. */
  preview: () => Promise<unknown>;
  testId: string;
  children: ReactNode;
}) {
  const print = useMutation({ mutationFn: preview, onError: (e) => page.setFormError(saveErrorText(e)) });
  return (
    <FormFrame
      page={page}
      saveLabel={saveLabel}
      readOnly={!settles}
      testId={testId}
      extraActions={
        settles && (
          <Button
            variant="default"
            loading={print.isPending}
            onClick={() => {
              page.setFormError(undefined);
              print.mutate();
            }}
            data-testid={`${testId}-preview`}
          >
            Преглед (PDF)
          </Button>
        )
      }
    >
      {children}
    </FormFrame>
  );
}
