import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { email, id, kindergartenGuard, optionalText, phone, text } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * National activity types and providers (issue #16), kept by the Master administrator (`ActivityCatalogue`),
 * and what a kindergarten reads of them: the types for its activity form, the providers whose online
 * payments are enabled, the summary of its providers' activities and a parent's providers' contacts.
 * A provider's ePay secret is write-only: a reply says only whether one is stored (`secretSet`).
 */

/**
 * ЕИК/БУЛСТАТ: 9 digits (a company) or 13 (a branch), each with its check digit (the Registry Agency's
 * weights 1…8, then 3…10 when the remainder is 10; for 13 digits 2,7,3,5, then 4,9,5,7).
 */
export function isValidEik(value: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(value)) return false;
  const d = [...value].map(Number);
  const check = (digits: number[], first: number[], second: number[]) => {
    const sum = (w: number[]) => w.reduce((s, weight, i) => s + weight * digits[i]!, 0) % 11;
    const r = sum(first);
    if (r !== 10) return r;
    const r2 = sum(second);
    return r2 === 10 ? 0 : r2;
  };
  if (check(d, [1, 2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9, 10]) !== d[8]) return false;
  if (d.length === 9) return true;
  return check(d.slice(8), [2, 7, 3, 5], [4, 9, 5, 7]) === d[12];
}

export const activityType = z.object({
  id: z.string(),
  name: z.string(),
  /** Activities of any kindergarten of this type: a type in use cannot be deleted. */
  usedBy: z.number().int(),
  version: z.number().int(),
});
export type ActivityType = z.infer<typeof activityType>;

export const provider = z.object({
  id: z.string(),
  name: z.string(),
  eik: z.string(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  defaultDiscountPercent: z.number().int(),
  /** ePay КИН (MIN); null until entered. */
  min: z.string().nullable(),
  /** Whether an ePay secret is stored (the secret itself never leaves the server). */
  secretSet: z.boolean(),
  /** PaymentProviderConfigurationFlags, OR-ed. */
  configuration: z.number().int(),
  configurationError: z.string().nullable(),
  acceptsTransferPayments: z.boolean(),
  /** The address ePay sends this provider's notifications to (given to ePay by the provider). */
  notifyUrl: z.string(),
  /** Activities of any kindergarten run by this provider: a provider in use cannot be deleted. */
  usedBy: z.number().int(),
  version: z.number().int(),
});
export type Provider = z.infer<typeof provider>;

export const providerActivity = z.object({
  id: z.string(),
  name: z.string(),
  enrolledCount: z.number().int(),
});

/** A provider with its activities in the kindergarten and the children enrolled in them. */
export const providerSummary = z.object({
  providerId: z.string(),
  providerName: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  activitiesCount: z.number().int(),
  childrenCount: z.number().int(),
  activities: z.array(providerActivity),
});
export type ProviderSummary = z.infer<typeof providerSummary>;

export const kindergartenWithActivities = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  activitiesCount: z.number().int(),
});

export const webhookTestReply = z.object({
  isVerified: z.boolean(),
  configuration: z.number().int(),
  configurationError: z.string().nullable(),
});

const typeTitle = 'Вид дейност';
const providerTitle = 'Доставчик';
const percent = (title: string) => z.number().int().min(0).max(100).meta({ title });
/** Empty or a valid e-mail: the form sends '' for a field left blank. */
const optionalEmail = z.union([z.literal(''), email('Имейл')]).optional();
const optionalPhone = z.union([z.literal(''), phone('Телефон')]).optional();

export const providerBody = z
  .object({
    id: id(providerTitle).optional(),
    name: text('Наименование', 200),
    eik: z
      .string()
      .trim()
      .refine(isValidEik, {
        error: 'Полето "ЕИК/БУЛСТАТ" трябва да е валиден ЕИК от 9 или 13 цифри.',
      })
      .meta({ title: 'ЕИК/БУЛСТАТ' }),
    address: optionalText('Адрес', 300),
    contactName: optionalText('Лице за контакт', 200),
    phone: optionalPhone,
    email: optionalEmail,
    defaultDiscountPercent: percent('Отстъпка по подразбиране (%)').default(0),
    min: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\d{4,20}$/, { error: 'Полето "КИН" трябва да съдържа от 4 до 20 цифри.' }),
      ])
      .optional()
      .meta({ title: 'КИН' }),
    /** Write-only: when sent (not empty), replaces the stored secret. */
    secret: z
      .string()
      .regex(/^\S{16,128}$/, { error: 'Полето "Таен ключ" трябва да е от 16 до 128 знака без интервали.' })
      .optional()
      .meta({ title: 'Таен ключ' }),
    acceptsTransferPayments: z.boolean().default(false).meta({ title: 'Приема групови плащания' }),
    onlinePaymentsEnabled: z.boolean().default(false).meta({ title: 'Разрешени онлайн плащания' }),
    version: versionField().optional(),
  })
  .refine(editNamesVersion, versionRequired);
export type ProviderBody = z.infer<typeof providerBody>;

export const activityProviderRoutes = defineRoutes('activities', {
  kindergartenActivityTypes: {
    method: 'GET',
    path: '/api/Activities/types',
    permission: needs('Activities', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.string(), name: z.string() })) },
    summary: 'Видовете дейности за цялата страна, по име (за формата на дейност на детската градина)',
  },
  activityTypes: {
    method: 'GET',
    path: '/api/administration/ActivityManagement/activity-types',
    permission: needs('ActivityCatalogue', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(activityType), paged: true },
    summary: 'Видовете дейности за цялата страна, по име, с броя дейности от всеки вид',
  },
  saveActivityType: {
    method: 'POST',
    path: '/api/administration/ActivityManagement/activity-types',
    permission: needs('ActivityCatalogue', 'create', false),
    // object: the national types belong to no kindergarten; the Master's right alone decides
    object: 'none',
    request: {
      body: z
        .object({
          id: id(typeTitle).optional(),
          name: text('Наименование', 100),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или преименува вид дейност; имената са различни без оглед на малки и главни букви (409)',
  },
  deleteActivityType: {
    method: 'DELETE',
    path: '/api/administration/ActivityManagement/activity-type/{id}',
    permission: needs('ActivityCatalogue', 'delete', false),
    // object: the national types belong to no kindergarten; the Master's right alone decides
    object: 'none',
    request: { path: z.object({ id: id(typeTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива вид дейност, който никоя дейност не използва (иначе 409)',
  },
  kindergartensWithActivities: {
    method: 'GET',
    path: '/api/administration/ActivityManagement/kindergartens-with-activities',
    permission: needs('ActivityCatalogue', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(kindergartenWithActivities), paged: true },
    summary: 'Детските градини с допълнителни дейности и броят на дейностите им, по име',
  },
  adminProviders: {
    method: 'GET',
    path: '/api/administration/ActivityManagement/activity-providers',
    permission: needs('ActivityCatalogue', 'read', false),
    request: { query: z.object({ ...pageQuery }) },
    reply: { kind: 'json', schema: paged(provider), paged: true },
    summary: 'Всички доставчици с етапа на настройката им за ePay, по име (добавено от продукта)',
  },
  adminProvider: {
    method: 'GET',
    path: '/api/administration/ActivityManagement/activity-provider/{id}',
    permission: needs('ActivityCatalogue', 'read', false),
    request: { path: z.object({ id: id(providerTitle) }) },
    reply: { kind: 'json', schema: provider },
    summary: 'Един доставчик с версията за редакция, без тайния ключ (добавено от продукта)',
  },
  saveProvider: {
    method: 'POST',
    path: '/api/administration/ActivityManagement/activity-provider',
    permission: needs('ActivityCatalogue', 'create', false),
    // object: providers are national; the Master's right alone decides
    object: 'none',
    request: { body: providerBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира доставчик: данни, КИН и таен ключ за ePay (ключът се записва шифрован и не се връща), групови и онлайн плащания (остаряла версия: 409)',
  },
  deleteProvider: {
    method: 'DELETE',
    path: '/api/administration/ActivityManagement/activity-provider/{id}',
    permission: needs('ActivityCatalogue', 'delete', false),
    // object: providers are national; the Master's right alone decides
    object: 'none',
    request: { path: z.object({ id: id(providerTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива доставчик без дейности (иначе 409)',
  },
  initiateWebhookTest: {
    method: 'POST',
    path: '/api/administration/ActivityManagement/activity-provider/initiate-webhook-test/{id}',
    permission: needs('ActivityCatalogue', 'update', false),
    // object: providers are national; the Master's right alone decides
    object: 'none',
    request: { path: z.object({ id: id(providerTitle) }) },
    reply: { kind: 'json', schema: webhookTestReply },
    summary:
      'Изпраща на адреса за известия на доставчика подписано тестово известие като ePay за несъществуващ номер и очаква STATUS=NO',
  },
  resetProviderError: {
    method: 'POST',
    path: '/api/administration/ActivityManagement/activity-provider/reset-error-status/{id}',
    permission: needs('ActivityCatalogue', 'update', false),
    // object: providers are national; the Master's right alone decides
    object: 'none',
    request: { path: z.object({ id: id(providerTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изчиства грешката от последната проверка на известията на доставчика',
  },
  providers: {
    method: 'GET',
    path: '/api/activities/activity-providers',
    permission: needs('ActivityProviders', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(provider), paged: true },
    summary: 'Доставчиците с разрешени онлайн плащания, по име (за формата на дейност)',
  },
  provider: {
    method: 'GET',
    path: '/api/activities/activity-providers/{id}',
    permission: needs('ActivityProviders', 'read'),
    request: {
      path: z.object({ id: id(providerTitle) }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: provider },
    summary: 'Данните на един доставчик (без тайния ключ)',
  },
  providerSummary: {
    method: 'GET',
    path: '/api/activities/activity-provider-summary',
    permission: needs('ActivityProviders', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(providerSummary) },
    summary: 'Доставчиците на дейностите на детската градина: дейностите им и записаните деца',
  },
  parentProviders: {
    method: 'GET',
    path: '/api/activities/parents/providers',
    permission: needs('Activities', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(providerSummary) },
    summary:
      'Доставчиците на дейностите, в които са записани децата на родителя, с контактите им (добавено от продукта)',
  },
});
