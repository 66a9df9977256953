import { createHash, randomUUID } from 'node:crypto';
import { FeePaymentStatus, type FieldError, OnlinePaymentStatus, type PaymentMethod } from '@gradina/shared';
import { formatCents } from '@gradina/shared/money-words';
import { type FeeItem, type PaymentItem, paidFeeOf } from '../../../domain/activities/items';
import { userName } from '../../../domain/children/access';
import { now, sofiaToday } from '../../../platform/clock';
import { badRequest, conflict, invalidField, notFound } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  guardiansOf,
  readFee,
  readFees,
  readProvider,
  readStaffMember,
  recordedBy,
  recordPaymentItems,
} from './items';

/**
 * Payments staff record (cash, bank, POS): one fee, any part of what is still due, or several fees of one
 * family and one provider, each paid to the end. Each is one transaction with the payment, its receipt
 * number and the fees credited; the form's request key makes a double click or a retry record it once, and
 * the key with another request (another fee, amount, …) is a 409 naming the key, never the old payment.
 */

export const feeNotFound = 'Таксата не е намерена.';
export const pendingOnline =
  'Таксата чака онлайн плащане. Изчакайте то да приключи или да изтече и тогава запишете плащането.';
export const alreadyPaid = 'Таксата вече е платена.';
export const feeChanged =
  'Таксата беше променена междувременно (платена, изтрита или чака онлайн плащане). Заредете таксите отново.';

export interface RecordInput {
  method: PaymentMethod;
  date: string;
  payerName: string;
  note?: string | undefined;
  cashierId?: string | undefined;
  idempotencyKey: string;
}

export const keyReused = (key: string) =>
  `Ключът на заявката „${key}“ вече е използван за друго плащане. Заредете формата отново и запишете плащането с нов ключ.`;

/**
 * What a request asks for, as a hash kept with its key: the same key and fingerprint is a retry (answered
 * with the payment it recorded), the same key with another fingerprint a different request. Pure.
 */
export function requestFingerprint(
  input: Omit<RecordInput, 'idempotencyKey'>,
  feeIds: readonly string[],
  amountCents: number | null,
) {
  const what = {
    feeIds: [...feeIds].sort(),
    amountCents,
    method: input.method,
    date: input.date,
    payerName: input.payerName.trim(),
    note: input.note?.trim() || null,
    cashierId: input.cashierId ?? null,
  };
  return createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 32);
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 40));

/** The payment a request key recorded when the request is the same (a retry); a 409 when it is not. */
async function earlierPayment(
  kg: string,
  userId: string,
  key: string,
  fingerprint: string,
  waitForIt = false,
) {
  for (let attempt = 0; ; attempt++) {
    const earlier = await recordedBy(kg, userId, key);
    if (earlier) {
      if (earlier.fingerprint !== undefined && earlier.fingerprint !== fingerprint)
        throw conflict(keyReused(key));
      return earlier.paymentId;
    }
    // A racing request with the key is still writing: its marker is there once it commits.
    if (!waitForIt || attempt >= 20) return undefined;
    await pause();
  }
}

const dueOf = (fee: Pick<FeeItem, 'amountCents' | 'paidCents'>) =>
  Math.max(0, fee.amountCents - fee.paidCents);

/** Why a fee cannot take `amountCents` now (a 409 message, or a field error on the amount); null: it can. Pure. */
export function feeRefusal(
  fee: Pick<FeeItem, 'amountCents' | 'paidCents' | 'status' | 'pendingPaymentId'>,
  amountCents: number,
): { conflict: string } | { field: FieldError } | null {
  if (fee.pendingPaymentId || fee.status === FeePaymentStatus.WaitingExternal)
    return { conflict: pendingOnline };
  const due = dueOf(fee);
  if (fee.status === FeePaymentStatus.Paid || due === 0) return { conflict: alreadyPaid };
  if (amountCents > due)
    return {
      field: {
        field: 'amountCents',
        message: `Полето "Сума" не може да е повече от дължимото (${formatCents(due)}): надплащане не се приема.`,
      },
    };
  return null;
}

function refuse(r: NonNullable<ReturnType<typeof feeRefusal>>): never {
  if ('conflict' in r) throw conflict(r.conflict);
  throw badRequest(r.field.message, [r.field]);
}

/** The fees of one batch belong together: one provider, and children of one family. Pure. */
export function batchRefusal(
  fees: readonly FeeItem[],
  guardians: ReadonlyMap<string, readonly string[]>,
): FieldError | null {
  if (new Set(fees.map((f) => f.providerId)).size > 1)
    return { field: 'feeIds', message: 'Полето "Такси": всички такси трябва да са на един доставчик.' };
  const children = [...new Set(fees.map((f) => f.childId))];
  if (children.length > 1) {
    const [first, ...others] = children.map((c) => guardians.get(c) ?? []);
    const common = first!.filter((parent) => others.every((list) => list.includes(parent)));
    if (common.length === 0)
      return {
        field: 'feeIds',
        message: 'Полето "Такси": всички такси трябва да са на деца от едно семейство.',
      };
  }
  return null;
}

/** The cashier: a staff member of the kindergarten, by default the signed-in user. */
async function cashierOf(session: TenantRouteSession, cashierId: string | undefined) {
  const id = cashierId ?? session.userId;
  const member = await readStaffMember(session.kindergartenId, id);
  if (member) return { id, name: `${member.firstName} ${member.lastName}` };
  if (!cashierId) return { id, name: await userName(id) };
  const message = 'Полето "Касиер" трябва да е служител на детската градина.';
  throw invalidField('cashierId', message);
}

async function record(
  session: TenantRouteSession,
  input: RecordInput,
  parts: { fee: FeeItem; amountCents: number }[],
  batch: boolean,
  fingerprint: string,
) {
  const kg = session.kindergartenId;
  if (input.date > sofiaToday()) {
    const message = 'Полето "Дата на плащане" не може да е в бъдещето.';
    throw invalidField('date', message);
  }
  const first = parts[0]!.fee;
  const [cashier, provider] = await Promise.all([
    cashierOf(session, input.cashierId),
    readProvider(first.providerId),
  ]);
  const createdAt = now().toISOString();
  const payment: PaymentItem = {
    id: randomUUID(),
    kindergartenId: kg,
    method: input.method,
    status: OnlinePaymentStatus.Paid,
    providerId: first.providerId,
    providerName: provider?.name ?? first.providerName,
    fees: parts.map((p) => paidFeeOf(p.fee, p.amountCents)),
    totalCents: parts.reduce((sum, p) => sum + p.amountCents, 0),
    childIds: [...new Set(parts.map((p) => p.fee.childId))],
    batch,
    invoice: null,
    idn: null,
    expiresAt: null,
    paidAt: input.date,
    stan: null,
    bcode: null,
    receiptNumber: null,
    cashierId: cashier.id,
    cashierName: cashier.name,
    payerName: input.payerName,
    note: input.note?.trim() || null,
    createdBy: session.userId,
    createdAt,
    version: 1,
  };
  const outcome = await recordPaymentItems(payment, parts, input.idempotencyKey, fingerprint);
  if (outcome.recorded) return saved(payment.id);
  if (outcome.why === 'duplicate') {
    const earlier = await earlierPayment(kg, session.userId, input.idempotencyKey, fingerprint, true);
    if (earlier) return saved(earlier);
  }
  throw conflict(feeChanged);
}

/** `POST /api/activities/payments`: a part of one fee, or all that is due of it. */
export async function recordPayment(
  session: TenantRouteSession,
  body: RecordInput & { feeId: string; amountCents: number },
  loaded: FeeItem | undefined,
) {
  const fingerprint = requestFingerprint(body, [body.feeId], body.amountCents);
  const earlier = await earlierPayment(
    session.kindergartenId,
    session.userId,
    body.idempotencyKey,
    fingerprint,
  );
  if (earlier) return saved(earlier);
  const fee = loaded ?? (await readFee(session.kindergartenId, body.feeId));
  if (!fee) throw notFound(feeNotFound);
  const refusal = feeRefusal(fee, body.amountCents);
  if (refusal) refuse(refusal);
  return record(session, body, [{ fee, amountCents: body.amountCents }], false, fingerprint);
}

/** `POST /api/activities/batch-payments`: several fees of one family and provider, each what is due of it. */
export async function recordBatchPayment(
  session: TenantRouteSession,
  body: RecordInput & { feeIds: string[] },
) {
  const kg = session.kindergartenId;
  const fingerprint = requestFingerprint(body, body.feeIds, null);
  const earlier = await earlierPayment(kg, session.userId, body.idempotencyKey, fingerprint);
  if (earlier) return saved(earlier);
  if (new Set(body.feeIds).size !== body.feeIds.length) {
    const message = 'Полето "Такси": една такса е избрана два пъти.';
    throw invalidField('feeIds', message);
  }
  const found = new Map((await readFees(kg, body.feeIds)).map((f) => [f.id, f]));
  const fees = body.feeIds.map((id) => found.get(id));
  if (fees.some((f) => !f)) throw notFound(feeNotFound);
  const all = fees as FeeItem[];
  for (const fee of all) {
    const refusal = feeRefusal(fee, dueOf(fee));
    if (refusal) refuse(refusal);
  }
  const children = [...new Set(all.map((f) => f.childId))];
  const guardians = new Map(
    children.length > 1
      ? await Promise.all(children.map(async (c) => [c, await guardiansOf(kg, c)] as const))
      : [],
  );
  const refusal = batchRefusal(all, guardians);
  if (refusal) throw badRequest(refusal.message, [refusal]);
  return record(
    session,
    body,
    all.map((fee) => ({ fee, amountCents: dueOf(fee) })),
    true,
    fingerprint,
  );
}
