import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { type GroupValues, groupFormSpec, newGroup } from './group-form';

const messages = (values: GroupValues) =>
  manifestFormMessages('kindergartens.saveGroup', groupFormSpec('kg-1'), values);

const calinka: GroupValues = {
  ...newGroup('year-1'),
  name: 'Калинка',
  ageKind: '4',
  capacity: '22',
  teacherIds: ['t1'],
};

describe('the group form', () => {
  it('accepts a group with its age group, places and a teacher', async () => {
    expect(await messages(calinka)).toEqual({});
    expect(groupFormSpec('kg-1').toBody(calinka)).toMatchObject({ ageKind: 4, capacity: 22, closedOn: null });
  });

  it('sends the nurses and assistant teachers chosen (issue #24)', () => {
    expect(groupFormSpec('kg-1').toBody({ ...calinka, staffIds: ['n1', 'a1'] })).toMatchObject({
      staffIds: ['n1', 'a1'],
    });
  });

  it('names each missing or wrong field in Bulgarian', async () => {
    const found = await messages({ ...calinka, name: ' ', ageKind: '', capacity: '0' });
    expect(found.name).toContain('Име');
    expect(found.ageKind).toContain('Възрастова група');
    expect(found.capacity).toContain('Капацитет');
  });
});
