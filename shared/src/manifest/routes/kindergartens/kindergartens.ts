import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { id } from '../../../schemas/fields';
import { defineRoutes, needs, signedIn } from '../../route';

/** The user's kindergartens and the switch between them; the country's kindergartens by name. */

export const kindergartenSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The same name under the spelling other screens of the spec use. */
  kindergartenName: z.string(),
  kindergartenType: z.number().int(),
  city: z.string(),
  town: z.string(),
  adress: z.string(),
  motherKindergartenId: z.string().nullable(),
  isMother: z.boolean(),
  isSelected: z.boolean(),
  automaticExcuseWithMedicalNote: z.boolean(),
  /** The user's role in this kindergarten (spec Roles). */
  userType: z.number().int(),
});
export type KindergartenSummary = z.infer<typeof kindergartenSummary>;

export const institutionOverview = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  motherKindergartenId: z.string().nullable(),
});

export const kindergartenRoutes = defineRoutes('kindergartens', {
  list: {
    method: 'GET',
    path: '/api/Kindergartens',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(kindergartenSummary) },
    summary:
      'Детските градини на потребителя за превключвателя: всяка майка, следвана от филиалите си, по азбучен ред',
  },
  change: {
    method: 'POST',
    path: '/api/Kindergartens/change/{id}',
    permission: needs('Kindergartens', 'read'),
    // object: moves the caller's own session, only to a kindergarten they are a member of
    object: 'none',
    request: { path: z.object({ id: id('Детска градина') }) },
    reply: {
      kind: 'json',
      schema: saveReply.extend({ periodId: z.string().nullable(), userType: z.number().int().nullable() }),
    },
    summary:
      'Превключва сесията към друга детска градина на потребителя (роля там, учебна година, права); после началната страница се презарежда',
  },
  institutions: {
    method: 'GET',
    path: '/api/administration/kindergarten/institutions-overview',
    permission: needs('Kindergartens', 'read', false),
    request: {
      query: z.object({
        Name: z.string().trim().max(200).optional().meta({ title: 'Име' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(institutionOverview), paged: true },
    summary:
      'Всички детски градини в страната по име (търсене по част от името или населеното място); имената и населените места са публична информация от регистъра',
  },
});
