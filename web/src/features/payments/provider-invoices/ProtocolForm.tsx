import { sofiaDay } from '@gradina/shared/format-dates';
import { Group, Paper, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { Field, type FieldHost } from '../../../ui/fields';
import { Loading } from '../../../ui/Loading';
import { FormFrame, useFormPage } from '../../../ui/page';
import { QueryError } from '../../../ui/QueryError';
import { lastMonth } from './labels';
import { ProviderPeriod } from './ProviderPeriod';
import {
  manualProtocolFormSpec,
  newManualProtocol,
  newProtocol,
  type PeriodFields,
  periodOf,
  protocolFormSpec,
} from './protocol-form';
import { invalidateSettlements } from './queries';
import { SettlementFrame } from './SettlementFrame';
import { SettlementLines, SettlementTotals } from './SettlementLines';
import { documentPage, settlementsList } from './settlement-form';

/** What the two kinds of protocol share, kept when the user switches between them. */
type Start = PeriodFields & { date: string };

/**
 * A protocol of a provider's payments of a period: the preparation (the payments no protocol has yet, with
 * the kindergarten's share), its printed preview, and the save; or a protocol with an amount entered by hand
 * and its reason. Each is a form on its route's schema; the provider, the period and the date carry over
 * from one to the other.
 */
export function ProtocolForm({ kindergartenId }: { kindergartenId: string }) {
  const [manual, setManual] = useState(false);
  const [start, setStart] = useState<Start>(() => {
    const today = sofiaDay(new Date()) ?? '';
    return { providerId: '', ...lastMonth(today), date: today };
  });
  const switchTo = (toManual: boolean, values: Start) => {
    setStart({
      providerId: values.providerId,
      fromDate: values.fromDate,
      toDate: values.toDate,
      date: values.date,
    });
    setManual(toManual);
  };
  return manual ? (
    <ManualProtocolForm kindergartenId={kindergartenId} start={start} onSwitch={switchTo} />
  ) : (
    <PreparedProtocolForm kindergartenId={kindergartenId} start={start} onSwitch={switchTo} />
  );
}

interface FormProps {
  kindergartenId: string;
  start: Start;
  onSwitch: (toManual: boolean, values: Start) => void;
}

/** A saved protocol: the lists and preparations read again (the form kit's refresh), then its page. */
function useSaved() {
  const navigate = useNavigate();
  return {
    refresh: invalidateSettlements,
    back: settlementsList,
    onSaved: (reply: { entityId: string | number | null }) => navigate(documentPage(reply)),
  };
}

/** The provider, the period, the protocol's date and the switch to (or from) an amount entered by hand. */
function ProtocolHead<V extends FieldValues & Start>({
  kindergartenId,
  form,
  manual,
  onSwitch,
}: {
  kindergartenId: string;
  form: FieldHost<V>;
  manual: boolean;
  onSwitch: FormProps['onSwitch'];
}) {
  const host = form as unknown as FieldHost<Start>;
  return (
    <>
      <ProviderPeriod kindergartenId={kindergartenId} form={host} testId="protocol" />
      <Group gap="sm" align="flex-end">
        <Field.Date form={host} name="date" required w={180} testId="protocol-date" />
        <Switch
          label="Ръчно въведена сума"
          checked={manual}
          onChange={(e) => onSwitch(e.currentTarget.checked, host.form.getValues())}
          data-testid="protocol-manual"
        />
      </Group>
    </>
  );
}

/**
 * The preparation's protocol: the payments no protocol has yet, with the kindergarten's share, its printed
 * preview and the save (shown once there are payments to settle); the total shown goes with the save, so a
 * payment recorded meanwhile is not settled unseen.
 */
function PreparedProtocolForm({ kindergartenId, start, onSwitch }: FormProps) {
  const spec = protocolFormSpec(kindergartenId);
  const page = useFormPage('payments.saveProtocol', {
    spec: { ...spec, defaultValues: newProtocol(start, start.date) },
    toArgs: (v) => ({ body: { ...spec.toBody(v), expectedTotalCents: prep.data?.collectedCents } }),
    ...useSaved(),
  });
  const [providerId, fromDate, toDate, date] = page.form.watch(['providerId', 'fromDate', 'toDate', 'date']);
  const period = periodOf({ providerId, fromDate, toDate });
  const prep = useRouteQuery(
    'payments.protocolPreparation',
    { query: { kindergartenId, ...(period ?? { providerId: '', fromDate: '', toDate: '' }) } },
    { enabled: Boolean(period) },
  );
  const settles = Boolean(period && prep.data && prep.data.lines.length > 0);

  return (
    <SettlementFrame
      page={page}
      saveLabel="Запиши протокол"
      settles={settles}
      preview={() =>
        callApi('payments.protocolPreview', {
          query: { kindergartenId, ...period!, date: date || undefined },
        })
      }
      testId="protocol"
    >
      <ProtocolHead kindergartenId={kindergartenId} form={page} manual={false} onSwitch={onSwitch} />
      {!period && <Text c="dimmed">Изберете доставчик и период.</Text>}
      {period && prep.isPending && <Loading />}
      {period && prep.isError && <QueryError error={prep.error} />}
      {period && prep.data && (
        <>
          <SettlementTotals t={prep.data} testId="protocol-totals" />
          {prep.data.alreadySettledCount > 0 && (
            <Text size="sm" c="dimmed" data-testid="protocol-settled">
              {prep.data.alreadySettledCount} плащания от периода вече са в друг протокол.
            </Text>
          )}
          <SettlementLines lines={prep.data.lines} testId="protocol-lines" />
          <Field.Textarea form={page} name="note" maxLength={500} />
        </>
      )}
    </SettlementFrame>
  );
}

function ManualProtocolForm({ kindergartenId, start, onSwitch }: FormProps) {
  const page = useFormPage('payments.saveManualProtocol', {
    spec: { ...manualProtocolFormSpec(kindergartenId), defaultValues: newManualProtocol(start, start.date) },
    ...useSaved(),
  });
  return (
    <FormFrame page={page} saveLabel="Запиши протокол с ръчна сума" testId="manual">
      <ProtocolHead kindergartenId={kindergartenId} form={page} manual onSwitch={onSwitch} />
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" align="flex-start">
          <Field.Money form={page} name="amount" required w={180} testId="manual-amount" />
          <Field.Money form={page} name="share" required={false} w={220} testId="manual-share" />
        </Group>
        <Field.Text form={page} name="reason" required maxLength={500} mt="sm" testId="manual-reason" />
      </Paper>
    </FormFrame>
  );
}
