import type { Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { noVatReasonDefault } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { FormDateField } from '../../../ui/forms/FormDateField';
import { useManifestForm } from '../../../ui/forms/useManifestForm';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert } from '../../../ui/result-message';
import { euros } from '../cash/PaymentsList';
import {
  emptyInvoiceLine,
  eurosText,
  type InvoiceValues,
  invoiceFormSpec,
  invoiceLabels,
  invoiceSums,
  newInvoice,
} from './invoice-form';
import { directionLabels } from './labels';
import { ProviderSelect } from './ProviderPeriod';
import { invalidateSettlements, invoicePreparationQuery } from './queries';

export function PartyView({ title, party, testId }: { title: string; party: Party; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <Text>{party.name || '—'}</Text>
      <Text size="sm">ЕИК: {party.eik || '—'}</Text>
      {party.vatNumber && <Text size="sm">ИН по ЗДДС: {party.vatNumber}</Text>}
      <Text size="sm">Адрес: {party.address || '—'}</Text>
      <Text size="sm">МОЛ: {party.accountablePerson || '—'}</Text>
    </Stack>
  );
}

const directionOptions = (['toProvider', 'fromProvider'] as const).map((d) => ({
  value: d,
  label: directionLabels[d],
}));

/**
 * A new invoice to or from a provider, from a protocol (its share or what is due comes as the first line) or
 * on its own: the parties from the invoicing settings and the provider, the number it will get (the
 * kindergarten's) or the number printed on it (a provider's), the provider's ИН по ЗДДС, the lines, VAT (0 %
 * with the legal note by default).
 */
export function InvoiceForm({
  kindergartenId,
  protocolId,
}: {
  kindergartenId: string;
  protocolId?: string | undefined;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { form, toBody, formError, setFormError, onServerError } = useManifestForm<
    InvoiceValues,
    'payments.issueInvoice'
  >('payments.issueInvoice', { ...invoiceFormSpec(kindergartenId), defaultValues: newInvoice(protocolId) });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [direction, providerId, vat] = form.watch(['direction', 'providerId', 'vat']);
  const ready = Boolean(protocolId || providerId);
  const prep = useQuery({
    ...invoicePreparationQuery(kindergartenId, {
      direction,
      ...(protocolId ? { protocolId } : { providerId: providerId || undefined }),
    }),
    enabled: ready,
  });
  // The preparation fills the dates and the lines (again when the direction or the provider changes).
  useEffect(() => {
    if (!prep.data) return;
    form.setValue('providerId', prep.data.providerId);
    form.setValue('issueDate', prep.data.issueDate);
    form.setValue('taxEventDate', prep.data.taxEventDate);
    form.setValue(
      'lines',
      prep.data.lines.length
        ? prep.data.lines.map((l) => ({ description: l.description, amount: eurosText(l.amountCents) }))
        : [emptyInvoiceLine()],
    );
  }, [prep.data, form]);

  const issue = useMutation({
    mutationFn: (v: InvoiceValues) => callApi('payments.issueInvoice', { body: toBody(v) }),
    onSuccess: async (reply) => {
      await invalidateSettlements(client);
      navigate(`/activities/accounting/invoice/${reply.entityId}`);
    },
    onError: (e) => onServerError(e),
  });
  const sums = invoiceSums({ lines: form.watch('lines'), vat });
  const { errors } = form.formState;
  const date = (name: 'issueDate' | 'taxEventDate', w: number, testId: string) => (
    <FormDateField
      control={form.control}
      name={name}
      label={invoiceLabels[name]}
      withAsterisk
      w={w}
      data-testid={testId}
    />
  );

  return (
    <form
      noValidate
      data-testid="invoice-form"
      onSubmit={form.handleSubmit((v) => {
        setFormError(undefined);
        issue.mutate(v);
      })}
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Controller
            control={form.control}
            name="direction"
            render={({ field }) => (
              <Select
                label={invoiceLabels.direction}
                data={directionOptions}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                allowDeselect={false}
                error={errors.direction?.message}
                w={360}
                data-testid="invoice-direction"
              />
            )}
          />
          {!protocolId && (
            <ProviderSelect
              kindergartenId={kindergartenId}
              control={form.control}
              testId="invoice-provider"
            />
          )}
        </Group>
        <MessageAlert
          message={formError ? { ok: false, text: formError } : undefined}
          onClose={() => setFormError(undefined)}
          testId="invoice-message"
        />
        {!ready && <Text c="dimmed">Изберете доставчик.</Text>}
        {prep.isError && <QueryError error={prep.error} />}
        {prep.data && (
          <>
            <Title order={2} size="h4" data-testid="invoice-number">
              {direction === 'fromProvider' ? 'Фактура от доставчика' : `Фактура № ${prep.data.nextNumber}`}
              {prep.data.protocolNumber ? ` по протокол № ${prep.data.protocolNumber}` : ''}
            </Title>
            <Group gap="sm" align="flex-start" wrap="wrap">
              {direction === 'fromProvider' && (
                <TextInput
                  {...form.register('number')}
                  label={invoiceLabels.number}
                  description="Както е отпечатан на фактурата на доставчика"
                  withAsterisk
                  inputMode="numeric"
                  maxLength={10}
                  error={errors.number?.message}
                  w={220}
                  data-testid="invoice-entered-number"
                />
              )}
              <TextInput
                {...form.register('providerVatNumber')}
                label={invoiceLabels.providerVatNumber}
                description="Само ако доставчикът е регистриран по ЗДДС (BG и ЕИК)"
                placeholder={`BG${prep.data.direction === 'fromProvider' ? prep.data.supplier.eik : prep.data.recipient.eik}`}
                maxLength={15}
                error={errors.providerVatNumber?.message}
                w={260}
                data-testid="invoice-provider-vat"
              />
            </Group>
            <Paper withBorder p="md" radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PartyView title="Получател" party={prep.data.recipient} testId="invoice-recipient" />
                <PartyView title="Доставчик" party={prep.data.supplier} testId="invoice-supplier" />
              </SimpleGrid>
            </Paper>
            <Group gap="sm" align="flex-start">
              {date('issueDate', 180, 'invoice-issue-date')}
              {date('taxEventDate', 220, 'invoice-tax-date')}
              <Controller
                control={form.control}
                name="vat"
                render={({ field }) => (
                  <Select
                    label={invoiceLabels.vat}
                    data={['0', '9', '20']}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    allowDeselect={false}
                    error={errors.vat?.message}
                    w={120}
                    data-testid="invoice-vat"
                  />
                )}
              />
            </Group>
            <Stack gap="xs">
              {lines.fields.map((line, i) => (
                <Group key={line.id} gap="sm" align="flex-start" wrap="nowrap">
                  <TextInput
                    {...form.register(`lines.${i}.description`)}
                    label={`Ред ${i + 1}: описание`}
                    withAsterisk
                    maxLength={300}
                    error={errors.lines?.[i]?.description?.message}
                    style={{ flex: 1 }}
                    data-testid="invoice-line-description"
                  />
                  <Controller
                    control={form.control}
                    name={`lines.${i}.amount`}
                    render={({ field }) => (
                      <DecimalInput
                        label={invoiceLabels['lines.*.amount']}
                        withAsterisk
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        decimals={2}
                        error={errors.lines?.[i]?.amount?.message}
                        w={140}
                        data-testid="invoice-line-amount"
                      />
                    )}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Премахни ред ${i + 1}`}
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(i)}
                    mt={28}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              {errors.lines?.message && (
                <Text size="sm" c="red" role="alert">
                  {errors.lines.message}
                </Text>
              )}
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => lines.append(emptyInvoiceLine())}
                  disabled={lines.fields.length >= 20}
                >
                  Добави ред
                </Button>
              </Group>
            </Stack>
            <Paper withBorder p="md" radius="md" data-testid="invoice-sums">
              <Text>Данъчна основа: {euros(sums.base)}</Text>
              <Text>
                ДДС {vat}%: {euros(sums.vatCents)}
              </Text>
              {vat === '0' && (
                <Text size="sm" c="dimmed">
                  {noVatReasonDefault}
                </Text>
              )}
              <Text fw={700}>Сума за плащане: {euros(sums.total)}</Text>
            </Paper>
            <Group>
              <Button type="submit" loading={issue.isPending} data-testid="invoice-save">
                Издай фактура
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
