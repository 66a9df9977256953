import { beforeAll, describe, expect, it } from 'vitest';
import { Role, Unit } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The stock ledger (issue #28) through the API: receipts re-average the price, requests go out at the
 * average and are refused naming the products short, scrappings and inventories post their differences,
 * an inventory closes its month, the trial balance adds up to the cent, and bad input writes nothing.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let manciple: Principal;
let teacher: Principal;

const run = Math.random().toString(36).slice(2, 7);
const ok = (reply: { status: number; body: unknown }) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String((reply.body as { entityId?: unknown }).entityId);
};

let warehouseId: string;
let supplierId: string;
let flour: string;
let eggs: string;

const productBody = (
  name: string,
  baseUnit: 1 | 2,
  conversions: { unitOfMeasure: 1 | 2 | 3 | 4 | 5; quantity: number }[],
) => ({
  name: `${name} ${run}`,
  categoryId: 601,
  baseUnit,
  conversions,
  allergens: [],
  storageConditionId: 1,
  nutrition: { energyKcal: 100, proteinMg: 1, fatMg: 1, carbohydrateMg: 1, saltMg: 1 },
  isActive: true,
});

const receipt = (
  date: string,
  lines: {
    productId: string;
    quantity: number;
    unitOfMeasure: number;
    unitPrice: number;
    expiryDate?: string;
  }[],
  warehouse = warehouseId,
) =>
  api(manciple, 'storage.saveReceipt', {
    body: {
      date,
      warehouseId: warehouse,
      supplierId,
      supplierDocumentNumber: `Ф-${run}`,
      lines: lines as never,
    },
  });

const request = (
  date: string,
  lines: { productId: string; quantity: number; unitOfMeasure: number }[],
  warehouse = warehouseId,
) =>
  api(manciple, 'storage.createRequest', { body: { date, warehouseId: warehouse, lines: lines as never } });

const stock = async (productId: string, warehouse = warehouseId) => {
  const rows = await api(manciple, 'storage.warehousesAvailability', { path: { productId } });
  const row = (rows.body as { warehouseId: string; quantity: number; value: number }[]).find(
    (r) => r.warehouseId === warehouse,
  );
  return { quantity: row?.quantity ?? 0, value: row?.value ?? 0 };
};

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Здравец“' }).group().teacher().staff(Role.Manciple),
    given.kindergarten({ name: 'ДГ „Латинка“' }).staff(Role.Manciple),
  ]);
  manciple = kg.staff[0] as Principal;
  teacher = kg.teacher as Principal;
  warehouseId = ok(
    await api(manciple, 'storage.saveWarehouse', { body: { name: `Основен ${run}` } as never }),
  );
  supplierId = ok(
    await api(manciple, 'storage.saveSupplier', {
      body: {
        name: `Метро ${run}`,
        eik: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
      } as never,
    }),
  );
  flour = ok(
    await api(manciple, 'storage.createProduct', {
      body: productBody('Брашно', Unit.Gram as 2, []) as never,
    }),
  );
  eggs = ok(
    await api(manciple, 'storage.createProduct', {
      body: productBody('Яйца', Unit.Quantity as 1, [
        { unitOfMeasure: Unit.Gram as 2, quantity: 0.02 },
      ]) as never,
    }),
  );
});

describe('receipts, requests and the weighted average', () => {
  it('re-averages on each receipt and issues at the average, the last unit taking the rest', async () => {
    ok(
      await receipt('2026-11-02', [
        { productId: flour, quantity: 10, unitOfMeasure: Unit.Kilogram, unitPrice: 100 },
      ]),
    );
    ok(
      await receipt('2026-11-03', [
        { productId: flour, quantity: 30, unitOfMeasure: Unit.Kilogram, unitPrice: 200 },
      ]),
    );
    expect(await stock(flour)).toEqual({ quantity: 40_000, value: 7000 });
    const price = await api(manciple, 'storage.weightedAveragePrice', {
      path: { productId: flour, warehouseId, unitOfMeasure: Unit.Kilogram },
    });
    expect(price.body).toMatchObject({ averagePrice: 175, quantity: 40 });

    const id = ok(
      await request('2026-11-04', [{ productId: flour, quantity: 4, unitOfMeasure: Unit.Kilogram }]),
    );
    const completed = await api(manciple, 'storage.completeRequest', { path: { id } });
    expect(completed.status).toBe(200);
    // A completion is the document, the ledger's BatchGet and one transaction (+ the authorizer's read).
    expect(
      Number(/requests=(\d+)/.exec(completed.headers.get('x-gradina-db') ?? '')?.[1]),
    ).toBeLessThanOrEqual(4);
    const read = await api(manciple, 'storage.request', { path: { id } });
    expect(read.body).toMatchObject({
      status: 2,
      totalValue: 700,
      lines: [{ baseQuantity: 4000, value: 700 }],
    });
    expect(await stock(flour)).toEqual({ quantity: 36_000, value: 6300 });
  });

  it('refuses a request that would go below zero, naming the product, and moves nothing', async () => {
    const id = ok(
      await request('2026-11-05', [{ productId: flour, quantity: 100, unitOfMeasure: Unit.Kilogram }]),
    );
    const refused = await api(manciple, 'storage.completeRequest', { path: { id } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toContain(`Брашно ${run}`);
    expect(await stock(flour)).toEqual({ quantity: 36_000, value: 6300 });
  });

  it('applies both of two requests completed at once, or refuses one: never a lost update', async () => {
    const a = ok(
      await request('2026-11-06', [{ productId: flour, quantity: 1, unitOfMeasure: Unit.Kilogram }]),
    );
    const b = ok(
      await request('2026-11-06', [{ productId: flour, quantity: 1, unitOfMeasure: Unit.Kilogram }]),
    );
    const replies = await Promise.all(
      [a, b].map((id) => api(manciple, 'storage.completeRequest', { path: { id } })),
    );
    const done = replies.filter((r) => r.status === 200).length;
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await stock(flour)).quantity).toBe(36_000 - done * 1000);
  });

  it('frees a completed request (the stock comes back) and re-values a later issue when a receipt is back-dated', async () => {
    const id = ok(
      await request('2026-11-10', [{ productId: flour, quantity: 2, unitOfMeasure: Unit.Kilogram }]),
    );
    ok(await api(manciple, 'storage.completeRequest', { path: { id } }));
    const before = await stock(flour);
    ok(await api(manciple, 'storage.freeRequest', { path: { id } }));
    expect((await stock(flour)).quantity).toBe(before.quantity + 2000);
    ok(await api(manciple, 'storage.completeRequest', { path: { id } }));
    const issued = Number(
      ((await api(manciple, 'storage.request', { path: { id } })).body as { totalValue: number }).totalValue,
    );
    // A cheap receipt dated before the issue lowers the average the issue went out at.
    ok(
      await receipt('2026-11-09', [
        { productId: flour, quantity: 50, unitOfMeasure: Unit.Kilogram, unitPrice: 10 },
      ]),
    );
    const revalued = Number(
      ((await api(manciple, 'storage.request', { path: { id } })).body as { totalValue: number }).totalValue,
    );
    expect(revalued).toBeLessThan(issued);
  });
});

describe('bad input: a 4xx naming the field, nothing written', () => {
  it('refuses a fraction of a piece, a price below zero, another kindergarten’s product and a unit without conversion', async () => {
    const before = await stock(eggs);
    const half = await receipt('2026-11-11', [
      { productId: eggs, quantity: 1.5, unitOfMeasure: Unit.Quantity, unitPrice: 30 },
    ]);
    expect(half.status).toBe(400);
    expect(half.error?.errors?.[0]?.field).toBe('lines.0.quantity');
    const negative = await receipt('2026-11-11', [
      { productId: eggs, quantity: 10, unitOfMeasure: Unit.Quantity, unitPrice: -1 },
    ]);
    expect(negative.status).toBe(400);
    expect(negative.error?.errors?.[0]?.field).toBe('lines.0.unitPrice');
    const foreign = ok(
      await api(other.staff[0] as Principal, 'storage.createProduct', {
        body: productBody('Чуждо', Unit.Gram as 2, []) as never,
      }),
    );
    const theirs = await receipt('2026-11-11', [
      { productId: foreign, quantity: 1, unitOfMeasure: Unit.Kilogram, unitPrice: 10 },
    ]);
    expect(theirs.status).toBe(400);
    expect(theirs.error?.errors?.[0]?.field).toBe('lines.0.productId');
    const litre = await receipt('2026-11-11', [
      { productId: flour, quantity: 1, unitOfMeasure: Unit.Liter, unitPrice: 10 },
    ]);
    expect(litre.status).toBe(400);
    expect(litre.error?.errors?.[0]?.field).toBe('lines.0.unitOfMeasure');
    expect(litre.error?.errorMessage).toContain('превръщане');
    expect(await stock(eggs)).toEqual(before);
  });

  it('keeps teachers out of the store', async () => {
    expect((await api(teacher, 'storage.productAvailability', { query: {} })).status).toBe(403);
  });
});

describe('scrapping, inventory, closed months and the trial balance', () => {
  it('scraps at the average, counts a shortage at the average, closes the month and balances to the cent', async () => {
    const w = ok(
      await api(manciple, 'storage.saveWarehouse', { body: { name: `Хладилна ${run}` } as never }),
    );
    ok(
      await receipt(
        '2026-10-05',
        [
          {
            productId: eggs,
            quantity: 300,
            unitOfMeasure: Unit.Quantity,
            unitPrice: 25,
            expiryDate: '2026-11-25',
          },
        ],
        w,
      ),
    );
    const s = ok(
      await api(manciple, 'storage.saveScrapping', {
        body: {
          date: '2026-10-20',
          warehouseId: w,
          type: 2,
          reason: 'Счупени',
          commission: ['Мария Иванова'],
          lines: [{ productId: eggs, quantity: 12, unitOfMeasure: Unit.Quantity }],
        } as never,
      }),
    );
    ok(await api(manciple, 'storage.completeScrapping', { path: { id: s } }));
    expect(await stock(eggs, w)).toEqual({ quantity: 288, value: 7200 });

    const inv = ok(
      await api(manciple, 'storage.saveInventory', {
        body: {
          date: '2026-10-31',
          warehouseId: w,
          commission: ['Мария Иванова', 'Петър Петров'],
          lines: [{ productId: eggs, countedQuantity: 280, unitOfMeasure: Unit.Quantity }],
        } as never,
      }),
    );
    const detail = await api(manciple, 'storage.inventory', { path: { id: inv } });
    expect(detail.body).toMatchObject({
      shortageValue: 200,
      lines: [{ bookQuantity: 288, countedQuantity: 280, difference: -8, differenceValue: -200 }],
    });

    const late = await receipt(
      '2026-10-31',
      [{ productId: eggs, quantity: 10, unitOfMeasure: Unit.Quantity, unitPrice: 25 }],
      w,
    );
    expect(late.status).toBe(400);
    expect(late.error?.errors?.[0]?.field).toBe('date');
    ok(
      await receipt(
        '2026-11-02',
        [{ productId: eggs, quantity: 20, unitOfMeasure: Unit.Quantity, unitPrice: 30 }],
        w,
      ),
    );

    const oct = await api(manciple, 'storage.trialBalance', {
      query: { year: 2026, month: 10, warehouseId: w },
    });
    expect(oct.body).toMatchObject({ totals: { opening: 0, in: 7500, out: 500, closing: 7000 } });
    const nov = await api(manciple, 'storage.trialBalance', {
      query: { year: 2026, month: 11, warehouseId: w },
    });
    const row = (
      nov.body as {
        result: {
          opening: { quantity: number; value: number };
          closing: { quantity: number; value: number };
        }[];
      }
    ).result[0];
    expect(row?.opening).toEqual({ quantity: 280, value: 7000 });
    expect(row?.closing).toEqual({ quantity: 300, value: 7600 });

    const xlsx = await download(manciple, 'storage.trialBalanceExcel', { query: { year: 2026, month: 11 } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    const printed = await download(manciple, 'storage.inventoryPrint', { path: { id: inv } });
    const text = await pdfText(printed.bytes);
    expect(text).toContain('Инвентаризационен опис');
    expect(text).toContain(`Яйца ${run}`);
  });

  it('prints a receipt that reads back with its number, supplier and total', async () => {
    const id = ok(
      await receipt('2026-11-12', [
        { productId: flour, quantity: 2.5, unitOfMeasure: Unit.Kilogram, unitPrice: 160 },
      ]),
    );
    const number = ((await api(manciple, 'storage.receipt', { path: { id } })).body as { number: number })
      .number;
    const text = await pdfText((await download(manciple, 'storage.receiptPrint', { path: { id } })).bytes);
    expect(text).toContain(`Стокова разписка № ${number}`);
    expect(text).toContain(`Метро ${run}`);
    expect(text).toContain('4,00 €');
  });
});

describe('printed documents and HACCP journals', () => {
  it('prints a request and a scrapping that read back with their titles and products', async () => {
    const id = ok(
      await request('2026-11-13', [{ productId: flour, quantity: 0.5, unitOfMeasure: Unit.Kilogram }]),
    );
    ok(await api(manciple, 'storage.completeRequest', { path: { id } }));
    const requestText = await pdfText(
      (await download(manciple, 'storage.requestPrint', { path: { id } })).bytes,
    );
    expect(requestText).toContain('Искане за отпуск на хранителни продукти');
    expect(requestText).toContain(`Брашно ${run}`);
    const scrap = ok(
      await api(manciple, 'storage.saveScrapping', {
        body: {
          date: '2026-11-13',
          warehouseId,
          type: 1,
          reason: 'Изтекъл срок',
          commission: ['Мария Иванова'],
          lines: [{ productId: flour, quantity: 0.1, unitOfMeasure: Unit.Kilogram }],
        } as never,
      }),
    );
    const scrapText = await pdfText(
      (await download(manciple, 'storage.scrappingPrint', { path: { id: scrap } })).bytes,
    );
    expect(scrapText).toContain('Протокол за бракуване');
    expect(scrapText).toContain('Мария Иванова');
  });

  it('keeps a fridge temperature entry, edits it with the version read and refuses one without a temperature', async () => {
    const body = {
      journal: 2,
      date: '2026-11-20',
      person: 'Мария Иванова',
      place: 'Хладилник 1',
      temperature: 4,
    };
    const id = ok(await api(manciple, 'storage.saveHaccpEntry', { body: body as never }));
    ok(
      await api(manciple, 'storage.saveHaccpEntry', {
        body: { ...body, id, version: 1, temperature: 5 } as never,
      }),
    );
    const list = await api(manciple, 'storage.haccpEntries', {
      query: { journal: 2, fromDate: '2026-11-01', toDate: '2026-11-30' },
    });
    expect((list.body as { result: { id: string; temperature: number }[] }).result).toContainEqual(
      expect.objectContaining({ id, temperature: 5 }),
    );
    const missing = await api(manciple, 'storage.saveHaccpEntry', {
      body: { ...body, temperature: undefined } as never,
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.errors?.[0]?.field).toBe('temperature');
    ok(await api(manciple, 'storage.deleteHaccpEntry', { path: { id } }));
  });
});
