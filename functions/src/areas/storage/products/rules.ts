import type { FieldError } from '@gradina/shared';
import type { BaseUnit, UnitConversion } from '@gradina/shared/storage/units';
import { toBaseUnits, Unit, unitNames } from '@gradina/shared/storage/units';

/**
 * The catalogue's rules as functions of values (issue #28): what a product's conversions may say and how a
 * line's quantity becomes base units. The routes' schemas check each field alone; these check them together.
 */

/** The unit whose relation to the base is fixed (1000), so a conversion for it would contradict the law. */
const fixedPair: Partial<Record<Unit, Unit>> = { [Unit.Gram]: Unit.Kilogram, [Unit.Millilitre]: Unit.Liter };
const pairOf: Partial<Record<Unit, Unit>> = {
  [Unit.Gram]: Unit.Kilogram,
  [Unit.Kilogram]: Unit.Gram,
  [Unit.Millilitre]: Unit.Liter,
  [Unit.Liter]: Unit.Millilitre,
};

const unitField = (i: number) => `conversions.${i}.unitOfMeasure`;
const title = 'Полето "Мерна единица на превръщането"';

/**
 * A product's conversions: none for the base unit or its fixed pair (a kilogram of a gram product is always
 * 1000 g), at most one per unit, and not both units of a pair (a litre and a millilitre would disagree).
 */
export function checkConversions(baseUnit: BaseUnit, conversions: readonly UnitConversion[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<Unit>();
  conversions.forEach((c, i) => {
    const unit = c.unitOfMeasure;
    if (unit === baseUnit || fixedPair[baseUnit] === unit)
      errors.push({
        field: unitField(i),
        message: `${title}: ${unitNames[unit].toLowerCase()} се превръща без въвеждане (основната мерна единица е ${unitNames[baseUnit].toLowerCase()}).`,
      });
    else if (seen.has(unit) || (pairOf[unit] !== undefined && seen.has(pairOf[unit]!)))
      errors.push({
        field: unitField(i),
        message: `${title}: ${unitNames[unit].toLowerCase()} вече има превръщане.`,
      });
    seen.add(unit);
  });
  return errors;
}

/** What a line needs of its product to be counted. */
export interface CountedProduct {
  name: string;
  baseUnit: BaseUnit;
  conversions: readonly UnitConversion[];
}

/**
 * A document line's quantity in base units, or the field error naming it (`<prefix>.quantity` for a
 * fractional piece or a too precise number, `<prefix>.unitOfMeasure` for a unit the product has no way to).
 */
export function lineBaseQuantity(
  product: CountedProduct,
  quantity: number,
  unit: Unit,
  prefix: string,
): { base: number } | { error: FieldError } {
  const result = toBaseUnits(product, quantity, unit);
  if (result.ok) return { base: result.base };
  const onUnit = result.reason === 'no-conversion';
  const field = `${prefix}.${onUnit ? 'unitOfMeasure' : 'quantity'}`;
  const label = onUnit ? 'Мерна единица' : 'Количество';
  return { error: { field, message: `Полето "${label}" (${product.name}): ${result.message}` } };
}
