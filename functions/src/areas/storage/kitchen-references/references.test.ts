import { describe, expect, it } from 'vitest';
import type { CalculationItem, HeadCount } from '../../../domain/kitchen/calculations';
import { monthReportOf } from './month-report';
import { nutritionalNormsOf, servedDay } from './nutrition';
import { calculationsSummaryOf } from './summary';

const head = (
  groupId: string,
  ageGroup: number,
  mealType: number,
  count: number,
  preparatory = false,
): HeadCount => ({
  groupId,
  groupName: groupId,
  ageGroup,
  preparatory,
  menuId: 'm',
  mealType,
  count,
});
const product = (mealType: number, ageGroup: number, quantity: number, value: number) => ({
  mealType,
  ageGroup,
  productId: 'rice',
  productName: 'Ориз',
  baseUnit: 2,
  quantity,
  value,
  exactValue: value + 0.4,
});
const nutrition = {
  energyKcal: 300,
  proteinMg: 9000,
  fatMg: 9000,
  carbohydrateMg: 45_000,
  saltMg: 500,
  sugarMg: 0,
};

const day = (date: string, status: 1 | 2): CalculationItem => ({
  id: date,
  date,
  status,
  menuId: 'm',
  menuName: 'Меню',
  warehouseId: 'w',
  warehouseName: 'Кухня',
  mealTypes: [
    { mealType: 1, name: 'Закуска' },
    { mealType: 3, name: 'Обяд' },
  ],
  heads: [
    head('Пчелички', 2, 1, 10),
    head('Пчелички', 2, 3, 10),
    head('Звезди', 3, 1, 5, true),
    head('Звезди', 3, 3, 5, true),
    head('staff', 0, 3, 2),
  ],
  dishes: [
    {
      menuId: 'm',
      mealType: 1,
      ageGroup: 2,
      recipeId: 'r',
      recipeName: 'Мляко с ориз',
      lines: [],
      nutrition,
    },
    { menuId: 'm', mealType: 3, ageGroup: 2, recipeId: 's', recipeName: 'Супа', lines: [], nutrition },
  ],
  products: [
    product(1, 2, 300, 100),
    product(3, 2, 400, 200),
    product(1, 3, 200, 50),
    product(3, 3, 250, 60),
    product(3, 0, 100, 40),
  ],
  requestNumber: 7,
  totalValue: 450,
  createdBy: 'Домакин',
  version: 2,
});

describe('the monthly meal report', () => {
  it('counts the children per day and meal with their portions value, leaving the staff and drafts out', () => {
    const report = monthReportOf(2026, 11, [day('2026-11-16', 2), day('2026-11-17', 1)], false);
    expect(report.columnNames).toEqual(['Закуска', 'Обяд']);
    expect(report.data).toHaveLength(1);
    expect(report.data[0]).toMatchObject({ forDate: '2026-11-16', children: 15, value: 410 });
    expect(report.data[0]?.mealTypes.map((m) => [m.attendancesSum, m.value])).toEqual([
      [15, 150],
      [15, 260],
    ]);
    expect(report).toMatchObject({ totalValue: 410, avgMonthCost: Math.round(410 / 15) });
  });

  it('in its preparatory variant counts those groups and their share', () => {
    const report = monthReportOf(2026, 11, [day('2026-11-16', 2)], true);
    expect(report.data[0]?.mealTypes.map((m) => [m.attendancesSum, m.value])).toEqual([
      [5, 50],
      [5, 60],
    ]);
    expect(report.avgMonthCost).toBe(22);
  });
});

describe('the calculations summary', () => {
  it('sums the products, the groups with the staff last, and the cost per child', () => {
    const summary = calculationsSummaryOf('2026-11-01', '2026-11-30', [
      day('2026-11-16', 2),
      day('2026-11-17', 2),
    ]);
    expect(summary.products).toEqual([
      { productId: 'rice', productName: 'Ориз', baseUnit: 2, quantity: 2 * 1250, value: 900 },
    ]);
    expect(summary.groups.map((g) => [g.groupName, g.childDays, g.value])).toEqual([
      ['Звезди', 10, 220],
      ['Пчелички', 20, 600],
      ['staff', 4, 80],
    ]);
    expect(summary).toMatchObject({ totalValue: 900, childDays: 30, avgCostPerChild: Math.round(820 / 30) });
  });
});

describe('the nutritional references', () => {
  it('read what an age group was served on a confirmed day, and nothing for an age nobody was', () => {
    expect(servedDay(day('2026-11-16', 2), 2)?.nutrition.energyKcal).toBe(600);
    expect(servedDay(day('2026-11-16', 2), 1)).toBeUndefined();
    const report = nutritionalNormsOf('2026-11-01', '2026-11-30', 2, [
      day('2026-11-16', 2),
      day('2026-11-17', 1),
    ]);
    expect(report.days.map((d) => d.date)).toEqual(['2026-11-16']);
    expect(report.average.find((v) => v.nutrient === 'energy')?.text).toMatch(/под нормата с \d+ %/);
  });
});
