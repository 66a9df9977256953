import type { FeeRow } from '@gradina/shared/manifest/routes/payments/fees';
import { formatCents } from '../../../ui/format/numbers';

type Breakdown = Pick<
  FeeRow,
  | 'pricing'
  | 'priceCents'
  | 'sessions'
  | 'heldSessions'
  | 'variableCents'
  | 'freeDays'
  | 'baseCents'
  | 'siblingOrder'
  | 'siblingDiscountPercent'
  | 'siblingDiscountCents'
  | 'discountPercent'
  | 'discountCents'
  | 'amountCents'
>;

/** How the fee's base came about, by its model (docs/areas/activity-fees.md, "Pricing"). */
function baseLine(f: Breakdown): string {
  const held = f.heldSessions ? ` от ${f.heldSessions}` : '';
  switch (f.pricing) {
    case 'session':
      return `${formatCents(f.priceCents)} за посещение × ${f.sessions} посещения = ${formatCents(f.baseCents)}`;
    case 'mixed':
      return `Фиксирана част ${formatCents(f.baseCents - f.variableCents)} (от ${formatCents(f.priceCents)} за месец) + според посещенията (${f.sessions}${held}) ${formatCents(f.variableCents)} = ${formatCents(f.baseCents)}`;
    case 'day':
      return `${formatCents(f.priceCents)} на ден × ${f.sessions} дни = ${formatCents(f.baseCents)}${
        f.freeDays ? ` (${f.freeDays} дни с медицинска бележка не се плащат)` : ''
      }`;
    default:
      return `Месечна цена ${formatCents(f.priceCents)}, записано ${f.sessions}${held} занимания = ${formatCents(f.baseCents)}`;
  }
}

/**
 * The lines of a fee's breakdown, as staff and parents see it: the base by the model, the sibling discount
 * (issue #25 point 10), the child's or provider's discount, what is due.
 */
export function feeBreakdown(f: Breakdown): string[] {
  const lines = [baseLine(f)];
  if (f.siblingDiscountCents > 0)
    lines.push(
      `Отстъпка за ${f.siblingOrder}-о дете (${f.siblingDiscountPercent}%): −${formatCents(f.siblingDiscountCents)}`,
    );
  const own = f.discountCents - f.siblingDiscountCents;
  if (own > 0) lines.push(`Отстъпка (${f.discountPercent}%): −${formatCents(own)}`);
  lines.push(`Дължимо: ${formatCents(f.amountCents)}`);
  return lines;
}
