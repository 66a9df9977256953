import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../ui/forms/useManifestForm';
import { newProduct, productFormSpec } from './product-form';

const messages = (values: Partial<ReturnType<typeof newProduct>>) =>
  manifestFormMessages('kindergartens.savePartnerProduct', productFormSpec('kg1', 'p1'), {
    ...newProduct(),
    ...values,
  });

describe('the resource form', () => {
  it('asks for the name and the kind', async () => {
    const m = await messages({});
    expect(m.name).toContain('Наименование');
    expect(m.kind).toBe('Изберете вида на ресурса.');
  });

  it('refuses a link that is not a web address, in the words of the API', async () => {
    expect((await messages({ name: 'Юнета', kind: '1', url: 'prosveta.bg' })).url).toContain('http');
  });

  it('has nothing to say about a whole resource', async () => {
    const m = await messages({
      name: 'Юнета',
      kind: '1',
      ageGroups: ['3'],
      areas: ['1', '2'],
      url: 'https://prosveta.bg',
    });
    expect(Object.values(m).filter(Boolean)).toEqual([]);
  });
});
