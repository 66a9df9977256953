import { z } from 'zod';
import { pageQuery } from '../../../schemas/common';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { schoolYearId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';

/**
 * What every numbered book entry shares (orders, protocols, letters, checks): its number in the school
 * year with the book's prefix, its date, and whether it was cancelled (a deleted entry keeps its number).
 */
export const entryHead = {
  id: z.string(),
  periodId: z.string(),
  number: z.number().int(),
  /** The number as printed: the kindergarten's prefix for the book and the number. */
  numberText: z.string(),
  date: z.string(),
  cancelled: z.boolean(),
  version: z.number().int(),
};

/** The query of a book's page: the school year (the session's when absent) and the page. */
export const bookQuery = z.object({
  kindergartenId: kindergartenGuard(),
  periodId: id('Учебна година').optional(),
  search: z.string().trim().max(100).optional().meta({ title: 'Търсене' }),
  ...pageQuery,
});

/** The fields every entry's save sends besides its own: which year, the edit's id and version. */
export const entryBody = {
  kindergartenId: kindergartenGuard(),
  id: id('Запис').optional(),
  version: versionField().optional(),
  periodId: schoolYearId(),
};

/** A body whose edit must name the version it read. */
export const versioned = <T extends z.ZodObject>(body: T) => body.refine(editNamesVersion, versionRequired);

/** An uploaded scan or document: the temporary upload's id and its name (`/api/files/temp`). */
export const uploadedFile = z.object({
  fileKey: id('Файл'),
  fileName: z.string().trim().min(1).max(200).meta({ title: 'Име на файла' }),
});

/** A stored file as the lists show it (downloaded through the entry's file route). */
export const storedFile = z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() });
