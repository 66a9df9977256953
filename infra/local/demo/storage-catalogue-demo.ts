/**
 * The store's catalogue demo (issue #28): the national product list (the Master's), and for the main demo
 * kindergarten two warehouses, four suppliers and two manufacturers, written through the features' own
 * item functions, so the items are exactly what the product writes. Ids are fixed, so the ledger's demo
 * (receipts, requests, inventories) can name them: `demoNationalProducts[i].id`, `demoWarehouseIds`,
 * `demoSupplierIds`.
 *
 * Nutrition per 100 g (100 ml for liquids) is rounded from USDA FoodData Central (SR Legacy) values for the
 * raw food; the Bulgarian tables (НЦОЗА, „Таблици за състава на храните в България“) could not be read for
 * this demo, so the figures are typical values, not a legal reference (docs/decisions.md, issue #28).
 *
 *   await seedStorageCatalogueDemo(demo);   // after the world is saved (db() / TABLE_NAME)
 */
import { createManufacturer } from '../../../functions/src/areas/storage/manufacturers/items';
import {
  createProduct,
  type ProductItem,
  productKeys,
} from '../../../functions/src/areas/storage/products/items';
import { supplierRecords } from '../../../functions/src/areas/storage/suppliers/items';
import { warehouseRecords } from '../../../functions/src/areas/storage/warehouses/items';
import { Unit } from '../../../shared/src/enums';
import type { BaseUnit, UnitConversion } from '../../../shared/src/storage/units';
import type { DemoWorld } from './seed';

const G = Unit.Gram;
const ML = Unit.Millilitre;
const PC = Unit.Quantity;
/** Storage conditions: 1 dry, 2 chilled 0-4 °C, 3 chilled 2-8 °C, 4 frozen. */
type Row = [
  slug: string,
  name: string,
  categoryId: number,
  baseUnit: BaseUnit,
  storage: number,
  allergens: number[],
  kcal: number,
  protein: number,
  fat: number,
  carbohydrate: number,
  salt: number,
  conversions?: UnitConversion[],
];

const piece = (grams: number): UnitConversion[] => [{ unitOfMeasure: PC, quantity: grams }];
const litre = (grams: number): UnitConversion[] => [{ unitOfMeasure: Unit.Liter, quantity: grams }];

const rows: Row[] = [
  ['fresh-milk', 'Прясно мляко 2%', 101, G, 2, [7], 50, 3.3, 2, 4.8, 0.1, litre(1030)],
  ['fresh-milk-3', 'Прясно мляко 3%', 101, G, 2, [7], 61, 3.2, 3.3, 4.7, 0.1, litre(1030)],
  ['yoghurt', 'Кисело мляко 2%', 102, G, 2, [7], 56, 3.5, 2, 4.5, 0.1, piece(400)],
  ['yoghurt-3', 'Кисело мляко 3,6%', 102, G, 2, [7], 63, 3.3, 3.6, 4.2, 0.1, piece(400)],
  ['ayran', 'Айрян без добавена сол', 102, ML, 2, [7], 36, 1.7, 1.8, 2.9, 0],
  ['white-cheese', 'Сирене бяло саламурено', 103, G, 2, [7], 264, 14.2, 21.3, 4.1, 2.8],
  ['kashkaval', 'Кашкавал', 103, G, 2, [7], 356, 24.9, 27.4, 1.4, 1.8],
  ['cottage-cheese', 'Извара', 103, G, 2, [7], 98, 11.1, 4.3, 3.4, 0.9],
  ['butter', 'Краве масло', 104, G, 2, [7], 717, 0.9, 81.1, 0.1, 0],
  ['cream', 'Сметана за готвене', 104, ML, 2, [7], 195, 2.7, 19.3, 3.6, 0.1],
  ['chicken-breast', 'Пилешко филе', 201, G, 2, [], 120, 22.5, 2.6, 0, 0.2],
  ['chicken-legs', 'Пилешки бутчета', 201, G, 2, [], 172, 18.2, 10.9, 0, 0.2],
  ['turkey', 'Пуешко филе', 201, G, 2, [], 114, 23.7, 1.5, 0, 0.1],
  ['veal', 'Телешко месо без кост', 202, G, 2, [], 144, 20.5, 6.4, 0, 0.2],
  ['lamb', 'Агнешко месо', 202, G, 2, [], 202, 18.5, 13.7, 0, 0.2],
  ['pork-leg', 'Свинско бут', 203, G, 2, [], 153, 20.5, 7.4, 0, 0.2],
  ['minced-meat', 'Кайма смесена (телешко и свинско)', 204, G, 2, [], 234, 17.6, 17.6, 0, 0.2],
  ['hake', 'Хек филе, замразено', 301, G, 4, [4], 86, 18.3, 1.3, 0, 0.3],
  ['mackerel', 'Скумрия, замразена', 301, G, 4, [4], 205, 18.6, 13.9, 0, 0.2],
  ['salmon', 'Сьомга филе', 301, G, 4, [4], 208, 20.4, 13.4, 0, 0.1],
  ['eggs', 'Яйца кокоши, размер M', 401, G, 2, [3], 143, 12.6, 9.5, 0.7, 0.4, piece(50)],
  [
    'bread-white',
    'Хляб бял',
    501,
    PC,
    1,
    [1],
    266,
    8.9,
    3.3,
    49,
    1.2,
    [{ unitOfMeasure: Unit.Kilogram, quantity: 2 }],
  ],
  [
    'bread-wholemeal',
    'Хляб пълнозърнест',
    501,
    PC,
    1,
    [1, 11],
    247,
    13,
    3.4,
    41,
    1.1,
    [{ unitOfMeasure: Unit.Kilogram, quantity: 2 }],
  ],
  ['flour', 'Брашно пшенично тип 500', 502, G, 1, [1], 364, 10.3, 1, 76.3, 0],
  ['semolina', 'Грис', 502, G, 1, [1], 360, 12.7, 1.1, 72.8, 0],
  ['rice', 'Ориз бял', 503, G, 1, [], 360, 6.6, 0.6, 79.3, 0],
  ['pasta', 'Макарони', 504, G, 1, [1], 371, 13, 1.5, 74.7, 0],
  ['noodles', 'Фиде', 504, G, 1, [1, 3], 384, 14.2, 4.4, 71.3, 0.1],
  ['oats', 'Овесени ядки', 505, G, 1, [1], 379, 13.2, 6.5, 67.7, 0],
  ['cornflakes', 'Корнфлейкс без добавена захар', 505, G, 1, [], 357, 7.5, 0.4, 84.1, 1.8],
  ['beans', 'Боб зрял', 601, G, 1, [], 333, 23.6, 0.8, 60, 0],
  ['lentils', 'Леща червена', 601, G, 1, [], 358, 24, 2.2, 63.1, 0],
  ['chickpeas', 'Нахут', 601, G, 1, [], 378, 20.5, 6, 63, 0.1],
  ['potatoes', 'Картофи', 702, G, 1, [], 77, 2, 0.1, 17.5, 0],
  ['carrots', 'Моркови', 701, G, 2, [], 41, 0.9, 0.2, 9.6, 0.2],
  ['onions', 'Лук кромид', 701, G, 1, [], 40, 1.1, 0.1, 9.3, 0],
  ['tomatoes', 'Домати', 701, G, 2, [], 18, 0.9, 0.2, 3.9, 0],
  ['cucumbers', 'Краставици', 701, G, 2, [], 15, 0.7, 0.1, 3.6, 0],
  ['peppers', 'Чушки червени', 701, G, 2, [], 31, 1, 0.3, 6, 0],
  ['cabbage', 'Зеле', 701, G, 2, [], 25, 1.3, 0.1, 5.8, 0],
  ['zucchini', 'Тиквички', 701, G, 2, [], 17, 1.2, 0.3, 3.1, 0],
  ['celery', 'Целина (корен)', 701, G, 2, [9], 42, 1.5, 0.3, 9.2, 0.3],
  ['spinach-frozen', 'Спанак, замразен', 703, G, 4, [], 34, 4, 0.9, 4.8, 0.2],
  ['peas-frozen', 'Грах, замразен', 703, G, 4, [], 77, 5.2, 0.4, 13.6, 0.3],
  ['green-beans-frozen', 'Зелен фасул, замразен', 703, G, 4, [], 33, 1.8, 0.2, 7.4, 0],
  ['tomato-puree', 'Доматено пюре', 704, G, 1, [], 38, 1.7, 0.2, 8.9, 0.1],
  ['apples', 'Ябълки', 801, G, 2, [], 52, 0.3, 0.2, 13.8, 0],
  ['bananas', 'Банани', 801, G, 1, [], 89, 1.1, 0.3, 22.8, 0],
  ['oranges', 'Портокали', 801, G, 1, [], 47, 0.9, 0.1, 11.8, 0],
  ['pears', 'Круши', 801, G, 2, [], 57, 0.4, 0.1, 15.2, 0],
  ['tangerines', 'Мандарини', 801, G, 1, [], 53, 0.8, 0.3, 13.3, 0],
  ['dried-apricots', 'Сушени кайсии', 802, G, 1, [12], 241, 3.4, 0.5, 62.6, 0],
  ['raisins', 'Стафиди', 802, G, 1, [12], 299, 3.1, 0.5, 79.2, 0.1],
  ['apple-juice', 'Ябълков сок 100%', 803, ML, 1, [], 46, 0.1, 0.1, 11.3, 0],
  ['sunflower-oil', 'Слънчогледово олио', 901, ML, 1, [], 828, 0, 92, 0, 0],
  ['olive-oil', 'Зехтин', 901, ML, 1, [], 814, 0, 91.5, 0, 0],
  ['sugar', 'Захар', 1001, G, 1, [], 387, 0, 0, 100, 0],
  ['honey', 'Пчелен мед', 1001, G, 1, [], 304, 0.3, 0, 82.4, 0],
  ['jam', 'Конфитюр от кайсии', 1001, G, 1, [], 242, 0.7, 0.2, 64, 0],
  ['salt', 'Сол йодирана', 1101, G, 1, [], 0, 0, 0, 0, 99.8],
  ['paprika', 'Червен пипер сладък', 1102, G, 1, [], 282, 14.1, 12.9, 54, 0.2],
  ['walnuts', 'Орехови ядки', 1201, G, 1, [8], 654, 15.2, 65.2, 13.7, 0],
  ['sesame', 'Сусам', 1201, G, 1, [11], 573, 17.7, 49.7, 23.4, 0],
  ['cocoa', 'Какао на прах', 1301, G, 1, [], 228, 19.6, 13.7, 57.9, 0.1],
  ['herbal-tea', 'Билков чай (липа)', 1301, G, 1, [], 1, 0, 0, 0.2, 0],
];

const mg = (grams: number) => Math.round(grams * 1000);

export const demoNationalProducts: ProductItem[] = rows.map(
  ([
    slug,
    name,
    categoryId,
    baseUnit,
    storage,
    allergens,
    kcal,
    protein,
    fat,
    carbohydrate,
    salt,
    conversions,
  ]) => ({
    id: `nat-${slug}`,
    name,
    categoryId,
    baseUnit,
    conversions: conversions ?? [],
    allergens,
    storageConditionId: storage,
    nutrition: {
      energyKcal: kcal,
      proteinMg: mg(protein),
      fatMg: mg(fat),
      carbohydrateMg: mg(carbohydrate),
      saltMg: mg(salt),
    },
    isActive: true,
    version: 1,
  }),
);

export const demoWarehouseIds = { dry: 'demo-warehouse-dry', cold: 'demo-warehouse-cold' } as const;
export const demoSupplierIds = [
  'demo-supplier-dairy',
  'demo-supplier-meat',
  'demo-supplier-veg',
  'demo-supplier-dry',
] as const;

export async function seedStorageCatalogueDemo(
  demo: DemoWorld,
): Promise<{ nationalProducts: number; warehouses: number; suppliers: number }> {
  for (const product of demoNationalProducts) await createProduct(productKeys.national(product.id), product);
  const kindergartenId = demo.kindergartens.main.id;
  const keeperName = 'Мария Петрова';
  await warehouseRecords.create({
    id: demoWarehouseIds.dry,
    kindergartenId,
    name: 'Склад за сухи храни',
    location: 'Сутерен, стая 2',
    keeperName,
    isActive: true,
    version: 1,
  });
  await warehouseRecords.create({
    id: demoWarehouseIds.cold,
    kindergartenId,
    name: 'Хладилна камера',
    location: 'Кухненски блок',
    keeperName,
    isActive: true,
    version: 1,
  });
  const suppliers = [
    {
      name: 'Млечни продукти „Родопа“ ООД',
      eik: '204517382',
      contactPerson: 'Иван Костов',
      phone: '0887123456',
      babhRegistration: 'BG 1612001',
    },
    {
      name: 'Месокомбинат „Тракия“ ЕООД',
      eik: '115629043',
      contactPerson: 'Петя Николова',
      phone: '0888456123',
      babhRegistration: 'BG 1602015',
    },
    {
      name: 'Зеленчуци и плодове „Марица“ ЕТ',
      eik: '160028315',
      contactPerson: 'Георги Димов',
      phone: '0897654321',
    },
    {
      name: '„Хранителни стоки Пловдив“ АД',
      eik: '825361470',
      contactPerson: 'Елена Стоянова',
      phone: '032654987',
      vatNumber: 'BG825361470',
    },
  ];
  for (const [i, s] of suppliers.entries())
    await supplierRecords.create({
      id: demoSupplierIds[i]!,
      kindergartenId,
      address: 'гр. Пловдив',
      isActive: true,
      version: 1,
      ...s,
    });
  await createManufacturer({ id: 'demo-manufacturer-1', kindergartenId, name: '„Родопея-Белево“ ЕАД' });
  await createManufacturer({ id: 'demo-manufacturer-2', kindergartenId, name: '„Добруджански хляб“ АД' });
  return { nationalProducts: demoNationalProducts.length, warehouses: 2, suppliers: suppliers.length };
}
