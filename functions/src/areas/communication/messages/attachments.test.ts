import { describe, expect, it } from 'vitest';
import { attachmentInfoOf, dedupe } from './attachments';

describe('message attachments', () => {
  it('keeps one of the files sent twice under the same key', () => {
    const a = { fileKey: 'k1', fileName: 'a.pdf' };
    const again = { fileKey: 'k1', fileName: 'a-again.pdf' };
    const b = { fileKey: 'k2', fileName: 'b.pdf' };
    expect(dedupe([a, b, again] as never[]).map((f) => (f as { fileKey: string }).fileKey)).toEqual([
      'k1',
      'k2',
    ]);
  });

  it('answers a stored file by its key, name, type and size', () => {
    const stored = { id: 'k1', fileName: 'a.pdf', contentType: 'application/pdf', size: 12, s3Key: 'x/k1' };
    expect(attachmentInfoOf(stored as never)).toEqual({
      fileKey: 'k1',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 12,
    });
  });
});
