import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../functions/src/domain/activities/items';
import { FeePaymentStatus } from '../../shared/src/enums';
import { markSessions } from '../support/activities/enrollment';
import { feeId, payAtDesk, setDiscounts, storedActivity } from '../support/activities/fees';
import { anActivity, enrol, holdForOnlinePayment, type Kid, storedFee } from '../support/activities/items';
import { type ApiResult, api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * A month's fees on a world of its own: a kindergarten with two activities (monthly dance, per-session
 * English), three children (one enrolled all month, one from the 17th, one who left in October), discounts,
 * attendance marks; a second kindergarten. Payments are written as PAY and CASH write them.
 * November 2026: Tuesdays 3, 10, 17, 24 and Thursdays 5, 12, 19, 26 are the 8 session days.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
let dance: ActivityItem;
let english: ActivityItem;
let ana: Kid;
let boris: Kid;
let vera: Kid;
const nov = { year: 2026, month: 11 };

const kid = (c: GivenKindergarten['child']): Kid => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  groupId: c.groupId,
});
const requests = (reply: ApiResult<never> | { headers: Headers }) =>
  Number(/requests=(\d+)/.exec(reply.headers.get('x-gradina-db') ?? '')?.[1]);

beforeAll(async () => {
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Ритъм“' })
      .group()
      .child({ firstName: 'Ана' })
      .parent()
      .child({ firstName: 'Борис' })
      .child({ firstName: 'Вера' })
      .teacher(),
    given.kindergarten({ name: 'ДГ „Друга“' }).group().child(),
  ]);
  [ana, boris, vera] = kg.children.map(kid) as [Kid, Kid, Kid];
  [dance, english] = await Promise.all([
    anActivity(kg.id, { name: 'Народни танци', providerId: 'rhythm', priceCents: 4000 }),
    anActivity(kg.id, {
      name: 'Английски език',
      providerId: 'kids',
      providerName: '„Инглиш Кидс“ ООД',
      pricing: 'session',
      priceCents: 800,
    }),
  ]);
  await Promise.all([
    enrol(dance, ana),
    enrol(dance, boris, '2026-11-17'),
    enrol(dance, vera, '2026-09-15', '2026-10-31'),
    enrol(english, ana),
    markSessions(english, '2026-11', ana.id, [3, 5, 10], [12]),
    setDiscounts(kg.id, { rhythm: 10 }, { [ana.id]: 25 }),
  ]);
});

const generate = (o: { activityId?: string } = {}) =>
  api(kg.director, 'payments.generateProformaInvoices', { body: { kindergartenId: kg.id, ...nov, ...o } });
const fee = (k: Kid, a: ActivityItem) => storedFee(kg.id, feeId(k, '2026-11', a));

describe('generating a month’s fees', () => {
  it('gives each child enrolled on a day of the month a fee per activity, priced and discounted', async () => {
    const reply = await generate();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccessful: true, count: 3, created: 3, recomputed: 0, kept: 0 });
    // activities, 2 enrolments, the attendance and calendar BatchGet, discounts, the month's fees, the
    // children's records (their leave: issue #25), 1 transaction
    expect(requests(reply)).toBe(8);
    expect(await fee(ana, dance)).toMatchObject({
      sessions: 8,
      baseCents: 4000,
      discountPercent: 25,
      amountCents: 3000,
    });
    // from the 17th: 4 of the 8 session days; the provider's 10 %
    expect(await fee(boris, dance)).toMatchObject({
      sessions: 4,
      baseCents: 2000,
      discountCents: 200,
      amountCents: 1800,
    });
    // 3 sessions present × 8,00 €, less 25 %
    expect(await fee(ana, english)).toMatchObject({
      sessions: 3,
      baseCents: 2400,
      amountCents: 1800,
      status: FeePaymentStatus.NotPaid,
    });
    expect(await fee(vera, dance)).toBeUndefined();
    // an activity with fees is not deleted: its fees are counted on it
    expect((await storedActivity(kg.id, dance.id))?.feesCount).toBe(2);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await fee(ana, dance);
    const again = await generate();
    expect(again.body).toMatchObject({ count: 3, created: 0, recomputed: 0, kept: 0 });
    expect(await fee(ana, dance)).toEqual(before);
  });

  it('recomputes an unpaid fee after the attendance changed, keeps the paid and the pending', async () => {
    await markSessions(english, '2026-11', ana.id, [12]);
    await payAtDesk(kg.id, (await fee(ana, dance))!, 1000);
    await holdForOnlinePayment({ kindergartenId: kg.id, id: feeId(boris, '2026-11', dance) });
    await setDiscounts(kg.id, { rhythm: 0 }, {});
    const reply = await generate();
    expect(reply.body).toMatchObject({ count: 3, created: 0, recomputed: 1, kept: 2 });
    expect(await fee(ana, english)).toMatchObject({ sessions: 4, amountCents: 3200, version: 2 });
    expect(await fee(ana, dance)).toMatchObject({
      amountCents: 3000,
      paidCents: 1000,
      status: FeePaymentStatus.PartiallyPaid,
    });
    expect(await fee(boris, dance)).toMatchObject({
      amountCents: 1800,
      status: FeePaymentStatus.WaitingExternal,
    });
  });

  it('refuses another kindergarten’s activity and a month that does not exist, naming the field', async () => {
    const foreign = await api(other.director, 'payments.generateProformaInvoices', {
      body: { kindergartenId: other.id, ...nov, activityId: dance.id },
    });
    expect(foreign.status).toBe(404);
    const bad = await api(kg.director, 'payments.generateProformaInvoices', {
      body: { kindergartenId: kg.id, year: 2026, month: 13 },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('month');
    expect(
      (
        await api(kg.teacher, 'payments.generateProformaInvoices', {
          body: { kindergartenId: kg.id, ...nov },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the staff’s fees and a child’s', () => {
  it('lists the month’s unpaid and partly paid by default, with the totals; filters by activity and status', async () => {
    const list = await api(kg.director, 'payments.feesOfMonth', { query: { kindergartenId: kg.id, ...nov } });
    expect(list.status).toBe(200);
    expect(list.body.result.map((f) => [f.childName.split(' ')[0], f.activityName, f.status])).toEqual([
      ['Ана', 'Английски език', FeePaymentStatus.NotPaid],
      ['Ана', 'Народни танци', FeePaymentStatus.PartiallyPaid],
    ]);
    expect(list.body).toMatchObject({ rowsCount: 2, dueCents: 6200, paidCents: 1000 });
    const pending = await api(kg.director, 'payments.feesOfMonth', {
      query: {
        kindergartenId: kg.id,
        ...nov,
        activityId: dance.id,
        statuses: [String(FeePaymentStatus.WaitingExternal)],
      },
    });
    expect(pending.body.result.map((f) => [f.childId, f.hasPendingPayment])).toEqual([[boris.id, true]]);
    // a parent: their own children's only (Ана's)
    const own = await api(kg.parent, 'payments.feesOfMonth', {
      query: { kindergartenId: kg.id, ...nov, statuses: ['1', '2', '3', '4'] },
    });
    expect(new Set(own.body.result.map((f) => f.childId))).toEqual(new Set([ana.id]));
  });

  it('shows a child’s fees with the payments against them to the staff and to the child’s parent only', async () => {
    const path = { ...nov, studentId: ana.id };
    const own = await api(kg.parent, 'payments.childFeesOfMonth', { path });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ month: '2026-11', amountCents: 6200, paidCents: 1000 });
    const danceFee = own.body.fees.find((f) => f.activityId === dance.id)!;
    expect(danceFee.payments).toMatchObject([{ amountCents: 1000, cashierName: 'Касиер Тестов' }]);
    expect((await api(kg.director, 'payments.childFeesOfMonth', { path })).body.fees).toHaveLength(2);
    expect(
      (await api(kg.parent, 'payments.childFeesOfMonth', { path: { ...nov, studentId: boris.id } })).status,
    ).toBe(404);
    expect((await api(other.director, 'payments.childFeesOfMonth', { path })).status).toBe(404);
  });
});

describe('deleting a fee', () => {
  it('removes an unpaid fee (generation brings it back), refuses a paid or pending one with 409', async () => {
    const english1 = feeId(ana, '2026-11', english);
    expect((await api(kg.director, 'payments.deleteFee', { path: { id: english1 } })).status).toBe(200);
    expect(await fee(ana, english)).toBeUndefined();
    expect((await storedActivity(kg.id, english.id))?.feesCount).toBe(0);
    for (const id of [feeId(ana, '2026-11', dance), feeId(boris, '2026-11', dance)]) {
      const refused = await api(kg.director, 'payments.deleteFee', { path: { id } });
      expect(refused.status).toBe(409);
      expect(refused.error?.errorMessage).toMatch(/плащане/);
    }
    expect(
      (await api(other.director, 'payments.deleteFee', { path: { id: feeId(ana, '2026-11', dance) } }))
        .status,
    ).toBe(404);
    expect((await generate()).body).toMatchObject({ created: 1, count: 3 });
    expect((await storedActivity(kg.id, english.id))?.feesCount).toBe(1);
  });
});

describe('telling the parents', () => {
  it('notifies each parent once per fee, marks the fees, and sums the month', async () => {
    const summary = () =>
      api(kg.director, 'payments.feeNotificationSummary', {
        query: { kindergartenId: kg.id, year: 2026, month: 11 },
      });
    expect((await summary()).body).toMatchObject([
      { month: '2026-11', fees: 3, notified: 0, notNotified: 3, parentsNotified: 0 },
    ]);
    const first = await api(kg.director, 'payments.notifyFees', { body: { kindergartenId: kg.id, ...nov } });
    expect(first.status).toBe(200);
    // Ана's parent; Борис has none, his fee is marked all the same
    expect(first.body).toMatchObject({ count: 3, parents: 1 });
    expect((await fee(ana, dance))?.notifiedAt).toBeTruthy();
    expect(
      (await api(kg.director, 'payments.notifyFees', { body: { kindergartenId: kg.id, ...nov } })).body,
    ).toMatchObject({ count: 0, parents: 0 });
    expect((await summary()).body).toMatchObject([
      {
        fees: 3,
        notified: 3,
        notNotified: 0,
        children: 2,
        parentsNotified: 1,
        amountCents: 8000,
        paidCents: 1000,
      },
    ]);
    const year = await api(kg.director, 'payments.feeNotificationSummary', {
      query: { kindergartenId: kg.id, year: 2026 },
    });
    expect(year.body).toHaveLength(12);
    expect(year.body[9]).toMatchObject({ month: '2026-10', fees: 0 });
  });
});
