import type { DocumentFormat } from '@gradina/shared/manifest/routes/children/certificates';
import { CertificateKind, documentContentTypes } from '@gradina/shared/manifest/routes/children/certificates';
import { download, upload } from '../../../platform/files/s3';
import { conflict } from '../../../platform/http/errors';
import { type FileReply, fileReply } from '../../../platform/http/replies';
import type { CertificateItem } from './items';
import type { DocumentLayout } from './layout';
import { fileNameOf, preschoolCertificateLayout, relocationCertificateLayout } from './layout';
import { render } from './render';

export const cancelledRefusal = 'Удостоверението е анулирано и не може да се отпечата.';

/** The file of a layout in the requested format. */
export async function layoutFile(layout: DocumentLayout, format: DocumentFormat): Promise<FileReply> {
  return fileReply(fileNameOf(layout, format), documentContentTypes[format], await render(layout, format));
}

/**
 * A certificate's document. The first print is rendered and kept in the exports bucket; every reprint
 * serves those bytes, so a certificate printed again is the same document with the same number.
 */
export async function certificateFile(item: CertificateItem, format: DocumentFormat): Promise<FileReply> {
  if (item.cancelled) throw conflict(cancelledRefusal);
  const layout =
    item.kind === CertificateKind.Preschool
      ? preschoolCertificateLayout(item)
      : relocationCertificateLayout(item);
  const key = `certificates/${item.kindergartenId}/${item.id}.${format}`;
  const kept = await download('exports', key);
  if (kept) return fileReply(fileNameOf(layout, format), documentContentTypes[format], kept.body);
  const file = await layoutFile(layout, format);
  await upload('exports', key, file.body, { contentType: file.contentType, fileName: file.fileName });
  return file;
}
