import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, nullable, optionalText, text } from '../../../schemas/fields';
import { childId, groupId, referenceIds } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';
import { feeRow, generationReply } from './fees';

/**
 * The kindergarten's own monthly fees (issue #33, docs/areas/kindergarten-fees.md; the spec's "deprecated
 * fees", FeeScope 1): a private kindergarten's fee types with their models and exemptions, the month's fees
 * generated for every enrolled child from attendance, corrections, statements by e-mail, the references and
 * the municipal history in leva. The fees are the activities' fee items with `scope` 1, so paying them online
 * and at the desk, and their receipts, are the payments' existing routes. The module is off until the Master
 * or the director turns it on.
 */

export const moduleTitle = 'Такси за детската градина';

/** The models a kindergarten fee may have (the activities' pricing without the per-session one). */
export const kindergartenFeeModels = ['month', 'mixed', 'day'] as const;
export const kindergartenFeeModelLabels: Record<(typeof kindergartenFeeModels)[number], string> = {
  month: 'Фиксирана месечна сума',
  mixed: 'Фиксирана част + част според посещенията',
  day: 'Ставка за ден (дните с медицинска бележка – безплатни)',
};

/** Why a child pays less: a staff member's child, a social exemption (with its document), another reason. */
export const exemptionKinds = { StaffChild: 1, Social: 2, Other: 3 } as const;
export type ExemptionKind = (typeof exemptionKinds)[keyof typeof exemptionKinds];
export const exemptionKindLabels: Record<ExemptionKind, string> = {
  1: 'Дете на служител',
  2: 'Социално облекчение',
  3: 'Друго',
};

const maxCents = 1_000_000;
const cents = (title: string, min = 0) => z.number().int().min(min).max(maxCents).meta({ title });
const percent = (title: string) => z.number().int().min(0).max(100).meta({ title });
const monthFields = {
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
};

export const kindergartenFeeSettings = z.object({
  enabled: z.boolean(),
  /** The kindergarten's own merchant account (a provider record the Master registered and verified). */
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  /** The account takes online payments (its ePay data set and the webhook verified). */
  takesOnlinePayments: z.boolean(),
  version: z.number().int(),
});

export const kindergartenFeeType = z.object({
  id: z.string(),
  name: z.string(),
  pricing: z.enum(kindergartenFeeModels),
  /** The monthly amount, the fixed part (`mixed`) or the day's rate (`day`). */
  priceCents: z.number().int(),
  variableCents: z.number().int(),
  /** Empty: every group. */
  groupIds: z.array(z.string()),
  siblingSecondPercent: z.number().int(),
  siblingThirdFree: z.boolean(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  feesCount: z.number().int(),
  version: z.number().int(),
});
export type KindergartenFeeType = z.infer<typeof kindergartenFeeType>;

export const kindergartenFeeExemption = z.object({
  id: z.string(),
  childId: z.string(),
  childName: z.string(),
  kind: z.number().int(),
  percent: z.number().int(),
  document: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  version: z.number().int(),
});

export const kindergartenFeeRow = feeRow.extend({
  groupName: z.string().nullable(),
  /** A correction by hand: the amount generation gave, the reason and who made it. */
  correction: z
    .object({ fromCents: z.number().int(), reason: z.string(), by: z.string(), at: z.string() })
    .nullable(),
  exemption: z.string().nullable(),
});
export type KindergartenFeeRow = z.infer<typeof kindergartenFeeRow>;

/** A fee of the municipal history (before 01.01.2026, in leva) with its euro equivalent. */
export const historyFee = z.object({
  id: z.string(),
  childId: z.string().nullable(),
  childName: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  /** In stotinki (BGN cents) as recorded. */
  amountBgnCents: z.number().int(),
  paidBgnCents: z.number().int(),
  /** At the fixed rate 1.95583, rounded half-up to the euro cent. */
  amountCents: z.number().int(),
  paidCents: z.number().int(),
});

export const feeReportRow = z.object({
  key: z.string(),
  name: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  /** Unpaid after the month ended. */
  overdueCents: z.number().int(),
  cashCents: z.number().int(),
  bankCents: z.number().int(),
  posCents: z.number().int(),
  onlineCents: z.number().int(),
  /** The amounts were recorded in leva and converted at 1.95583. */
  converted: z.boolean(),
});

const reportQuery = z.object({
  kindergartenId: kindergartenGuard(),
  level: z.enum(['kindergarten', 'groups', 'kids']).meta({ title: 'Ниво' }),
  fromMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Полето "От месец" трябва да е ГГГГ-ММ.'),
  toMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Полето "До месец" трябва да е ГГГГ-ММ.'),
});

export const statementRow = z.object({
  parentId: z.string(),
  parentName: z.string(),
  email: z.string().nullable(),
  children: z.array(z.string()),
  dueCents: z.number().int(),
  sentAt: z.string().nullable(),
});

const typeBody = z
  .object({
    id: id('Вид такса').optional(),
    kindergartenId: kindergartenGuard(),
    name: text('Наименование', 200),
    pricing: z.enum(kindergartenFeeModels).meta({ title: 'Модел' }),
    priceCents: cents('Сума', 1),
    variableCents: cents('Част според посещенията').default(0),
    groupIds: referenceIds(groupId(), 'Групи', 50).default([]),
    siblingSecondPercent: percent('Отстъпка за второ дете (%)').default(0),
    siblingThirdFree: z.boolean().default(false).meta({ title: 'Трето и следващо дете – безплатно' }),
    fromDate: dateField('В сила от'),
    toDate: nullable(dateField('В сила до'), 'В сила до').default(null),
    version: versionField().optional(),
  })
  .refine(editNamesVersion, versionRequired)
  .refine((b) => b.pricing !== 'mixed' || b.variableCents > 0, {
    path: ['variableCents'],
    message: 'Полето "Част според посещенията" е задължително при фиксирана част + част според посещенията.',
  })
  .refine((b) => !b.toDate || b.toDate >= b.fromDate, {
    path: ['toDate'],
    message: 'Полето "В сила до" не може да е преди "В сила от".',
  });

const exemptionBody = z
  .object({
    id: id('Облекчение').optional(),
    kindergartenId: kindergartenGuard(),
    childId: childId(),
    kind: z
      .union([z.literal(1), z.literal(2), z.literal(3)], {
        error: 'Полето "Вид облекчение" трябва да е 1, 2 или 3.',
      })
      .meta({ title: 'Вид облекчение' }),
    percent: percent('Отстъпка (%)'),
    document: optionalText('Документ', 200),
    fromDate: dateField('В сила от'),
    toDate: nullable(dateField('В сила до'), 'В сила до').default(null),
    version: versionField().optional(),
  })
  .refine(editNamesVersion, versionRequired)
  .refine((b) => b.kind !== exemptionKinds.Social || Boolean(b.document?.trim()), {
    path: ['document'],
    message: 'Полето "Документ" е задължително за социално облекчение.',
  });

const monthQuery = z.object({ kindergartenId: kindergartenGuard(), ...monthFields });

export const paymentsKindergartenFeeRoutes = defineRoutes('payments', {
  kindergartenFeeSettings: {
    method: 'GET',
    path: '/api/fees/settings',
    permission: needs('PlatformSettings', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: kindergartenFeeSettings },
    summary:
      'Дали модулът „Такси за детската градина“ е включен и сметката в ePay, по която се плащат таксите',
  },
  saveKindergartenFeeSettings: {
    method: 'PUT',
    path: '/api/fees/settings',
    permission: needs('PlatformSettings', 'update'),
    // The settings of the session's own kindergarten: the right decides.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        enabled: z.boolean().meta({ title: 'Модулът е включен' }),
        providerId: nullable(id('Сметка за онлайн плащане'), 'Сметка за онлайн плащане').default(null),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Включва или изключва модула „Такси за детската градина“ и избира сметката в ePay на градината (остаряла версия: 409)',
  },
  switchKindergartenFees: {
    method: 'PUT',
    path: '/api/fees/module/{kindergartenId}',
    permission: needs('Kindergartens', 'update', false),
    // The Master's switch of any kindergarten (the handler lets a director switch only their own).
    object: 'none',
    request: {
      path: z.object({ kindergartenId: id('Детска градина') }),
      body: z.object({ enabled: z.boolean().meta({ title: 'Модулът е включен' }) }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Главният администратор включва или изключва модула „Такси за детската градина“ на която и да е градина (директорът – на своята)',
  },
  kindergartenFeeTypes: {
    method: 'GET',
    path: '/api/fees/types',
    permission: needs('Fees', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(kindergartenFeeType) },
    summary: 'Видовете месечни такси на градината с модела, сумите, отстъпките за братя и сестри и датите',
  },
  saveKindergartenFeeType: {
    method: 'POST',
    path: '/api/fees/types',
    permission: needs('Fees', 'update'),
    object: kindergartenObject,
    request: { body: typeBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира вид такса: фиксирана месечна сума, фиксирана част + част според посещенията или ставка за ден; от коя дата важи (остаряла версия: 409)',
  },
  deleteKindergartenFeeType: {
    method: 'DELETE',
    path: '/api/fees/types/{id}',
    permission: needs('Fees', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Вид такса') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива вид такса, по който още няма такси (иначе 409)',
  },
  kindergartenFeeExemptions: {
    method: 'GET',
    path: '/api/fees/exemptions',
    // Other children's and parents' data: the staff who manage the fees only (parents read fees).
    permission: needs('Fees', 'update'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(kindergartenFeeExemption) },
    summary: 'Облекченията на децата: дете на служител, социално (с документ), друго; процент и дати',
  },
  saveKindergartenFeeExemption: {
    method: 'POST',
    path: '/api/fees/exemptions',
    permission: needs('Fees', 'update'),
    object: kindergartenObject,
    request: { body: exemptionBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Създава или редактира облекчение на дете с процента и датата, от която важи',
  },
  deleteKindergartenFeeExemption: {
    method: 'DELETE',
    path: '/api/fees/exemptions/{id}',
    permission: needs('Fees', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Облекчение') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива облекчение (вече генерираните такси остават)',
  },
  generateKindergartenFees: {
    method: 'POST',
    path: '/api/fees/generate',
    permission: needs('Fees', 'create'),
    request: { body: z.object({ kindergartenId: kindergartenGuard(), ...monthFields }) },
    reply: { kind: 'json', schema: generationReply },
    summary:
      'Генерира таксите на месеца за всяко записано дете по присъствията (повторно: преизчислява само неплатените без плащане и без ръчна корекция)',
  },
  kindergartenFeesOfMonth: {
    method: 'GET',
    path: '/api/fees/invoices',
    permission: needs('Fees', 'read'),
    request: {
      query: monthQuery.extend({
        groupId: id('Група').optional(),
        studentId: id('Дете').optional(),
        ...pageQuery,
      }),
    },
    reply: {
      kind: 'json',
      schema: paged(kindergartenFeeRow).extend({ dueCents: z.number().int(), paidCents: z.number().int() }),
      paged: true,
    },
    summary: 'Таксите на месеца (група, дете) с разбивката и сумите дължими и платени',
  },
  correctKindergartenFee: {
    method: 'PUT',
    path: '/api/fees/invoices/{id}',
    permission: needs('Fees', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id('Такса') }),
      body: z.object({
        kindergartenId: kindergartenGuard(),
        amountCents: cents('Сума'),
        reason: text('Причина', 500),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Коригира сумата на неплатена такса с причина (повторното генериране я запазва; платена или чакаща плащане: 409)',
  },
  kindergartenFeeStatements: {
    method: 'GET',
    path: '/api/fees/parents-emails',
    // Other children's and parents' data: the staff who manage the fees only (parents read fees).
    permission: needs('Fees', 'update'),
    request: { query: monthQuery },
    reply: { kind: 'json', schema: z.array(statementRow) },
    summary: 'Родителите с таксите на месеца: деца, дължима сума, имейл и кога е изпратено извлечението',
  },
  sendKindergartenFeeStatements: {
    method: 'POST',
    path: '/api/fees/parents-emails',
    permission: needs('Fees', 'update'),
    request: { body: monthQuery },
    reply: { kind: 'json', schema: saveReply.extend({ count: z.number().int() }) },
    summary:
      'Изпраща на всеки родител извлечение за месеца по имейл (суми по деца, кодът за EasyPay) и известие в платформата',
  },
  kindergartenFeeReport: {
    method: 'GET',
    path: '/api/fees/references',
    // Other children's and parents' data: the staff who manage the fees only (parents read fees).
    permission: needs('Fees', 'update'),
    request: { query: reportQuery },
    reply: { kind: 'json', schema: z.array(feeReportRow) },
    summary:
      'Справка по градина, групи или деца и по месеци: дължимо, платено, просрочено и по начин на плащане; сумите в лева преди 2026 г. – в евро по курса 1,95583',
  },
  exportKindergartenFeeReport: {
    method: 'GET',
    path: '/api/fees/references/export',
    permission: needs('Fees', 'update'),
    request: { query: reportQuery },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary:
      'Справката за таксите като Excel (.xlsx): същите редове, общо и кои суми са превалутирани от лева',
  },
  kindergartenFeeHistory: {
    method: 'GET',
    path: '/api/fees/history',
    permission: needs('Fees', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), studentId: id('Дете').optional() }) },
    reply: { kind: 'json', schema: z.array(historyFee) },
    summary: 'Таксите отпреди 2026 г. в лева с равностойността в евро (родител: само на своите деца)',
  },
  importKindergartenFeeHistory: {
    method: 'POST',
    path: '/api/fees/history',
    permission: needs('Fees', 'create'),
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        fileName: text('Име на файла', 255),
        /** The xlsx, base64: columns child, month (ММ.ГГГГ), amount in leva, paid in leva. */
        content: z.string().min(1).max(4_000_000).meta({ title: 'Файл' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ count: z.number().int() }) },
    summary:
      'Внася историята на таксите в лева от xlsx (дете, месец, сума, платено); месеци от 2026 г. нататък се отказват',
  },
});
