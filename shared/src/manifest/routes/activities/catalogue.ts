import { z } from 'zod';
import { FeeAmountBasis } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, id, kindergartenGuard, nullable, text } from '../../../schemas/fields';
import { activityId, childId, groupId, referenceIds, staffId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * A kindergarten's extra activities (docs/areas/activities-catalogue.md): the activity (type, provider,
 * teacher, groups, weekly schedule, a monthly price or one per attended session, the kindergarten's share,
 * the delistment rule, the season), the children staff put on or take off it, and the discounts (a
 * provider's default for every child, and per child). Money is integer euro cents.
 */

export const activityTitle = 'Дейност';
/** The highest price of an activity: 10 000,00 €. */
export const maxPriceCents = 1_000_000;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * How an activity charges (docs/areas/activity-fees.md, "Pricing"): `month` a monthly price (pro rata of
 * the session days enrolled), `session` a price per session attended, `mixed` a fixed part plus a part in
 * proportion to the sessions attended, `day` a rate per session day enrolled with the days of a medical notice
 * free.
 */
export const activityPricing = z.enum(['month', 'session', 'mixed', 'day']);

/** The Bulgarian names of the fee models (the form's choice, the fee's breakdown). */
export const activityPricingLabels: Record<z.infer<typeof activityPricing>, string> = {
  month: 'Месечна цена',
  session: 'Цена за посещение',
  mixed: 'Фиксирана част + част според посещенията',
  day: 'Дневна ставка (дните с медицинска бележка не се плащат)',
};

const time = (title: string) =>
  z
    .string()
    .trim()
    .regex(timePattern, { error: `Полето "${title}" трябва да е час във вида ЧЧ:ММ.` })
    .meta({ title });

export const scheduleSlotInput = z
  .object({
    weekday: z.number().int().min(1).max(7).meta({ title: 'Ден от седмицата' }),
    from: time('От час'),
    to: time('До час'),
  })
  .refine((s) => s.from < s.to, { path: ['to'], message: 'Полето "До час" трябва да е след "От час".' });

const percent = (title: string) => z.number().int().min(0).max(100).meta({ title });

export const activitySlot = z.object({ weekday: z.number().int(), from: z.string(), to: z.string() });

export const activityRow = z.object({
  id: z.string(),
  name: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  teacherId: z.string().nullable(),
  teacherName: z.string().nullable(),
  groupIds: z.array(z.string()),
  groupNames: z.array(z.string()),
  schedule: z.array(activitySlot),
  pricing: activityPricing,
  priceCents: z.number().int(),
  enrollmentOpen: z.boolean(),
  fromDate: z.string(),
  toDate: z.string(),
  enrolledCount: z.number().int(),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityRecord = activityRow.extend({
  /** `mixed`: the part paid in proportion to the sessions attended (`priceCents` is the fixed part). */
  variableCents: z.number().int(),
  /** Sibling discount: the second sibling in the activity pays this percent less. */
  siblingSecondPercent: z.number().int(),
  /** Sibling discount: the third and later siblings pay nothing. */
  siblingThirdFree: z.boolean(),
  kindergartenSharePercent: z.number().int(),
  shareBasis: z.number().int(),
  delistmentEnabled: z.boolean(),
  delistmentNoticeDays: z.number().int(),
  /** Fees were generated for it: it can no longer be deleted. */
  hasFees: z.boolean(),
  version: z.number().int(),
});
export type ActivityRecord = z.infer<typeof activityRecord>;

export const activityOption = z.object({ id: z.string(), name: z.string() });

/** An activity a parent may ask to enrol a child in. */
export const enrollableActivity = z.object({
  id: z.string(),
  name: z.string(),
  typeName: z.string(),
  providerName: z.string(),
  teacherName: z.string().nullable(),
  schedule: z.array(activitySlot),
  pricing: activityPricing,
  priceCents: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
});

/** An activity a child is enrolled in that parents may ask to leave. */
export const delistableActivity = z.object({
  id: z.string(),
  name: z.string(),
  delistmentNoticeDays: z.number().int(),
  /** The first day of the child's current period. */
  enrolledFrom: z.string(),
});

export const activityClass = z.object({
  id: z.string(),
  name: z.string(),
  childrenCount: z.number().int(),
  activities: z.array(z.object({ id: z.string(), name: z.string(), enrolledCount: z.number().int() })),
});

export const groupChildActivities = z.object({
  childId: z.string(),
  childName: z.string(),
  /** The activities of the group the child takes part in now, with the current period's first day. */
  activities: z.array(z.object({ activityId: z.string(), activityName: z.string(), from: z.string() })),
});

export const discounts = z.object({
  providers: z.array(
    z.object({ providerId: z.string(), providerName: z.string(), percent: z.number().int() }),
  ),
  children: z.array(z.object({ childId: z.string(), childName: z.string(), percent: z.number().int() })),
  version: z.number().int(),
});
export type Discounts = z.infer<typeof discounts>;

const studentQuery = z.object({ kindergartenId: kindergartenGuard(), studentId: id('Дете') });

export const activityCatalogueRoutes = defineRoutes('activities', {
  activitiesOverview: {
    method: 'GET',
    path: '/api/Activities/overview-models',
    permission: needs('Activities', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        name: z.string().trim().max(100).optional().meta({ title: 'Наименование' }),
        typeId: id('Вид дейност').optional(),
        providerId: id('Доставчик').optional(),
        groupId: id('Група').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(activityRow), paged: true },
    summary: 'Дейностите на детската градина по наименование, с филтри по вид, доставчик, група и текст',
  },
  activity: {
    method: 'GET',
    path: '/api/activities/{id}',
    permission: needs('Activities', 'read'),
    request: { path: z.object({ id: id(activityTitle) }) },
    reply: { kind: 'json', schema: activityRecord },
    summary: 'Една дейност (с версията за редакция); екранът показва собствена грешка, без общата обработка',
  },
  saveActivity: {
    method: 'POST',
    path: '/api/activities',
    permission: needs('Activities', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id(activityTitle).optional(),
          kindergartenId: kindergartenGuard(),
          name: text('Наименование', 200),
          typeId: id('Вид дейност'),
          providerId: id('Доставчик'),
          teacherId: nullable(staffId('Преподавател'), 'Преподавател'),
          groupIds: referenceIds(groupId(), 'Групи', 50, 1),
          schedule: z.array(scheduleSlotInput).min(1).max(14).meta({ title: 'График' }),
          pricing: activityPricing.meta({ title: 'Начин на плащане' }),
          priceCents: z.number().int().min(1).max(maxPriceCents).meta({ title: 'Цена' }),
          variableCents: z
            .number()
            .int()
            .min(0)
            .max(maxPriceCents)
            .default(0)
            .meta({ title: 'Част според посещенията' }),
          siblingSecondPercent: percent('Отстъпка за второ дете (%)').default(0),
          siblingThirdFree: z.boolean().default(false).meta({ title: 'Трето и следващо дете – безплатно' }),
          kindergartenSharePercent: percent('Дял на детската градина').default(0),
          shareBasis: choice(FeeAmountBasis, 'Основа на дела').default(FeeAmountBasis.PaidAmount),
          delistmentEnabled: z.boolean().default(false).meta({ title: 'Отписване по заявление' }),
          delistmentNoticeDays: z
            .number()
            .int()
            .min(0)
            .max(90)
            .default(0)
            .meta({ title: 'Предизвестие (дни)' }),
          enrollmentOpen: z.boolean().default(true).meta({ title: 'Записването е отворено' }),
          fromDate: dateField('От дата'),
          toDate: dateField('До дата'),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired)
        .refine((b) => b.pricing !== 'mixed' || b.variableCents > 0, {
          path: ['variableCents'],
          message:
            'Полето "Част според посещенията" е задължително при фиксирана част + част според посещенията.',
        }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира дейност: вид, доставчик, преподавател, групи, график, модел на таксата и цена в евроцентове (месечна, за посещение, фиксирана + според посещенията, дневна ставка), отстъпки за братя и сестри, сезон в учебната година (остаряла версия: 409)',
  },
  deleteActivity: {
    method: 'DELETE',
    path: '/api/activities/{id}',
    permission: needs('Activities', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(activityTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива дейност без записани деца и без такси (иначе 409)',
  },
  activityOptions: {
    method: 'GET',
    path: '/api/Activities/overview-simple-models',
    permission: needs('Activities', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(activityOption) },
    summary: 'Дейностите на детската градина за падащ списък, по име',
  },
  enrollableActivities: {
    method: 'GET',
    path: '/api/Activities/enrollment-requests/activities',
    permission: needs('Activities', 'read'),
    request: { query: studentQuery },
    reply: { kind: 'json', schema: z.array(enrollableActivity) },
    summary:
      'Дейностите, за които родител може да подаде заявление за детето: отворено записване, групата на детето, сезонът не е свършил, детето не е записано',
  },
  delistableActivities: {
    method: 'GET',
    path: '/api/Activities/with-delistment-enabled',
    permission: needs('Activities', 'read'),
    request: { query: studentQuery },
    reply: { kind: 'json', schema: z.array(delistableActivity) },
    summary: 'Дейностите с отписване по заявление, в които детето е записано сега',
  },
  activityClasses: {
    method: 'GET',
    path: '/api/Activities/classes',
    permission: needs('Activities', 'read'),
    request: {
      query: z.object({ kindergartenId: kindergartenGuard(), periodId: id('Учебна година').optional() }),
    },
    reply: { kind: 'json', schema: z.array(activityClass) },
    summary: 'Групите на учебна година (по подразбиране: тази на сесията) с дейностите им',
  },
  activityGroupChildren: {
    method: 'GET',
    path: '/api/Activities/classes/{groupId}/students',
    permission: needs('Activities', 'read'),
    request: {
      path: z.object({ groupId: id('Група') }),
      query: z.object({ kindergartenId: kindergartenGuard() }),
    },
    reply: { kind: 'json', schema: z.array(groupChildActivities) },
    summary:
      'Децата на група с дейностите, в които участват сега (добавено от продукта: екранът /activities/groups; docs/areas/activities-catalogue.md)',
  },
  saveActivityStudents: {
    method: 'POST',
    path: '/api/activities/students',
    permission: needs('Activities', 'update'),
    object: kindergartenObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        activityId: activityId(activityTitle),
        action: z.enum(['enroll', 'remove']).meta({ title: 'Действие' }),
        studentIds: referenceIds(childId(), 'Деца', 90, 1),
        /** Enrolment: the first day; removal: the last day the children take part. */
        date: dateField('Дата'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва деца в дейност от дата или ги отписва с последен ден дата, без заявление (всички или нито едно)',
  },
  activityDiscounts: {
    method: 'GET',
    path: '/api/Activities/default-provider-student-discounts',
    permission: needs('Activities', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: discounts },
    summary:
      'Отстъпките: по подразбиране за всеки доставчик на дейностите на градината и за отделни деца, в проценти',
  },
  saveActivityDiscounts: {
    method: 'POST',
    path: '/api/activities/discounts',
    permission: needs('Activities', 'update'),
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        providers: z
          .array(z.object({ providerId: id('Доставчик'), percent: percent('Отстъпка (%)') }))
          .max(100)
          .meta({ title: 'Отстъпки по доставчик' }),
        children: z
          .array(z.object({ childId: childId(), percent: percent('Отстъпка (%)') }))
          .max(1000)
          .meta({ title: 'Отстъпки за деца' }),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Записва всички отстъпки на детската градина наведнъж (остаряла версия: 409)',
  },
});
