import type { PortfolioPhotoInput } from '@gradina/shared/manifest/routes/children/portfolios';
import { portfolioPhotoLimits } from '@gradina/shared/manifest/routes/children/portfolios';
import { presignedDownloadUrl } from '../../../platform/files/s3';
import { claimTempFiles, removeStoredFiles } from '../../../platform/files/temp-files';
import { invalidField } from '../../../platform/http/errors';
import type { StoredPhoto, StoredSection } from './items';

/**
 * A portfolio's photos: uploaded through `/api/files/temp/upload`, claimed into the portfolio's own prefix
 * (`portfolios/<kg>/<portfolioId>/<fileId>`, the children area's `uses` in shared/src/manifest/areas.ts).
 * Only PNG and JPEG up to 2 MB are kept: what the printable PDF can show, at a size a page of photos
 * still loads quickly.
 */
export const photoPrefix = (kindergartenId: string, portfolioId: string) =>
  `portfolios/${kindergartenId}/${portfolioId}`;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Why a claimed file cannot be a portfolio photo, or undefined when it can. */
export function photoRefusal(file: {
  fileName: string;
  contentType: string;
  size: number;
}): string | undefined {
  if (!(portfolioPhotoLimits.contentTypes as readonly string[]).includes(file.contentType))
    return `Полето "Снимки": файлът „${file.fileName}“ не е снимка (позволени са PNG и JPEG).`;
  if (file.size > portfolioPhotoLimits.maxBytes)
    return `Полето "Снимки": снимката „${file.fileName}“ е по-голяма от ${megabytes(portfolioPhotoLimits.maxBytes)}.`;
  return undefined;
}

/**
 * The photos of each section after an edit: a `fileKey` the portfolio already has keeps its photo, any other
 * is the caller's temporary upload and is claimed. A file that is not a photo, too large, or not the caller's
 * refuses the whole save (400 naming the section's photos) and nothing claimed stays behind.
 */
export async function photosOfSections(
  userId: string,
  prefix: string,
  sections: readonly { photos: readonly PortfolioPhotoInput[] }[],
  existing: readonly StoredSection[],
): Promise<StoredPhoto[][]> {
  const kept = new Map(existing.flatMap((s) => s.photos).map((p) => [p.fileKey, p]));
  const claimed: StoredPhoto[] = [];
  try {
    const result: StoredPhoto[][] = [];
    for (const [i, section] of sections.entries()) {
      const field = `sections.${i}.photos`;
      const fresh = section.photos.filter((p) => !kept.has(p.fileKey));
      const files = fresh.length > 0 ? await claimTempFiles(userId, fresh, prefix, field) : [];
      claimed.push(...files.map((f) => ({ fileKey: f.id, fileName: f.fileName, s3Key: f.s3Key })));
      for (const f of files) {
        const refusal = photoRefusal(f);
        if (refusal) throw invalidField(field, refusal);
      }
      const byKey = new Map(
        files.map((f) => [f.id, { fileKey: f.id, fileName: f.fileName, s3Key: f.s3Key }]),
      );
      result.push(section.photos.map((p) => kept.get(p.fileKey) ?? byKey.get(p.fileKey)!));
    }
    return result;
  } catch (e) {
    await removeStoredFiles(claimed.map((c) => c.s3Key));
    throw e;
  }
}

/** The stored photos an edit no longer names, to delete once the edit is saved. */
export const droppedPhotos = (before: readonly StoredSection[], after: readonly StoredSection[]) => {
  const now = new Set(after.flatMap((s) => s.photos).map((p) => p.s3Key));
  return before.flatMap((s) => s.photos).filter((p) => !now.has(p.s3Key));
};

/** A photo as the page shows it: a download link valid for an hour. */
export const photoView = async (p: StoredPhoto) => ({
  fileKey: p.fileKey,
  fileName: p.fileName,
  url: await presignedDownloadUrl('files', p.s3Key, p.fileName, 3600),
});

export { removeStoredFiles };
