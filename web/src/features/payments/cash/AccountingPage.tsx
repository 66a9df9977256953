import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { PaymentsList } from './PaymentsList';

/**
 * /activities/accounting: the payments overview. Every paid payment of the month (online by the parents, and
 * recorded by staff) with method and cashier filters, receipts, and the totals by method.
 */
export function AccountingPage() {
  useDocumentTitle('Плащания | Градина');
  const user = useUserData();
  const { can } = usePermissions();
  if (!user.kindergartens.some((k) => k.isSelected))
    return <Alert color="yellow">Плащанията се преглеждат в детска градина.</Alert>;
  return (
    <Stack gap="lg" maw={1200} data-testid="accounting-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Плащания</Title>
          <Text c="dimmed">
            Платените такси за допълнителни дейности: онлайн и на място, с разписките им.
          </Text>
        </Stack>
        <Group gap="sm">
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
          {can('Payments', 'create') && (
            <Button component={Link} to="/activities/accounting/order/create" data-testid="payment-create">
              Запиши плащане
            </Button>
          )}
        </Group>
      </Group>
      <PaymentsList recordedByStaff={false} testId="accounting" />
    </Stack>
  );
}
