import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition, sanitizeFileName } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('reads the UTF-8 extended name the API sends for Cyrillic files', () => {
    const name = 'Справка присъствия 03.2026.xlsx';
    const header = `attachment; filename="______ ___________ 03.2026.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('prefers filename* whichever order the parameters come in', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename*=UTF-8''%D0%BC%D0%B5%D0%BD%D1%8E.pdf; filename="menu.pdf"`,
      ),
    ).toBe('меню.pdf');
  });

  it('accepts a language tag and a lower-case charset', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=utf-8'bg'%D0%B0.txt")).toBe('а.txt');
  });

  it('decodes ISO-8859-1 extended values', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=ISO-8859-1''caf%E9.txt")).toBe('café.txt');
  });

  it('falls back to a quoted filename with escapes', () => {
    expect(fileNameFromContentDisposition('attachment; filename="report \\"final\\"; v2.pdf"')).toBe(
      'report "final"; v2.pdf',
    );
  });

  it('reads an unquoted token filename', () => {
    expect(fileNameFromContentDisposition('inline; filename=avatar.png')).toBe('avatar.png');
    expect(fileNameFromContentDisposition('attachment;filename=a.csv')).toBe('a.csv');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromContentDisposition('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="ok.pdf"')).toBe(
      'ok.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename*=no-quotes; filename="ok.pdf"')).toBe(
      'ok.pdf',
    );
  });

  it('never lets a header pick a directory', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''..%2F..%5Cevil.exe")).toBe(
      'evil.exe',
    );
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeUndefined();
  });

  it('answers undefined without a file name', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition('inline; size=10')).toBeUndefined();
  });
});

describe('sanitizeFileName', () => {
  it('removes control characters and keeps the last component', () => {
    expect(sanitizeFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(sanitizeFileName('C:\\Users\\x\\file.docx')).toBe('file.docx');
  });
});
