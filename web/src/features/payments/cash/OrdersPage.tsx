import { PaymentsPage } from './PaymentsPage';

/**
 * /activities/accounting/order: the cash receipts (приходни касови ордери), the payments staff recorded in
 * cash, by bank or by POS, each with its receipt.
 */
export function OrdersPage() {
  return (
    <PaymentsPage
      title="Приходни касови ордери"
      intro="Плащанията, записани от служител: в брой, по банка или с ПОС терминал."
      recordedByStaff
      outsideKindergarten="Касовите ордери се преглеждат в детска градина."
      createTestId="order-create"
      testId="orders"
    />
  );
}
