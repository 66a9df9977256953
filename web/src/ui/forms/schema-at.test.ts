import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthAt, requiredAt, schemaAt } from './schema-at';

const body = z
  .object({
    name: z.string().trim().min(1),
    note: z.string().optional(),
    groupIds: z.array(z.string()).default([]),
    price: z.preprocess((v) => v, z.number().int()),
    questions: z.array(z.object({ text: z.string().min(1), hint: z.string().nullish() })),
  })
  .refine((b) => b.name !== 'x');

describe('requiredAt', () => {
  it('marks the fields the body cannot go without, through refines, pipes and lists', () => {
    expect(requiredAt(body, ['name'])).toBe(true);
    expect(requiredAt(body, ['price'])).toBe(true);
    expect(requiredAt(body, ['questions', 0, 'text'])).toBe(true);
  });

  it('leaves optional, defaulted and unknown fields unmarked', () => {
    expect(requiredAt(body, ['note'])).toBe(false);
    expect(requiredAt(body, ['groupIds'])).toBe(false);
    expect(requiredAt(body, ['questions', 0, 'hint'])).toBe(false);
    expect(requiredAt(body, ['missing'])).toBe(false);
    expect(schemaAt(body, ['name', 'deeper'])).toBeUndefined();
  });
});

describe('maxLengthAt', () => {
  it('reads the text limit of a field, and nothing for one without', () => {
    const limited = z.object({ name: z.string().trim().min(1).max(200).optional(), n: z.number() });
    expect(maxLengthAt(limited, ['name'])).toBe(200);
    expect(maxLengthAt(limited, ['n'])).toBeUndefined();
  });
});
