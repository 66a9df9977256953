import { createHash } from 'node:crypto';
import { OnlinePaymentStatus, PaymentMethod } from '@gradina/shared';
import { formatDateTime, formatMonth } from '@gradina/shared/format-dates';
import { formatCents } from '@gradina/shared/money-words';
import type { PaymentItem } from '../../../domain/activities/items';
import { activityKeys } from '../../../domain/activities/keys';
import { monthOf } from '../../../domain/calendar';
import { notify } from '../../../domain/notices';
import { now } from '../../../platform/clock';
import { batchGet, batchWrite, keys } from '../../../platform/db';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { enqueue } from '../../../platform/queue/send';
import { guardianLinksOf } from '../fees/items';
import { settingsWhenOn } from './generate';
import {
  type KindergartenFeeItem,
  kindergartenFeeKeys,
  kindergartenFeesOfMonth,
  statementsSent,
} from './items';

/**
 * The month's statements to the parents (`/fees_depricated/parents-emails`): each parent's children with what
 * is still due of each fee, and the EasyPay code of a payment already waiting on a fee. A code is never made
 * here: it would hold the fee for the seven days of the code, so the parent asks for one on their page.
 */

interface Statement {
  parentId: string;
  parentName: string;
  email: string | null;
  fees: KindergartenFeeItem[];
}

const dueOf = (f: KindergartenFeeItem) => Math.max(0, f.amountCents - f.paidCents);

/** The month's fees with something due, grouped by parent (the guardian links), with the parents' records. */
async function statementsOf(kindergartenId: string, year: number, month: number) {
  const [fees, links] = await Promise.all([
    kindergartenFeesOfMonth(kindergartenId, monthOf(year, month)),
    guardianLinksOf(kindergartenId),
  ]);
  const byParent = new Map<string, KindergartenFeeItem[]>();
  const due = fees.filter((f) => dueOf(f) > 0);
  for (const l of links) {
    const own = due.filter((f) => f.childId === l.childId);
    if (own.length) byParent.set(l.parentUserId, [...(byParent.get(l.parentUserId) ?? []), ...own]);
  }
  const users = byParent.size
    ? await batchGet<{ id: string; firstName?: string; lastName?: string; email?: string }>(
        [...byParent.keys()].map((id) => keys.user(id)),
      )
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return [...byParent].map(([parentId, list]): Statement => {
    const u = byId.get(parentId);
    return {
      parentId,
      parentName: [u?.firstName, u?.lastName].filter(Boolean).join(' '),
      email: u?.email ?? null,
      fees: list.sort((a, b) => a.childName.localeCompare(b.childName, 'bg')),
    };
  });
}

/** `GET /api/fees/parents-emails`: the parents, their children, what they owe and when they were sent it. */
export async function statementList(session: TenantRouteSession, query: { year: number; month: number }) {
  const kg = session.kindergartenId;
  const [list, sent] = await Promise.all([
    statementsOf(kg, query.year, query.month),
    statementsSent(kg, monthOf(query.year, query.month)),
  ]);
  const sentAt = new Map(sent.map((s) => [s.parentId, s.sentAt]));
  return list
    .map((s) => ({
      parentId: s.parentId,
      parentName: s.parentName,
      email: s.email,
      children: [...new Set(s.fees.map((f) => f.childName))],
      dueCents: s.fees.reduce((sum, f) => sum + dueOf(f), 0),
      sentAt: sentAt.get(s.parentId) ?? null,
    }))
    .sort((a, b) => a.parentName.localeCompare(b.parentName, 'bg'));
}

/** The statement's text: one line per fee, the total, the EasyPay codes waiting, where to pay. Pure. */
export function statementText(
  s: Pick<Statement, 'parentName' | 'fees'>,
  month: string,
  codes: ReadonlyMap<string, { idn: string; expiresAt: string | null }>,
  link: string,
) {
  const lines = s.fees.map((f) => {
    const code = f.pendingPaymentId ? codes.get(f.pendingPaymentId) : undefined;
    const easyPay = code
      ? `; код за EasyPay ${code.idn}${code.expiresAt ? ` (до ${formatDateTime(code.expiresAt)})` : ''}`
      : '';
    return `- ${f.childName}, ${f.activityName}: ${formatCents(dueOf(f))} €${easyPay}`;
  });
  const total = s.fees.reduce((sum, f) => sum + dueOf(f), 0);
  return [
    `Здравейте${s.parentName ? `, ${s.parentName}` : ''},`,
    '',
    `Таксите за детската градина за ${formatMonth(`${month}-01`)}:`,
    ...lines,
    '',
    `Общо за плащане: ${formatCents(total)} €.`,
    `Платете онлайн с карта или ePay, вземете код за EasyPay или платете на касата в градината: ${link}`,
  ].join('\n');
}

/**
 * `POST /api/fees/parents-emails`: e-mails each parent their statement (through the work queue, once per
 * parent, month and set of amounts) and leaves a notice in the platform. Answers how many were sent.
 */
export async function sendStatements(session: TenantRouteSession, body: { year: number; month: number }) {
  const kg = session.kindergartenId;
  await settingsWhenOn(kg);
  const month = monthOf(body.year, body.month);
  const list = await statementsOf(kg, body.year, body.month);
  const pending = [
    ...new Set(list.flatMap((s) => s.fees.map((f) => f.pendingPaymentId).filter((p): p is string => !!p))),
  ];
  const payments = pending.length
    ? await batchGet<PaymentItem>(pending.map((p) => activityKeys.payment(kg, p)))
    : [];
  const codes = new Map(
    payments
      .filter((p) => p.method === PaymentMethod.EasyPay && p.status === OnlinePaymentStatus.Waiting && p.idn)
      .map((p) => [p.id, { idn: p.idn!, expiresAt: p.expiresAt }]),
  );
  const link = `${(process.env.PUBLIC_URL ?? '').replace(/\/+$/, '')}/parents-fees_depricated`;
  const at = now().toISOString();
  const subject = `Такси за детската градина за ${formatMonth(`${month}-01`)}`;
  const send = async (s: Statement) => {
    const text = statementText(s, month, codes, link);
    const key = `kgfees#${month}#${s.parentId}#${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    await Promise.all([
      s.email
        ? enqueue('work', {
            type: 'mail.send',
            key,
            payload: { to: s.email, subject, text, category: 'notification' },
          })
        : undefined,
      notify({
        kindergartenId: kg,
        key,
        userIds: [s.parentId],
        title: subject,
        text,
        toast: true,
        inbox: true,
      }),
    ]);
  };
  // A kindergarten's parents are a few hundred: sent 25 at a time, the marks in one batch write.
  for (let i = 0; i < list.length; i += 25) await Promise.all(list.slice(i, i + 25).map(send));
  await batchWrite({
    puts: list.map((s) => ({
      ...kindergartenFeeKeys.statement(kg, month, s.parentId),
      parentId: s.parentId,
      sentAt: at,
    })),
  });
  const count = list.length;
  return { isSuccessful: true, entityId: null, errorMessage: null, count };
}
