import type { Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { noVatReasonDefault } from '@gradina/shared/manifest/routes/payments/provider-invoices';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import { Field } from '../../../ui/fields';
import { ListError } from '../../../ui/fields/ListError';
import { FormFrame, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { euros } from '../cash/PaymentsList';
import { emptyInvoiceLine, invoiceFormSpec, invoiceSums, newInvoice } from './invoice-form';
import { directionLabels } from './labels';
import { ProviderSelect } from './ProviderPeriod';
import { invalidateSettlements } from './queries';
import { documentPage, settlementsList } from './settlement-form';

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
 * with the legal note by default). "Издай фактура" shows once the parties are known.
 */
export function InvoiceForm({
  kindergartenId,
  protocolId,
}: {
  kindergartenId: string;
  protocolId?: string | undefined;
}) {
  const navigate = useNavigate();
  const page = useFormPage('payments.issueInvoice', {
    spec: { ...invoiceFormSpec(kindergartenId), defaultValues: newInvoice(protocolId) },
    refresh: invalidateSettlements,
    back: settlementsList,
    onSaved: (reply) => navigate(documentPage(reply)),
  });
  const { form } = page;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [direction, providerId, vat] = form.watch(['direction', 'providerId', 'vat']);
  const ready = Boolean(protocolId || providerId);
  const prep = useRouteQuery(
    'payments.invoicePreparation',
    {
      query: {
        kindergartenId,
        direction,
        ...(protocolId ? { protocolId } : { providerId: providerId || undefined }),
      },
    },
    { enabled: ready },
  );
  // The preparation fills the dates and the lines (again when the direction or the provider changes).
  useEffect(() => {
    if (!prep.data) return;
    form.setValue('providerId', prep.data.providerId);
    form.setValue('issueDate', prep.data.issueDate);
    form.setValue('taxEventDate', prep.data.taxEventDate);
    form.setValue(
      'lines',
      prep.data.lines.length
        ? prep.data.lines.map((l) => ({ description: l.description, amount: l.amountCents }))
        : [emptyInvoiceLine()],
    );
  }, [prep.data, form]);
  const sums = invoiceSums({ lines: form.watch('lines'), vat });
  const linesError = form.formState.errors.lines?.message;

  return (
    <FormFrame page={page} saveLabel="Издай фактура" readOnly={!prep.data} testId="invoice">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Field.Select
          form={page}
          name="direction"
          data={directionOptions}
          w={360}
          testId="invoice-direction"
        />
        {!protocolId && (
          <ProviderSelect kindergartenId={kindergartenId} form={page} testId="invoice-provider" />
        )}
      </Group>
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
              <Field.Text
                form={page}
                name="number"
                required
                description="Както е отпечатан на фактурата на доставчика"
                inputMode="numeric"
                maxLength={10}
                w={220}
                testId="invoice-entered-number"
              />
            )}
            <Field.Text
              form={page}
              name="providerVatNumber"
              description="Само ако доставчикът е регистриран по ЗДДС (BG и ЕИК)"
              placeholder={`BG${prep.data.direction === 'fromProvider' ? prep.data.supplier.eik : prep.data.recipient.eik}`}
              maxLength={15}
              w={260}
              testId="invoice-provider-vat"
            />
          </Group>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PartyView title="Получател" party={prep.data.recipient} testId="invoice-recipient" />
              <PartyView title="Доставчик" party={prep.data.supplier} testId="invoice-supplier" />
            </SimpleGrid>
          </Paper>
          <Group gap="sm" align="flex-start">
            <Field.Date form={page} name="issueDate" required w={180} testId="invoice-issue-date" />
            <Field.Date form={page} name="taxEventDate" required w={220} testId="invoice-tax-date" />
            <Field.Select form={page} name="vat" data={['0', '9', '20']} w={120} testId="invoice-vat" />
          </Group>
          <Stack gap="xs">
            {lines.fields.map((line, i) => (
              <Group key={line.id} gap="sm" align="flex-start" wrap="nowrap">
                <Field.Text
                  form={page}
                  name={`lines.${i}.description`}
                  label={`Ред ${i + 1}: описание`}
                  required
                  maxLength={300}
                  style={{ flex: 1 }}
                  testId="invoice-line-description"
                />
                <Field.Money
                  form={page}
                  name={`lines.${i}.amount`}
                  required
                  w={140}
                  testId="invoice-line-amount"
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
            <ListError text={linesError} />
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
        </>
      )}
    </FormFrame>
  );
}
