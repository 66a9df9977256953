import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasForbiddenCharacters, safeFileName, uncleanField } from './text-hygiene';

describe('hasForbiddenCharacters', () => {
  it('refuses C0 controls, DEL and bidi embeddings, overrides and isolates', () => {
    for (const c of ['\u0000', '\u0007', '\u001B', '\u007F', '\u202A', '\u202E', '\u2066', '\u2069'])
      expect(hasForbiddenCharacters(`Родителска${c}среща`)).toBe(true);
  });

  it('keeps tabs, new lines, Cyrillic, emoji and the single bidi marks', () => {
    for (const ok of ['ред\tред', 'ред\r\nред', 'Щъркелче 🐣', 'שלום\u200F', 'a\u200Eb', 'a\u061Cb'])
      expect(hasForbiddenCharacters(ok)).toBe(false);
  });
});

describe('uncleanField', () => {
  const schema = z.object({
    title: z.string().meta({ title: 'Заглавие' }),
    groupIds: z.array(z.string().meta({ title: 'Група' })).meta({ title: 'Групи' }),
    file: z.object({ fileName: z.string().meta({ title: 'Име на файла' }), data: z.instanceof(Uint8Array) }),
    note: z.string().optional(),
  });
  const clean = {
    title: 'Празник',
    groupIds: ['a'],
    file: { fileName: 'покана.pdf', data: Buffer.from([0]) },
  };

  it('passes clean input, bytes of files included', () => {
    expect(uncleanField(clean, schema)).toBeUndefined();
  });

  it('names the first unclean field by its label and its request path', () => {
    expect(uncleanField({ ...clean, title: 'Праз\u0000ник' }, schema)).toEqual({
      field: 'title',
      message: 'Полето "Заглавие" съдържа непозволени невидими или управляващи символи',
    });
    expect(uncleanField({ ...clean, groupIds: ['a', 'b\u202E'] }, schema)?.field).toBe('groupIds.1');
    expect(uncleanField({ ...clean, groupIds: ['a', 'b\u202E'] }, schema)?.message).toContain('"Група"');
    const file = { ...clean, file: { fileName: 'годишен\u202Efdp.exe', data: Buffer.from([1]) } };
    expect(uncleanField(file, schema)?.message).toContain('"Име на файла"');
    expect(uncleanField({ ...clean, note: '\u0001' }, schema)?.message).toContain('"note"');
    expect(uncleanField({ id: 'x\u0000' }, z.object({ id: z.string() }), 'path')?.field).toBe('path.id');
  });
});

describe('safeFileName', () => {
  it('keeps Cyrillic names and strips folders, controls, bidi and reserved characters', () => {
    expect(safeFileName('Покана за празника.pdf')).toBe('Покана за празника.pdf');
    expect(safeFileName('C:\\Users\\Мария\\меню.docx')).toBe('меню.docx');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('годишен\u202Efdp.exe')).toBe('годишенfdp.exe');
    expect(safeFileName('a\u0000b\u200F"c".txt')).toBe('ab_c_.txt');
    expect(safeFileName('  ..скрит.txt  ')).toBe('скрит.txt');
    expect(safeFileName('\u0000/')).toBe('файл');
  });

  it('limits the length and keeps the extension', () => {
    const long = safeFileName(`${'я'.repeat(300)}.xlsx`);
    expect([...long]).toHaveLength(150);
    expect(long.endsWith('я.xlsx')).toBe(true);
  });
});
