import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { settlementKeys } from '../../functions/src/areas/payments/provider-invoices/items';
import type { ActivityItem } from '../../functions/src/domain/activities/items';
import { putItem } from '../../functions/src/platform/db';
import { PaymentMethod, Role } from '../../shared/src/enums';
import { aCashProvider, type CashProvider } from '../support/activities/cash';
import { anEnglishActivity, markSessions } from '../support/activities/enrollment';
import { aFee, aPayment, enrol } from '../support/activities/items';
import { api, download, type Principal } from '../support/api';
import { officeText, pdfText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The activity reports against a world of their own: two groups, three children, two providers, four
 * paid payments in November 2026 (cash, POS, a batch of two fees, one online) and another kindergarten's
 * payment that must never appear. Every total is checked to the cent against the rows.
 */

let kg: GivenKindergarten;
let other: GivenKindergarten;
let rhythm: CashProvider;
let english: CashProvider;
let administrator: Principal;
let dance: ActivityItem;
let language: ActivityItem;
const paid: Record<string, string> = {};

const child = (i: number) => kg.children[i]!;
const q = (o: Record<string, unknown> = {}) => ({ kindergartenId: kg.id, month: '2026-11', ...o });

const payBatch = (user: Principal, feeIds: string[]) =>
  api(user, 'payments.recordBatchPayment', {
    body: {
      kindergartenId: kg.id,
      feeIds,
      method: PaymentMethod.Cash,
      date: '2026-11-21',
      payerName: 'Иван Иванов',
      idempotencyKey: randomUUID(),
    },
  });

beforeAll(async () => {
  [kg, other, rhythm, english] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Звезда“' })
      .teacher()
      .group()
      .child({ firstName: 'Ана' })
      .parent()
      .group()
      .child({ firstName: 'Борис' })
      .child({ firstName: 'Вера' })
      .staff(Role.Administrator),
    given.kindergarten({ name: 'ДГ „Комета“' }).group().child(),
    aCashProvider('„Танцово студио Ритъм“ ЕООД'),
    aCashProvider('„Инглиш Кидс“ ООД'),
  ]);
  administrator = kg.staff[0]!;
  const fee = (i: number, provider: CashProvider, month: string, cents: number) =>
    aFee(kg.id, child(i), month, {
      provider,
      amountCents: cents,
      activityId: `${provider.id}-${month}`,
      activityName: provider === rhythm ? 'Народни танци' : 'Английски език',
    });
  const [a, b, c, aOct, aNov] = await Promise.all([
    fee(0, rhythm, '2026-11', 3000),
    fee(1, rhythm, '2026-11', 2550),
    fee(2, english, '2026-11', 4000),
    fee(0, english, '2026-10', 1999),
    fee(0, english, '2026-11', 1501),
  ]);
  const one = async (
    user: Principal,
    id: string,
    cents: number,
    method: typeof PaymentMethod.Cash | typeof PaymentMethod.POS,
    cashierId?: string,
  ) => {
    const r = await api(user, 'payments.recordPayment', {
      body: {
        kindergartenId: kg.id,
        feeId: id,
        amountCents: cents,
        method,
        date: '2026-11-21',
        payerName: 'Иван Иванов',
        idempotencyKey: randomUUID(),
        ...(cashierId ? { cashierId } : {}),
      },
    });
    expect(r.status).toBe(200);
    return String(r.body.entityId);
  };
  paid.cash = await one(kg.director, a.id, 3000, PaymentMethod.Cash);
  paid.pos = await one(administrator, b.id, 2550, PaymentMethod.POS);
  const batch = await payBatch(kg.director, [aOct.id, aNov.id]);
  expect(batch.status).toBe(200);
  paid.batch = String(batch.body?.entityId);
  paid.online = (await aPayment(c, {})).id;
  // The cash payment is settled with its provider in a protocol.
  await putItem({
    ...settlementKeys.claim(kg.id, rhythm.id, 'PROTOCOL', paid.cash),
    documentId: 'protocol-1',
  });
  // Another kindergarten's payment.
  const theirs = await aFee(other.id, other.children[0]!, '2026-11', {
    provider: rhythm,
    amountCents: 7777,
    activityId: randomUUID(),
  });
  const r = await api(other.director, 'payments.recordPayment', {
    body: {
      kindergartenId: other.id,
      feeId: theirs.id,
      amountCents: 7777,
      method: PaymentMethod.Cash,
      date: '2026-11-21',
      payerName: 'Петър Петров',
      idempotencyKey: randomUUID(),
    },
  });
  expect(r.status).toBe(200);

  // Activities: dance led by the teacher (Ана from September, Борис September–October), language (Вера).
  const kid = (i: number) => ({ ...child(i), groupId: child(i).groupId! });
  [dance, language] = await Promise.all([
    anEnglishActivity(kg.id, { name: 'Народни танци', teacherId: kg.teacher.id, teacherName: 'Учител' }),
    anEnglishActivity(kg.id, { name: 'Английски език', providerName: '„Инглиш Кидс“ ООД' }),
  ]);
  await Promise.all([
    enrol(dance, kid(0), '2026-09-15'),
    enrol(dance, kid(1), '2026-09-15', '2026-10-31'),
    enrol(language, kid(2), '2026-11-10'),
    markSessions(dance, '2026-11', child(0).id, [3, 5], [10]),
    markSessions(language, '2026-11', child(2).id, [12]),
  ]);
});

const sum = (rows: readonly { totalCents: number }[]) => rows.reduce((s, r) => s + r.totalCents, 0);

describe('payments by kindergarten, group, child and cashier', () => {
  it('adds the month by provider and method, to the cent', async () => {
    const r = await api(kg.director, 'payments.kindergartenReport', { query: q() });
    expect(r.status).toBe(200);
    expect(r.body.totalCents).toBe(3000 + 2550 + 3500 + 4000);
    expect(r.body.count).toBe(4);
    expect(sum(r.body.rows)).toBe(r.body.totalCents);
    expect(sum(r.body.byMethod)).toBe(r.body.totalCents);
    expect(sum(r.body.byProvider)).toBe(r.body.totalCents);
    const cash = r.body.byMethod.find((m) => m.method === PaymentMethod.Cash);
    expect(cash).toMatchObject({ count: 2, totalCents: 6500 });
    expect(r.body.rows.every((row) => row.month === '2026-11')).toBe(true);
  });

  it('filters by provider and method', async () => {
    const r = await api(kg.director, 'payments.kindergartenReport', {
      query: q({ providerId: english.id, method: PaymentMethod.Cash }),
    });
    expect(r.body.totalCents).toBe(3500);
  });

  it('splits by the group of each fee, and by child', async () => {
    const classes = await api(kg.director, 'payments.classesReport', { query: q() });
    expect(classes.status).toBe(200);
    const byGroup = new Map(classes.body.rows.map((row) => [row.groupId, row]));
    expect(byGroup.get(child(0).groupId!)).toMatchObject({
      childrenCount: 1,
      feesCount: 3,
      totalCents: 6500,
    });
    expect(byGroup.get(child(1).groupId!)).toMatchObject({ childrenCount: 2, totalCents: 6550 });
    expect(sum(classes.body.rows)).toBe(13050);
    const students = await api(kg.director, 'payments.studentsReport', {
      query: q({ groupId: child(1).groupId }),
    });
    expect(students.body.rows.map((row) => [row.childName.split(' ')[0], row.totalCents])).toEqual([
      ['Борис', 2550],
      ['Вера', 4000],
    ]);
    expect(students.body.totalCents).toBe(6550);
  });

  it('gives each cashier what they took, online payments left out', async () => {
    const r = await api(kg.director, 'payments.cashiersReport', { query: q() });
    expect(r.body.totalCents).toBe(6500 + 2550);
    const byCashier = new Map(r.body.rows.map((row) => [row.cashierId, row.totalCents]));
    expect(byCashier.get(kg.director.id)).toBe(6500);
    expect(byCashier.get(administrator.id)).toBe(2550);
  });

  it('lists the batch payments with their fees', async () => {
    const r = await api(kg.director, 'payments.batchPaymentsReport', { query: q() });
    expect(r.body.rowsCount).toBe(1);
    expect(r.body.result[0]).toMatchObject({ id: paid.batch, feesCount: 2, totalCents: 3500 });
    expect(r.body.totalCents).toBe(3500);
  });

  it('tells the settled payments from the open ones', async () => {
    const all = await api(kg.director, 'payments.cashedReport', { query: q() });
    expect(all.body).toMatchObject({ rowsCount: 4, totalCents: 13050, settledCents: 3000, openCents: 10050 });
    expect(all.body.result.find((p) => p.id === paid.cash)?.settled).toBe(true);
    const open = await api(kg.director, 'payments.cashedReport', { query: q({ state: 'open' }) });
    expect(open.body.result.map((p) => p.id).sort()).toEqual([paid.pos, paid.batch, paid.online].sort());
  });

  it('sums the fees by activity', async () => {
    const r = await api(kg.director, 'payments.feesByActivity', { query: q() });
    expect(r.status).toBe(200);
    expect(r.body.totals).toMatchObject({ feesCount: 4, amountCents: 3000 + 2550 + 4000 + 1501 });
    expect(r.body.totals.paidCents).toBe(3000 + 2550 + 1501);
    expect(r.body.totals.dueCents).toBe(4000);
    expect(r.body.rows.reduce((s, row) => s + row.amountCents, 0)).toBe(r.body.totals.amountCents);
  });

  it("never shows another kindergarten's payments", async () => {
    const theirs = await api(other.director, 'payments.kindergartenReport', {
      query: { ...q(), kindergartenId: other.id },
    });
    expect(theirs.body.totalCents).toBe(7777);
    const ours = await api(kg.director, 'payments.studentsReport', { query: q() });
    expect(ours.body.rows.some((row) => row.childId === other.children[0]!.id)).toBe(false);
    const guard = await api(kg.director, 'payments.kindergartenReport', {
      query: { ...q(), kindergartenId: other.id },
    });
    expect(guard.status).toBe(403);
  });

  it('refuses a parent and a teacher the kindergarten-wide money', async () => {
    for (const routeId of [
      'payments.kindergartenReport',
      'payments.cashedReport',
      'payments.feesByActivity',
    ] as const) {
      expect((await api(kg.parent, routeId, { query: q() })).status).toBe(403);
      expect((await api(kg.teacher, routeId, { query: q() })).status).toBe(403);
    }
    expect((await download(kg.parent, 'payments.cashiersReportExport', { query: q() })).status).toBe(403);
  });

  it('bounds the period to 12 months and names the fields it refuses', async () => {
    const long = await api(kg.director, 'payments.kindergartenReport', {
      query: { kindergartenId: kg.id, fromDate: '2025-01-01', toDate: '2026-11-30' },
    });
    expect(long.status).toBe(400);
    expect(long.error?.errors?.[0]?.field).toBe('toDate');
    const type = await download(kg.director, 'payments.classesReportExport', {
      path: { type: 'doc' as 'pdf' },
      query: q(),
    });
    expect(type.status).toBe(400);
    expect(type.bytes.toString()).toContain('Формат');
  });
});

describe('the exports', () => {
  it('prints the groups report as a PDF with the totals in euro', async () => {
    const file = await download(kg.director, 'payments.classesReportExport', {
      path: { type: 'pdf' },
      query: q(),
    });
    expect(file.status).toBe(200);
    const text = await pdfText(file.bytes);
    expect(text).toContain('Справка за плащанията по групи');
    expect(text).toContain('ДГ „Звезда“');
    expect(text).toContain('Общо');
    expect(text).toContain('130,50 €');
  });

  it('writes the cashiers and the fees reports as Excel files', async () => {
    const cashiers = await download(kg.director, 'payments.cashiersReportExport', { query: q() });
    expect(cashiers.status).toBe(200);
    const text = await officeText(cashiers.bytes, 'xlsx');
    expect(text).toContain('Справка за плащанията по касиери');
    expect(text).toContain('Касиер');
    expect(text).toContain('ПОС терминал');
    const fees = await download(kg.director, 'payments.feesByActivityExport', {
      path: { type: 'xlsx' },
      query: q(),
    });
    expect(await officeText(fees.bytes, 'xlsx')).toContain('Английски език');
  });
});

describe('the activities themselves', () => {
  it('counts the children of each activity in the period', async () => {
    const r = await api(kg.director, 'activities.studentsSummary', {
      query: { kindergartenId: kg.id, fromDate: '2026-09-01', toDate: '2026-11-30' },
    });
    expect(r.status).toBe(200);
    const row = (id: string) => r.body.rows.find((x) => x.activityId === id);
    expect(row(dance.id)).toMatchObject({ childrenCount: 2, joinedCount: 2, leftCount: 1, atEndCount: 1 });
    expect(row(language.id)).toMatchObject({ childrenCount: 1, joinedCount: 1, leftCount: 0, atEndCount: 1 });
    expect(r.body.totals.distinctChildren).toBe(3);
  });

  it('sums the attendance by activity and month; a teacher sees the activities they lead', async () => {
    const query = { kindergartenId: kg.id, fromMonth: '2026-10', toMonth: '2026-11' };
    const r = await api(kg.director, 'activities.attendanceSummary', { query });
    expect(r.status).toBe(200);
    const november = r.body.rows.find((x) => x.activityId === dance.id && x.month === '2026-11');
    expect(november).toMatchObject({ childrenCount: 1, sessionsCount: 3, presentCount: 2, absentCount: 1 });
    expect(november?.attendanceRate).toBe(66.7);
    expect(r.body.totals).toMatchObject({ presentCount: 3, absentCount: 1, attendanceRate: 75 });
    const mine = await api(kg.teacher, 'activities.attendanceSummary', { query });
    expect(new Set(mine.body.rows.map((x) => x.activityId))).toEqual(new Set([dance.id]));
    expect((await api(kg.parent, 'activities.attendanceSummary', { query })).status).toBe(403);
    const long = await api(kg.director, 'activities.attendanceSummary', {
      query: { kindergartenId: kg.id, fromMonth: '2025-01', toMonth: '2026-11' },
    });
    expect(long.error?.errors?.[0]?.field).toBe('toMonth');
    const pdf = await download(kg.director, 'activities.attendanceSummaryExport', {
      path: { type: 'pdf' },
      query,
    });
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Справка за присъствията в дейностите');
    expect(text).toContain('Народни танци');
  });

  it("gives a child's history: periods, fees and payments adding up", async () => {
    const r = await api(kg.director, 'activities.childHistory', {
      query: { kindergartenId: kg.id, childId: child(0).id },
    });
    expect(r.status).toBe(200);
    expect(r.body.enrollments.map((e) => e.activityId)).toEqual([dance.id]);
    expect(r.body.fees).toHaveLength(3);
    expect(r.body.totals).toMatchObject({
      amountCents: 6500,
      paidCents: 6500,
      dueCents: 0,
      paymentsCents: 6500,
    });
    const theirs = await api(kg.director, 'activities.childHistory', {
      query: { kindergartenId: kg.id, childId: other.children[0]!.id },
    });
    expect(theirs.status).toBe(404);
    expect(
      (
        await api(kg.parent, 'activities.childHistory', {
          query: { kindergartenId: kg.id, childId: child(0).id },
        })
      ).status,
    ).toBe(403);
  });
});
