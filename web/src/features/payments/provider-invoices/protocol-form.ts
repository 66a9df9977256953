import { bgMessages } from '@gradina/shared';
import { given, type ManifestFormSpec } from '../../../ui/forms/useManifestForm';

/** The provider and the period a protocol or a voucher settles, as the form holds them ('' when empty). */
export interface PeriodFields {
  providerId: string;
  fromDate: string;
  toDate: string;
}

export const periodLabels = { providerId: 'Доставчик', fromDate: 'От дата', toDate: 'До дата' } as const;

/** The complete period, or undefined while a field is empty or the end is before the start. Pure. */
export const periodOf = (v: PeriodFields) =>
  v.providerId && v.fromDate && v.toDate && v.toDate >= v.fromDate
    ? { providerId: v.providerId, fromDate: v.fromDate, toDate: v.toDate }
    : undefined;

/** The end of the period before its start: the page's words at the end date (the API checks it again). */
export const periodOrder = (v: Pick<PeriodFields, 'fromDate' | 'toDate'>) =>
  v.fromDate && v.toDate && v.toDate < v.fromDate
    ? `Полето "${periodLabels.toDate}" не може да е преди "${periodLabels.fromDate}".`
    : undefined;

export const protocolLabels = {
  ...periodLabels,
  date: 'Дата на протокола',
  note: 'Бележка',
} as const;

export const manualProtocolLabels = {
  ...periodLabels,
  date: 'Дата на протокола',
  amount: 'Събрана сума (€)',
  share: 'Дял на детската градина (€)',
  reason: 'Основание',
} as const;

export interface ProtocolValues extends PeriodFields {
  date: string;
  note: string;
}

/** A protocol with an amount entered by hand: the amounts in cents (the money fields show „12,50“). */
export interface ManualProtocolValues extends PeriodFields {
  date: string;
  amount: number | null;
  share: number | null;
  reason: string;
}

/** What both kinds of protocol start with: the month before today, dated today. */
export const newProtocol = (period: PeriodFields, date: string): ProtocolValues => ({
  ...period,
  date,
  note: '',
});

export const newManualProtocol = (period: PeriodFields, date: string): ManualProtocolValues => ({
  ...period,
  date,
  amount: null,
  share: 0,
  reason: '',
});

/**
 * A protocol of the provider's payments of the period on payments.saveProtocol's schema; the collected total
 * the form showed (`expectedTotalCents`) is added by the page when it saves.
 */
export const protocolFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ProtocolValues, 'payments.saveProtocol'> => ({
  labels: protocolLabels,
  toBody: (v) => ({
    kindergartenId,
    providerId: given(v.providerId),
    fromDate: v.fromDate,
    toDate: v.toDate,
    date: v.date,
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  }),
  check: (v) => ({ toDate: periodOrder(v) }),
});

/** A protocol with an entered amount and its reason on payments.saveManualProtocol's schema, in cents. */
export const manualProtocolFormSpec = (
  kindergartenId: string,
): ManifestFormSpec<ManualProtocolValues, 'payments.saveManualProtocol'> => ({
  labels: manualProtocolLabels,
  fieldOf: { amountCents: 'amount', kindergartenShareCents: 'share' },
  toBody: (v) => {
    const share = v.share;
    return {
      kindergartenId,
      providerId: given(v.providerId),
      fromDate: v.fromDate,
      toDate: v.toDate,
      date: v.date,
      amountCents: v.amount as number,
      // Nothing typed: no share (the schema's default, 0).
      ...(share === null ? {} : { kindergartenShareCents: share }),
      reason: given(v.reason),
    };
  },
  check: (v) => ({
    toDate: periodOrder(v),
    amount: v.amount === null ? bgMessages.required(manualProtocolLabels.amount) : undefined,
  }),
});
