import { describe, expect, it } from 'vitest';
import { fromBaseUnits, type ProductUnits, quantityField, toBaseUnits, Unit, unitsOf } from './units';

const egg: ProductUnits = {
  baseUnit: Unit.Gram,
  conversions: [{ unitOfMeasure: Unit.Quantity, quantity: 50 }],
};
const milk: ProductUnits = {
  baseUnit: Unit.Gram,
  conversions: [{ unitOfMeasure: Unit.Liter, quantity: 1030 }],
};
const oil: ProductUnits = { baseUnit: Unit.Millilitre, conversions: [] };
const bread: ProductUnits = {
  baseUnit: Unit.Quantity,
  conversions: [{ unitOfMeasure: Unit.Kilogram, quantity: 2 }],
};

describe('toBaseUnits', () => {
  it('turns kilograms and litres into whole grams and millilitres', () => {
    expect(toBaseUnits(egg, 1.25, Unit.Kilogram)).toEqual({ ok: true, base: 1250 });
    expect(toBaseUnits(oil, 0.75, Unit.Liter)).toEqual({ ok: true, base: 750 });
    expect(toBaseUnits(oil, 120, Unit.Millilitre)).toEqual({ ok: true, base: 120 });
  });

  it('uses the product conversions: an egg is 50 g, a litre of milk 1030 g and a millilitre 1.03 g', () => {
    expect(toBaseUnits(egg, 12, Unit.Quantity)).toEqual({ ok: true, base: 600 });
    expect(toBaseUnits(milk, 2, Unit.Liter)).toEqual({ ok: true, base: 2060 });
    expect(toBaseUnits(milk, 0.333, Unit.Liter)).toEqual({ ok: true, base: 343 });
    expect(toBaseUnits(milk, 200, Unit.Millilitre)).toEqual({ ok: true, base: 206 });
  });

  it('refuses a unit with no conversion', () => {
    expect(toBaseUnits(oil, 1, Unit.Kilogram)).toMatchObject({ ok: false, reason: 'no-conversion' });
    expect(toBaseUnits(egg, 1, Unit.Liter)).toMatchObject({ ok: false, reason: 'no-conversion' });
    expect(toBaseUnits(egg, 1, Unit.None)).toMatchObject({ ok: false, reason: 'no-conversion' });
  });

  it('refuses fractional pieces, given or computed', () => {
    expect(toBaseUnits(egg, 1.5, Unit.Quantity)).toMatchObject({ ok: false, reason: 'fractional-piece' });
    expect(toBaseUnits(bread, 0.3, Unit.Kilogram)).toMatchObject({ ok: false, reason: 'fractional-piece' });
    expect(toBaseUnits(bread, 1.5, Unit.Kilogram)).toEqual({ ok: true, base: 3 });
    expect(toBaseUnits(bread, 3, Unit.Quantity)).toEqual({ ok: true, base: 3 });
  });

  it('refuses zero, negative and over-precise quantities', () => {
    expect(toBaseUnits(egg, 0, Unit.Gram)).toMatchObject({ ok: false, reason: 'not-positive' });
    expect(toBaseUnits(egg, -2, Unit.Gram)).toMatchObject({ ok: false, reason: 'not-positive' });
    expect(toBaseUnits(egg, 0.0004, Unit.Kilogram)).toMatchObject({ ok: false, reason: 'too-precise' });
    expect(toBaseUnits(egg, 0.4, Unit.Gram)).toMatchObject({ ok: false, reason: 'not-positive' });
  });

  it('keeps 0.1 + 0.2 kg as 300 g, not a float', () => {
    expect(toBaseUnits(egg, 0.1 + 0.2, Unit.Kilogram)).toEqual({ ok: true, base: 300 });
  });
});

describe('fromBaseUnits and unitsOf', () => {
  it('shows base units in another unit', () => {
    expect(fromBaseUnits(egg, 600, Unit.Quantity)).toBe(12);
    expect(fromBaseUnits(milk, 2060, Unit.Liter)).toBe(2);
    expect(fromBaseUnits(oil, 1500, Unit.Liter)).toBe(1.5);
    expect(fromBaseUnits(oil, 1500, Unit.Kilogram)).toBeUndefined();
  });

  it('lists the units a product can be counted in', () => {
    expect(unitsOf(milk)).toEqual([Unit.Gram, Unit.Kilogram, Unit.Millilitre, Unit.Liter]);
    expect(unitsOf(oil)).toEqual([Unit.Millilitre, Unit.Liter]);
  });
});

describe('quantityField', () => {
  it('names the field when the quantity is negative or too precise', () => {
    const field = quantityField('Количество');
    expect(field.safeParse(-1).error?.issues[0]?.message).toContain('Количество');
    expect(field.safeParse(1.2345).error?.issues[0]?.message).toContain('3 знака');
    expect(field.safeParse(1.234).success).toBe(true);
  });
});
