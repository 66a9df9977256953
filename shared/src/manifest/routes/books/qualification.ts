import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { staffId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { storedFile, uploadedFile } from './common';
import { docxType } from './export';

/**
 * The staff's qualification record (`/administration/qualification-activities`): each training of a staff
 * member with its topic, organiser, form (inside the kindergarten or outside it), dates, academic hours,
 * qualification credits, the certificate's number and its scan. A credit needs at least 16 academic hours of
 * training by an outside organiser (Наредба № 15/2019); a training inside the kindergarten gives none.
 * No spec calls: the routes are ours (docs/decisions.md, issue #29).
 */

export const QualificationForm = { Internal: 1, External: 2 } as const;
export const qualificationFormNames: Record<number, string> = {
  [QualificationForm.Internal]: 'Вътрешноинституционална',
  [QualificationForm.External]: 'Извънинституционална',
};
/** The academic hours of training one qualification credit takes at least. */
export const hoursPerCredit = 16;

export const qualificationActivity = z.object({
  id: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  topic: z.string(),
  organiser: z.string(),
  form: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  hours: z.number().int(),
  credits: z.number().int(),
  certificateNumber: z.string(),
  file: storedFile.nullable(),
  version: z.number().int(),
});
export type QualificationActivity = z.infer<typeof qualificationActivity>;

export const qualificationBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    id: id('Квалификация').optional(),
    version: versionField().optional(),
    staffId: staffId(),
    topic: text('Тема', 300),
    organiser: optionalText('Организатор', 300),
    form: z
      .number()
      .int()
      .pipe(z.literal(Object.values(QualificationForm)))
      .meta({ title: 'Форма' }),
    fromDate: dateField('От дата'),
    toDate: dateField('До дата'),
    hours: z.number().int().min(1).max(2000).meta({ title: 'Академични часове' }),
    credits: z.number().int().min(0).max(100).meta({ title: 'Квалификационни кредити' }),
    certificateNumber: optionalText('Номер на удостоверението', 100),
    file: uploadedFile.optional().meta({ title: 'Удостоверение' }),
  })
  .refine(editNamesVersion, versionRequired)
  .superRefine((b, ctx) => {
    if (b.toDate < b.fromDate)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: 'Полето "До дата" не може да е преди "От дата".',
      });
    if (b.form === QualificationForm.Internal && b.credits > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['credits'],
        message: 'Полето "Квалификационни кредити": вътрешноинституционалната квалификация не носи кредити.',
      });
    else if (b.credits * hoursPerCredit > b.hours)
      ctx.addIssue({
        code: 'custom',
        path: ['credits'],
        message: `Полето "Квалификационни кредити": един кредит е поне ${hoursPerCredit} академични часа, за ${b.hours} ч. най-много ${Math.floor(b.hours / hoursPerCredit)}.`,
      });
  });

export const booksQualificationRoutes = defineRoutes('books', {
  qualificationActivities: {
    method: 'GET',
    path: '/api/AdministrationBooks/qualification-activities',
    permission: needs('QualificationActivities', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        staffId: id('Служител').optional(),
        fromDate: dateField('От дата').optional(),
        toDate: dateField('До дата').optional(),
        ...pageQuery,
      }),
    },
    reply: {
      kind: 'json',
      schema: paged(qualificationActivity).extend({
        totalHours: z.number().int(),
        totalCredits: z.number().int(),
      }),
      paged: true,
    },
    summary:
      'Квалификациите на персонала, най-новите първи, с общите часове и кредити (не е в спецификацията)',
  },
  qualificationActivity: {
    method: 'GET',
    path: '/api/AdministrationBooks/qualification-activities/{id}',
    permission: needs('QualificationActivities', 'read'),
    request: { path: z.object({ id: id('Квалификация') }) },
    reply: { kind: 'json', schema: qualificationActivity },
    summary: 'Една квалификация (не е в спецификацията)',
  },
  saveQualificationActivity: {
    method: 'POST',
    path: '/api/AdministrationBooks/qualification-activities',
    permission: needs('QualificationActivities', 'create'),
    object: kindergartenObject,
    request: { body: qualificationBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова или редактирана квалификация с удостоверението (не е в спецификацията)',
  },
  deleteQualificationActivity: {
    method: 'DELETE',
    path: '/api/AdministrationBooks/qualification-activities/{id}',
    permission: needs('QualificationActivities', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Квалификация') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива квалификация и удостоверението ѝ (не е в спецификацията)',
  },
  qualificationCertificate: {
    method: 'GET',
    path: '/api/AdministrationBooks/qualification-activities/{id}/certificate',
    permission: needs('QualificationActivities', 'read'),
    request: { path: z.object({ id: id('Квалификация') }) },
    reply: fileReplyKind('application/pdf', docxType, 'image/jpeg', 'image/png'),
    summary: 'Сканираното удостоверение на квалификацията (не е в спецификацията)',
  },
});
