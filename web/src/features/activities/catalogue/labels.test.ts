import { describe, expect, it } from 'vitest';
import { priceLabel, scheduleSummary } from './labels';

describe('activity labels', () => {
  it('summarises the schedule by hours', () => {
    expect(
      scheduleSummary([
        { weekday: 4, from: '16:00', to: '16:45' },
        { weekday: 2, from: '16:00', to: '16:45' },
        { weekday: 5, from: '10:00', to: '10:30' },
      ]),
    ).toBe('вт, чт 16:00–16:45; пт 10:00–10:30');
  });

  it('shows the price in euro per month or per session', () => {
    expect(priceLabel({ priceCents: 4500, pricing: 'month' }).replace(/\s/g, ' ')).toBe('45,00 €/месец');
    expect(priceLabel({ priceCents: 800, pricing: 'session' }).replace(/\s/g, ' ')).toBe('8,00 €/посещение');
  });
});
