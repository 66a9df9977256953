import { formatMoney } from '../../../ui/format/numbers';

const weekdayShort = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'];

/** "вт, чт 16:00–16:45": the weekly schedule in a line, slots of the same hours together. */
export function scheduleSummary(schedule: readonly { weekday: number; from: string; to: string }[]): string {
  const byTime = new Map<string, number[]>();
  for (const s of [...schedule].sort((a, b) => a.weekday - b.weekday)) {
    const time = `${s.from}–${s.to}`;
    byTime.set(time, [...(byTime.get(time) ?? []), s.weekday]);
  }
  return [...byTime]
    .map(([time, days]) => `${days.map((d) => weekdayShort[d]).join(', ')} ${time}`)
    .join('; ');
}

const per = {
  month: 'месец',
  session: 'посещение',
  mixed: 'месец + според посещенията',
  day: 'ден',
} as const;

/** "45,00 €/месец", "8,00 €/посещение", "20,00 €/месец + според посещенията", "2,50 €/ден". */
export const priceLabel = (a: { priceCents: number; pricing: keyof typeof per }) =>
  `${formatMoney(a.priceCents / 100)}/${per[a.pricing]}`;
