import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { given, manifestResolver } from './useManifestForm';

interface Values {
  kindergartenId: string;
  role: string | null;
  position: string;
}

const resolver = manifestResolver('identity.attachStaffToAccount', {
  labels: { kindergartenId: 'Код на детската градина', role: 'Роля' },
  fieldOf: { userType: 'role' },
  toBody: (v: Values) => ({
    userId: 'u1',
    kindergartenId: given(v.kindergartenId),
    userType: (v.role ? Number(v.role) : undefined) as Role,
    ...(v.position.trim() ? { position: v.position.trim() } : {}),
  }),
});

const check = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('manifestResolver', () => {
  it("refuses with the API's Bulgarian messages, naming the field by the form's label", async () => {
    const { errors } = await check({ kindergartenId: ' ', role: null, position: '' });
    expect(errors.kindergartenId?.message).toBe('Полето "Код на детската градина" е задължително');
    // The body's userType is the form's role.
    expect(errors.role?.message).toBe('Полето "Роля" е задължително');
  });

  it('refuses what the API refuses: a role that is not a staff role', async () => {
    const { errors } = await check({ kindergartenId: 'kg-1', role: String(Role.Parent), position: '' });
    expect(errors.role?.message).toMatch(/^Полето "Роля" /);
    expect(errors.kindergartenId).toBeUndefined();
  });

  it('passes valid values through unchanged', async () => {
    const values = { kindergartenId: 'kg-1', role: String(Role.Teacher), position: 'Учител' };
    const result = await check(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });

  it("shows the page's own rules together with the schema's, and lets values through when only fields off the form fail", async () => {
    interface Note {
      title: string;
      groups: string[];
    }
    const noteResolver = manifestResolver('communication.createMaintenanceMessage', {
      labels: { title: 'Заглавие' },
      toBody: (v: Note) => ({ title: given(v.title), content: given('') }),
      check: (v: Note) => ({ groups: v.groups.length === 0 ? 'Изберете поне една група' : undefined }),
    });
    const run = (values: Note) =>
      noteResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const refused = await run({ title: '', groups: [] });
    expect(refused.errors.title?.message).toBe('Полето "Заглавие" е задължително');
    expect(refused.errors.groups?.message).toBe('Изберете поне една група');
    // The empty content is not on this form: the form passes, the API answers for it.
    const passed = await run({ title: 'Профилактика', groups: ['g1'] });
    expect(passed.errors).toEqual({});
    expect(passed.values).toEqual({ title: 'Профилактика', groups: ['g1'] });
  });
});
