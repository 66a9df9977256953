import { FeePaymentStatus } from '@gradina/shared';
import type { KindergartenFeeRow } from '@gradina/shared/manifest/routes/payments/kindergarten-fees';
import { activityKeys } from '../../../domain/activities/keys';
import { monthOf } from '../../../domain/calendar';
import { userName } from '../../../domain/children/access';
import { groupsOfKindergarten } from '../../../domain/groups/group-reads';
import { now } from '../../../platform/clock';
import { pageOf, transact } from '../../../platform/db';
import { conflict } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { feeRowOf, feeScope, ofScope } from '../fees/fees';
import { untouched } from '../fees/items';
import { settingsWhenOn } from './generate';
import { type KindergartenFeeItem, kindergartenFeesOfMonth } from './items';

/** The staff's month of kindergarten fees and a fee's correction by hand. */

export const rowOf = (f: KindergartenFeeItem, groups: ReadonlyMap<string, string>): KindergartenFeeRow => ({
  ...feeRowOf(f),
  groupName: f.groupId ? (groups.get(f.groupId) ?? null) : null,
  correction: f.correction ?? null,
  exemption: f.exemption ?? null,
});

export const groupNames = async (kindergartenId: string) =>
  new Map((await groupsOfKindergarten(kindergartenId)).map((g) => [g.id, g.name]));

/** `GET /api/fees/invoices`: a month's fees (a parent: their children's), by child name, with the sums. */
export async function listKindergartenFees(
  session: TenantRouteSession,
  query: {
    year: number;
    month: number;
    groupId?: string;
    studentId?: string;
    PageNumber?: number;
    PageSize?: number;
  },
) {
  const kg = session.kindergartenId;
  const [fees, scope, groups] = await Promise.all([
    kindergartenFeesOfMonth(kg, monthOf(query.year, query.month)),
    feeScope(session),
    groupNames(kg),
  ]);
  const rows = fees
    .filter(ofScope(scope))
    .filter((f) => !query.groupId || f.groupId === query.groupId)
    .filter((f) => !query.studentId || f.childId === query.studentId)
    .sort(
      (a, b) =>
        a.childName.localeCompare(b.childName, 'bg') || a.activityName.localeCompare(b.activityName, 'bg'),
    );
  return {
    ...pageOf(
      rows.map((f) => rowOf(f, groups)),
      query.PageNumber,
      query.PageSize,
    ),
    dueCents: rows.reduce((s, f) => s + f.amountCents, 0),
    paidCents: rows.reduce((s, f) => s + f.paidCents, 0),
  };
}

export const notCorrectable =
  'Таксата не може да бъде коригирана: по нея има плащане или започнато онлайн плащане.';

/**
 * `PUT /api/fees/invoices/{id}`: sets an untouched fee's amount by hand with the reason (kept by later
 * generations); the write is conditioned on the version read, nothing paid and no payment pending.
 */
export async function correctFee(
  session: TenantRouteSession,
  fee: KindergartenFeeItem,
  body: { amountCents: number; reason: string; version: number },
) {
  await settingsWhenOn(session.kindergartenId);
  if (!untouched(fee)) throw conflict(notCorrectable);
  const at = now().toISOString();
  const correction = {
    fromCents: fee.correction?.fromCents ?? fee.amountCents,
    reason: body.reason,
    by: await userName(session.userId),
    at,
  };
  await transact(
    [
      {
        update: activityKeys.fee(fee.kindergartenId, fee.id),
        changes: {
          set: {
            amountCents: body.amountCents,
            status: body.amountCents === 0 ? FeePaymentStatus.Paid : FeePaymentStatus.NotPaid,
            correction,
            version: body.version + 1,
          },
        },
        condition: {
          exists: true,
          equals: { version: body.version, paidCents: 0 },
          expression: 'attribute_not_exists(#pending) OR #pending = :none',
          names: { '#pending': 'pendingPaymentId' },
          values: { ':none': null },
        },
      },
    ],
    'Таксата е променена междувременно (платена, коригирана или чака плащане). Заредете таксите отново.',
  );
  return saved(fee.id);
}
