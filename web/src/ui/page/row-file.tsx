import { Button, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A file that each row of a list opens (a payment's receipt, a refund's РКО): the row's button waits while
 * its own file is on the way, and `failure` is the last refusal, for the page to say under the list.
 *
 * ```tsx
 * const receipt = useRowFile((paymentId) => callApi('payments.paymentReceipt', { path: { paymentId } }));
 * rowActions={(p) => receipt.button(p.id, 'Разписка', { testId: 'payment-receipt' })}
 * ```
 */
export function useRowFile(run: (id: string) => Promise<unknown>) {
  const file = useMutation({ mutationFn: run });
  const button = (
    id: string,
    label: ReactNode,
    {
      testId,
      size = 'xs',
      variant = 'light',
      ariaLabel,
    }: Pick<ButtonProps, 'size' | 'variant'> & { testId: string; ariaLabel?: string },
  ) => (
    <Button
      size={size}
      variant={variant}
      loading={file.isPending && file.variables === id}
      onClick={() => file.mutate(id)}
      aria-label={ariaLabel}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return { button, failure: file.isError ? file.error : undefined };
}
