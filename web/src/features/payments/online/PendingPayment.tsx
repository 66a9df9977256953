import { PaymentMethod } from '@gradina/shared';
import { Badge, Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, isApiError } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { invalidateParentFees } from './queries';

type Pending = NonNullable<ApiReply<'payments.parentUnpaidFees'>['result'][number]['pendingPayment']>;

/**
 * A fee's payment in progress: the whole status on a badge that wraps (a narrow phone cut it to „ЧАКА ПО…"),
 * and for a payment on ePay's page „Откажи плащането" (issue #26): a parent back without paying frees the
 * fee at once instead of waiting for the payment to expire. An EasyPay code expires by itself.
 */
export function PendingPayment({ kindergartenId, pending }: { kindergartenId: string; pending: Pending }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const onPage = pending.method !== PaymentMethod.EasyPay;
  const abandon = useMutation({
    mutationFn: () =>
      callApi('payments.abandonPayment', { path: { id: pending.id }, body: { kindergartenId } }),
    onSuccess: async () => {
      setAsking(false);
      await invalidateParentFees(client);
    },
  });
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color="blue"
        variant="light"
        size="sm"
        tt="none"
        h="auto"
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        data-testid="pending-payment"
      >
        {onPage ? 'Чака потвърждение от ePay' : `Код за EasyPay ${pending.idn ?? ''}`}
      </Badge>
      {onPage && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => setAsking(true)}
          data-testid="abandon-payment"
        >
          Откажи плащането
        </Button>
      )}
      <ConfirmModal
        opened={asking}
        title="Отказ от плащането"
        pending={abandon.isPending}
        error={
          abandon.error
            ? isApiError(abandon.error)
              ? abandon.error.message
              : 'Плащането не беше отказано.'
            : null
        }
        onCancel={() => setAsking(false)}
        onConfirm={() => abandon.mutate()}
        confirmLabel="Откажи плащането"
        testId="abandon-payment"
      >
        Ако не сте платили на страницата на ePay, откажете плащането и таксата отново ще може да се плати. Ако
        вече сте платили, ePay ще потвърди плащането и то ще бъде отчетено.
      </ConfirmModal>
    </Stack>
  );
}
