import { z } from 'zod';
import { Unit } from '../enums';

/**
 * Units of the store (issue #28). Every quantity is kept in the product's BASE unit as an integer: grams,
 * millilitres or pieces, never a float. On the wire a quantity is a JSON number in the unit the user chose,
 * with at most 3 decimals (0.250 kg, 1.5 l), and a positive whole number for pieces; `toBaseUnits` turns it
 * into the integer the store keeps, or refuses it with a reason the API words in Bulgarian.
 */

export { Unit };

/** The units a product may be counted in at its base: gram, millilitre or piece. */
export const baseUnits = [Unit.Gram, Unit.Millilitre, Unit.Quantity] as const;
export type BaseUnit = (typeof baseUnits)[number];

/** Short labels, as Bulgarian stores print them. */
export const unitLabels: Record<Unit, string> = {
  [Unit.None]: '—',
  [Unit.Quantity]: 'бр.',
  [Unit.Gram]: 'г',
  [Unit.Kilogram]: 'кг',
  [Unit.Millilitre]: 'мл',
  [Unit.Liter]: 'л',
};

/** Full names for selects. */
export const unitNames: Record<Unit, string> = {
  [Unit.None]: 'Няма',
  [Unit.Quantity]: 'Брой',
  [Unit.Gram]: 'Грам',
  [Unit.Kilogram]: 'Килограм',
  [Unit.Millilitre]: 'Милилитър',
  [Unit.Liter]: 'Литър',
};

/**
 * One of a product's conversions: one `unitOfMeasure` is `quantity` base units (an egg counted in grams:
 * `{ unitOfMeasure: Quantity, quantity: 50 }`; milk counted in grams: `{ unitOfMeasure: Liter, quantity: 1030 }`).
 * `quantity` is positive with at most 3 decimals. Kilogram/gram and litre/millilitre are fixed (1000) and
 * need no conversion; a conversion for one of a pair serves the other too (a litre of 1030 g makes a
 * millilitre 1.03 g).
 */
export interface UnitConversion {
  unitOfMeasure: Unit;
  quantity: number;
}

/** What `toBaseUnits` needs of a product. */
export interface ProductUnits {
  baseUnit: BaseUnit;
  conversions: readonly UnitConversion[];
}

/** Why a quantity cannot be turned into base units. */
export type UnitRefusal = 'no-conversion' | 'fractional-piece' | 'too-precise' | 'not-positive';

export type BaseQuantity = { ok: true; base: number } | { ok: false; reason: UnitRefusal; message: string };

/** The Bulgarian words of each refusal (after "Полето "<title>": "). */
export const unitRefusalMessages: Record<UnitRefusal, string> = {
  'no-conversion': 'продуктът няма превръщане в тази мерна единица.',
  'fractional-piece': 'броят трябва да е цяло число.',
  'too-precise': 'допустими са най-много 3 знака след десетичната запетая.',
  'not-positive': 'количеството трябва да е по-голямо от 0.',
};

const refuse = (reason: UnitRefusal): BaseQuantity => ({
  ok: false,
  reason,
  message: unitRefusalMessages[reason],
});

/** A number in thousandths, when it has at most 3 decimals (floats such as 0.1 + 0.2 are tolerated). */
export function thousandths(value: number): number | undefined {
  const scaled = Math.round(value * 1000);
  return Math.abs(scaled - value * 1000) < 1e-6 * Math.max(1, Math.abs(value)) ? scaled : undefined;
}

/** The other unit of a fixed pair and how many of the smaller make the larger. */
const pairs: Partial<Record<Unit, { other: Unit; otherPerThis: number }>> = {
  [Unit.Kilogram]: { other: Unit.Gram, otherPerThis: 1000 },
  [Unit.Gram]: { other: Unit.Kilogram, otherPerThis: 1 / 1000 },
  [Unit.Liter]: { other: Unit.Millilitre, otherPerThis: 1000 },
  [Unit.Millilitre]: { other: Unit.Liter, otherPerThis: 1 / 1000 },
};

/**
 * How many thousandths of a base unit one `unit` is for this product, or undefined when there is no way:
 * the base unit itself, its fixed pair (kg of a gram product), a conversion, or a conversion of the pair.
 */
export function baseThousandthsPer(product: ProductUnits, unit: Unit): number | undefined {
  if (unit === Unit.None) return undefined;
  if (unit === product.baseUnit) return 1000;
  const pair = pairs[unit];
  if (pair && pair.other === product.baseUnit) return 1000 * pair.otherPerThis;
  const direct = product.conversions.find((c) => c.unitOfMeasure === unit);
  if (direct) return Math.round(direct.quantity * 1000);
  const viaPair = pair && product.conversions.find((c) => c.unitOfMeasure === pair.other);
  if (viaPair) return viaPair.quantity * 1000 * pair.otherPerThis;
  return undefined;
}

/**
 * `quantity` of `unit` as an integer of the product's base units. Grams and millilitres are rounded half up
 * to the whole unit (0.333 l of milk at 1030 g/l is 343 g); pieces must come out whole, or it is refused.
 */
export function toBaseUnits(product: ProductUnits, quantity: number, unit: Unit): BaseQuantity {
  if (!(quantity > 0)) return refuse('not-positive');
  const milli = thousandths(quantity);
  if (milli === undefined) return refuse('too-precise');
  if (unit === Unit.Quantity && milli % 1000 !== 0) return refuse('fractional-piece');
  const per = baseThousandthsPer(product, unit);
  if (per === undefined) return refuse('no-conversion');
  // milli * per is in millionths of a base unit; the product of two integers-ish stays exact below 2^53.
  const millionths = milli * per;
  if (product.baseUnit === Unit.Quantity) {
    if (Math.abs(millionths / 1e6 - Math.round(millionths / 1e6)) > 1e-9) return refuse('fractional-piece');
    return { ok: true, base: Math.round(millionths / 1e6) };
  }
  const base = Math.floor(millionths / 1e6 + 0.5 + 1e-9);
  return base > 0 ? { ok: true, base } : refuse('not-positive');
}

/** Base units shown in `unit` (for screens and prints), rounded to 3 decimals; undefined without a way. */
export function fromBaseUnits(product: ProductUnits, base: number, unit: Unit): number | undefined {
  const per = baseThousandthsPer(product, unit);
  if (per === undefined) return undefined;
  return Math.round((base * 1000 * 1000) / per) / 1000;
}

/** The units a product can be counted in (its base, the fixed pair, its conversions and their pairs). */
export const unitsOf = (product: ProductUnits): Unit[] =>
  [Unit.Quantity, Unit.Gram, Unit.Kilogram, Unit.Millilitre, Unit.Liter].filter(
    (u) => baseThousandthsPer(product, u) !== undefined,
  );

/** A quantity on the wire: positive, at most 3 decimals (pieces are checked whole by `toBaseUnits`). */
export const quantityField = (title: string) =>
  z
    .number({ error: `Полето "${title}" трябва да е число.` })
    .positive({ error: `Полето "${title}": ${unitRefusalMessages['not-positive']}` })
    .max(1_000_000, { error: `Полето "${title}" трябва да е най-много 1 000 000.` })
    .refine((v) => thousandths(v) !== undefined, {
      error: `Полето "${title}": ${unitRefusalMessages['too-precise']}`,
    })
    .meta({ title });

/** A unit on the wire: one of the spec's `Unit` numbers other than None. */
export const unitField = (title = 'Мерна единица') =>
  z
    .union(
      [
        z.literal(Unit.Quantity),
        z.literal(Unit.Gram),
        z.literal(Unit.Kilogram),
        z.literal(Unit.Millilitre),
        z.literal(Unit.Liter),
      ],
      {
        error: `Полето "${title}" трябва да е една от допустимите стойности.`,
      },
    )
    .meta({ title });

/** The base unit on the wire: gram, millilitre or piece. */
export const baseUnitField = (title = 'Основна мерна единица') =>
  z
    .union([z.literal(Unit.Gram), z.literal(Unit.Millilitre), z.literal(Unit.Quantity)], {
      error: `Полето "${title}" трябва да е грам, милилитър или брой.`,
    })
    .meta({ title });
