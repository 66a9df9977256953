import { describe, expect, it } from 'vitest';
import { attachmentTypeOf } from './attachment-types';

const pdf = Buffer.from('%PDF-1.7\n...');
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
const exe = Buffer.from('MZ\x90\x00', 'latin1');

describe('attachmentTypeOf', () => {
  it('accepts a file whose extension and first bytes agree', () => {
    expect(attachmentTypeOf('Програма.pdf', pdf)).toBe('application/pdf');
    expect(attachmentTypeOf('меню.DOCX', zip)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(attachmentTypeOf('списък.csv', Buffer.from('Име;Група\nМария;Слънце\n'))).toBe(
      'text/csv; charset=utf-8',
    );
  });

  it('refuses a program renamed to an allowed extension', () => {
    expect(attachmentTypeOf('покана.pdf', exe)).toBeUndefined();
    expect(attachmentTypeOf('покана.txt', exe)).toBeUndefined();
  });

  it('refuses extensions outside the list, and files without one', () => {
    expect(attachmentTypeOf('setup.exe', exe)).toBeUndefined();
    expect(attachmentTypeOf('страница.html', Buffer.from('<html></html>'))).toBeUndefined();
    expect(attachmentTypeOf('README', Buffer.from('text'))).toBeUndefined();
  });

  it('refuses an empty file and text that is not UTF-8', () => {
    expect(attachmentTypeOf('празен.txt', Buffer.alloc(0))).toBeUndefined();
    expect(attachmentTypeOf('стар.txt', Buffer.from([0xc0, 0xaf, 0x41]))).toBeUndefined();
  });
});
