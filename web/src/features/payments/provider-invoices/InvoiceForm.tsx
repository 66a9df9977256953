import type { InvoiceDirection, Party } from '@gradina/shared/manifest/routes/payments/provider-invoices';
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
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { DateField } from '../../../ui/forms/DateField';
import { DecimalInput } from '../../../ui/forms/DecimalInput';
import { QueryError } from '../../../ui/QueryError';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { euros } from '../cash/PaymentsList';
import { centsOf, directionLabels } from './labels';
import { invalidateSettlements, invoicePreparationQuery, providersQuery } from './queries';

interface LineValues {
  description: string;
  amount: string;
}

const toText = (cents: number) => (cents / 100).toFixed(2);

export function PartyView({ title, party, testId }: { title: string; party: Party; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <Text>{party.name || '—'}</Text>
      <Text size="sm">ЕИК: {party.eik || '—'}</Text>
      <Text size="sm">Адрес: {party.address || '—'}</Text>
      <Text size="sm">МОЛ: {party.accountablePerson || '—'}</Text>
    </Stack>
  );
}

/**
 * A new invoice to or from a provider, from a protocol (its share or what is due comes as the first line) or
 * on its own: the parties from the invoicing settings and the provider, the number it will get, the lines,
 * VAT (0 % with the legal note by default).
 */
export function InvoiceForm({
  kindergartenId,
  protocolId,
}: {
  kindergartenId: string;
  protocolId?: string | undefined;
}) {
  const [direction, setDirection] = useState<InvoiceDirection>('toProvider');
  const [providerId, setProviderId] = useState<string | null>(null);
  const [issueDate, setIssueDate] = useState<string | null>(null);
  const [taxEventDate, setTaxEventDate] = useState<string | null>(null);
  const [lines, setLines] = useState<LineValues[]>([]);
  const [vat, setVat] = useState('0');
  const msg = useMessage();
  const client = useQueryClient();
  const navigate = useNavigate();
  const providers = useQuery({ ...providersQuery(kindergartenId), enabled: !protocolId });
  const ready = Boolean(protocolId || providerId);
  const prep = useQuery({
    ...invoicePreparationQuery(kindergartenId, {
      direction,
      ...(protocolId ? { protocolId } : { providerId: providerId ?? undefined }),
    }),
    enabled: ready,
  });
  useEffect(() => {
    if (!prep.data) return;
    setIssueDate(prep.data.issueDate);
    setTaxEventDate(prep.data.taxEventDate);
    setLines(
      prep.data.lines.length
        ? prep.data.lines.map((l) => ({ description: l.description, amount: toText(l.amountCents) }))
        : [{ description: '', amount: '' }],
    );
  }, [prep.data]);

  const body = () => ({
    kindergartenId,
    direction,
    providerId: prep.data?.providerId ?? providerId ?? '',
    protocolId: protocolId || undefined,
    issueDate: issueDate ?? '',
    taxEventDate: taxEventDate ?? '',
    lines: lines.map((l) => ({ description: l.description, amountCents: centsOf(l.amount) ?? 0 })),
    vatPercent: Number(vat) as 0 | 9 | 20,
  });
  const issue = useMutation({
    mutationFn: () => callApi('payments.issueInvoice', { body: body() }),
    onSuccess: async (reply) => {
      await invalidateSettlements(client);
      navigate(`/activities/accounting/invoice/${reply.entityId}`);
    },
    onError: (e) => msg.fail(e),
  });
  const base = lines.reduce((s, l) => s + (centsOf(l.amount) ?? 0), 0);
  const vatCents = Math.round((base * Number(vat)) / 100);
  const setLine = (i: number, v: Partial<LineValues>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...v } : l)));

  return (
    <Stack gap="md" data-testid="invoice-form">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Посока"
          data={(['toProvider', 'fromProvider'] as const).map((d) => ({
            value: d,
            label: directionLabels[d],
          }))}
          value={direction}
          onChange={(v) => v && setDirection(v as InvoiceDirection)}
          allowDeselect={false}
          w={360}
          data-testid="invoice-direction"
        />
        {!protocolId && (
          <Select
            label="Доставчик"
            placeholder="Изберете доставчик"
            data={(providers.data ?? []).map((p) => ({ value: p.providerId, label: p.providerName }))}
            value={providerId}
            onChange={setProviderId}
            searchable
            w={320}
            data-testid="invoice-provider"
          />
        )}
      </Group>
      <MessageAlert msg={msg} testId="invoice-message" />
      {!ready && <Text c="dimmed">Изберете доставчик.</Text>}
      {prep.isError && <QueryError error={prep.error} />}
      {prep.data && (
        <>
          <Title order={2} size="h4" data-testid="invoice-number">
            Фактура № {prep.data.nextNumber}
            {prep.data.protocolNumber ? ` по протокол № ${prep.data.protocolNumber}` : ''}
          </Title>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PartyView title="Получател" party={prep.data.recipient} testId="invoice-recipient" />
              <PartyView title="Доставчик" party={prep.data.supplier} testId="invoice-supplier" />
            </SimpleGrid>
          </Paper>
          <Group gap="sm">
            <DateField
              label="Дата на издаване"
              value={issueDate}
              onChange={setIssueDate}
              w={180}
              data-testid="invoice-issue-date"
            />
            <DateField
              label="Дата на данъчното събитие"
              value={taxEventDate}
              onChange={setTaxEventDate}
              w={220}
              data-testid="invoice-tax-date"
            />
            <Select
              label="ДДС (%)"
              data={['0', '9', '20']}
              value={vat}
              onChange={(v) => v && setVat(v)}
              allowDeselect={false}
              w={120}
              data-testid="invoice-vat"
            />
          </Group>
          <Stack gap="xs">
            {lines.map((l, i) => (
              <Group key={i} gap="sm" align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Ред ${i + 1}: описание`}
                  value={l.description}
                  onChange={(e) => setLine(i, { description: e.currentTarget.value })}
                  maxLength={300}
                  style={{ flex: 1 }}
                  data-testid="invoice-line-description"
                />
                <DecimalInput
                  label="Сума (€)"
                  value={l.amount}
                  onChange={(amount) => setLine(i, { amount })}
                  decimals={2}
                  w={140}
                  data-testid="invoice-line-amount"
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Премахни ред ${i + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => setLines(lines.filter((_, j) => j !== i))}
                  mb={4}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setLines([...lines, { description: '', amount: '' }])}
                disabled={lines.length >= 20}
              >
                Добави ред
              </Button>
            </Group>
          </Stack>
          <Paper withBorder p="md" radius="md" data-testid="invoice-sums">
            <Text>Данъчна основа: {euros(base)}</Text>
            <Text>
              ДДС {vat}%: {euros(vatCents)}
            </Text>
            {vat === '0' && (
              <Text size="sm" c="dimmed">
                {noVatReasonDefault}
              </Text>
            )}
            <Text fw={700}>Сума за плащане: {euros(base + vatCents)}</Text>
          </Paper>
          <Group>
            <Button
              loading={issue.isPending}
              onClick={() => {
                msg.clear();
                issue.mutate();
              }}
              data-testid="invoice-save"
            >
              Издай фактура
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
