import { paymentMethodLabels, staffPaymentMethods } from '@gradina/shared/manifest/routes/payments/cash';
import { Badge, Box, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { useKindergartenId, useUserData } from '../../../app/auth/user-data';
import { Field, useBoundField } from '../../../ui/fields';
import { formatMonth, sofiaDay } from '../../../ui/format/dates';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { FormPage, type FormPageState } from '../../../ui/page';
import { newOrder, type OrderValues, orderFormSpec } from './order-form';
import { euros } from './PaymentsList';
import { invalidatePayments } from './queries';

const methodOptions = staffPaymentMethods.map((m) => ({ value: String(m), label: paymentMethodLabels[m] }));
const back = '/activities/accounting/order';

type OrderForm = FormPageState<OrderValues, 'payments.recordPayment', never>;

/** The child's unpaid fees to tick; one waiting for an online payment cannot be paid at the desk. */
function FeeChoice({ form, fees }: { form: OrderForm; fees: UseQueryResult<ApiReply<'payments.dueFees'>> }) {
  const f = useBoundField({ form, name: 'feeIds' });
  return (
    <Checkbox.Group
      {...f.labelProps}
      value={f.value}
      onChange={f.onChange}
      error={f.error}
      data-testid="order-fees"
    >
      <Stack gap="xs" mt="xs">
        {fees.isPending && <Text c="dimmed">Зареждане…</Text>}
        {fees.data?.length === 0 && (
          <Text c="dimmed" data-testid="order-no-fees">
            Детето няма неплатени такси.
          </Text>
        )}
        {fees.data?.map((fee) => (
          <Checkbox
            key={fee.id}
            value={fee.id}
            disabled={fee.pendingOnline}
            data-testid="order-fee"
            data-month={fee.month}
            label={
              <Group gap="xs" wrap="wrap">
                <Text span>
                  {fee.activityName}, {formatMonth(`${fee.month}-01`)}: {euros(fee.dueCents)}
                </Text>
                {fee.paidCents > 0 && <Badge variant="light">платени {euros(fee.paidCents)}</Badge>}
                {fee.pendingOnline && (
                  <Badge color="orange" variant="light">
                    чака онлайн плащане
                  </Badge>
                )}
                <Text span size="sm" c="dimmed">
                  {fee.providerName}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * /activities/accounting/order/create: record a payment at the desk. Find the child, tick their unpaid fees
 * (one fee may be paid in part; several are each paid to the end, as one batch of one provider), the method,
 * the cashier (the signed-in user by default) and the payer. The form's request key makes a double click
 * record it once. One fee goes to payments.recordPayment, several to payments.recordBatchPayment, so the
 * form kit's state is put together here rather than by `useFormPage` (which saves through one route).
 */
export function OrderCreatePage() {
  const user = useUserData();
  const navigate = useNavigate();
  const client = useQueryClient();
  const kindergartenId = useKindergartenId() ?? '';
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const manifest = useManifestForm<OrderValues, 'payments.recordPayment'>('payments.recordPayment', {
    ...orderFormSpec(kindergartenId, idempotencyKey),
    defaultValues: newOrder(sofiaDay(new Date()), user.id),
  });
  const { form, toBody, setFormError, onServerError } = manifest;
  const childId = form.watch('childId');
  const feeIds = form.watch('feeIds');
  const cashiers = useRouteQuery(
    'payments.paymentCashiers',
    { query: { kindergartenId } },
    { enabled: Boolean(kindergartenId) },
  );
  const fees = useRouteQuery(
    'payments.dueFees',
    { query: { kindergartenId, childId } },
    { enabled: Boolean(childId) },
  );
  const chosen = (fees.data ?? []).filter((f) => feeIds.includes(f.id));
  const batch = chosen.length > 1;
  const dueTotal = chosen.reduce((sum, f) => sum + f.dueCents, 0);

  // The amount follows the fees ticked: what is due of them (one fee's may then be lowered to a part).
  useEffect(() => {
    form.setValue('amount', dueTotal > 0 ? dueTotal : null);
  }, [dueTotal, form]);

  const save = useMutation({
    mutationFn: (v: OrderValues) => {
      const body = toBody(v);
      if (!batch) return callApi('payments.recordPayment', { body });
      const { feeId: _one, amountCents: _all, ...rest } = body;
      return callApi('payments.recordBatchPayment', { body: { ...rest, feeIds: v.feeIds } });
    },
    onSuccess: async (reply) => {
      await invalidatePayments(client);
      navigate(`${back}/${reply.entityId}`);
    },
    onError: (error) => onServerError(error),
  });
  const page: OrderForm = {
    ...manifest,
    submit: form.handleSubmit((v) => {
      setFormError(undefined);
      save.mutate(v);
    }),
    saving: save.isPending,
    back,
    staleModal: null,
  };

  const cashierOptions = (cashiers.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (!cashierOptions.some((c) => c.value === user.id))
    cashierOptions.unshift({ value: user.id, label: `${user.firstName} ${user.lastName}` });

  return (
    <Box data-testid="order-create-page">
      <FormPage page={page} title="Ново плащане" maw={900} saveLabel="Запиши плащането" testId="order">
        <Field.Child
          form={page}
          name="childId"
          required
          placeholder="Търсете по име"
          onPick={() => form.setValue('feeIds', [])}
          testId="order-child"
        />
        {childId && <FeeChoice form={page} fees={fees} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field.Money
            form={page}
            name="amount"
            required
            disabled={batch}
            description={batch ? 'Всяка избрана такса се плаща докрай.' : 'Може да е част от дължимото.'}
            testId="order-amount"
          />
          <Field.Select form={page} name="method" data={methodOptions} required testId="order-method" />
          <Field.Select
            form={page}
            name="cashierId"
            data={cashierOptions}
            searchable
            required
            testId="order-cashier"
          />
          <Field.Date form={page} name="date" required testId="order-date" />
        </SimpleGrid>
        <Field.Text form={page} name="payerName" required maxLength={200} testId="order-payer" />
        <Field.Textarea form={page} name="note" maxLength={500} minRows={2} testId="order-note" />
        {chosen.length > 0 && (
          <Text fw={600} data-testid="order-summary">
            {batch
              ? `${chosen.length} такси, общо ${euros(dueTotal)}`
              : `За плащане: ${euros(form.watch('amount') ?? 0)} от ${euros(dueTotal)}`}
          </Text>
        )}
      </FormPage>
    </Box>
  );
}
