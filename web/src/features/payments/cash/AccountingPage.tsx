import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
import { PaymentsList } from './PaymentsList';

/**
 * /activities/accounting: the payments overview. Every paid payment of the month (online by the parents, and
 * recorded by staff) with method and cashier filters, receipts, and the totals by method.
 */
export function AccountingPage() {
  const user = useUserData();
  const { can } = usePermissions();
  if (!user.kindergartens.some((k) => k.isSelected))
    return <Alert color="yellow">Плащанията се преглеждат в детска градина.</Alert>;
  return (
    <ListPage
      title="Плащания"
      intro="Платените такси за допълнителни дейности: онлайн и на място, с разписките им."
      action={
        can('Payments', 'create') && {
          label: 'Запиши плащане',
          to: '/activities/accounting/order/create',
          testId: 'payment-create',
        }
      }
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
      maw={1200}
      testId="accounting"
    >
      <PaymentsList recordedByStaff={false} testId="accounting" />
    </ListPage>
  );
}
