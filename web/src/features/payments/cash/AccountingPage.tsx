import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { PaymentsPage } from './PaymentsPage';

/**
 * /activities/accounting: the payments overview. Every paid payment of the month (online by the parents, and
 * recorded by staff) with method and cashier filters, receipts, and the totals by method.
 */
export function AccountingPage() {
  const { can } = usePermissions();
  return (
    <PaymentsPage
      title="Плащания"
      intro="Платените такси за допълнителни дейности: онлайн и на място, с разписките им."
      recordedByStaff={false}
      outsideKindergarten="Плащанията се преглеждат в детска градина."
      createTestId="payment-create"
      actions={
        <>
          <Button variant="default" component={Link} to="/activities/accounting/order">
            Касови ордери
          </Button>
          {can('ProviderInvoices', 'read') && (
            <Button
              variant="default"
              component={Link}
              to="/activities/accounting/invoice"
              data-testid="accounting-settlements"
            >
              Разчети с доставчици
            </Button>
          )}
        </>
      }
      testId="accounting"
    />
  );
}
