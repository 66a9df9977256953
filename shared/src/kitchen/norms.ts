import { type KitchenAgeGroup, kitchenAgeGroupNames } from './meals';
import { addNutrition, type PortionNutrition } from './nutrition';

/**
 * The nutrition norms a kindergarten's menu is checked against (issue #35), per age group, for the share of
 * the day a full-day kindergarten covers (breakfast, morning snack, lunch, afternoon snack).
 *
 * Source: Наредба № 6/10.08.2011 (3-7 years, ДВ 65/2011, amended ДВ 87/2019 to follow Наредба № 1/2018) and
 * Наредба № 2/07.03.2013 (0-3 years, amended ДВ 85/2024) require the menu to meet the physiological norms of
 * Наредба № 1/22.01.2018 (ДВ 11/2018). The annexes' numbers could not be read from a public text here, so the
 * daily energy is Наредба № 1/2018's average requirement for the age, times the share of the day the
 * kindergarten covers (75 %), and the macronutrients are the shares of energy of its reference ranges; salt
 * and free sugar follow the same regulation's limits. docs/decisions.md, "Issue #35: recipes and menus",
 * names every constant; change them here and every check, print and report follows.
 */
export const normsSource =
  'Наредба № 6/2011 и Наредба № 2/2013 (МЗ) по физиологичните норми на Наредба № 1/2018; дял на деня в детската градина 75 %';

/** The share of a day's needs a full-day kindergarten's four meals cover. */
export const fullDayShare = 0.75;

/** Energy is "в норма" within this share either side of the target. */
export const energyTolerance = 0.1;

interface AgeNorm {
  /** Average daily energy requirement for the age (Наредба № 1/2018), kcal. */
  dailyEnergyKcal: number;
  /** Shares of energy (4 kcal per g of protein and carbohydrate, 9 per g of fat). */
  protein: readonly [number, number];
  fat: readonly [number, number];
  carbohydrate: readonly [number, number];
  /** The most salt a whole day may have, mg. */
  dailySaltMg: number;
  /** Free sugar: at most this share of energy. */
  sugarShare: number;
}

export const ageNorms: Record<KitchenAgeGroup, AgeNorm> = {
  1: {
    dailyEnergyKcal: 1050,
    protein: [0.1, 0.15],
    fat: [0.3, 0.4],
    carbohydrate: [0.45, 0.6],
    dailySaltMg: 2000,
    sugarShare: 0.1,
  },
  2: {
    dailyEnergyKcal: 1350,
    protein: [0.1, 0.15],
    fat: [0.25, 0.35],
    carbohydrate: [0.45, 0.6],
    dailySaltMg: 3000,
    sugarShare: 0.1,
  },
  3: {
    dailyEnergyKcal: 1600,
    protein: [0.1, 0.15],
    fat: [0.25, 0.35],
    carbohydrate: [0.45, 0.6],
    dailySaltMg: 3500,
    sugarShare: 0.1,
  },
};

export type Nutrient = 'energy' | 'protein' | 'fat' | 'carbohydrate' | 'salt' | 'sugar';
export const nutrientNames: Record<Nutrient, string> = {
  energy: 'Енергия',
  protein: 'Белтъчини',
  fat: 'Мазнини',
  carbohydrate: 'Въглехидрати',
  salt: 'Сол',
  sugar: 'Добавена захар',
};

/** A norm as a range, in kcal for energy and grams for the rest (null: no bound on that side). */
export interface NormRange {
  nutrient: Nutrient;
  min: number | null;
  max: number | null;
  unit: 'kcal' | 'g';
}

/** The day's norms of an age group for the kindergarten's share of the day. */
export function dayNorms(ageGroup: KitchenAgeGroup): NormRange[] {
  const n = ageNorms[ageGroup];
  const energy = n.dailyEnergyKcal * fullDayShare;
  const grams = (share: number, kcalPerGram: number) => Math.round((energy * share * 10) / kcalPerGram) / 10;
  return [
    {
      nutrient: 'energy',
      min: Math.round(energy * (1 - energyTolerance)),
      max: Math.round(energy * (1 + energyTolerance)),
      unit: 'kcal',
    },
    { nutrient: 'protein', min: grams(n.protein[0], 4), max: grams(n.protein[1], 4), unit: 'g' },
    { nutrient: 'fat', min: grams(n.fat[0], 9), max: grams(n.fat[1], 9), unit: 'g' },
    {
      nutrient: 'carbohydrate',
      min: grams(n.carbohydrate[0], 4),
      max: grams(n.carbohydrate[1], 4),
      unit: 'g',
    },
    { nutrient: 'salt', min: null, max: Math.round(n.dailySaltMg * fullDayShare) / 1000, unit: 'g' },
    { nutrient: 'sugar', min: null, max: grams(n.sugarShare, 4), unit: 'g' },
  ];
}

export type VerdictStatus = 'ok' | 'below' | 'above';

/** One nutrient against its norm, with the plain words the screens and prints show. */
export interface Verdict extends NormRange {
  value: number;
  status: VerdictStatus;
  /** How far outside the range, whole percent of the bound (0 when in norm). */
  percent: number;
  /** „в норма", „под нормата с 12 %", „над нормата с 8 %". */
  text: string;
}

export function verdictOf(range: NormRange, value: number): Verdict {
  if (range.min !== null && value < range.min) {
    const percent = Math.max(1, Math.round(((range.min - value) * 100) / range.min));
    return { ...range, value, status: 'below', percent, text: `под нормата с ${percent} %` };
  }
  if (range.max !== null && value > range.max) {
    const percent = Math.max(1, Math.round(((value - range.max) * 100) / range.max));
    return { ...range, value, status: 'above', percent, text: `над нормата с ${percent} %` };
  }
  return { ...range, value, status: 'ok', percent: 0, text: 'в норма' };
}

const amountOf = (n: PortionNutrition, nutrient: Nutrient): number => {
  if (nutrient === 'energy') return Math.round(n.energyKcal);
  const mg = {
    protein: n.proteinMg,
    fat: n.fatMg,
    carbohydrate: n.carbohydrateMg,
    salt: n.saltMg,
    sugar: n.sugarMg,
  }[nutrient];
  return Math.round(mg / 100) / 10;
};

/** A day's (or a week's average day's) nutrition against the age group's norms. Pure. */
export function checkNutrition(ageGroup: KitchenAgeGroup, nutrition: PortionNutrition): Verdict[] {
  return dayNorms(ageGroup).map((range) => verdictOf(range, amountOf(nutrition, range.nutrient)));
}

/** A product served on a day, as the food-group frequencies count it. */
export interface ServedProduct {
  productId: string;
  categoryId: number;
}

/**
 * The food-group frequencies of a week (Наредба № 6/2011 as amended 2019: fish, no seafood; at least 3 kinds
 * of fresh fruit and 3 of fresh vegetables a week; milk and milk products daily; legumes weekly). `days` of
 * a rule counts the days a group is served; `kinds` counts different products of the category.
 */
export const weeklyFoodRules = [
  { id: 'milk', name: 'Мляко и млечни продукти', categoryIds: [101, 102, 103], count: 'days', min: 5 },
  { id: 'fish', name: 'Риба', categoryIds: [301], count: 'days', min: 1 },
  { id: 'legumes', name: 'Бобови храни', categoryIds: [601], count: 'days', min: 1 },
  { id: 'fruit', name: 'Пресни плодове (видове)', categoryIds: [801], count: 'kinds', min: 3 },
  { id: 'vegetables', name: 'Пресни зеленчуци (видове)', categoryIds: [701], count: 'kinds', min: 3 },
] as const;

export interface FrequencyVerdict {
  id: string;
  name: string;
  min: number;
  value: number;
  ok: boolean;
  text: string;
}

/** The week's food-group frequencies from the products served each day (a day with no meals counts none). */
export function checkFrequencies(
  days: readonly (readonly ServedProduct[])[],
  workingDays = 5,
): FrequencyVerdict[] {
  return weeklyFoodRules.map((rule) => {
    const inRule = (p: ServedProduct) => (rule.categoryIds as readonly number[]).includes(p.categoryId);
    const value =
      rule.count === 'days'
        ? days.filter((d) => d.some(inRule)).length
        : new Set(days.flatMap((d) => d.filter(inRule).map((p) => p.productId))).size;
    // A short week (a holiday) asks the daily groups only on the days it has.
    const min = rule.count === 'days' && rule.min > 1 ? Math.min(rule.min, workingDays) : rule.min;
    const ok = value >= min;
    const unit = rule.count === 'days' ? 'дни' : 'вида';
    return {
      id: rule.id,
      name: rule.name,
      min,
      value,
      ok,
      text: ok ? 'в норма' : `${value} ${unit} при поне ${min}`,
    };
  });
}

/** A day of a menu as the check reads it: its nutrition per portion and the products it serves. */
export interface CheckedDay {
  date: string;
  nutrition: PortionNutrition;
  products: readonly ServedProduct[];
}

export interface DayCheck {
  date: string;
  nutrition: PortionNutrition;
  verdicts: Verdict[];
  ok: boolean;
}

export interface WeekCheck {
  ageGroup: KitchenAgeGroup;
  ageGroupName: string;
  days: DayCheck[];
  /** The average of the days, against the same day norms. */
  average: Verdict[];
  frequencies: FrequencyVerdict[];
  ok: boolean;
}

/**
 * A week of one age group: each day, the average day and the food-group frequencies. `days` are the days
 * with meals for the age group (a holiday is not one of them). Pure.
 */
export function checkWeek(ageGroup: KitchenAgeGroup, days: readonly CheckedDay[]): WeekCheck {
  const dayChecks = days.map((d) => {
    const verdicts = checkNutrition(ageGroup, d.nutrition);
    return { date: d.date, nutrition: d.nutrition, verdicts, ok: verdicts.every((v) => v.status === 'ok') };
  });
  const total = addNutrition(...days.map((d) => d.nutrition));
  const count = Math.max(1, days.length);
  const averageDay: PortionNutrition = {
    energyKcal: total.energyKcal / count,
    proteinMg: total.proteinMg / count,
    fatMg: total.fatMg / count,
    carbohydrateMg: total.carbohydrateMg / count,
    saltMg: total.saltMg / count,
    sugarMg: total.sugarMg / count,
  };
  const average = checkNutrition(ageGroup, averageDay);
  const frequencies = checkFrequencies(
    days.map((d) => d.products),
    Math.max(1, days.length),
  );
  return {
    ageGroup,
    ageGroupName: kitchenAgeGroupNames[ageGroup],
    days: dayChecks,
    average,
    frequencies,
    ok: average.every((v) => v.status === 'ok') && frequencies.every((f) => f.ok),
  };
}
