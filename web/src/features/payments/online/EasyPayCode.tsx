import { Alert, Stack, Text } from '@mantine/core';
import { deadline, money } from './pay';

/** An EasyPay code: the 10 digits, the deadline and how to pay it at a desk. */
export function EasyPayCode({
  idn,
  expiresAt,
  totalCents,
}: {
  idn: string;
  expiresAt: string;
  totalCents?: number;
}) {
  return (
    <Alert color="blue" title="Код за плащане в EasyPay" data-testid="easypay-code">
      <Stack gap={4}>
        <Text size="xl" fw={700} ff="monospace" data-testid="easypay-idn">
          {idn}
        </Text>
        {totalCents !== undefined && <Text size="sm">Сума: {money(totalCents)}</Text>}
        <Text size="sm" data-testid="easypay-deadline">
          Валиден до: {deadline(expiresAt)}
        </Text>
        <Text size="sm">
          Платете кода на каса на EasyPay (в офис на EasyPay или на партньорска каса) преди крайния срок:
          кажете на касиера, че плащате с код за EasyPay, и продиктувайте 10-те цифри. Таксите се отбелязват
          като платени, щом ePay потвърди плащането.
        </Text>
      </Stack>
    </Alert>
  );
}
