import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiReply } from '../../../api/routes';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { saveErrorText } from '../../../ui/forms/form-errors';
import type { Msg } from '../../../ui/result-message';
import { invalidateFees } from './queries';

type MonthRoute =
  | 'payments.generateProformaInvoices'
  | 'payments.notifyFees'
  | 'payments.generateKindergartenFees';

/**
 * An action on a month's fees (generate them, tell the parents), asked first in a confirm modal; its
 * outcome goes to the page's result line and every fee view is read again.
 */
export function useMonthAction<Id extends MonthRoute>(options: {
  run: () => Promise<ApiReply<Id>>;
  done: (reply: ApiReply<Id>) => string;
  msg: Msg;
  title: string;
  confirmLabel: string;
  testId: string;
  /** What the action makes stale (the activity fees unless told). */
  refresh?: (client: QueryClient) => Promise<unknown>;
}) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const action = useMutation({
    mutationFn: options.run,
    onSuccess: async (reply) => {
      setConfirming(false);
      options.msg.ok(options.done(reply));
      await (options.refresh ?? invalidateFees)(client);
    },
  });
  const modal = (question: string): ReactNode => (
    <ConfirmModal
      opened={confirming}
      title={options.title}
      pending={action.isPending}
      error={action.error ? saveErrorText(action.error) : null}
      onCancel={() => setConfirming(false)}
      onConfirm={() => action.mutate()}
      confirmLabel={options.confirmLabel}
      testId={options.testId}
    >
      {question}
    </ConfirmModal>
  );
  return { ask: () => setConfirming(true), modal };
}
