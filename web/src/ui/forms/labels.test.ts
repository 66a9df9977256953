import { passwordSchema } from '@gradina/shared';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formMessages, formResolver, relabel } from './labels';

const messages = (schema: z.ZodType, values: FieldValues, labels: Record<string, string>) =>
  formMessages(schema as z.ZodType<unknown, FieldValues>, labels, values);

describe('formResolver', () => {
  it('names fields by their labels in the shared Bulgarian messages', async () => {
    const schema = z.object({
      firstName: z.string().trim().min(1).max(5),
      email: z.email(),
      password: passwordSchema,
      code: z.string().min(4),
      count: z.number().int().max(10),
    });
    expect(
      await messages(
        schema,
        { firstName: '', email: 'x', password: 'abcdefghi', code: 'ab', count: 11 },
        { firstName: 'Име', email: 'E-mail', password: 'Нова парола', code: 'Код', count: 'Брой' },
      ),
    ).toEqual({
      firstName: 'Полето "Име" е задължително',
      email: 'Полето "E-mail" трябва да е коректен Email адрес',
      password:
        'Полето "Нова парола" трябва да съдържа поне една малка буква, една главна буква и една цифра',
      code: 'Полето "Код" трябва да съдържа поне 4 символа',
      count: 'Полето "Брой" трябва да е най-много 10',
    });
  });

  it("keeps a schema's own messages and the keys of unlabelled fields", async () => {
    const schema = z
      .object({ a: z.string().min(1), b: z.string() })
      .superRefine((_v, ctx) =>
        ctx.addIssue({ code: 'custom', path: ['b'], message: 'Паролите не съвпадат' }),
      );
    expect(await messages(schema, { a: '', b: '' }, {})).toEqual({
      a: 'Полето "a" е задължително',
      b: 'Паролите не съвпадат',
    });
  });

  it('relabels nested fields', async () => {
    const schema = z.object({ person: z.object({ name: z.string().min(1) }) });
    const resolve = formResolver(schema as z.ZodType<unknown, FieldValues>, { name: 'Име' });
    const result = await resolve({ person: { name: '' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as ResolverOptions<FieldValues>);
    expect((result.errors.person as unknown as { name: { message: string } }).name.message).toBe(
      'Полето "Име" е задължително',
    );
  });
});

describe('relabel', () => {
  it('replaces only the quoted key', () => {
    expect(relabel('Полето "email" трябва да е коректен Email адрес', 'email', 'E-mail')).toBe(
      'Полето "E-mail" трябва да е коректен Email адрес',
    );
  });
});
