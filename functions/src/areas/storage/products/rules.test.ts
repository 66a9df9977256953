import { Unit } from '@gradina/shared/storage/units';
import { describe, expect, it } from 'vitest';
import { checkConversions, lineBaseQuantity } from './rules';

describe('checkConversions', () => {
  it('accepts an egg counted in grams with a piece of 50 g, and milk with a litre of 1030 g', () => {
    expect(checkConversions(Unit.Gram, [{ unitOfMeasure: Unit.Quantity, quantity: 50 }])).toEqual([]);
    expect(checkConversions(Unit.Gram, [{ unitOfMeasure: Unit.Liter, quantity: 1030 }])).toEqual([]);
  });

  it('refuses a conversion of the base unit or of its fixed pair', () => {
    const errors = checkConversions(Unit.Gram, [
      { unitOfMeasure: Unit.Gram, quantity: 1 },
      { unitOfMeasure: Unit.Kilogram, quantity: 1000 },
    ]);
    expect(errors.map((e) => e.field)).toEqual([
      'conversions.0.unitOfMeasure',
      'conversions.1.unitOfMeasure',
    ]);
    expect(errors[1]!.message).toContain('Мерна единица на превръщането');
  });

  it('refuses two conversions of one unit or of both units of a pair', () => {
    expect(
      checkConversions(Unit.Quantity, [
        { unitOfMeasure: Unit.Liter, quantity: 2 },
        { unitOfMeasure: Unit.Millilitre, quantity: 0.002 },
      ]).map((e) => e.field),
    ).toEqual(['conversions.1.unitOfMeasure']);
  });
});

describe('lineBaseQuantity', () => {
  const egg = {
    name: 'Яйца',
    baseUnit: Unit.Gram,
    conversions: [{ unitOfMeasure: Unit.Quantity, quantity: 50 }],
  } as const;

  it('counts a line in base units', () => {
    expect(lineBaseQuantity(egg, 10, Unit.Quantity, 'lines.0')).toEqual({ base: 500 });
  });

  it('names the quantity for a fractional piece and the unit for a unit with no conversion', () => {
    expect(lineBaseQuantity(egg, 1.5, Unit.Quantity, 'lines.2')).toMatchObject({
      error: { field: 'lines.2.quantity' },
    });
    const noWay = lineBaseQuantity(egg, 1, Unit.Liter, 'lines.0');
    expect(noWay).toMatchObject({ error: { field: 'lines.0.unitOfMeasure' } });
    expect('error' in noWay && noWay.error.message).toContain('Яйца');
  });
});
