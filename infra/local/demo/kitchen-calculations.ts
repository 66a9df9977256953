/**
 * The kitchen's calculations demo (issue #35): every working day from 14.09.2026 (the demo menu's first day)
 * to 20.11.2026 in the main demo kindergarten, written through the features' own functions as the manciple.
 * Each Monday the week's calculations are made from the attendance demo's marks, the staff meals and the
 * demo menu; the kitchen's own store („Кухненски склад") receives from the first demo supplier what the
 * week needs (5 % over, at fixed prices); then each day is confirmed — its request completed at the
 * average price — and gets its portion book; the last day (Friday 20.11, the demo's eve) stays a draft
 * waiting to be confirmed. So the monthly meal report, the summaries and the nutritional references have
 * three months (September to November) to show, and the store's ledger and trial balance hold every
 * movement to the cent.
 *
 *   await seedKitchenCalculationsDemo(demo);   // after seedKitchenMenusDemo
 */

import {
  confirmCalculation,
  createDayCalculation,
} from '../../../functions/src/areas/kitchen/calculations/calculations';
import { createPortionBook } from '../../../functions/src/areas/kitchen/portion-books/portion-books';
import { saveReceipt } from '../../../functions/src/areas/storage/receipts/receipts';
import { saveWarehouse } from '../../../functions/src/areas/storage/warehouses/warehouses';
import { getCalculation, productTotals } from '../../../functions/src/domain/kitchen/calculations';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { Role, Unit } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';
import { demoSupplierIds } from './storage-catalogue-demo';

/** The day left a draft: the morning's calculation still to be checked and confirmed. */
export const lastDraftDay = '2026-11-20';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The working weeks (Monday to Friday dates) from 14.09.2026 to 20.11.2026. */
function weeks(): string[][] {
  const all: string[][] = [];
  for (let monday = Date.UTC(2026, 8, 14); monday <= Date.UTC(2026, 10, 16); monday += 7 * 86_400_000)
    all.push([0, 1, 2, 3, 4].map((i) => iso(new Date(monday + i * 86_400_000))));
  return all;
}

/** A fixed price per kilogram, litre or piece (cents), the same on every seeding. */
const priceOf = (productId: string) =>
  120 + ([...productId].reduce((s, c) => s + c.charCodeAt(0), 0) % 40) * 10;

const unitOf = (baseUnit: number) =>
  baseUnit === Unit.Gram ? Unit.Kilogram : baseUnit === Unit.Millilitre ? Unit.Liter : Unit.Quantity;
const inUnit = (baseUnit: number, base: number) =>
  baseUnit === Unit.Quantity ? Math.ceil(base) : Math.ceil(base / 10) / 100;

export async function seedKitchenCalculationsDemo(demo: DemoWorld): Promise<{ calculations: number }> {
  const kindergartenId = demo.kindergartens.main.id;
  const session = {
    userId: demo.accounts.manciple.id,
    sessionId: 'demo-seed',
    role: Role.Manciple,
    kindergartenId,
    periodId: demo.kindergartens.main.activePeriodId ?? null,
    can: () => true,
  } as TenantRouteSession;
  const warehouseId = String(
    (
      await saveWarehouse(kindergartenId, {
        name: 'Кухненски склад',
        keeperName: 'Тодорка Илиева',
        isActive: true,
      })
    ).entityId,
  );
  let calculations = 0;
  for (const week of weeks()) {
    const days: string[] = [];
    for (const date of week) {
      try {
        await createDayCalculation(session, { date, warehouseId });
        days.push(date);
      } catch {
        // a day off (a holiday of the demo calendar): no calculation
      }
    }
    const drafts = (await Promise.all(days.map((d) => getCalculation(kindergartenId, d)))).filter(
      (c) => c !== undefined,
    );
    const needed = productTotals(drafts.flatMap((c) => c.products));
    if (needed.length === 0) continue;
    await saveReceipt(
      session,
      {
        date: week[0]!,
        warehouseId,
        supplierId: demoSupplierIds[0]!,
        supplierDocumentNumber: `К-${week[0]!.replaceAll('-', '')}`,
        lines: needed.map((p) => ({
          productId: p.productId,
          quantity: inUnit(p.baseUnit, p.quantity * 1.05),
          unitOfMeasure: unitOf(p.baseUnit),
          unitPrice: priceOf(p.productId),
        })),
      },
      undefined,
    );
    for (const calc of drafts) {
      if (calc.products.length === 0 || calc.date === lastDraftDay) continue;
      await confirmCalculation(session, calc, calc.version);
      const confirmed = await getCalculation(kindergartenId, calc.date);
      if (confirmed) await createPortionBook(session, confirmed);
      calculations += 1;
    }
  }
  return { calculations };
}
