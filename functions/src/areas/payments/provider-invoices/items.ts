import type {
  InvoiceDirection,
  Party,
  SettlementKind,
  SettlementLine,
} from '@gradina/shared/manifest/routes/payments/provider-invoices';
import type { ActivityItem, FeeItem, PaymentItem, ProviderItem } from '../../../domain/activities/items';
import { activityKeys, type Month } from '../../../domain/activities/keys';
import { nextNumberOps, readCounter } from '../../../domain/payments/document-numbers';
import type { Key, TransactOp } from '../../../platform/db';
import { batchGet, getItem, queryAll, tenantPrefix, tryTransact } from '../../../platform/db';
import { cashKeys } from '../cash/items';

/**
 * Every DynamoDB request of the settlements with the providers (docs/areas/provider-invoices.md lists them
 * per route). A document (protocol, invoice, voucher) is one item with its lines; a payment is claimed by a
 * protocol, and by a voucher, with a marker item each, put with `attribute_not_exists` in the transaction
 * that saves the document, so a payment is never settled twice. Numbers come from a counter moved only from
 * the value read, with a marker per number, in the same transaction: no gaps, never one number twice.
 */

const tp = tenantPrefix;

/** What a marker claims a payment for. */
export type ClaimKind = 'PROTOCOL' | 'VOUCHER';

/** A number series: protocols, vouchers, the kindergarten's invoices, a provider's invoices. */
export type Series = 'protocol' | 'voucher' | 'invoice' | `invoice#${string}`;

export const settlementKeys = {
  document: (kindergartenId: string, id: string) => ({
    PK: `${tp(kindergartenId)}#SETTLEMENTS`,
    SK: `DOC#${id}`,
  }),
  /** GSI1 on a document: the kindergarten's documents of a kind by date (the overview: one Query a kind). */
  ofKind: (kindergartenId: string, kind: SettlementKind, date?: string, id?: string) => ({
    GSI1PK: `${tp(kindergartenId)}#SETTLEMENTS#${kind}`,
    GSI1SK: date !== undefined ? `${date}#${id ?? ''}` : '',
  }),
  /** A payment settled by a protocol or handed over by a voucher: `{ documentId }`. */
  claim: (kindergartenId: string, providerId: string, kind: ClaimKind, paymentId: string) => ({
    PK: `${tp(kindergartenId)}#SETTLEMENT_CLAIMS#${providerId}`,
    SK: `${kind}#${paymentId}`,
  }),
  /** The last number given in a series (`last`); the kindergarten's invoices share the invoicing settings'. */
  counter: (kindergartenId: string, series: Series): Key =>
    series === 'invoice'
      ? cashKeys.counter(kindergartenId, 'invoice')
      : { PK: tp(kindergartenId), SK: `COUNTER#SETTLEMENT#${series}` },
  /** A number given in a series: put once (`attribute_not_exists`). */
  number: (kindergartenId: string, series: Series, n: number) => ({
    PK: `${tp(kindergartenId)}#SETTLEMENT_NUMBERS`,
    SK: `${series}#${n}`,
  }),
};

export interface InvoicePart {
  supplier: Party;
  recipient: Party;
  taxEventDate: string;
  lines: { description: string; amountCents: number }[];
  taxBaseCents: number;
  vatPercent: number;
  vatCents: number;
  noVatReason: string | null;
  /** What the invoice was saved with but does not meet; absent before issue #25. */
  warnings?: string[];
}

export interface VoucherPart {
  recipientName: string;
  /** The recipient's identity document (вид, №, издаден); absent on vouchers saved before issue #25. */
  recipientDocument?: string | null;
  basis: string;
  cashierName: string;
}

export interface SettlementItem {
  id: string;
  kind: SettlementKind;
  kindergartenId: string;
  series: Series;
  number: number;
  date: string;
  providerId: string;
  providerName: string;
  providerEik: string;
  fromDate: string | null;
  toDate: string | null;
  totalCents: number;
  kindergartenShareCents: number;
  providerDueCents: number;
  lines: SettlementLine[];
  /** The payments it claims (a protocol's, a voucher's). */
  paymentIds: string[];
  note: string | null;
  reason: string | null;
  manual: boolean;
  protocolId: string | null;
  direction: InvoiceDirection | null;
  invoice: InvoicePart | null;
  voucher: VoucherPart | null;
  cancelled: boolean;
  /** Invoices and vouchers made from a protocol and not cancelled or deleted (ADD ±1). */
  dependents: number;
  createdBy: string;
  createdAt: string;
}

export const readDocument = (kindergartenId: string, id: string) =>
  getItem<SettlementItem>(settlementKeys.document(kindergartenId, id), { consistent: true });

const rowAttributes = [
  'id',
  'kind',
  'series',
  'number',
  'date',
  'providerId',
  'providerName',
  'fromDate',
  'toDate',
  'totalCents',
  'kindergartenShareCents',
  'providerDueCents',
  'manual',
  'protocolId',
  'direction',
  'cancelled',
  'dependents',
  'createdAt',
] as const;

export type SettlementRowItem = Pick<SettlementItem, (typeof rowAttributes)[number]>;

/** A kind's documents dated inside the range (one Query of GSI1), without their lines. */
export const documentsOfKind = (kindergartenId: string, kind: SettlementKind, from: string, to: string) =>
  queryAll<SettlementRowItem>({
    index: 'GSI1',
    partition: settlementKeys.ofKind(kindergartenId, kind).GSI1PK,
    between: [from, `${to}#~`],
    attributes: rowAttributes,
  });

export const readProviderRecord = (providerId: string) =>
  getItem<Pick<ProviderItem, 'id' | 'name' | 'eik' | 'address' | 'contactName'>>(
    activityKeys.provider(providerId),
    { attributes: ['id', 'name', 'eik', 'address', 'contactName'] },
  );

/** The payments recorded in one month (one Query of GSI1). */
export const paymentsRecordedIn = (kindergartenId: string, month: Month) =>
  queryAll<PaymentItem>({
    index: 'GSI1',
    partition: activityKeys.paymentsOfMonth(kindergartenId, month).GSI1PK,
  });

/** The payments among `paymentIds` already claimed: a BatchGet of their markers (100 a request). */
export async function claimedAmong(
  kindergartenId: string,
  providerId: string,
  kind: ClaimKind,
  paymentIds: readonly string[],
): Promise<Set<string>> {
  const found = await batchGet<{ SK: string }>(
    paymentIds.map((p) => settlementKeys.claim(kindergartenId, providerId, kind, p)),
  );
  return new Set(found.map((f) => f.SK.slice(kind.length + 1)));
}

export const readActivities = (kindergartenId: string, activityIds: readonly string[]) =>
  batchGet<Pick<ActivityItem, 'id' | 'kindergartenSharePercent' | 'shareBasis'>>(
    activityIds.map((a) => activityKeys.activity(kindergartenId, a)),
  );

export const readFees = (kindergartenId: string, feeIds: readonly string[]) =>
  batchGet<Pick<FeeItem, 'id' | 'baseCents' | 'amountCents'>>(
    feeIds.map((f) => activityKeys.fee(kindergartenId, f)),
  );

const documentPut = (item: SettlementItem): TransactOp => ({
  put: {
    ...item,
    ...settlementKeys.document(item.kindergartenId, item.id),
    ...settlementKeys.ofKind(item.kindergartenId, item.kind, item.date, item.id),
    type: 'Settlement',
  },
  condition: { absent: true },
});

export const claimOps = (item: SettlementItem, kind: ClaimKind): TransactOp[] =>
  item.paymentIds.map((paymentId) => ({
    put: {
      ...settlementKeys.claim(item.kindergartenId, item.providerId, kind, paymentId),
      type: 'SettlementClaim',
      documentId: item.id,
    },
    condition: { absent: true },
  }));

export const releaseOps = (item: SettlementItem, kind: ClaimKind): TransactOp[] =>
  item.paymentIds.map((paymentId) => ({
    delete: settlementKeys.claim(item.kindergartenId, item.providerId, kind, paymentId),
    condition: { equals: { documentId: item.id } },
  }));

/** A protocol's dependents moved by `by` (it must exist and be a protocol). */
export const dependentsOp = (kindergartenId: string, protocolId: string, by: 1 | -1): TransactOp => ({
  update: settlementKeys.document(kindergartenId, protocolId),
  changes: { add: { dependents: by } },
  condition: { exists: true, equals: { kind: 'protocol' } },
});

/** Writes ops in transactions of at most 100; answers whether each committed (stops at the first refusal). */
export async function inChunks(ops: readonly TransactOp[], size = 100): Promise<boolean> {
  for (let i = 0; i < ops.length; i += size) {
    const outcome = await tryTransact(ops.slice(i, i + size));
    if (!outcome.committed) return false;
  }
  return true;
}

export type NumberedOutcome =
  | { saved: true; number: number }
  /** `earlier`: an invoice dated before the series' last number's date (numbers and dates rise together). */
  | { saved: false; failed: number[]; earlier?: { number: number; date: string } };

/**
 * Saves a document with the next number of its series: the counter moved from the value read (the
 * condition), the number's marker put once and the document (and `extra` ops) in one transaction. A race
 * on the counter alone is tried again with the new value; any other refusal is answered (indexes of
 * `extra`, counted from 0).
 */
export async function saveNumbered(
  build: (n: number) => SettlementItem,
  extra: readonly TransactOp[],
  attempts = 6,
): Promise<NumberedOutcome> {
  for (let attempt = 0; ; attempt++) {
    const probe = build(0);
    const counterKey = settlementKeys.counter(probe.kindergartenId, probe.series);
    const { last, ...counter } = await readCounter<{ lastDate: string }>(counterKey, ['lastDate']);
    const n = last + 1;
    const item = build(n);
    // An invoice never carries an earlier date than the number before it (ЗДДС чл. 114: the numbers of a
    // series follow the order of issue); the counter's condition keeps the date read the current one.
    if (item.kind === 'invoice' && counter.lastDate && item.date < counter.lastDate)
      return { saved: false, failed: [], earlier: { number: last, date: counter.lastDate } };
    const ops: TransactOp[] = [
      ...nextNumberOps(
        counterKey,
        last,
        {
          ...settlementKeys.number(item.kindergartenId, item.series, n),
          type: 'SettlementNumber',
          documentId: item.id,
          date: item.date,
        },
        { lastDate: item.date },
      ),
      documentPut(item),
      ...extra,
    ];
    const outcome = await tryTransact(ops);
    if (outcome.committed) return { saved: true, number: n };
    const others = outcome.failed.filter((i) => i > 2).map((i) => i - 3);
    if (others.length > 0 || attempt + 1 >= attempts) return { saved: false, failed: others };
  }
}

/**
 * Saves a provider's invoice with the number printed on it (entered, not given): the number's marker in the
 * provider's series put once, the document and `extra` in one transaction. `duplicate`: that number of the
 * provider is entered already; `failed`: indexes of `extra` refused.
 */
export async function saveEntered(
  item: SettlementItem,
  extra: readonly TransactOp[],
): Promise<{ saved: true } | { saved: false; duplicate: boolean; failed: number[] }> {
  const outcome = await tryTransact([
    {
      put: {
        ...settlementKeys.number(item.kindergartenId, item.series, item.number),
        type: 'SettlementNumber',
        documentId: item.id,
        date: item.date,
      },
      condition: { absent: true },
    },
    documentPut(item),
    ...extra,
  ]);
  if (outcome.committed) return { saved: true };
  return {
    saved: false,
    duplicate: outcome.failed.includes(0),
    failed: outcome.failed.filter((i) => i > 1).map((i) => i - 2),
  };
}

/** The numbers of a series entered or given in the kindergarten, with their dates (one Query). */
export async function numbersOfSeries(kindergartenId: string, series: Series) {
  const found = await queryAll<{ SK: string; date?: string }>({
    partition: settlementKeys.number(kindergartenId, series, 0).PK,
    beginsWith: `${series}#`,
    attributes: ['SK', 'date'],
    consistent: true,
  });
  return found.map((f) => ({ number: Number(f.SK.slice(series.length + 1)), date: f.date ?? null }));
}

/** The number the next document of a series gets. */
export async function nextNumberOf(kindergartenId: string, series: Series): Promise<number> {
  return (await readCounter(settlementKeys.counter(kindergartenId, series))).last + 1;
}

/** Deletes a protocol while nothing depends on it, or a voucher (its protocol's dependents -1). */
export function deleteDocumentOps(item: SettlementItem): TransactOp[] {
  const ops: TransactOp[] = [
    {
      delete: settlementKeys.document(item.kindergartenId, item.id),
      condition: {
        exists: true,
        expression: 'attribute_not_exists(#d) OR #d = :zero',
        names: { '#d': 'dependents' },
        values: { ':zero': 0 },
      },
    },
  ];
  if (item.kind === 'voucher' && item.protocolId)
    ops.push(dependentsOp(item.kindergartenId, item.protocolId, -1));
  return ops;
}

/** Cancels an invoice (its number stays given); its protocol's dependents -1. */
export function cancelInvoice(item: SettlementItem, at: string) {
  const ops: TransactOp[] = [
    {
      update: settlementKeys.document(item.kindergartenId, item.id),
      changes: { set: { cancelled: true, cancelledAt: at } },
      condition: { exists: true, equals: { cancelled: false } },
    },
  ];
  if (item.protocolId) ops.push(dependentsOp(item.kindergartenId, item.protocolId, -1));
  return tryTransact(ops);
}
