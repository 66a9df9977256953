import { Allergen, ChildDiet, ChildStatus } from '@gradina/shared/manifest/routes/children/records';

/** The Bulgarian names of the records' own enums (the spec has none of them). */
export const childStatusLabels: Record<number, string> = {
  [ChildStatus.Enrolled]: 'Записано',
  [ChildStatus.Discharged]: 'Отписано',
  [ChildStatus.Relocated]: 'Преместено в друга градина',
};

export const dietLabels: Record<number, string> = {
  [ChildDiet.Usual]: 'Обичайно хранене',
  [ChildDiet.Vegetarian]: 'Вегетарианско',
  [ChildDiet.GlutenFree]: 'Без глутен',
  [ChildDiet.LactoseFree]: 'Без лактоза',
  [ChildDiet.Other]: 'Друг режим (в бележката)',
};

export const allergenLabels: Record<number, string> = {
  [Allergen.Gluten]: 'Глутен',
  [Allergen.Crustaceans]: 'Ракообразни',
  [Allergen.Eggs]: 'Яйца',
  [Allergen.Fish]: 'Риба',
  [Allergen.Peanuts]: 'Фъстъци',
  [Allergen.Soy]: 'Соя',
  [Allergen.Milk]: 'Мляко',
  [Allergen.Nuts]: 'Ядки',
  [Allergen.Celery]: 'Целина',
  [Allergen.Mustard]: 'Синап',
  [Allergen.Sesame]: 'Сусам',
  [Allergen.Sulphites]: 'Сулфити',
  [Allergen.Lupin]: 'Лупина',
  [Allergen.Molluscs]: 'Мекотели',
};

export const identifierTypeLabels: Record<number, string> = { 0: 'ЕГН', 1: 'ЛНЧ', 2: 'ИДН' };

export const options = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
