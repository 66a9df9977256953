import { OnlinePaymentStatus } from '@gradina/shared';
import { formatDateDigits, formatTime } from '../../../ui/format/dates';
import { formatCents } from '../../../ui/format/numbers';

/** Cents as money: `12 345,50 €`. */
export const money = formatCents;

/** An instant as `DD.MM.YYYY HH:mm` on the Sofia clock (an EasyPay code's deadline). */
export const deadline = (iso: string | null | undefined) =>
  iso ? `${formatDateDigits(iso)} ${formatTime(iso).replace(/\sч\.$/, '')}` : '';

/** `YYYY-MM` as `MM.YYYY`. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

export type Outcome = 'paid' | 'refused' | 'waiting' | 'overpaid';

/** What the page tells the parent back from ePay: the notification, not the redirect, decides. */
export function outcomeOf(status: OnlinePaymentStatus): Outcome {
  if (status === OnlinePaymentStatus.Paid) return 'paid';
  if (status === OnlinePaymentStatus.Waiting) return 'waiting';
  // ePay took the money after the fee was paid another way: it is refunded (issue #25).
  if (status === OnlinePaymentStatus.Overpaid) return 'overpaid';
  return 'refused';
}

export const outcomeTexts: Record<Outcome, string> = {
  paid: 'Плащането е прието',
  refused: 'Плащането е отказано',
  waiting: 'Чака потвърждение от ePay',
  overpaid: 'Таксата вече е платена: сумата ще ви бъде върната',
};

/** How many times the page asks again while ePay has not confirmed (every 2 s). */
export const outcomePolls = 5;

/**
 * Whether the selected fees can be paid together: one fee always; several only of one provider that takes
 * transfer payments. Answers the reason in Bulgarian otherwise.
 */
export function selectionProblem(
  selected: readonly { providerId: string; providerName: string; isTransferPaymentPossible: boolean }[],
): string | null {
  if (selected.length <= 1) return null;
  if (new Set(selected.map((f) => f.providerId)).size > 1)
    return 'Изберете такси само на един доставчик: всяко плащане е към един доставчик.';
  if (!selected[0]!.isTransferPaymentPossible)
    return `„${selected[0]!.providerName}“ приема само по една такса на плащане.`;
  return null;
}

/** Posts ePay's signed form from the browser at once (the parent leaves for ePay's page). */
export function postForm(form: { action: string; fields: Record<string, string> }, doc: Document = document) {
  const el = doc.createElement('form');
  el.method = 'POST';
  el.action = form.action;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    el.appendChild(input);
  }
  doc.body.appendChild(el);
  el.submit();
}
