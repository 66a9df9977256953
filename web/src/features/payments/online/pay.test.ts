import { OnlinePaymentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { deadline, money, monthLabel, outcomeOf, outcomeTexts, selectionProblem } from './pay';

describe('the fees page helpers', () => {
  it('shows money, months and an EasyPay deadline the Bulgarian way', () => {
    expect(money(1234550).replace(/\s/g, ' ')).toBe('12 345,50 €');
    expect(monthLabel('2026-11')).toBe('11.2026');
    expect(deadline('2026-11-28T08:05:00.000Z')).toBe('28.11.2026 10:05');
    expect(deadline(null)).toBe('');
  });

  it('tells the outcome from the payment status, not from the redirect', () => {
    expect(outcomeOf(OnlinePaymentStatus.Paid)).toBe('paid');
    expect(outcomeOf(OnlinePaymentStatus.Waiting)).toBe('waiting');
    expect(outcomeOf(OnlinePaymentStatus.Denied)).toBe('refused');
    expect(outcomeOf(OnlinePaymentStatus.Expired)).toBe('refused');
  });

  it('pays several fees together only of one provider that takes it', () => {
    const a = { providerId: 'a', providerName: 'Ритъм', isTransferPaymentPossible: true };
    const b = { providerId: 'b', providerName: 'Инглиш Кидс', isTransferPaymentPossible: false };
    expect(selectionProblem([a])).toBeNull();
    expect(selectionProblem([a, a])).toBeNull();
    expect(selectionProblem([a, b])).toContain('един доставчик');
    expect(selectionProblem([b, b])).toContain('Инглиш Кидс');
  });
});

describe('outcomeOf an overpaid payment', () => {
  it('tells the parent the money goes back, not that it was refused', () => {
    expect(outcomeOf(OnlinePaymentStatus.Overpaid)).toBe('overpaid');
    expect(outcomeTexts.overpaid).toContain('върната');
  });
});
