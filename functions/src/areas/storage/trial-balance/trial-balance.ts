import { monthNames } from '@gradina/shared/format-dates';
import type { TrialBalance } from '@gradina/shared/manifest/routes/storage/trial-balance';
import { type Unit, unitLabels } from '@gradina/shared/storage/units';
import { sofiaToday } from '../../../platform/clock';
import { column, tableReportFile, textColumns } from '../../../platform/documents/table-report';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { balancesOn, monthMovement, movedAfterMonth } from '../availability/balances';

/**
 * The trial balance (оборотна ведомост) of a month from the stock items alone: closing = today's balance
 * less what the later months moved (their counters), opening = closing less the month's own movement.
 * Requests: the stock items and the warehouses, two Queries run together, whatever the number of products.
 */

const collator = new Intl.Collator('bg', { sensitivity: 'base', numeric: true });

export async function trialBalance(
  session: TenantRouteSession,
  q: { year: number; month: number; warehouseId?: string },
): Promise<TrialBalance> {
  const month = `${q.year}-${String(q.month).padStart(2, '0')}`;
  const rows = (await balancesOn(session.kindergartenId, sofiaToday()))
    .filter((r) => !q.warehouseId || r.warehouseId === q.warehouseId)
    .map((r) => {
      const after = movedAfterMonth(r.item, month);
      const own = monthMovement(r.item, month);
      const closing = {
        quantity: Number(r.item.qty ?? 0) - after.qty,
        value: Number(r.item.value ?? 0) - after.value,
      };
      return {
        productId: r.productId,
        productName: r.productName,
        baseUnit: r.baseUnit,
        warehouseId: r.warehouseId,
        warehouseName: r.warehouseName,
        opening: {
          quantity: closing.quantity - own.inQty + own.outQty,
          value: closing.value - own.inValue + own.outValue,
        },
        in: { quantity: own.inQty, value: own.inValue },
        out: { quantity: own.outQty, value: own.outValue },
        closing,
      };
    })
    .filter(
      (r) => r.opening.quantity || r.opening.value || r.in.quantity || r.out.quantity || r.closing.value,
    )
    .sort(
      (a, b) =>
        collator.compare(a.productName, b.productName) || collator.compare(a.warehouseName, b.warehouseName),
    );
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    year: q.year,
    month: q.month,
    result: rows,
    rowsCount: rows.length,
    totals: {
      opening: sum((r) => r.opening.value),
      in: sum((r) => r.in.value),
      out: sum((r) => r.out.value),
      closing: sum((r) => r.closing.value),
    },
  };
}

/** The trial balance as a file: A4 landscape, the header repeated on every page (the report kit). */
export async function trialBalanceFile(
  session: TenantRouteSession,
  q: { year: number; month: number; warehouseId?: string },
  type: 'pdf' | 'xlsx',
) {
  const tb = await trialBalance(session, q);
  const period = `${monthNames[q.month - 1] ?? q.month} ${q.year} г.`;
  return tableReportFile(
    {
      fileName: `Оборотна ведомост ${q.year}-${String(q.month).padStart(2, '0')}`,
      title: 'Оборотна ведомост',
      lines: [
        `За месец ${period}`,
        'Количества в основната мярка на продукта; стойности по средно претеглена цена.',
      ],
      columns: [
        ...textColumns({ Продукт: 30, Склад: 16, Мярка: 7 }),
        column.number('Нач. к-во', 11),
        column.money('Нач. стойност'),
        column.number('Приход к-во', 11),
        column.money('Приход стойност'),
        column.number('Разход к-во', 11),
        column.money('Разход стойност'),
        column.number('Крайно к-во', 11),
        column.money('Крайна стойност'),
      ],
      rows: tb.result.map((r) => [
        r.productName,
        r.warehouseName,
        unitLabels[r.baseUnit as Unit] ?? '',
        r.opening.quantity,
        r.opening.value,
        r.in.quantity,
        r.in.value,
        r.out.quantity,
        r.out.value,
        r.closing.quantity,
        r.closing.value,
      ]),
      totals: [
        'Общо',
        '',
        '',
        null,
        tb.totals.opening,
        null,
        tb.totals.in,
        null,
        tb.totals.out,
        null,
        tb.totals.closing,
      ],
    },
    type,
  );
}
