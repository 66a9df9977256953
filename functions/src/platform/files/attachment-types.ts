import { attachmentExtensions } from '@gradina/shared/manifest/routes/files';

type Extension = (typeof attachmentExtensions)[number];

const zip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const ole = (b: Buffer) =>
  b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
const startsWith = (b: Buffer, text: string) => b.subarray(0, text.length).toString('latin1') === text;
/** Plain text: valid UTF-8 (a BOM allowed) with no control bytes but tab, CR and LF. */
const plainText = (b: Buffer) => {
  if (b.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

/** The content type each allowed extension is served with, and what its first bytes must look like. */
const kinds: Record<Extension, { type: string; looksRight: (b: Buffer) => boolean }> = {
  pdf: { type: 'application/pdf', looksRight: (b) => startsWith(b, '%PDF-') },
  doc: { type: 'application/msword', looksRight: ole },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', looksRight: zip },
  xls: { type: 'application/vnd.ms-excel', looksRight: ole },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', looksRight: zip },
  ppt: { type: 'application/vnd.ms-powerpoint', looksRight: ole },
  pptx: {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    looksRight: zip,
  },
  odt: { type: 'application/vnd.oasis.opendocument.text', looksRight: zip },
  ods: { type: 'application/vnd.oasis.opendocument.spreadsheet', looksRight: zip },
  odp: { type: 'application/vnd.oasis.opendocument.presentation', looksRight: zip },
  rtf: { type: 'application/rtf', looksRight: (b) => startsWith(b, '{\\rtf') },
  txt: { type: 'text/plain; charset=utf-8', looksRight: plainText },
  csv: { type: 'text/csv; charset=utf-8', looksRight: plainText },
  png: { type: 'image/png', looksRight: (b) => startsWith(b, '\x89PNG\r\n\x1a\n') },
  jpg: {
    type: 'image/jpeg',
    looksRight: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  jpeg: {
    type: 'image/jpeg',
    looksRight: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  gif: { type: 'image/gif', looksRight: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a') },
  webp: {
    type: 'image/webp',
    looksRight: (b) => startsWith(b, 'RIFF') && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

/**
 * The content type a file is stored and served with, or undefined when it is not an allowed kind: the name's
 * extension must be allowed AND the first bytes must be that kind of file, so a renamed program is refused
 * and the browser never gets a type the sender chose.
 */
export function attachmentTypeOf(fileName: string, bytes: Buffer): string | undefined {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] as Extension | undefined;
  const kind = ext && (attachmentExtensions as readonly string[]).includes(ext) ? kinds[ext] : undefined;
  return kind && bytes.length > 0 && kind.looksRight(bytes) ? kind.type : undefined;
}

export const allowedAttachmentsText =
  'PDF, Word, Excel, PowerPoint, OpenDocument, RTF, TXT, CSV, PNG, JPEG, GIF или WebP';
