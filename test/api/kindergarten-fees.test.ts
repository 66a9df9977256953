import { beforeAll, describe, expect, it } from 'vitest';
import { guardianItem } from '../../functions/src/domain/children/guardians';
import { putItem } from '../../functions/src/platform/db';
import { tenantPrefix } from '../../functions/src/platform/db/keys';
import { PaymentMethod, Role, StudentAttendanceStatus } from '../../shared/src/enums';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';
import { historyXlsx } from '../support/kindergarten-fees';

/**
 * Issue #33: a private kindergarten's monthly fees, November 2026 (21 working days). Three groups, each with
 * its fee type: „Пчелички“ a fixed part plus a part by attendance (20 + 28 × present ÷ working days),
 * „Калинки“ a day rate of 2,50 € with the days of a medical notice free, „Звездички“ 150 € a month with a
 * sibling discount (second child 50 %, third free), a child starting on 16.11 and a social exemption of 50 %.
 */
let kg: GivenKindergarten;
let other: GivenKindergarten;
type Child = GivenKindergarten['child'];
let [ana, boris, eldest, middle, youngest, late, social] = [] as unknown as Child[];

const year = 2026;
const month = 11;
const weekdays = Array.from({ length: 30 }, (_, i) => i + 1).filter(
  (d) => ![0, 6].includes(new Date(Date.UTC(2026, 10, d)).getUTCDay()),
);

/** The kindergarten's attendance of a child in November, as the grid writes it: `dNN` = status. */
const attendance = (c: Child, days: Record<number, number>) =>
  putItem({
    PK: `${tenantPrefix(kg.id)}#ATT#2026-11`,
    SK: `GROUP#${c.groupId}#CHILD#${c.id}`,
    type: 'ChildMonth',
    kindergartenId: kg.id,
    childId: c.id,
    groupId: c.groupId,
    month: '2026-11',
    ...Object.fromEntries(Object.entries(days).map(([d, s]) => [`d${d.padStart(2, '0')}`, s])),
  });

const link = (c: Child, parentUserId: string) =>
  putItem(
    guardianItem({
      kindergartenId: kg.id,
      childId: c.id,
      parentUserId,
      relation: 1,
      childName: `${c.firstName} ${c.lastName}`,
      groupId: c.groupId,
    }),
  );

const saveType = (body: Record<string, unknown>) =>
  api(kg.director, 'payments.saveKindergartenFeeType', {
    body: { kindergartenId: kg.id, fromDate: '2026-09-01', ...body } as never,
  });

const generate = (who = kg) =>
  api(who.director, 'payments.generateKindergartenFees', { body: { kindergartenId: who.id, year, month } });

const feesOfMonth = async (user = kg.director) => {
  const reply = await api(user, 'payments.kindergartenFeesOfMonth', {
    query: { kindergartenId: kg.id, year, month, PageSize: 100 },
  });
  expect(reply.status, JSON.stringify(reply.error)).toBe(200);
  return reply.body;
};
const feeOf = async (c: Child) => (await feesOfMonth()).result.find((f) => f.childId === c.id);

beforeAll(async () => {
  const lateStart = { firstName: 'Лора', enrolledOn: '2026-11-16' } as { firstName: string };
  [kg, other] = await Promise.all([
    given
      .kindergarten({ name: 'ЧДГ „Детелина“' })
      .group()
      .child({ firstName: 'Ана' })
      .parent()
      .group()
      .child({ firstName: 'Борис' })
      .group()
      .child({ firstName: 'Вики' })
      .child({ firstName: 'Галя' })
      .child({ firstName: 'Дари' })
      .child(lateStart)
      .child({ firstName: 'Ели' }),
    given.kindergarten({ name: 'ДГ „Друга“' }).group().child(),
  ]);
  [ana, boris, eldest, middle, youngest, late, social] = kg.children as Child[];
  // the three siblings by age: the eldest first
  const byAge = [eldest!, middle!, youngest!].sort((a, b) => a.birthDate.localeCompare(b.birthDate));
  [eldest, middle, youngest] = byAge;
  await Promise.all([
    // Ана present on 14 of the 21 days
    attendance(
      ana!,
      Object.fromEntries(
        weekdays.map((d, i) => [
          d,
          i < 14 ? StudentAttendanceStatus.Attendance : StudentAttendanceStatus.Absence,
        ]),
      ),
    ),
    // Борис ill with a medical notice 2–4 (МБ) and 5 (МБП); an unexcused absence on the 6th
    attendance(boris!, {
      2: StudentAttendanceStatus.SicknessAbsence5,
      3: StudentAttendanceStatus.SicknessAbsence5,
      4: StudentAttendanceStatus.SicknessAbsence5,
      5: StudentAttendanceStatus.SicknessAbsence6,
      6: StudentAttendanceStatus.Absence,
    }),
    ...[eldest!, middle!, youngest!].map((c) => link(c, 'mother-of-three')),
  ]);
});

describe('the module switch', () => {
  it('is off by default: nothing is generated, the shell has no „Fees“', async () => {
    const settings = await api(kg.director, 'payments.kindergartenFeeSettings', {
      query: { kindergartenId: kg.id },
    });
    expect(settings.body).toMatchObject({ enabled: false, version: 0 });
    const refused = await generate();
    expect(refused.status).toBe(409);
    expect(refused.error?.errorMessage).toContain('изключен');
    const me = await api(kg.director, 'identity.userData', {});
    expect(me.body.access.map((a) => a.resource)).not.toContain('Fees');
  });

  it('the director turns it on; the Master may turn on any kindergarten, a director not another one', async () => {
    const on = await api(kg.director, 'payments.saveKindergartenFeeSettings', {
      body: { kindergartenId: kg.id, enabled: true, providerId: null, version: 0 },
    });
    expect(on.status, JSON.stringify(on.error)).toBe(200);
    const stale = await api(kg.director, 'payments.saveKindergartenFeeSettings', {
      body: { kindergartenId: kg.id, enabled: true, providerId: null, version: 0 },
    });
    expect(stale.status).toBe(409);
    const me = await api(kg.director, 'identity.userData', {});
    expect(me.body.access.map((a) => a.resource)).toContain('Fees');
    const master = await given.nationalUser(Role.Master);
    const byMaster = await api(master, 'payments.switchKindergartenFees', {
      path: { kindergartenId: other.id },
      body: { enabled: true },
    });
    expect(byMaster.status, JSON.stringify(byMaster.error)).toBe(200);
    const foreign = await api(kg.director, 'payments.switchKindergartenFees', {
      path: { kindergartenId: other.id },
      body: { enabled: false },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('the models to the cent', () => {
  beforeAll(async () => {
    const [g1, g2, g3] = kg.groups;
    for (const body of [
      {
        name: 'Такса „Пчелички“',
        pricing: 'mixed',
        priceCents: 2000,
        variableCents: 2800,
        groupIds: [g1!.id],
      },
      { name: 'Дневна такса', pricing: 'day', priceCents: 250, groupIds: [g2!.id] },
      {
        name: 'Месечна такса',
        pricing: 'month',
        priceCents: 15000,
        groupIds: [g3!.id],
        siblingSecondPercent: 50,
        siblingThirdFree: true,
      },
    ]) {
      const saved = await saveType(body);
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    }
    const exemption = await api(kg.director, 'payments.saveKindergartenFeeExemption', {
      body: {
        kindergartenId: kg.id,
        childId: social!.id,
        kind: 2,
        percent: 50,
        document: 'Заповед № 7/01.11.2026',
        fromDate: '2026-11-01',
        toDate: null,
      },
    });
    expect(exemption.status, JSON.stringify(exemption.error)).toBe(200);
  });

  it('refuses a social exemption without its document, naming the field', async () => {
    const refused = await api(kg.director, 'payments.saveKindergartenFeeExemption', {
      body: {
        kindergartenId: kg.id,
        childId: social!.id,
        kind: 2,
        percent: 100,
        fromDate: '2026-11-01',
        toDate: null,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.errors?.[0]?.field).toContain('document');
  });

  it('generates every enrolled child from attendance, idempotently', async () => {
    const first = await generate();
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.body).toMatchObject({ count: 7, created: 7 });
    // 20,00 + 28,00 × 14/21 = 38,67
    expect(await feeOf(ana!)).toMatchObject({
      pricing: 'mixed',
      variableCents: 1867,
      baseCents: 3867,
      amountCents: 3867,
    });
    // 21 working days less the 4 of a medical notice (the unexcused 6th is paid): 17 × 2,50
    expect(await feeOf(boris!)).toMatchObject({
      pricing: 'day',
      sessions: 17,
      freeDays: 4,
      amountCents: 4250,
    });
    // siblings: the eldest in full, the second half, the third nothing
    expect(await feeOf(eldest!)).toMatchObject({ siblingOrder: 1, amountCents: 15000 });
    expect(await feeOf(middle!)).toMatchObject({
      siblingOrder: 2,
      siblingDiscountCents: 7500,
      amountCents: 7500,
    });
    expect(await feeOf(youngest!)).toMatchObject({ siblingOrder: 3, amountCents: 0, status: 1 });
    // from 16.11: 11 of the 21 working days, 150 × 11/21 = 78,571… → 78,57
    expect(await feeOf(late!)).toMatchObject({ sessions: 11, amountCents: 7857 });
    // the social exemption: 50 % of 150
    expect(await feeOf(social!)).toMatchObject({
      discountPercent: 50,
      amountCents: 7500,
      exemption: '50% (Социално облекчение)',
    });
    const again = await generate();
    expect(again.body).toMatchObject({ count: 7, created: 0, recomputed: 0 });
  });

  it('keeps a correction with its reason through a new generation; a paid fee is not corrected', async () => {
    const fee = (await feeOf(eldest!))!;
    const corrected = await api(kg.director, 'payments.correctKindergartenFee', {
      path: { id: fee.id },
      body: {
        kindergartenId: kg.id,
        amountCents: 10000,
        reason: 'Отсъствие по договор',
        version: fee.version,
      },
    });
    expect(corrected.status, JSON.stringify(corrected.error)).toBe(200);
    await generate();
    expect(await feeOf(eldest!)).toMatchObject({
      amountCents: 10000,
      correction: { fromCents: 15000, reason: 'Отсъствие по договор' },
    });
  });

  it('is paid at the desk through the payments with a receipt', async () => {
    const fee = (await feeOf(boris!))!;
    const paid = await api(kg.director, 'payments.recordPayment', {
      body: {
        kindergartenId: kg.id,
        feeId: fee.id,
        amountCents: fee.amountCents,
        method: PaymentMethod.Cash,
        date: '2026-11-20',
        payerName: 'Мария Борисова',
        idempotencyKey: 'kg-fee-desk-1',
      } as never,
    });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    expect(await feeOf(boris!)).toMatchObject({ paidCents: 4250, status: 1 });
    const refused = await api(kg.director, 'payments.correctKindergartenFee', {
      path: { id: fee.id },
      body: { kindergartenId: kg.id, amountCents: 1, reason: 'Опит', version: fee.version + 1 },
    });
    expect(refused.status).toBe(409);
  });

  it('shows a parent only their own children', async () => {
    const rows = (await feesOfMonth(kg.parent)).result;
    expect(rows.map((r) => r.childId)).toEqual([ana!.id]);
  });

  it('statements: one per parent with something due', async () => {
    await Promise.all([link(boris!, kg.parent.id), link(late!, 'father-of-lora')]);
    const sent = await api(kg.director, 'payments.sendKindergartenFeeStatements', {
      body: { kindergartenId: kg.id, year, month },
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const list = await api(kg.director, 'payments.kindergartenFeeStatements', {
      query: { kindergartenId: kg.id, year, month },
    });
    const mine = list.body.find((s) => s.parentId === kg.parent.id);
    // Борис is paid: only Ана's 38,67 is due
    expect(mine).toMatchObject({ dueCents: 3867, children: [`${ana!.firstName} ${ana!.lastName}`] });
    expect(mine?.sentAt).toBeTruthy();
    expect(sent.body.count).toBe(list.body.length);
  });
});

describe('the history in leva', () => {
  it('imports BGN fees before 2026 and shows the euro at 1.95583; a 2026 month is refused', async () => {
    const bad = await api(kg.director, 'payments.importKindergartenFeeHistory', {
      body: {
        kindergartenId: kg.id,
        fileName: 'h.xlsx',
        content: await historyXlsx([['Ана Историева', '01.2026', 10, 0]]),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toContain('content');
    const name = `${ana!.firstName} ${ana!.lastName}`;
    const imported = await api(kg.director, 'payments.importKindergartenFeeHistory', {
      body: {
        kindergartenId: kg.id,
        fileName: 'istoria.xlsx',
        content: await historyXlsx([
          [name, '11.2025', 48, 48],
          [name, '12.2025', 48, 'не'],
          ['Стар Възпитаник', '12.2025', '60,50', 'да'],
        ]),
      },
    });
    expect(imported.status, JSON.stringify(imported.error)).toBe(200);
    expect(imported.body.count).toBe(3);
    const parentView = await api(kg.parent, 'payments.kindergartenFeeHistory', {
      query: { kindergartenId: kg.id },
    });
    // 48,00 лв. = 24,54 €; the parent sees only Ана's months
    expect(parentView.body).toEqual([
      expect.objectContaining({
        month: '2025-12',
        amountBgnCents: 4800,
        paidBgnCents: 0,
        amountCents: 2454,
        paidCents: 0,
      }),
      expect.objectContaining({
        month: '2025-11',
        amountBgnCents: 4800,
        paidBgnCents: 4800,
        amountCents: 2454,
        paidCents: 2454,
      }),
    ]);
    const report = await api(kg.director, 'payments.kindergartenFeeReport', {
      query: { kindergartenId: kg.id, level: 'kindergarten', fromMonth: '2025-12', toMonth: '2026-11' },
    });
    expect(report.status, JSON.stringify(report.error)).toBe(200);
    // 48,00 + 60,50 лв. = 24,54 + 30,93 €; both converted
    expect(report.body.find((r) => r.month === '2025-12')).toMatchObject({
      converted: true,
      dueCents: 5547,
      paidCents: 3093,
    });
    expect(report.body.find((r) => r.month === '2026-11')).toMatchObject({
      converted: false,
      cashCents: 4250,
    });
  });
});
