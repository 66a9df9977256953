import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, titleAt } from './validation';

const schema = z
  .object({
    title: z.string().trim().min(1).max(5).meta({ title: 'Заглавие' }),
    groupIds: z
      .array(z.string().max(3).meta({ title: 'Група' }))
      .max(2)
      .meta({ title: 'Групи' })
      .optional(),
    count: z.coerce.number().int().min(1).meta({ title: 'Брой' }).optional(),
    plain: z.string().max(2).optional(),
    nested: z.object({ name: z.string().max(2).meta({ title: 'Име' }) }).optional(),
  })
  .refine(() => true);

const errorsOf = (value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return fieldErrors(result.error, undefined, schema);
};

describe('titleAt', () => {
  it('finds the label through optional, refine, array and nested objects', () => {
    expect(titleAt(schema, ['title'])).toBe('Заглавие');
    expect(titleAt(schema, ['groupIds'])).toBe('Групи');
    expect(titleAt(schema, ['groupIds', 0])).toBe('Група');
    expect(titleAt(schema, ['count'])).toBe('Брой');
    expect(titleAt(schema, ['nested', 'name'])).toBe('Име');
    expect(titleAt(schema, ['plain'])).toBeUndefined();
    expect(titleAt(schema, ['missing'])).toBeUndefined();
  });
});

describe('fieldErrors with the schema', () => {
  it('names length and range failures by the Bulgarian label, not the JSON key', () => {
    expect(errorsOf({ title: 'твърде дълго' })[0]).toEqual({
      field: 'title',
      message: 'Полето "Заглавие" не може да бъде по-дълго от 5 символа',
    });
    expect(errorsOf({ title: 'ок', count: 0 })[0]!.message).toBe('Полето "Брой" трябва да е най-малко 1');
    expect(errorsOf({ title: 'ок', groupIds: ['a', 'b', 'c'] })[0]!.message).toContain('"Групи"');
    expect(errorsOf({ title: 'ок', nested: { name: 'дълго' } })[0]!.message).toContain('"Име"');
  });

  it('keeps the key where the schema has no label', () => {
    expect(errorsOf({ title: 'ок', plain: 'дълго' })[0]!.message).toContain('"plain"');
  });
});
