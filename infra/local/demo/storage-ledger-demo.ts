/**
 * The stock ledger's demo (issue #28): three months (September to November 2026) of the main demo
 * kindergarten's store, written through the features' own functions as the manciple: weekly receipts from
 * the four demo suppliers, a request to the kitchen every working day (completed), a scrapping a month, the
 * cold store's inventory at the end of September (a small shortage; September closes for it) and a week
 * of HACCP entries. Quantities and prices are fixed, so the trial balance of every month is the same on
 * every seeding and balances to the cent (the ledger keeps values in exact cents).
 *
 *   await seedStorageLedgerDemo(demo);   // after seedStorageCatalogueDemo
 */

import { saveHaccpEntry } from '../../../functions/src/areas/storage/haccp/haccp';
import { saveInventory } from '../../../functions/src/areas/storage/inventory/inventory';
import { saveReceipt } from '../../../functions/src/areas/storage/receipts/receipts';
import { stockInventoryList } from '../../../functions/src/areas/storage/references/ledger-references';
import { saveRequest } from '../../../functions/src/areas/storage/requests/requests';
import { saveScrapping } from '../../../functions/src/areas/storage/scrappings/scrappings';
import { completeDocument } from '../../../functions/src/areas/storage/stock-documents/outgoing';
import { getStockDoc } from '../../../functions/src/domain/storage/documents';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { Role, Unit } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';
import { demoSupplierIds, demoWarehouseIds } from './storage-catalogue-demo';

const KG = Unit.Kilogram;
const L = Unit.Liter;
const PC = Unit.Quantity;

/** [product slug, warehouse, supplier index, unit, weekly quantity, unit price in cents, daily use]. */
const goods: [string, 'dry' | 'cold', number, Unit, number, number, number][] = [
  ['fresh-milk', 'cold', 0, L, 40, 189, 5],
  ['yoghurt', 'cold', 0, PC, 60, 129, 8],
  ['white-cheese', 'cold', 0, KG, 6, 1150, 0.8],
  ['butter', 'cold', 0, KG, 3, 1390, 0.4],
  ['chicken-breast', 'cold', 1, KG, 10, 890, 1.5],
  ['veal', 'cold', 1, KG, 6, 1690, 0.9],
  ['potatoes', 'dry', 2, KG, 30, 95, 4.5],
  ['carrots', 'cold', 2, KG, 10, 110, 1.5],
  ['apples', 'cold', 2, KG, 20, 185, 3],
  ['flour', 'dry', 3, KG, 10, 120, 1.2],
  ['rice', 'dry', 3, KG, 8, 260, 1],
  ['sunflower-oil', 'dry', 3, L, 5, 310, 0.6],
];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The working days (Monday to Friday) from 01.09.2026 to 20.11.2026. */
function workingDays(): Date[] {
  const days: Date[] = [];
  for (
    let d = new Date(Date.UTC(2026, 8, 1));
    d <= new Date(Date.UTC(2026, 10, 20));
    d = new Date(d.getTime() + 86_400_000)
  )
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) days.push(d);
  return days;
}

export async function seedStorageLedgerDemo(demo: DemoWorld): Promise<{ stockDocuments: number }> {
  const session = {
    userId: demo.accounts.manciple.id,
    sessionId: 'demo-seed',
    role: Role.Manciple,
    kindergartenId: demo.kindergartens.main.id,
    periodId: null,
    can: () => true,
  } as TenantRouteSession;
  let documents = 0;
  const scrappingDays = ['2026-09-24', '2026-10-22', '2026-11-19'];
  const commission = ['Тодорка Илиева', 'Мария Петрова', 'Стоянка Колева'];
  // Yoghurt past its date in the cold store, once a month.
  const scrapYoghurt = async (date: string) => {
    const id = saved(
      await saveScrapping(
        session,
        {
          date,
          warehouseId: demoWarehouseIds.cold,
          type: 1,
          reason: 'Изтекъл срок на годност при проверка на хладилника',
          commission,
          lines: [{ productId: 'nat-yoghurt', quantity: 4, unitOfMeasure: PC }],
        },
        undefined,
      ),
    );
    const doc = await getStockDoc(session.kindergartenId, 'scrapping', id);
    if (doc) await completeDocument(session, doc);
  };
  // The cold store counted at the end of September: 200 g of cheese and 100 g of butter short.
  const countColdStore = async (date: string) => {
    const book = await stockInventoryList(session, { date, warehouseId: demoWarehouseIds.cold });
    const counted = (slug: string, short: number) =>
      ((book.find((r) => r.productId === `nat-${slug}`)?.quantity ?? 0) - short) / 1000;
    saved(
      await saveInventory(
        session,
        {
          date,
          warehouseId: demoWarehouseIds.cold,
          commission,
          lines: [
            {
              productId: 'nat-white-cheese',
              countedQuantity: counted('white-cheese', 200),
              unitOfMeasure: KG,
            },
            { productId: 'nat-butter', countedQuantity: counted('butter', 100), unitOfMeasure: KG },
          ],
        },
        undefined,
      ),
    );
  };
  const saved = (r: { entityId: string | number | null }) => {
    documents += 1;
    return String(r.entityId);
  };
  for (const day of workingDays()) {
    const date = iso(day);
    // The week's first working day: a receipt per supplier and warehouse, expiring in 10 days (cold) or 180.
    if (day.getUTCDay() === 1 || date === '2026-09-01')
      for (const [supplier, supplierId] of demoSupplierIds.entries())
        for (const warehouse of ['dry', 'cold'] as const) {
          const lines = goods.filter(([, w, s]) => w === warehouse && s === supplier);
          if (lines.length === 0) continue;
          const expiry = iso(new Date(day.getTime() + (warehouse === 'cold' ? 10 : 180) * 86_400_000));
          saved(
            await saveReceipt(
              session,
              {
                date,
                warehouseId: demoWarehouseIds[warehouse],
                supplierId,
                supplierDocumentNumber: `${2026_000 + documents}`,
                lines: lines.map(([slug, , , unit, quantity, price]) => ({
                  productId: `nat-${slug}`,
                  quantity,
                  unitOfMeasure: unit,
                  unitPrice: price,
                  expiryDate: expiry,
                })),
              },
              undefined,
            ),
          );
        }
    // Every working day: the kitchen's request from each warehouse, completed at once.
    for (const warehouse of ['dry', 'cold'] as const) {
      const id = saved(
        await saveRequest(
          session,
          {
            date,
            warehouseId: demoWarehouseIds[warehouse],
            purpose: 'Кухня: закуска, обяд и следобедна закуска',
            lines: goods
              .filter(([, w]) => w === warehouse)
              .map(([slug, , , unit, , , daily]) => ({
                productId: `nat-${slug}`,
                quantity: daily,
                unitOfMeasure: unit,
              })),
          },
          undefined,
        ),
      );
      const doc = await getStockDoc(session.kindergartenId, 'request', id);
      if (doc) await completeDocument(session, doc);
    }
    if (scrappingDays.includes(date)) await scrapYoghurt(date);
    if (date === '2026-09-30') await countColdStore(date);
  }
  for (const [i, date] of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].entries()) {
    await saveHaccpEntry(session, {
      journal: 2,
      date,
      person: 'Тодорка Илиева',
      place: 'Хладилник за млечни продукти',
      temperature: 3 + (i % 2),
    });
    await saveHaccpEntry(session, {
      journal: 3,
      date,
      person: 'Стоянка Колева',
      place: 'Кухня и склад',
      agent: 'Дезинфектант на хлорна основа, 0,5 %',
    });
  }
  await saveHaccpEntry(session, {
    journal: 1,
    date: '2026-11-16',
    person: 'Тодорка Илиева',
    supplierName: 'Млечни продукти',
    productName: 'Прясно мляко 2%',
    batch: 'L2611',
    temperature: 4,
    accepted: true,
  });
  return { stockDocuments: documents };
}
