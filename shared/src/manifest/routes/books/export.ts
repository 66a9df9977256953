import { z } from 'zod';
import { AdministrationBook } from '../../../enums';
import { fileReplyKind, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * A book printed as the paper book is (title page with the kindergarten, the school year and the number of
 * pages; numbered pages; one entry per row with all its fields), as PDF or DOCX. Printing marks the
 * director's orders printed: from then on only a new order changes them.
 */

export const bookFormats = ['pdf', 'docx'] as const;
export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const booksExportRoutes = defineRoutes('books', {
  exportBook: {
    method: 'GET',
    path: '/api/AdministrationBooks/export/{bookType}',
    permission: needs('AdministrationBooks', 'read'),
    request: {
      path: z.object({
        bookType: z.coerce.number().pipe(z.enum(AdministrationBook)).meta({ title: 'Книга' }),
      }),
      query: z.object({
        kindergartenId: kindergartenGuard(),
        periodId: id('Учебна година').optional(),
        format: z.enum(bookFormats).default('pdf').meta({ title: 'Формат' }),
      }),
    },
    reply: fileReplyKind('application/pdf', docxType),
    summary: 'Книгата за учебната година като PDF или DOCX, с титулна страница и номерирани страници',
  },
  documentTypes: {
    method: 'GET',
    path: '/api/AdministrationDocuments/types',
    permission: needs('AdministrationDocuments', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.number().int(), name: z.string() })) },
    summary: 'Видовете документи на детската градина',
  },
});
