import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { PaymentsList } from './PaymentsList';

/**
 * /activities/accounting/order: the cash receipts (приходни касови ордери), the payments staff recorded in
 * cash, by bank or by POS, each with its receipt.
 */
export function OrdersPage() {
  useDocumentTitle('Касови ордери | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  if (!user.kindergartens.some((k) => k.isSelected))
    return <Alert color="yellow">Касовите ордери се преглеждат в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={1200} data-testid="orders-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Приходни касови ордери</Title>
          <Text c="dimmed">Плащанията, записани от служител: в брой, по банка или с ПОС терминал.</Text>
        </Stack>
        {can('Payments', 'create') && (
          <Button component={Link} to="/activities/accounting/order/create" data-testid="order-create">
            Запиши плащане
          </Button>
        )}
      </Group>
      <PaymentsList recordedByStaff testId="orders" />
    </Stack>
  );
}
