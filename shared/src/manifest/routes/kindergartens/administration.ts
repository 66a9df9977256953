import { z } from 'zod';
import { KindergartenType } from '../../../enums';
import { isValidEik } from '../../../kindergartens/eik';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, email, id, nullable, optionalText, phone, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * The Master's kindergartens (issue #32): the national list grouped by mother kindergarten with each one's
 * figures, an empty kindergarten opened, its data read and edited (the director edits their own), and a
 * user's derived profile data refreshed after a repair.
 */

/** A kindergarten's state in the national list: being set up until it has a group, then active. */
export const kindergartenStates = ['setup', 'active'] as const;
export type KindergartenState = (typeof kindergartenStates)[number];

const code = (title: string, max: number) => z.string().trim().min(1).max(max).meta({ title });
const institutionCode = z
  .string()
  .trim()
  .regex(/^\d{6,7}$/, { error: 'Полето "Код по НЕИСПУО" трябва да е от 6 или 7 цифри.' })
  .meta({ title: 'Код по НЕИСПУО' });
const eik = z
  .string()
  .trim()
  .refine(isValidEik, {
    error: 'Полето "ЕИК/БУЛСТАТ" не е валиден ЕИК (9 или 13 цифри с вярна контролна цифра).',
  })
  .meta({ title: 'ЕИК/БУЛСТАТ' });
const time = (title: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `Полето "${title}" трябва да е час във вида ЧЧ:ММ.` })
    .meta({ title });

/** What identifies and locates a kindergarten: the same on opening one and on editing it. */
const kindergartenFields = {
  name: text('Наименование', 200),
  kindergartenType: choice(KindergartenType, 'Вид'),
  motherKindergartenId: nullable(id('Детска градина майка'), 'Детска градина майка').default(null),
  regionCode: code('Област', 10),
  municipalityCode: code('Община', 10),
  /** The settlement's ЕКАТТЕ code, which must be one of the municipality's settlements. */
  townEkatte: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'Полето "Населено място" трябва да е код по ЕКАТТЕ от 5 цифри.' })
    .meta({ title: 'Населено място' }),
  adress: text('Адрес', 200),
  eik: nullable(eik, 'ЕИК/БУЛСТАТ').default(null),
  institutionCode: nullable(institutionCode, 'Код по НЕИСПУО').default(null),
  phone: nullable(phone(), 'Телефон').default(null),
  email: nullable(email(), 'Имейл').default(null),
};

export const kindergartenData = z.object({
  id: z.string(),
  name: z.string(),
  kindergartenType: z.number().int(),
  motherKindergartenId: z.string().nullable(),
  motherKindergartenName: z.string().nullable(),
  regionCode: z.string().nullable(),
  municipalityCode: z.string().nullable(),
  townEkatte: z.string().nullable(),
  /** The settlement with its kind (`гр. Пловдив`) and its municipality and region, as ЕКАТТЕ names them. */
  town: z.string(),
  municipalityName: z.string(),
  regionName: z.string(),
  adress: z.string(),
  eik: z.string().nullable(),
  institutionCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  automaticExcuseWithMedicalNote: z.boolean(),
  /** The working day, `HH:mm`; null until set. */
  openingTime: z.string().nullable(),
  closingTime: z.string().nullable(),
  state: z.enum(kindergartenStates),
  /** The active school year's name (`2026/2027`); null when the kindergarten has none. */
  schoolYear: z.string().nullable(),
  /** The modules locked for changes (/platform/settings/lock) and whether the kindergarten fees are on. */
  lockedModules: z.array(z.string()),
  kindergartenFees: z.boolean(),
  createdAt: z.string().nullable(),
  version: z.number().int(),
});
export type KindergartenData = z.infer<typeof kindergartenData>;

/** A kindergarten of the national list with its figures. */
export const institutionFigures = z.object({
  id: z.string(),
  name: z.string(),
  kindergartenType: z.number().int(),
  town: z.string(),
  municipalityName: z.string(),
  regionName: z.string(),
  institutionCode: z.string().nullable(),
  motherKindergartenId: z.string().nullable(),
  state: z.enum(kindergartenStates),
  /** The active school year's groups and the children in them, the staff, the members' open sessions. */
  groupsCount: z.number().int(),
  childrenCount: z.number().int(),
  staffCount: z.number().int(),
  openSessions: z.number().int(),
});
export type InstitutionFigures = z.infer<typeof institutionFigures>;

/** A mother kindergarten (or one on its own) with its branches, each with its own figures. */
export const institutionRow = institutionFigures.extend({ branches: z.array(institutionFigures) });
export type InstitutionRow = z.infer<typeof institutionRow>;

export const updateKindergartenBody = z
  .object({
    kindergartenId: id('Детска градина'),
    ...kindergartenFields,
    automaticExcuseWithMedicalNote: z
      .boolean()
      .meta({ title: 'Автоматично извиняване с медицинска бележка' }),
    openingTime: nullable(time('Работно време от'), 'Работно време от').default(null),
    closingTime: nullable(time('Работно време до'), 'Работно време до').default(null),
    version: versionField(),
  })
  .refine((b) => !b.openingTime || !b.closingTime || b.openingTime < b.closingTime, {
    path: ['closingTime'],
    error: 'Полето "Работно време до" трябва да е след "Работно време от".',
  });
export type UpdateKindergartenBody = z.infer<typeof updateKindergartenBody>;

export const createKindergartenBody = z.object(kindergartenFields);
export type CreateKindergartenBody = z.infer<typeof createKindergartenBody>;

export const kindergartenAdministrationRoutes = defineRoutes('kindergartens', {
  kindergartenData: {
    method: 'GET',
    path: '/api/administration/kindergarten/kindergarten-data/',
    permission: needs('Kindergartens', 'read', false),
    request: { query: z.object({ kindergartenId: id('Детска градина') }) },
    reply: { kind: 'json', schema: kindergartenData },
    summary:
      'Данните на детска градина (адрес по ЕКАТТЕ, ЕИК, код по НЕИСПУО, контакти, работно време): главният администратор на всяка, останалите на своята',
  },
  updateKindergarten: {
    method: 'POST',
    path: '/api/administration/kindergarten/update',
    permission: needs('Kindergartens', 'update', false),
    // The Master edits any kindergarten; the handler lets anyone else edit only the one they work in.
    object: 'none',
    request: { body: updateKindergartenBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва данните на детска градина с версията, която е прочетена (остаряла версия: 409); името и мястото ѝ се сменят и в националния списък',
  },
  groupInstitutions: {
    method: 'GET',
    path: '/api/administration/kindergarten/group-institutions-overview',
    permission: needs('KindergartenRegistry', 'read', false),
    request: {
      query: z.object({
        Name: optionalText('Име', 200),
        Town: optionalText('Населено място', 100),
        MunicipalityCode: optionalText('Община', 10),
        RegionCode: optionalText('Област', 10),
        InstitutionCode: optionalText('Код по НЕИСПУО', 7),
        KindergartenType: z.coerce.number().int().min(1).max(2).optional().meta({ title: 'Вид' }),
        State: z.enum(kindergartenStates).optional().meta({ title: 'Състояние' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(institutionRow), paged: true },
    summary:
      'Детските градини на страната, филиалите под майката им, с групите, децата, персонала и активните сесии на всяка; търсене по име, населено място, община, област, код, вид и състояние',
  },
  createEmptyKindergarten: {
    method: 'POST',
    path: '/api/administration/Kindergarten/create-empty-kindergarten',
    permission: needs('KindergartenRegistry', 'create', false),
    // The Master opens kindergartens anywhere (a branch under any mother): the registry right alone decides.
    object: 'none',
    request: { body: createKindergartenBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Открива празна детска градина с текущата учебна година; директорът ѝ се кани после с create-admin-account',
  },
  invalidateProfileCache: {
    method: 'POST',
    path: '/api/administration/CacheManagement/user-profile-data-cache/invalidate/{id}',
    permission: needs('AccountManagement', 'update', false),
    // The Master repairs any account: the AccountManagement right alone decides.
    object: 'none',
    request: { path: z.object({ id: id('Потребител') }) },
    reply: {
      kind: 'json',
      schema: saveReply.extend({ sessionsRefreshed: z.number().int(), message: z.string() }),
    },
    summary:
      'Преизчислява правата в отворените сесии на потребителя във всяка негова градина (единственото, което сървърът пази изведено от профила)',
  },
});
