import { Alert, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { useKindergartenId } from '../../../app/auth/user-data';
import { Loading } from '../../../ui/Loading';
import { PageHeader } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { ParentOverpayments } from '../overpayments/ParentOverpayments';
import { PaidFees } from './PaidFees';
import { PaymentOutcome } from './PaymentOutcome';
import { UnpaidFees } from './UnpaidFees';

/**
 * `/activities/parents/fees`: a parent's children's activity fees. Unpaid ones are paid online (card, ePay
 * account, EasyPay code), paid ones open their receipt; back from ePay (`?payment=`) the outcome is shown.
 * Another fees page reuses it with its own title and a block of its own for the chosen child (`extra`).
 */
export function ParentFeesPage({
  title = 'Такси за допълнителни дейности',
  extra,
}: {
  title?: string;
  extra?: (kindergartenId: string, studentId: string) => ReactNode;
} = {}) {
  const kindergartenId = useKindergartenId() ?? '';
  const [params, setParams] = useSearchParams();
  // The children the caller may act for (a parent's own), as the attendance requests offer them.
  const children = useRouteQuery(
    'attendance.requestChildren',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const paymentId = params.get('payment');
  const studentId = params.get('child') ?? children.data?.[0]?.id ?? '';

  if (!kindergartenId) return <Alert color="yellow">Таксите се виждат в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={900} data-testid="parent-fees-page">
      <PageHeader title={title} />
      {paymentId && <PaymentOutcome kindergartenId={kindergartenId} paymentId={paymentId} />}
      {children.isError ? (
        <QueryError error={children.error} onRetry={() => children.refetch()} />
      ) : !children.data ? (
        <Loading />
      ) : children.data.length === 0 ? (
        <Text c="dimmed">Нямате деца в тази детска градина.</Text>
      ) : (
        <>
          <Select
            label="Дете"
            data={children.data.map((c) => ({ value: c.id, label: c.name }))}
            value={studentId}
            onChange={(v) => {
              if (!v) return;
              const next = new URLSearchParams(params);
              next.set('child', v);
              setParams(next);
            }}
            allowDeselect={false}
            maw={360}
            data-testid="parent-fees-child"
          />
          <UnpaidFees key={studentId} kindergartenId={kindergartenId} studentId={studentId} />
          <ParentOverpayments kindergartenId={kindergartenId} studentId={studentId} />
          <PaidFees kindergartenId={kindergartenId} studentId={studentId} />
          {extra?.(kindergartenId, studentId)}
        </>
      )}
    </Stack>
  );
}
