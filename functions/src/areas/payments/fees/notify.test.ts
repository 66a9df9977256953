import { FeePaymentStatus } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { FeeItem } from '../../../domain/activities/items';
import { noticesOf, noticeText, summaryOf } from './notify';

const fee = (id: string, childId: string, o: Partial<FeeItem> = {}) =>
  ({
    id,
    childId,
    childName: childId === 'c1' ? 'Мария Иванова' : 'Петър Петров',
    month: '2026-11',
    amountCents: 3000,
    paidCents: 0,
    status: FeePaymentStatus.NotPaid,
    notifiedAt: null,
    ...o,
  }) as FeeItem;

const links = [
  { childId: 'c1', parentUserId: 'mother' },
  { childId: 'c1', parentUserId: 'father' },
  { childId: 'c2', parentUserId: 'father' },
];

describe('telling parents of a month’s fees', () => {
  it('gives one notice per parent with all their children’s fees not yet notified', () => {
    const fees = [fee('a', 'c1'), fee('b', 'c2'), fee('c', 'c2', { notifiedAt: '2026-11-20T10:00:00Z' })];
    const notices = noticesOf(fees, links);
    expect(notices.map((n) => [n.parentUserId, n.fees.map((f) => f.id)])).toEqual([
      ['mother', ['a']],
      ['father', ['a', 'b']],
    ]);
  });

  it('names the month, the children and the amount still due, and where to pay', () => {
    const text = noticeText('2026-11', [
      fee('a', 'c1'),
      fee('b', 'c2', { amountCents: 1250, paidCents: 250 }),
    ]);
    expect(text.title).toBe('Таксите за ноември 2026 са готови');
    expect(text.text).toContain('Мария Иванова, Петър Петров');
    expect(text.text).toMatch(/Сума за плащане: 40,00\s€/);
    expect(text.text).toContain('/parents-fees');
  });

  it('sums a month: notified and not, the parents told, amounts', () => {
    const s = summaryOf(
      '2026-11',
      [fee('a', 'c1', { notifiedAt: 'x', paidCents: 3000 }), fee('b', 'c2')],
      links,
    );
    expect(s).toEqual({
      month: '2026-11',
      fees: 2,
      notified: 1,
      notNotified: 1,
      children: 2,
      parentsNotified: 2,
      amountCents: 6000,
      paidCents: 3000,
      notNotifiedAmountCents: 3000,
    });
  });
});
