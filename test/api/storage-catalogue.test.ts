import { beforeAll, describe, expect, it } from 'vitest';
import { Role, Unit } from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The storage catalogue (issue #28) on a world of its own: two kindergartens with a manciple, the Master
 * with the national list, and a teacher who does not see the store. Everything through the API.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let manciple: Principal;
let master: Principal;

beforeAll(async () => {
  [kg, other, master] = await Promise.all([
    given.kindergarten({ name: 'ДГ „Детелина“' }).group().teacher().staff(Role.Manciple),
    given.kindergarten({ name: 'ДГ „Кокиче“' }).staff(Role.Manciple),
    given.nationalUser(Role.Master),
  ]);
  manciple = kg.staff[0]!;
});

const run = Math.random().toString(36).slice(2, 7);

const product = (name: string) => ({
  name: `${name} ${run}`,
  categoryId: 401,
  baseUnit: Unit.Gram as 2,
  conversions: [{ unitOfMeasure: Unit.Quantity as 1, quantity: 50 }],
  allergens: [3],
  storageConditionId: 2,
  nutrition: { energyKcal: 143, proteinMg: 12_600, fatMg: 9_500, carbohydrateMg: 700, saltMg: 350 },
  isActive: true,
});

const create = (user: Principal, body: ReturnType<typeof product>) =>
  api(user, 'storage.createProduct', { body: { ...body } });

const idOf = (reply: { status: number; body: { entityId?: unknown } | null }) => {
  expect(reply.status).toBe(200);
  return String(reply.body?.entityId);
};

describe('a kindergarten’s own products', () => {
  it('creates a product with a conversion and allergens, reads it and edits it with the version read', async () => {
    const id = idOf(await create(manciple, product('Яйца')));
    const read = await api(manciple, 'storage.product', { path: { id } });
    expect(read.body).toMatchObject({
      name: `Яйца ${run}`,
      isNational: false,
      isActive: true,
      allergens: [3],
      conversions: [{ unitOfMeasure: Unit.Quantity, quantity: 50 }],
      categoryName: 'Яйца',
      version: 1,
    });
    const edited = await api(manciple, 'storage.editProduct', {
      path: { id },
      body: { ...product('Яйца L'), version: 1 },
    });
    expect(edited.status).toBe(200);
    const stale = await api(manciple, 'storage.editProduct', {
      path: { id },
      body: { ...product('Яйца M'), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
  });

  it('refuses bad input with a Bulgarian message naming the field, and writes nothing', async () => {
    const negative = await create(manciple, {
      ...product('Мляко'),
      conversions: [{ unitOfMeasure: Unit.Liter as 1, quantity: -1030 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.error?.errors?.[0]?.field).toBe('conversions.0.quantity');
    expect(negative.error?.errorMessage).toContain('Количество в основна мерна единица');

    const kilo = await create(manciple, {
      ...product('Брашно'),
      conversions: [{ unitOfMeasure: Unit.Kilogram as 1, quantity: 1000 }],
    });
    expect(kilo.status).toBe(400);
    expect(kilo.error?.errors?.[0]?.field).toBe('conversions.0.unitOfMeasure');

    const allergen = await create(manciple, { ...product('Фъстъци'), allergens: [15] });
    expect(allergen.status).toBe(400);
    expect(allergen.error?.errorMessage).toContain('Алерген');

    const list = await api(manciple, 'storage.productsOverview', { query: { name: run, source: 'own' } });
    expect(list.body.result.map((p) => p.name)).not.toContain(`Мляко ${run}`);
  });

  it('another kindergarten’s product does not exist for this one', async () => {
    const foreign = idOf(await create(other.staff[0]!, product('Чуждо сирене')));
    expect((await api(manciple, 'storage.product', { path: { id: foreign } })).status).toBe(404);
    const edit = await api(manciple, 'storage.editProduct', {
      path: { id: foreign },
      body: { ...product('Чуждо сирене'), version: 1 },
    });
    expect(edit.status).toBe(404);
    expect((await api(manciple, 'storage.deleteProduct', { path: { id: foreign } })).status).toBe(404);
    const order = await api(manciple, 'storage.saveSupplierRequest', {
      body: {
        supplierId: await aSupplier(manciple),
        date: '2026-11-23',
        lines: [{ productId: foreign, quantity: 1, unitOfMeasure: Unit.Kilogram }],
      },
    });
    expect(order.status).toBe(400);
    expect(order.error?.errors?.[0]?.field).toBe('lines.0.productId');
  });

  it('refuses to delete a product an order or a substitution uses, and deletes an unused one', async () => {
    const used = idOf(await create(manciple, product('Леща')));
    const substitute = idOf(await create(manciple, product('Нахут')));
    const unused = idOf(await create(manciple, product('Грах')));
    const supplierId = await aSupplier(manciple);
    const order = await api(manciple, 'storage.saveSupplierRequest', {
      body: {
        supplierId,
        date: '2026-11-23',
        lines: [{ productId: used, quantity: 2.5, unitOfMeasure: Unit.Kilogram }],
      },
    });
    expect(order.status).toBe(200);
    const refused = await api(manciple, 'storage.deleteProduct', { path: { id: used } });
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toContain('не може да бъде изтрит');

    expect(
      (
        await api(manciple, 'storage.saveProductSubstitutions', {
          body: { productId: unused, substituteIds: [substitute] },
        })
      ).status,
    ).toBe(200);
    const bySubstitution = await api(manciple, 'storage.deleteProduct', { path: { id: substitute } });
    expect(bySubstitution.status).toBe(409);
    expect(bySubstitution.error?.errorMessage).toContain('замени');

    expect(
      (
        await api(manciple, 'storage.saveProductSubstitutions', {
          body: { productId: unused, substituteIds: [] },
        })
      ).status,
    ).toBe(200);
    expect((await api(manciple, 'storage.deleteProduct', { path: { id: substitute } })).status).toBe(200);
    expect((await api(manciple, 'storage.product', { path: { id: substitute } })).status).toBe(404);
    const supplierDelete = await api(manciple, 'storage.deleteSupplier', { path: { id: supplierId } });
    expect(supplierDelete.status).toBe(409);
  });

  it('counts an order’s lines in base units and refuses a fractional piece', async () => {
    const eggs = idOf(await create(manciple, product('Яйца М')));
    const supplierId = await aSupplier(manciple);
    const saved = await api(manciple, 'storage.saveSupplierRequest', {
      body: {
        supplierId,
        date: '2026-11-23',
        lines: [
          { productId: eggs, quantity: 30, unitOfMeasure: Unit.Quantity },
          { productId: eggs, quantity: 0.5, unitOfMeasure: Unit.Kilogram },
        ],
      },
    });
    const read = await api(manciple, 'storage.supplierRequest', { path: { id: idOf(saved) } });
    expect(read.body.lines.map((l) => l.baseQuantity)).toEqual([1500, 500]);
    expect(read.body.number).toBeGreaterThan(0);
    const fractional = await api(manciple, 'storage.saveSupplierRequest', {
      body: {
        supplierId,
        date: '2026-11-23',
        lines: [{ productId: eggs, quantity: 1.5, unitOfMeasure: Unit.Quantity }],
      },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.error?.errors?.[0]?.field).toBe('lines.0.quantity');
    const noWay = await api(manciple, 'storage.saveSupplierRequest', {
      body: {
        supplierId,
        date: '2026-11-23',
        lines: [{ productId: eggs, quantity: 1, unitOfMeasure: Unit.Liter }],
      },
    });
    expect(noWay.error?.errors?.[0]?.field).toBe('lines.0.unitOfMeasure');
  });
});

async function aSupplier(user: Principal): Promise<string> {
  const eik = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  return idOf(await api(user, 'storage.saveSupplier', { body: { name: `Доставчик ${eik}`, eik } }));
}

describe('the national list', () => {
  let nationalId = '';

  beforeAll(async () => {
    nationalId = idOf(await api(master, 'storage.createNationalProduct', { body: product('Ориз') }));
  });

  it('is the Master’s: every kindergarten reads it and none edits it', async () => {
    const seen = await api(manciple, 'storage.productsOverview', {
      query: { name: `Ориз ${run}`, source: 'national' },
    });
    expect(seen.body.result).toHaveLength(1);
    expect(seen.body.result[0]).toMatchObject({ id: nationalId, isNational: true });
    expect((await api(other.staff[0]!, 'storage.product', { path: { id: nationalId } })).status).toBe(200);
    const edit = await api(manciple, 'storage.editProduct', {
      path: { id: nationalId },
      body: { ...product('Ориз'), version: 1 },
    });
    expect(edit.status).toBe(403);
    expect((await api(manciple, 'storage.deleteProduct', { path: { id: nationalId } })).status).toBe(403);
    expect(
      (await api(kg.director, 'storage.createNationalProduct', { body: product('Булгур') })).status,
    ).toBe(403);
  });

  it('a kindergarten switches a national product off for itself; the Master’s reset switches it back on', async () => {
    expect(
      (
        await api(manciple, 'storage.productActivity', {
          path: { id: nationalId },
          body: { isActive: false },
        })
      ).status,
    ).toBe(200);
    const mine = await api(manciple, 'storage.product', { path: { id: nationalId } });
    expect(mine.body.isActive).toBe(false);
    const theirs = await api(other.staff[0]!, 'storage.product', { path: { id: nationalId } });
    expect(theirs.body.isActive).toBe(true);
    const picker = await api(manciple, 'storage.products', {});
    expect(picker.body.map((p) => p.id)).not.toContain(nationalId);

    const reset = await api(master, 'storage.resetProductActivity', { query: { kindergartenId: kg.id } });
    expect(reset.status).toBe(200);
    expect((await api(manciple, 'storage.product', { path: { id: nationalId } })).body.isActive).toBe(true);
  });

  it('the Master edits and withdraws a national product; a withdrawn one leaves the kindergartens’ lists', async () => {
    const edited = await api(master, 'storage.editNationalProduct', {
      path: { id: nationalId },
      body: { ...product('Ориз'), isActive: false, version: 1 },
    });
    expect(edited.status).toBe(200);
    const list = await api(manciple, 'storage.productsOverview', { query: { name: `Ориз ${run}` } });
    expect(list.body.rowsCount).toBe(0);
    const masters = await api(master, 'storage.nationalProducts', { query: { name: `Ориз ${run}` } });
    expect(masters.body.result[0]).toMatchObject({ id: nationalId, isActive: false, version: 2 });
  });

  it('lists the 14 EU allergens and nested categories', async () => {
    const allergens = await api(manciple, 'storage.allergens', {});
    expect(allergens.body).toHaveLength(14);
    expect(allergens.body[6]).toEqual({ id: 7, name: 'Мляко' });
    const categories = await api(manciple, 'storage.categories', {});
    expect(categories.body[0]?.items.length).toBeGreaterThan(0);
  });
});

describe('warehouses, suppliers and who sees the store', () => {
  it('creates, edits and deletes a warehouse; a duplicate name is refused', async () => {
    const id = idOf(
      await api(manciple, 'storage.saveWarehouse', { body: { name: `Хладилна камера ${run}` } }),
    );
    const twin = await api(manciple, 'storage.saveWarehouse', { body: { name: `хладилна камера ${run}` } });
    expect(twin.status).toBe(409);
    const edit = await api(manciple, 'storage.saveWarehouse', {
      body: { id, name: `Хладилна камера ${run}`, keeperName: 'Мария Петрова', version: 1 },
    });
    expect(edit.status).toBe(200);
    expect((await api(manciple, 'storage.warehouse', { path: { id } })).body.keeperName).toBe(
      'Мария Петрова',
    );
    expect((await api(other.staff[0]!, 'storage.warehouse', { path: { id } })).status).toBe(404);
    expect((await api(manciple, 'storage.deleteWarehouse', { path: { id } })).status).toBe(200);
  });

  it('refuses a supplier with a bad ЕИК, naming the field', async () => {
    const bad = await api(manciple, 'storage.saveSupplier', { body: { name: 'Млекарница', eik: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('eik');
    expect(bad.error?.errorMessage).toContain('ЕИК');
  });

  it('a teacher does not see the store; the director does', async () => {
    expect((await api(kg.teacher, 'storage.productsOverview', { query: {} })).status).toBe(403);
    expect((await api(kg.teacher, 'storage.warehouses', {})).status).toBe(403);
    expect((await api(kg.director, 'storage.warehouses', {})).status).toBe(200);
  });
});
