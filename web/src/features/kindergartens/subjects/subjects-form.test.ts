import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { subjectsFormSpec } from './subjects-form';

describe('the subjects form', () => {
  it('puts a row’s missing type on that row, named in Bulgarian', async () => {
    const found = await manifestFormMessages('kindergartens.updateSubjects', subjectsFormSpec('kg-1'), {
      version: 0,
      subjects: [
        { id: '', name: 'Математика', type: '1' },
        { id: '', name: 'Музика', type: '' },
      ],
    });
    expect(Object.keys(found)).toEqual(['subjects.1.type']);
    expect(found['subjects.1.type']).toContain('Вид');
  });
});
