import { PaymentMethod } from '@gradina/shared';
import { paymentMethodLabels, staffPaymentMethods } from '@gradina/shared/manifest/routes/payments/cash';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useUserData } from '../../../app/auth/user-data';
import { formatMonth, sofiaDay } from '../../../ui/format/dates';
import { DateField } from '../../../ui/forms/DateField';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { centsOf, newOrder, type OrderValues, orderFormSpec, orderLabels } from './order-form';
import { euros } from './PaymentsList';
import { cashiersQuery, childrenQuery, dueFeesQuery, invalidatePayments } from './queries';

const methodOptions = staffPaymentMethods.map((m) => ({ value: String(m), label: paymentMethodLabels[m] }));

/**
 * /activities/accounting/order/create: record a payment at the desk. Find the child, tick their unpaid fees
 * (one fee may be paid in part; several are each paid to the end, as one batch of one provider), the method,
 * the cashier (the signed-in user by default) and the payer. The form's request key makes a double click
 * record it once.
 */
export function OrderCreatePage() {
  useDocumentTitle('Ново плащане | Градина');
  const user = useUserData();
  const client = useQueryClient();
  const navigate = useNavigate();
  const kindergartenId = user.kindergartens.find((k) => k.isSelected)?.id ?? '';
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    OrderValues,
    'payments.recordPayment'
  >('payments.recordPayment', {
    ...orderFormSpec(kindergartenId, idempotencyKey),
    defaultValues: newOrder(sofiaDay(new Date()), user.id),
  });
  const childId = form.watch('childId');
  const feeIds = form.watch('feeIds');
  const children = useQuery({ ...childrenQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const cashiers = useQuery({ ...cashiersQuery(kindergartenId), enabled: Boolean(kindergartenId) });
  const fees = useQuery({ ...dueFeesQuery(kindergartenId, childId), enabled: Boolean(childId) });
  const chosen = (fees.data ?? []).filter((f) => feeIds.includes(f.id));
  const batch = chosen.length > 1;
  const dueTotal = chosen.reduce((sum, f) => sum + f.dueCents, 0);

  // The amount follows the fees ticked: what is due of them (one fee's may then be lowered to a part).
  useEffect(() => {
    form.setValue('amount', dueTotal > 0 ? (dueTotal / 100).toFixed(2) : '');
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
      navigate(`/activities/accounting/order/${reply.entityId}`);
    },
    onError: (error) => onServerError(error),
  });

  const { errors } = form.formState;
  const cashierOptions = (cashiers.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (!cashierOptions.some((c) => c.value === user.id))
    cashierOptions.unshift({ value: user.id, label: `${user.firstName} ${user.lastName}` });

  return (
    <Stack gap="lg" maw={900} data-testid="order-create-page">
      <Title order={1}>Ново плащане</Title>
      <Paper withBorder p="lg" radius="md">
        <form
          noValidate
          data-testid="order-form"
          onSubmit={form.handleSubmit((v) => {
            setFormError(undefined);
            save.mutate(v);
          })}
        >
          <Stack gap="md">
            <Controller
              control={form.control}
              name="childId"
              render={({ field }) => (
                <Select
                  label={orderLabels.childId}
                  withAsterisk
                  searchable
                  placeholder="Търсете по име"
                  nothingFoundMessage="Няма такова дете"
                  data={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    form.setValue('feeIds', []);
                  }}
                  error={errors.childId?.message}
                  data-testid="order-child"
                />
              )}
            />
            {childId && (
              <Controller
                control={form.control}
                name="feeIds"
                render={({ field }) => (
                  <Checkbox.Group
                    label={orderLabels.feeIds}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.feeIds?.message}
                    data-testid="order-fees"
                  >
                    <Stack gap="xs" mt="xs">
                      {fees.isPending && <Text c="dimmed">Зареждане…</Text>}
                      {fees.data?.length === 0 && (
                        <Text c="dimmed" data-testid="order-no-fees">
                          Детето няма неплатени такси.
                        </Text>
                      )}
                      {fees.data?.map((f) => (
                        <Checkbox
                          key={f.id}
                          value={f.id}
                          disabled={f.pendingOnline}
                          data-testid="order-fee"
                          data-month={f.month}
                          label={
                            <Group gap="xs" wrap="wrap">
                              <Text span>
                                {f.activityName}, {formatMonth(`${f.month}-01`)}: {euros(f.dueCents)}
                              </Text>
                              {f.paidCents > 0 && <Badge variant="light">платени {euros(f.paidCents)}</Badge>}
                              {f.pendingOnline && (
                                <Badge color="orange" variant="light">
                                  чака онлайн плащане
                                </Badge>
                              )}
                              <Text span size="sm" c="dimmed">
                                {f.providerName}
                              </Text>
                            </Group>
                          }
                        />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                )}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <DecimalInput
                    label={orderLabels.amount}
                    withAsterisk
                    decimals={2}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={batch}
                    description={
                      batch ? 'Всяка избрана такса се плаща докрай.' : 'Може да е част от дължимото.'
                    }
                    error={errors.amount?.message}
                    data-testid="order-amount"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="method"
                render={({ field }) => (
                  <Select
                    label={orderLabels.method}
                    withAsterisk
                    data={methodOptions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? String(PaymentMethod.Cash))}
                    allowDeselect={false}
                    error={errors.method?.message}
                    data-testid="order-method"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="cashierId"
                render={({ field }) => (
                  <Select
                    label={orderLabels.cashierId}
                    withAsterisk
                    searchable
                    data={cashierOptions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.cashierId?.message}
                    data-testid="order-cashier"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DateField
                    label={orderLabels.date}
                    withAsterisk
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={errors.date?.message}
                    data-testid="order-date"
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              {...form.register('payerName')}
              label={orderLabels.payerName}
              withAsterisk
              maxLength={200}
              error={errors.payerName?.message}
              data-testid="order-payer"
            />
            <Textarea
              {...form.register('note')}
              label={orderLabels.note}
              maxLength={500}
              autosize
              minRows={2}
              error={errors.note?.message}
              data-testid="order-note"
            />
            {chosen.length > 0 && (
              <Text fw={600} data-testid="order-summary">
                {batch
                  ? `${chosen.length} такси, общо ${euros(dueTotal)}`
                  : `За плащане: ${euros(centsOf(form.watch('amount')))} от ${euros(dueTotal)}`}
              </Text>
            )}
            {formError && (
              <Alert color="red" variant="light" role="alert" data-testid="order-form-error">
                {formError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} data-testid="order-save">
                Запиши плащането
              </Button>
              <Button variant="default" onClick={() => navigate('/activities/accounting/order')}>
                Откажи
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
