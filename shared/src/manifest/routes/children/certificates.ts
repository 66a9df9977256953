import { z } from 'zod';
import { paged, pageQuery } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { childId, groupId, referenceIds } from '../../../schemas/ids';
import { bgMessages } from '../../../validation';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Certificates: the preschool certificate (удостоверение за завършено задължително предучилищно
 * образование) of the children of a preparatory group and the relocation certificate (удостоверение за
 * преместване) of one child. Each kind is numbered per kindergarten and school year without gaps; an issued
 * certificate is printed again with its number, or cancelled (the number stays, never reused). Documents are
 * printed by those who issue them (the create right); teachers read the lists of their groups' certificates.
 */

/** The spec names no enum for the kinds; the product's numbers. */
export const CertificateKind = { Preschool: 1, Relocation: 2 } as const;
export type CertificateKind = (typeof CertificateKind)[keyof typeof CertificateKind];

export const documentFormats = ['pdf', 'docx'] as const;
export type DocumentFormat = (typeof documentFormats)[number];
export const documentContentTypes: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const format = () =>
  z
    .enum(documentFormats, { error: 'Полето "Формат" трябва да е PDF или DOCX.' })
    .default('pdf')
    .meta({ title: 'Формат' });

export const certificate = z.object({
  /** The certificate's id (the spec's `certificateId`). */
  id: z.string(),
  /** Set on relocation certificates (the spec's `relocationCertificateId`), null on preschool ones. */
  relocationCertificateId: z.string().nullable(),
  kind: z.enum(CertificateKind),
  /** The school year's series of the kind: 1, 2, 3… */
  number: z.number().int(),
  /** "12/2026-2027" as printed. */
  registrationNumber: z.string(),
  issueDate: z.string(),
  periodId: z.string(),
  childId: z.string(),
  childName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** Relocation: the institution the child moves to; empty for preschool certificates. */
  newInstitution: z.string(),
  cancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificate>;

export const preschoolGroup = z.object({
  id: z.string(),
  name: z.string(),
  childrenCount: z.number().int(),
  /** Valid (not cancelled) certificates of the group's children. */
  issuedCount: z.number().int(),
});

export const preschoolChild = z.object({
  id: z.string(),
  name: z.string(),
  /** ЕГН/ЛНЧ masked as lists show it. */
  identifier: z.string(),
  birthDate: z.string(),
  /** The valid certificate of the child, if one was issued. */
  certificateId: z.string().nullable(),
  number: z.number().int().nullable(),
  issueDate: z.string().nullable(),
});

export const neispuoCertificate = z.object({
  certificateId: z.string(),
  registrationNumber: z.string(),
  issueDate: z.string(),
  childName: z.string(),
  identifierType: z.number().int(),
  identifier: z.string(),
  birthDate: z.string(),
  groupName: z.string(),
  schoolYear: z.string(),
});

const issuedReply = z.object({
  isSuccessful: z.boolean(),
  certificates: z.array(certificate),
});

const certificateTitle = 'Удостоверение';
const relocationTitles = {
  newInstitution: 'Нова детска градина или училище',
  relocationDate: 'Дата на преместване',
  issueDate: 'Дата на издаване',
} as const;
const groupTitle = 'Група';
const schoolYearQuery = { periodId: id('Учебна година').optional() };
const pdfOrWord = fileReplyKind(documentContentTypes.pdf, documentContentTypes.docx);

const issueFields = {
  kindergartenId: kindergartenGuard(),
  childIds: referenceIds(childId(), 'Деца', 60, 1),
  issueDate: dateField('Дата на издаване'),
  assessment: optionalText('Оценка на готовността', 2000),
};

export const childrenCertificateRoutes = defineRoutes('children', {
  preschoolCertificateGroups: {
    method: 'GET',
    path: '/api/Classes/for-preschool-certificate',
    permission: needs('PreschoolCertificates', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...schoolYearQuery }) },
    reply: { kind: 'json', schema: z.array(preschoolGroup) },
    summary:
      'Подготвителните групи (IV ПГ) на учебната година с броя деца и издадените удостоверения (учител: само своите групи)',
  },
  preschoolCertificateChildren: {
    method: 'GET',
    path: '/api/Classes/for-preschool-certificate/{classId}',
    permission: needs('PreschoolCertificates', 'read'),
    request: {
      path: z.object({ classId: id(groupTitle) }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: z.array(preschoolChild) },
    summary:
      'Децата на подготвителна група с издаденото им удостоверение (номер и дата), по име (учител на друга група: празен списък)',
  },
  issuePreschoolCertificates: {
    method: 'POST',
    path: '/api/Classes/for-preschool-certificate',
    permission: needs('PreschoolCertificates', 'create'),
    object: kindergartenObject,
    request: { body: z.object({ classId: groupId(groupTitle), ...issueFields }) },
    reply: { kind: 'json', schema: issuedReply },
    summary:
      'Издава удостоверения за завършено предучилищно образование на избраните деца от група: поредни номери за учебната година, без пропуски (дете с валидно удостоверение: 409)',
  },
  issueGroupPreschoolCertificates: {
    method: 'POST',
    path: '/api/Classes/for-preschool-certificate/{classId}',
    permission: needs('PreschoolCertificates', 'create'),
    object: kindergartenObject,
    request: {
      path: z.object({ classId: id(groupTitle) }),
      body: z.object({
        kindergartenId: kindergartenGuard(),
        issueDate: dateField('Дата на издаване'),
        assessment: optionalText('Оценка на готовността', 2000),
      }),
    },
    reply: { kind: 'json', schema: issuedReply },
    summary:
      'Издава удостоверения на всички деца от групата, които още нямат валидно (поредни номери без пропуски)',
  },
  preschoolCertificateFile: {
    method: 'POST',
    path: '/api/Classes/student-preschool-certificate-receipt',
    permission: needs('PreschoolCertificates', 'create'),
    object: kindergartenObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        certificateId: id(certificateTitle),
        format: format(),
      }),
    },
    reply: pdfOrWord,
    summary:
      'Удостоверението за завършено задължително предучилищно образование по образеца на МОН, PDF или DOCX (повторен печат: същият номер; анулирано: 409)',
  },
  preschoolCertificateNeispuo: {
    method: 'GET',
    path: '/api/Classes/preschool-certificate-data-neispuo',
    permission: needs('PreschoolCertificates', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...schoolYearQuery }) },
    reply: { kind: 'json', schema: z.array(neispuoCertificate) },
    summary:
      'Данните на валидните удостоверения за предучилищно образование на учебната година за НЕИСПУО (ЕГН скрито, както в списъците)',
  },
  preschoolApplicationReceipt: {
    method: 'GET',
    path: '/api/Classes/student-preschool-application-receipt',
    permission: needs('PreschoolCertificates', 'create'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        certificateId: id(certificateTitle),
        format: format(),
      }),
    },
    reply: pdfOrWord,
    summary:
      'Разписка за получено удостоверение: родителят подписва, че е получил удостоверението на детето (номер и дата)',
  },
  preschoolCommonProtocol: {
    method: 'GET',
    path: '/api/Classes/student-preschool-common-protocol',
    permission: needs('PreschoolCertificates', 'create'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        classId: id(groupTitle),
        format: format(),
      }),
    },
    reply: pdfOrWord,
    summary:
      'Общ протокол на групата: издадените удостоверения за предучилищно образование с номер, дата, дете и подпис при получаване',
  },
  certificates: {
    method: 'GET',
    path: '/api/Students/relocation-certificate-overview-models',
    permission: needs('RelocationCertificates', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        ...schoolYearQuery,
        kind: z.coerce.number().pipe(z.enum(CertificateKind)).optional().meta({ title: 'Вид удостоверение' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(certificate), paged: true },
    summary:
      'Издадените удостоверения на учебната година (и двата вида, или само избрания), по вид и номер; учител: децата на своите групи',
  },
  relocationCertificate: {
    method: 'POST',
    path: '/api/Students/relocation-certificate',
    permission: needs('RelocationCertificates', 'create'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          kindergartenId: kindergartenGuard(),
          /** An issued certificate to print again (same number); without it a new one is issued. */
          certificateId: id(certificateTitle).optional(),
          childId: childId(),
          newInstitution: text(relocationTitles.newInstitution, 300).optional(),
          newInstitutionTown: optionalText('Населено място на новата институция', 200),
          relocationDate: dateField(relocationTitles.relocationDate).optional(),
          issueDate: dateField(relocationTitles.issueDate).optional(),
          format: format(),
        })
        .superRefine((body, ctx) => {
          // A reprint prints what was issued; a new certificate needs what it certifies.
          if (body.certificateId) return;
          for (const field of ['newInstitution', 'relocationDate', 'issueDate'] as const)
            if (!body[field])
              ctx.addIssue({
                code: 'custom',
                path: [field],
                message: bgMessages.required(relocationTitles[field]),
              });
        }),
    },
    reply: pdfOrWord,
    summary:
      'Издава удостоверение за преместване на дете (пореден номер за учебната година) и го връща като PDF или DOCX; с certificateId: повторен печат със същия номер',
  },
  cancelCertificate: {
    method: 'DELETE',
    path: '/api/Students/relocation-certificate',
    permission: needs('RelocationCertificates', 'delete'),
    object: kindergartenObject,
    request: { query: z.object({ certificateId: id(certificateTitle) }) },
    reply: { kind: 'json', schema: z.object({ isSuccessful: z.boolean(), entityId: z.string() }) },
    summary:
      'Анулира удостоверение (и двата вида): номерът остава в списъка като анулиран и не се издава повторно; анулирано вече: 409',
  },
});
