import { describe, expect, it } from 'vitest';
import { feeBreakdown } from './fee-breakdown';

const plain = (lines: string[]) => lines.map((l) => l.replace(/\s/g, ' '));
const fee = {
  pricing: 'month' as const,
  priceCents: 4000,
  sessions: 8,
  heldSessions: 8,
  variableCents: 0,
  freeDays: 0,
  baseCents: 4000,
  siblingOrder: 1,
  siblingDiscountPercent: 0,
  siblingDiscountCents: 0,
  discountPercent: 0,
  discountCents: 0,
  amountCents: 4000,
};

describe('a fee’s breakdown', () => {
  it('shows the sibling discount apart from the child’s own', () => {
    expect(
      plain(
        feeBreakdown({
          ...fee,
          siblingOrder: 2,
          siblingDiscountPercent: 50,
          siblingDiscountCents: 2000,
          discountPercent: 10,
          discountCents: 2200,
          amountCents: 1800,
        }),
      ),
    ).toEqual([
      'Месечна цена 40,00 €, записано 8 от 8 занимания = 40,00 €',
      'Отстъпка за 2-о дете (50%): −20,00 €',
      'Отстъпка (10%): −2,00 €',
      'Дължимо: 18,00 €',
    ]);
  });

  it('names the models: fixed plus attended, the day rate with medical-notice days free', () => {
    expect(
      plain(
        feeBreakdown({
          ...fee,
          pricing: 'mixed',
          priceCents: 2000,
          sessions: 14,
          heldSessions: 21,
          variableCents: 1867,
          baseCents: 3867,
          amountCents: 3867,
        }),
      )[0],
    ).toBe('Фиксирана част 20,00 € (от 20,00 € за месец) + според посещенията (14 от 21) 18,67 € = 38,67 €');
    expect(
      plain(
        feeBreakdown({
          ...fee,
          pricing: 'day',
          priceCents: 250,
          sessions: 18,
          freeDays: 3,
          baseCents: 4500,
          amountCents: 4500,
        }),
      )[0],
    ).toBe('2,50 € на ден × 18 дни = 45,00 € (3 дни с медицинска бележка не се плащат)');
  });
});
