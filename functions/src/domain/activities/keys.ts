import { createHash } from 'node:crypto';
import { keys, recordKey, tenantPrefix } from '../../platform/db/keys';
import type { ActivityItem } from './items';

/**
 * Keys of the extra activities and their fees, shared by the two areas that keep them (issue #16):
 * `activities` (types, providers, activities, enrolments, activity attendance) and `payments` (fees,
 * payments, ePay's notifications). Neither area imports the other; both read each other's items through
 * these keys and the shapes in `items.ts`. docs/data-model.md ("Extra activities and fees") lists the access
 * pattern of each.
 *
 * Providers and activity types are national: a provider (a dance school, a language centre) works with many
 * kindergartens under one ePay merchant account, registered once by the Master administrator. Everything a
 * kindergarten does with them lives under its own `KG#<kg>` prefix, built from the session's kindergarten.
 */
const tp = tenantPrefix;

/** `YYYY-MM`. */
export type Month = string;

export const activityKeys = {
  // National
  activityType: (typeId: string) => ({ PK: 'ACTIVITY_TYPES', SK: `TYPE#${typeId}` }),
  provider: (providerId: string) => ({ PK: `PROVIDER#${providerId}`, SK: 'PROFILE' }),
  /** GSI1 on a provider: every provider by name (the Master's list, the activity form's choice). */
  providerDirectory: (sortName?: string, providerId?: string) => ({
    GSI1PK: 'PROVIDERS',
    GSI1SK: sortName !== undefined ? `${sortName}#${providerId ?? ''}` : '',
  }),
  /**
   * An ePay INVOICE number of a provider's merchant account and the payment it was given to: written in the
   * payment's transaction with `attribute_not_exists`, so a number is never given twice; the webhook finds
   * the payment by it (the notification names only the merchant's INVOICE).
   */
  providerInvoice: (providerId: string, invoice: string) => ({
    PK: `PROVIDER#${providerId}`,
    SK: `INVOICE#${invoice}`,
  }),
  /** One marker per kindergarten that has activities (`activitiesCount`), for the Master's list. */
  kindergartenWithActivities: (kindergartenId: string) => ({
    PK: 'ACTIVITY_KINDERGARTENS',
    SK: `KG#${kindergartenId}`,
  }),

  // A kindergarten's
  activity: recordKey<ActivityItem>(keys.activity),
  /** A child's place in an activity, with every period it took part (the history is never deleted). */
  enrollment: (kindergartenId: string, activityId: string, childId: string) => ({
    PK: `${tp(kindergartenId)}#ACTIVITY#${activityId}`,
    SK: `CHILD#${childId}`,
  }),
  /** GSI1 on an enrolment: a child's activities (a parent's pages, the child's history). */
  activitiesOfChild: (kindergartenId: string, childId: string, activityId?: string) => ({
    GSI1PK: `${tp(kindergartenId)}#CHILD#${childId}#ACTIVITIES`,
    GSI1SK: activityId !== undefined ? `ACTIVITY#${activityId}` : 'ACTIVITY#',
  }),
  /** An activity's attendance of one month: one item, an attribute per child and session day. */
  attendanceMonth: (kindergartenId: string, activityId: string, month: Month) => ({
    PK: `${tp(kindergartenId)}#ACTIVITY#${activityId}`,
    SK: `ATTENDANCE#${month}`,
  }),
  enrollmentRequest: (kindergartenId: string, requestId: string) => ({
    PK: `${tp(kindergartenId)}#ACTIVITY_REQUESTS`,
    SK: `REQUEST#${requestId}`,
  }),
  /**
   * Exists while a request of the child for the activity waits (`attribute_not_exists` makes it one); written
   * and removed with the request by the enrolment feature, removed by the stream when a leave cancels it.
   */
  waitingRequest: (kindergartenId: string, activityId: string, childId: string) => ({
    PK: `${tp(kindergartenId)}#ACTIVITY_REQUESTS`,
    SK: `WAITING#${activityId}#${childId}`,
  }),
  /** GSI1 on a request: a child's requests (a parent's list, one Query per child). */
  requestsOfChild: (kindergartenId: string, childId: string, requestId?: string) => ({
    GSI1PK: `${tp(kindergartenId)}#CHILD#${childId}#ACTIVITY_REQUESTS`,
    GSI1SK: requestId !== undefined ? `REQUEST#${requestId}` : 'REQUEST#',
  }),
  /** The kindergarten's discounts: default per provider and per child (one item, `version`). */
  discounts: (kindergartenId: string) => ({ PK: tp(kindergartenId), SK: 'ACTIVITY_DISCOUNTS' }),

  /** A child's fee of one activity and month (`feeIdOf`): one per child, activity and month. */
  fee: (kindergartenId: string, feeId: string) => ({ PK: `${tp(kindergartenId)}#FEES`, SK: `FEE#${feeId}` }),
  /** GSI1 on a fee: a child's fees by month (the parent's fees page: one Query). */
  feesOfChild: (kindergartenId: string, childId: string, month?: Month, activityId?: string) => ({
    GSI1PK: `${tp(kindergartenId)}#CHILD#${childId}#FEES`,
    GSI1SK: month !== undefined ? `${month}#${activityId ?? ''}` : '',
  }),
  /** GSI2 on a fee: a month's fees of the kindergarten by activity (the staff's fees page, generation). */
  feesOfMonth: (kindergartenId: string, month: Month, activityId?: string, childId?: string) => ({
    GSI2PK: `${tp(kindergartenId)}#FEES#${month}`,
    GSI2SK: activityId !== undefined ? `${activityId}#${childId ?? ''}` : '',
  }),
  /**
   * GSI2 on a kindergarten fee (FeeScope 1, issue #33): its month's fees by fee type, apart from the activities'
   * (their lists and generation never see them); the table key and the child's GSI1 are the activity fees'.
   */
  kindergartenFeesOfMonth: (kindergartenId: string, month: Month, feeTypeId?: string, childId?: string) => ({
    GSI2PK: `${tp(kindergartenId)}#KGFEES#${month}`,
    GSI2SK: feeTypeId !== undefined ? `${feeTypeId}#${childId ?? ''}` : '',
  }),
  payment: (kindergartenId: string, paymentId: string) => ({
    PK: `${tp(kindergartenId)}#PAYMENTS`,
    SK: `PAYMENT#${paymentId}`,
  }),
  /** GSI1 on a payment: the kindergarten's payments by the month they were made, newest last. */
  paymentsOfMonth: (kindergartenId: string, month: Month, createdAt?: string, paymentId?: string) => ({
    GSI1PK: `${tp(kindergartenId)}#PAYMENTS#${month}`,
    GSI1SK: createdAt !== undefined ? `${createdAt}#${paymentId ?? ''}` : '',
  }),
  /** A counter on the kindergarten's partition (`last`, ADD 1): receipt numbers, batch numbers. */
  counter: (kindergartenId: string, name: 'RECEIPT' | 'BATCH') => ({
    PK: tp(kindergartenId),
    SK: `COUNTER#${name}`,
  }),
};

/**
 * The id of a child's fee of an activity in a month: the same three always give the same id, so generating
 * a month twice finds the fees it wrote (a put with `attribute_not_exists` creates each once).
 */
export const feeIdOf = (childId: string, month: Month, activityId: string) =>
  createHash('sha256').update(`${childId}|${month}|${activityId}`).digest('hex').slice(0, 32);
