import { z } from 'zod';
import { AgeGroup, EducationalArea } from '../../../education/education';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The resources of the kindergarten's partners (issue #32, spec "Resources": `/resources/{product}` is the
 * page a partner's menu entry opens). A partner is a publisher; its products are the teaching resources it
 * offers for the kindergarten's age groups (cognitive books, aids, digital resources, methodical guides),
 * each with the educational areas it serves and a link to the publisher's page. The director keeps the list,
 * everyone with read on KindergartenResources (teachers, parents) reads it. The spec names only
 * `GET /api/Partners`, so the calls are ours, under its `Partners` prefix (docs/decisions.md).
 */

/** What kind of resource a product is. */
export const ResourceKind = { CognitiveBook: 1, Aid: 2, Digital: 3, MethodicalGuide: 4, Other: 5 } as const;
export type ResourceKind = (typeof ResourceKind)[keyof typeof ResourceKind];
export const resourceKindNames: Record<ResourceKind, string> = {
  1: 'Познавателна книжка',
  2: 'Учебно помагало',
  3: 'Дигитален ресурс',
  4: 'Методическо ръководство',
  5: 'Друго',
};

export const partnerProduct = z.object({
  id: z.string(),
  partnerId: z.string(),
  name: z.string(),
  kind: z.enum(ResourceKind),
  /** The age groups it is meant for (1 first … 4 fourth, the preparatory one). */
  ageGroups: z.array(z.enum(AgeGroup)),
  areas: z.array(z.enum(EducationalArea)),
  description: z.string(),
  /** The publisher's page of the product ('' without one). */
  url: z.string(),
  version: z.number().int(),
});
export type PartnerProduct = z.infer<typeof partnerProduct>;

const productTitle = 'Ресурс';
const partnerTitle = 'Партньор';
const webAddress = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/\S+)?$/, {
    error: 'Полето "Връзка" трябва да е адрес, започващ с http:// или https://',
  })
  .meta({ title: 'Връзка' });

export const kindergartenResourceRoutes = defineRoutes('kindergartens', {
  partnerProducts: {
    method: 'GET',
    path: '/api/Partners/{partnerId}/products',
    permission: needs('KindergartenResources', 'read'),
    request: {
      path: z.object({ partnerId: id(partnerTitle) }),
      query: z.object({
        kindergartenId: kindergartenGuard(),
        // A query string's numbers come as text.
        kind: z.coerce.number().pipe(choice(ResourceKind, 'Вид')).optional(),
        ageGroup: z.coerce.number().pipe(choice(AgeGroup, 'Възрастова група')).optional(),
        search: optionalText('Търсене', 100),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(partnerProduct), paged: true },
    summary: 'Ресурсите на партньор на детската градина по име, по вид, възрастова група и търсене в името',
  },
  partnerProduct: {
    method: 'GET',
    path: '/api/Partners/products/{id}',
    permission: needs('KindergartenResources', 'read'),
    request: { path: z.object({ id: id(productTitle) }) },
    reply: { kind: 'json', schema: partnerProduct },
    summary: 'Един ресурс на партньор (с версията за редакция)',
  },
  savePartnerProduct: {
    method: 'POST',
    path: '/api/Partners/products',
    permission: needs('KindergartenResources', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(productTitle).optional(),
          kindergartenId: kindergartenGuard(),
          partnerId: id(partnerTitle),
          name: text('Наименование', 200),
          kind: choice(ResourceKind, 'Вид'),
          ageGroups: z
            .array(choice(AgeGroup, 'Възрастова група'))
            .max(4)
            .default([])
            .meta({ title: 'Възрастови групи' }),
          areas: z
            .array(choice(EducationalArea, 'Направление'))
            .max(7)
            .default([])
            .meta({ title: 'Образователни направления' }),
          description: optionalText('Описание', 2000),
          url: webAddress.optional(),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Създава (без id) или редактира ресурс на партньор (остаряла версия: 409)',
  },
  deletePartnerProduct: {
    method: 'DELETE',
    path: '/api/Partners/products/{id}',
    permission: needs('KindergartenResources', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(productTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива ресурс на партньор',
  },
});
