import { Alert } from '@mantine/core';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { ListPage } from '../../../ui/page';
import { PaymentsList } from './PaymentsList';

/**
 * /activities/accounting/order: the cash receipts (приходни касови ордери), the payments staff recorded in
 * cash, by bank or by POS, each with its receipt.
 */
export function OrdersPage() {
  const user = useUserData();
  const { can } = usePermissions();
  if (!user.kindergartens.some((k) => k.isSelected))
    return <Alert color="yellow">Касовите ордери се преглеждат в детска градина.</Alert>;
  return (
    <ListPage
      title="Приходни касови ордери"
      intro="Плащанията, записани от служител: в брой, по банка или с ПОС терминал."
      action={
        can('Payments', 'create') && {
          label: 'Запиши плащане',
          to: '/activities/accounting/order/create',
          testId: 'order-create',
        }
      }
      maw={1200}
      testId="orders"
    >
      <PaymentsList recordedByStaff testId="orders" />
    </ListPage>
  );
}
