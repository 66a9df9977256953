import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAgeKinds, Role, Unit } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Recipes, recipe books, the national book and menus (issue #35) on a world of their own: a kindergarten with
 * a preparatory group of two children allergic to milk (each with a parent), a teacher of another group and
 * a manciple; another kindergarten; the Master. Everything through the API; menus run in 2034.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let manciple: Principal;
let master: Principal;

const run = Math.random().toString(36).slice(2, 7);
const ok = (reply: { status: number; body: unknown }) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return String((reply.body as { entityId?: unknown }).entityId);
};
const dbRequests = (reply: { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

const nutrition = (kcal: number, protein: number, fat: number, carbohydrate: number, salt = 0) => ({
  energyKcal: kcal,
  proteinMg: protein,
  fatMg: fat,
  carbohydrateMg: carbohydrate,
  saltMg: salt,
});

const product = (user: Principal, name: string, extra: Record<string, unknown>) =>
  api(user, 'storage.createProduct', {
    body: {
      name: `${name} ${run}`,
      categoryId: 101,
      baseUnit: Unit.Millilitre as 4,
      conversions: [],
      allergens: [],
      storageConditionId: 2,
      nutrition: nutrition(0, 0, 0, 0),
      isActive: true,
      ...extra,
    } as never,
  });

let milk: string;
let egg: string;
let rice: string;
let book: string;

beforeAll(async () => {
  [kg, other, master] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Лозичка“' })
      .group({ ageKind: GroupAgeKinds.Kindergarten })
      .teacher({ ofLastGroup: true })
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .child({ firstName: 'Мила' })
      .parent()
      .child({ firstName: 'Боян' })
      .parent()
      .staff(Role.Manciple),
    given.kindergarten({ name: 'ДГ „Ралица“' }).staff(Role.Manciple),
    given.nationalUser(Role.Master),
  ]);
  manciple = kg.staff[0]!;
  [milk, egg, rice, book] = await Promise.all([
    product(manciple, 'Мляко', { allergens: [7], nutrition: nutrition(64, 3200, 3600, 4700, 100) }).then(ok),
    product(manciple, 'Яйца', {
      categoryId: 401,
      baseUnit: Unit.Quantity,
      conversions: [{ unitOfMeasure: Unit.Gram, quantity: 0.02 }],
      allergens: [3],
      nutrition: nutrition(143, 12_600, 9_500, 700, 350),
    }).then(ok),
    product(manciple, 'Ориз', {
      categoryId: 503,
      baseUnit: Unit.Gram,
      nutrition: nutrition(350, 7000, 600, 78_000),
    }).then(ok),
    api(manciple, 'kitchen.saveRecipeBook', { body: { name: `Нашата книга ${run}` } }).then(ok),
  ]);
  // Both children are allergic to milk (their records, as the children's pages save them).
  for (const child of kg.children) {
    const read = await api(kg.director, 'children.child', { path: { id: child.id } });
    const record = read.body.record;
    ok(
      await api(kg.director, 'children.saveChild', {
        body: {
          id: child.id,
          version: record.version,
          firstName: record.firstName,
          lastName: record.lastName,
          identifierType: record.identifierType,
          identifier: record.identifier,
          address: { cityId: '56784', cityName: 'гр. Пловдив', street: '' },
          allergies: [{ allergen: 7, note: '' }],
        },
      }),
    );
  }
});

const ages = (gross: number, net = gross) =>
  [1, 2, 3].map((ageGroup) => ({ ageGroup: ageGroup as 1, gross, net }));
const recipe = (
  name: string,
  lines: { productId: string; unit: number; amounts: ReturnType<typeof ages> }[],
) => ({
  bookId: book,
  name: `${name} ${run}`,
  ageGroups: [1 as const, 2 as const, 3 as const],
  portionWeights: [{ ageGroup: 3 as const, grams: 250 }],
  method: 'Вари се 20 минути.',
  lines: lines as never,
});

describe('recipes', () => {
  it('computes allergens and nutrition per portion from the products, and loss from gross to net', async () => {
    const id = ok(
      await api(manciple, 'kitchen.saveRecipe', {
        body: recipe('Мляко с ориз', [
          { productId: milk, unit: Unit.Liter, amounts: ages(0.2) },
          { productId: rice, unit: Unit.Gram, amounts: ages(40, 36) },
          { productId: egg, unit: Unit.Quantity, amounts: ages(1) },
        ]),
      }),
    );
    const read = await api(manciple, 'kitchen.recipe', { path: { id } });
    expect(read.body.allergens).toEqual([3, 7]);
    expect(read.body.lines.map((l) => l.baseAmounts[2])).toEqual([
      { ageGroup: 3, gross: 200, net: 200 },
      { ageGroup: 3, gross: 40, net: 36 },
      { ageGroup: 3, gross: 1, net: 1 },
    ]);
    expect(read.body.lines[1]!.lossPercents[0]!.percent).toBe(10);
    // 200 ml milk 128 kcal + 36 g rice 126 kcal + an egg of 50 g 71.5 kcal
    expect(read.body.nutrition[2]).toMatchObject({
      ageGroup: 3,
      energyKcal: 325.5,
      proteinMg: 6400 + 2520 + 6300,
    });
    const edited = await api(manciple, 'kitchen.saveRecipe', {
      body: {
        ...recipe('Мляко с ориз', [{ productId: rice, unit: Unit.Kilogram, amounts: ages(0.05) }]),
        id,
        version: 1,
      },
    });
    ok(edited);
    expect((await api(manciple, 'kitchen.recipe', { path: { id } })).body).toMatchObject({
      allergens: [],
      version: 2,
    });
  });

  it('refuses no products, a quantity of 0, a unit the product cannot be counted in, another kindergarten’s product', async () => {
    const none = await api(manciple, 'kitchen.saveRecipe', { body: recipe('Празна', []) });
    expect(none.status).toBe(400);
    expect(none.error?.errors?.[0]?.field).toBe('lines');
    const zero = await api(manciple, 'kitchen.saveRecipe', {
      body: recipe('Нула', [{ productId: rice, unit: Unit.Gram, amounts: ages(0) }]),
    });
    expect(zero.status).toBe(400);
    expect(zero.error?.errors?.[0]?.field).toMatch(/^lines\.0\.amounts\.\d\.gross$/);
    const litre = await api(manciple, 'kitchen.saveRecipe', {
      body: recipe('Ориз в литри', [{ productId: rice, unit: Unit.Liter, amounts: ages(1) }]),
    });
    expect(litre.status).toBe(400);
    expect(litre.error?.errors?.[0]?.field).toBe('lines.0.unit');
    const foreign = ok(await product(other.staff[0]!, 'Чуждо', {}));
    const theirs = await api(manciple, 'kitchen.saveRecipe', {
      body: recipe('Чужда', [{ productId: foreign, unit: Unit.Millilitre, amounts: ages(100) }]),
    });
    expect(theirs.status).toBe(400);
    expect(theirs.error?.errors?.[0]?.field).toBe('lines.0.productId');
    expect((await api(kg.teacher, 'kitchen.recipes', { query: {} })).status).toBe(403);
  });

  it('the Master keeps the national book; a kindergarten reads it and copies a recipe into its own', async () => {
    const [nationalBook, nationalRice] = await Promise.all([
      api(master, 'kitchen.saveNationalRecipeBook', { body: { name: `Сборник ${run}` } }).then(ok),
      api(master, 'storage.createNationalProduct', {
        body: {
          name: `Ориз национален ${run}`,
          categoryId: 503,
          baseUnit: Unit.Gram as 2,
          conversions: [],
          allergens: [],
          storageConditionId: 1,
          nutrition: nutrition(350, 7000, 600, 78_000),
          isActive: true,
        },
      }).then(ok),
    ]);
    const national = ok(
      await api(master, 'kitchen.saveNationalRecipe', {
        body: {
          ...recipe('Оризова каша', [{ productId: nationalRice, unit: Unit.Gram, amounts: ages(40) }]),
          bookId: nationalBook,
        },
      }),
    );
    expect(national).toMatch(/^nat-/);
    const listed = await api(manciple, 'kitchen.recipes', {
      query: { source: 'national', name: `Оризова каша ${run}` },
    });
    expect(listed.body.result.map((r) => [r.id, r.isNational])).toEqual([[national, true]]);
    const original = (await api(manciple, 'kitchen.recipe', { path: { id: national } })).body;
    const notOurs = await api(manciple, 'kitchen.saveRecipe', {
      body: {
        ...recipe('Чужда', [{ productId: nationalRice, unit: Unit.Gram, amounts: ages(40) }]),
        id: national,
        version: 1,
      },
    });
    expect(notOurs.status).toBe(404);
    const copy = ok(
      await api(manciple, 'kitchen.saveRecipe', {
        body: {
          ...recipe('Оризова каша', [{ productId: nationalRice, unit: Unit.Gram, amounts: ages(45) }]),
          copiedFromId: national,
        },
      }),
    );
    expect((await api(manciple, 'kitchen.recipe', { path: { id: copy } })).body).toMatchObject({
      isNational: false,
      copiedFromId: national,
      nutrition: [{ energyKcal: 157.5 }, { energyKcal: 157.5 }, { energyKcal: 157.5 }],
    });
    expect(original.nutrition[0]!.energyKcal).toBe(140);
    expect((await api(kg.director, 'kitchen.deleteNationalRecipe', { path: { id: national } })).status).toBe(
      403,
    );
  });
});

const day = (weekday: number, dishes: Record<number, string[]>) => ({
  weekday,
  meals: Object.entries(dishes).map(([mealType, ids]) => ({
    mealType: Number(mealType) as 1,
    dishes: ids.map((recipeId) => ({ recipeId, ageGroups: [1 as const, 2 as const, 3 as const] })),
  })),
});

describe('menus', () => {
  let milkRice: string;
  let menuId: string;

  beforeAll(async () => {
    milkRice = ok(
      await api(manciple, 'kitchen.saveRecipe', {
        body: recipe('Мляко с ориз за менюто', [
          { productId: milk, unit: Unit.Millilitre, amounts: ages(200) },
          { productId: rice, unit: Unit.Gram, amounts: ages(40) },
        ]),
      }),
    );
    menuId = ok(
      await api(manciple, 'kitchen.saveMenu', {
        body: {
          name: `Есенно меню ${run}`,
          fromDate: '2034-01-02',
          toDate: '2034-03-31',
          groupIds: [],
          weeks: [{ days: [1, 2, 3, 4, 5].map((w) => day(w, { 1: [milkRice] })) }],
        },
      }),
    );
  });

  it('refuses deleting a recipe a menu uses, and a menu naming a deleted recipe', async () => {
    const used = await api(manciple, 'kitchen.deleteRecipe', { path: { id: milkRice } });
    expect(used.status).toBe(409);
    expect(used.error?.errorMessage).toContain('използва се в меню');
    const gone = ok(
      await api(manciple, 'kitchen.saveRecipe', {
        body: recipe('За изтриване', [{ productId: rice, unit: Unit.Gram, amounts: ages(10) }]),
      }),
    );
    ok(await api(manciple, 'kitchen.deleteRecipe', { path: { id: gone } }));
    const stale = await api(manciple, 'kitchen.saveMenu', {
      body: {
        name: 'С изтрита',
        fromDate: '2034-05-01',
        toDate: '2034-05-31',
        groupIds: [],
        weeks: [{ days: [day(1, { 3: [gone] })] }],
      },
    });
    expect(stale.status).toBe(400);
    expect(stale.error?.errors?.[0]?.field).toBe('weeks');
  });

  it('shows a group its week with the dishes’ allergens and flags the children allergic to them', async () => {
    const group = kg.groups[1]!.id;
    const read = await api(manciple, 'kitchen.weeklyMenu', { path: { classId: group, week: '2034-01-11' } });
    expect(read.status).toBe(200);
    expect(dbRequests(read)).toBeLessThanOrEqual(3);
    expect(read.body).toMatchObject({ monday: '2034-01-09', ageGroup: 3, menuId });
    const dish = read.body.days[0]!.meals[0]!.dishes[0]!;
    expect(dish.allergens).toEqual([7]);
    expect(dish.flags.map((f) => f.childName).sort()).toEqual(
      kg.children.map((c) => `${c.firstName} ${c.lastName}`).sort(),
    );
    expect(read.body.allergens).toEqual([{ id: 7, name: 'Мляко' }]);
    expect(read.body.check?.average[0]?.text).toMatch(/^под нормата с \d+ %$/);

    const parent = await api(kg.parents[0]!, 'kitchen.weeklyMenu', {
      path: { classId: group, week: '2034-01-11' },
    });
    expect(dbRequests(parent)).toBeLessThanOrEqual(3);
    expect(parent.body.days[0]!.meals[0]!.dishes[0]!.flags.map((f) => f.childId)).toEqual([
      kg.children[0]!.id,
    ]);
    const teacher = await api(kg.teacher, 'kitchen.weeklyMenu', {
      path: { classId: group, week: '2034-01-11' },
    });
    expect(teacher.body.days[0]!.meals[0]!.dishes[0]!.flags).toEqual([]);
    expect(
      (await api(other.staff[0]!, 'kitchen.weeklyMenu', { path: { classId: group, week: '2034-01-11' } }))
        .status,
    ).toBe(404);
  });

  it('prints the group’s week for parents with the allergen numbers after each dish', async () => {
    const pdf = await download(kg.parents[0]!, 'kitchen.weeklyMenuForGroupReceipt', {
      path: { classId: kg.groups[1]!.id, week: '2034-01-11' },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`Мляко с ориз за менюто ${run} – 7`);
    expect(text).toContain('7 – Мляко');
    expect(text).not.toContain('Мила');
    const kitchenPrint = await download(manciple, 'kitchen.weeklyMenuReceipt', {
      path: { menuId, week: '2034-01-11' },
    });
    expect((await pdfText(kitchenPrint.bytes)).replace(/\s+/g, ' ')).toMatch(
      /5-7 г\.: енергия средно [\d,.]+ kcal на ден – под нормата/,
    );
  });

  it('edits with the version read and deletes, giving the recipe back', async () => {
    const list = await api(manciple, 'kitchen.menus', {});
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.map((m) => m.id)).toContain(menuId);
    const menu = (await api(manciple, 'kitchen.menu', { path: { id: menuId } })).body;
    expect(menu).toMatchObject({ groupsText: 'Всички групи', weeksCount: 1, version: 1 });
    const stale = await api(manciple, 'kitchen.saveMenu', {
      body: {
        id: menuId,
        version: 7,
        name: menu.name,
        fromDate: menu.fromDate,
        toDate: menu.toDate,
        groupIds: [],
        weeks: menu.weeks as never,
      },
    });
    expect(stale.status).toBe(409);
    ok(await api(manciple, 'kitchen.deleteMenu', { path: { id: menuId } }));
    ok(await api(manciple, 'kitchen.deleteRecipe', { path: { id: milkRice } }));
  });
});
