import { OnlinePaymentStatus } from '@gradina/shared';
import { Alert, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouteQuery } from '../../../api/query';
import { QueryError } from '../../../ui/QueryError';
import { money, outcomeOf, outcomePolls, outcomeTexts } from './pay';
import { invalidateParentFees } from './queries';

const colors = { paid: 'green', refused: 'red', waiting: 'blue', overpaid: 'orange' } as const;

/**
 * The outcome after ePay sends the parent back (`?payment=`): the payment's state as ePay's notification
 * left it, asked again every 2 s a few times while ePay has not confirmed yet.
 */
export function PaymentOutcome({ kindergartenId, paymentId }: { kindergartenId: string; paymentId: string }) {
  const client = useQueryClient();
  const state = useRouteQuery(
    'payments.epayRedirectResponse',
    { body: { kindergartenId, paymentId } },
    {
      refetchInterval: (q) =>
        q.state.data?.status === OnlinePaymentStatus.Waiting && q.state.dataUpdateCount < outcomePolls
          ? 2000
          : false,
    },
  );
  const status = state.data?.status;
  useEffect(() => {
    if (status !== undefined && status !== OnlinePaymentStatus.Waiting) void invalidateParentFees(client);
  }, [status, client]);
  if (state.isError) return <QueryError error={state.error} onRetry={() => state.refetch()} />;
  if (!state.data) return null;
  const outcome = outcomeOf(state.data.status);
  return (
    <Alert
      color={colors[outcome]}
      title={outcomeTexts[outcome]}
      data-testid="payment-outcome"
      data-outcome={outcome}
    >
      <Text size="sm">
        {state.data.providerName}: {money(state.data.totalCents)}
        {outcome === 'waiting' && '. Страницата ще се обнови, щом ePay потвърди плащането.'}
      </Text>
    </Alert>
  );
}
