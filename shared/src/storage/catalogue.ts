/**
 * The fixed lists of the store's catalogue (issue #28): allergens, nested product categories, storage
 * conditions and the kinds of recommended quantity. They are the same for every kindergarten and change with
 * the law, not with use, so they live in code (the API answers them; the web and the server share them).
 */

/**
 * The 14 allergens of Regulation (EU) No 1169/2011, Annex II, numbered as Bulgarian kindergarten menus print
 * them after each dish ("Пиле фрикасе – 1, 3, 7").
 */
export const allergens = [
  { id: 1, name: 'Зърнени култури, съдържащи глутен' },
  { id: 2, name: 'Ракообразни' },
  { id: 3, name: 'Яйца' },
  { id: 4, name: 'Риба' },
  { id: 5, name: 'Фъстъци' },
  { id: 6, name: 'Соя' },
  { id: 7, name: 'Мляко' },
  { id: 8, name: 'Ядки' },
  { id: 9, name: 'Целина' },
  { id: 10, name: 'Синап' },
  { id: 11, name: 'Сусамово семе' },
  { id: 12, name: 'Серен диоксид и сулфити' },
  { id: 13, name: 'Лупина' },
  { id: 14, name: 'Мекотели' },
] as const;
export const allergenIds = allergens.map((a) => a.id);

export interface ProductCategory {
  id: number;
  name: string;
  items: { id: number; name: string }[];
}

/**
 * Categories in two levels, after the food groups of Наредба № 6/2011 (Приложение № 2: the groups a
 * kindergarten's menu is checked by). A product belongs to a leaf; a leaf's id is its group's id × 100 + n.
 */
export const productCategories: ProductCategory[] = [
  {
    id: 1,
    name: 'Мляко и млечни продукти',
    items: [
      { id: 101, name: 'Прясно мляко' },
      { id: 102, name: 'Кисело мляко' },
      { id: 103, name: 'Сирене, кашкавал, извара' },
      { id: 104, name: 'Масло и сметана' },
    ],
  },
  {
    id: 2,
    name: 'Месо и месни продукти',
    items: [
      { id: 201, name: 'Птиче месо' },
      { id: 202, name: 'Телешко и агнешко месо' },
      { id: 203, name: 'Свинско месо' },
      { id: 204, name: 'Кайма и месни продукти' },
    ],
  },
  { id: 3, name: 'Риба', items: [{ id: 301, name: 'Риба и рибни продукти' }] },
  { id: 4, name: 'Яйца', items: [{ id: 401, name: 'Яйца' }] },
  {
    id: 5,
    name: 'Зърнени храни',
    items: [
      { id: 501, name: 'Хляб и хлебни изделия' },
      { id: 502, name: 'Брашно и грис' },
      { id: 503, name: 'Ориз' },
      { id: 504, name: 'Макаронени изделия' },
      { id: 505, name: 'Овесени ядки и зърнени закуски' },
    ],
  },
  { id: 6, name: 'Бобови храни', items: [{ id: 601, name: 'Боб, леща, нахут, грах (сухи)' }] },
  {
    id: 7,
    name: 'Зеленчуци',
    items: [
      { id: 701, name: 'Пресни зеленчуци' },
      { id: 702, name: 'Картофи' },
      { id: 703, name: 'Замразени зеленчуци' },
      { id: 704, name: 'Консервирани зеленчуци' },
    ],
  },
  {
    id: 8,
    name: 'Плодове',
    items: [
      { id: 801, name: 'Пресни плодове' },
      { id: 802, name: 'Сушени плодове' },
      { id: 803, name: 'Плодови пюрета и сокове' },
    ],
  },
  { id: 9, name: 'Мазнини', items: [{ id: 901, name: 'Растителни масла' }] },
  { id: 10, name: 'Захар и мед', items: [{ id: 1001, name: 'Захар, мед, конфитюр' }] },
  {
    id: 11,
    name: 'Подправки и добавки',
    items: [
      { id: 1101, name: 'Сол' },
      { id: 1102, name: 'Подправки' },
    ],
  },
  { id: 12, name: 'Ядки и семена', items: [{ id: 1201, name: 'Ядки и семена' }] },
  { id: 13, name: 'Напитки', items: [{ id: 1301, name: 'Чай и какао' }] },
];
export const categoryLeafIds = productCategories.flatMap((c) => c.items.map((i) => i.id));
export const categoryName = (id: number) =>
  productCategories.flatMap((c) => c.items).find((i) => i.id === id)?.name ?? '';

/** Where a product is kept (the storage condition printed on the incoming-goods control). */
export const storageConditions = [
  { id: 1, name: 'На сухо и проветриво място, до 25 °C' },
  { id: 2, name: 'Охладено, от 0 до 4 °C' },
  { id: 3, name: 'Охладено, от 2 до 8 °C' },
  { id: 4, name: 'Замразено, под -18 °C' },
] as const;
export const storageConditionIds = storageConditions.map((s) => s.id);

/** How a category's recommended quantity is counted: per child a day or per child a week (grams). */
export const recommendedQuantityTypes = [
  { id: 1, name: 'На дете на ден' },
  { id: 2, name: 'На дете на седмица' },
] as const;
export const recommendedQuantityTypeIds = recommendedQuantityTypes.map((t) => t.id);
