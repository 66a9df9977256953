import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePermissions } from '../../../app/auth/permissions';
import { useKindergartenId } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
import { PaymentsList } from './PaymentsList';

/**
 * A page of the kindergarten's payments of a month: the header with "Запиши плащане" for those who record
 * payments, and the list (`recordedByStaff`: only the cash receipts staff recorded).
 */
export function PaymentsPage({
  title,
  intro,
  recordedByStaff,
  outsideKindergarten,
  createTestId,
  actions,
  testId,
}: {
  title: string;
  intro: string;
  recordedByStaff: boolean;
  /** What the page says when no kindergarten is chosen. */
  outsideKindergarten: string;
  createTestId: string;
  actions?: ReactNode;
  testId: string;
}) {
  const { can } = usePermissions();
  if (!useKindergartenId()) return <Alert color="yellow">{outsideKindergarten}</Alert>;
  const create = '/activities/accounting/order/create';
  return (
    <ListPage
      title={title}
      intro={intro}
      action={can('Payments', 'create') && { label: 'Запиши плащане', to: create, testId: createTestId }}
      actions={actions}
      maw={1200}
      testId={testId}
    >
      <PaymentsList recordedByStaff={recordedByStaff} testId={testId} />
    </ListPage>
  );
}
