import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../functions/src/domain/activities/items';
import { guardianItem } from '../../functions/src/domain/children/guardians';
import { putItem } from '../../functions/src/platform/db';
import { tenantPrefix } from '../../functions/src/platform/db/keys';
import { FeePaymentStatus, StudentAttendanceStatus } from '../../shared/src/enums';
import { markSessions } from '../support/activities/enrollment';
import { feeId } from '../support/activities/fees';
import { anActivity, enrol, type Kid, storedFee } from '../support/activities/items';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #25, point 10: the fee models beyond the monthly and per-session price. November 2026 with an
 * activity every weekday (21 session days): a fixed part plus a part by attendance (20 + 28 × attended ÷
 * held), a day rate with the days of a medical notice free (the kindergarten's attendance statuses 5 and 6),
 * and a sibling discount (second child 50 %, third free) among children sharing a guardian.
 */
let kg: GivenKindergarten;
let mixed: ActivityItem;
let daily: ActivityItem;
let siblings: ActivityItem;
let kids: Kid[];
const everyWeekday = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '08:00', to: '17:00' }));

const kid = (c: GivenKindergarten['child']): Kid => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  groupId: c.groupId,
});

/** The kindergarten's attendance of a child in November, as the grid writes it: `dNN` = status. */
const kindergartenAttendance = (k: Kid, days: Record<number, number>) =>
  putItem({
    PK: `${tenantPrefix(kg.id)}#ATT#2026-11`,
    SK: `GROUP#${k.groupId}#CHILD#${k.id}`,
    type: 'ChildMonth',
    kindergartenId: kg.id,
    childId: k.id,
    groupId: k.groupId,
    month: '2026-11',
    ...Object.fromEntries(Object.entries(days).map(([d, s]) => [`d${d.padStart(2, '0')}`, s])),
  });

const link = (k: Kid, parentUserId: string) =>
  putItem(
    guardianItem({
      kindergartenId: kg.id,
      childId: k.id,
      parentUserId,
      relation: 1,
      childName: `${k.firstName} ${k.lastName}`,
      groupId: k.groupId,
    }),
  );

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Модели“' })
    .group()
    .child({ firstName: 'Ана' })
    .child({ firstName: 'Борис' })
    .child({ firstName: 'Вера' })
    .child({ firstName: 'Галя' });
  kids = kg.children.map(kid);
  [mixed, daily, siblings] = await Promise.all([
    anActivity(kg.id, {
      name: 'Целодневна занималня',
      schedule: everyWeekday,
      pricing: 'mixed',
      priceCents: 2000,
      variableCents: 2800,
    }),
    anActivity(kg.id, { name: 'Плуване', schedule: everyWeekday, pricing: 'day', priceCents: 250 }),
    anActivity(kg.id, {
      name: 'Народни танци',
      priceCents: 4000,
      siblingSecondPercent: 50,
      siblingThirdFree: true,
    }),
  ]);
  const [ana, boris, vera, galya] = kids as [Kid, Kid, Kid, Kid];
  const weekdays = Array.from({ length: 30 }, (_, i) => i + 1).filter(
    (d) => ![0, 6].includes(new Date(Date.UTC(2026, 10, d)).getUTCDay()),
  );
  await Promise.all([
    enrol(mixed, ana),
    // present on 14 of the 21 days
    markSessions(mixed, '2026-11', ana.id, weekdays.slice(0, 14), weekdays.slice(14)),
    enrol(daily, boris),
    // ill with a medical notice Monday 2 to Wednesday 4 (МБ) and Thursday 5 (МБП); an unexcused absence on the 6th
    kindergartenAttendance(boris, {
      2: StudentAttendanceStatus.SicknessAbsence5,
      3: StudentAttendanceStatus.SicknessAbsence5,
      4: StudentAttendanceStatus.SicknessAbsence5,
      5: StudentAttendanceStatus.SicknessAbsence6,
      6: StudentAttendanceStatus.Absence,
      9: StudentAttendanceStatus.Attendance,
    }),
    // Ана, Борис and Вера share the mother; Галя is of another family
    ...[ana, boris, vera].map((k) => enrol(siblings, k)),
    enrol(siblings, galya),
    ...[ana, boris, vera].map((k) => link(k, 'mother-of-three')),
    link(galya, 'another-parent'),
  ]);
});

const generate = () =>
  api(kg.director, 'payments.generateProformaInvoices', {
    body: { kindergartenId: kg.id, year: 2026, month: 11 },
  });
const fee = (k: Kid, a: ActivityItem) => storedFee(kg.id, feeId(k, '2026-11', a));

describe('the fee models', () => {
  it('price a fixed part plus attendance, a day rate with medical-notice days free, and siblings', async () => {
    const reply = await generate();
    expect(reply.status, JSON.stringify(reply.error)).toBe(200);
    const [ana, boris, vera, galya] = kids as [Kid, Kid, Kid, Kid];
    // 20,00 + 28,00 × 14/21 = 20,00 + 18,67
    expect(await fee(ana, mixed)).toMatchObject({
      pricing: 'mixed',
      sessions: 14,
      heldSessions: 21,
      variableCents: 1867,
      baseCents: 3867,
      amountCents: 3867,
    });
    // 21 days less the 4 of a medical notice (the unexcused 6th is paid): 17 × 2,50
    expect(await fee(boris, daily)).toMatchObject({
      pricing: 'day',
      sessions: 17,
      freeDays: 4,
      baseCents: 4250,
      amountCents: 4250,
    });
    // the eldest of the three pays in full, the next half, the youngest nothing; Галя is an only child
    const byAge = [ana, boris, vera].sort((a, b) =>
      (kg.children.find((c) => c.id === a.id)?.birthDate ?? '').localeCompare(
        kg.children.find((c) => c.id === b.id)?.birthDate ?? '',
      ),
    );
    const three = await Promise.all(byAge.map((k) => fee(k, siblings)));
    expect(three.map((f) => [f?.siblingOrder, f?.siblingDiscountPercent, f?.amountCents])).toEqual([
      [1, 0, 4000],
      [2, 50, 2000],
      [3, 100, 0],
    ]);
    expect(three[2]?.status).toBe(FeePaymentStatus.Paid);
    expect(await fee(galya, siblings)).toMatchObject({ siblingOrder: 1, amountCents: 4000 });
  });

  it('shows the breakdown on the child’s fees', async () => {
    const [, boris] = kids as [Kid, Kid];
    const reply = await api(kg.director, 'payments.childFeesOfMonth', {
      path: { year: 2026, month: 11, studentId: boris.id },
      query: { kindergartenId: kg.id },
    });
    expect(reply.status).toBe(200);
    const swimming = reply.body.fees.find((f) => f.activityId === daily.id);
    expect(swimming).toMatchObject({ pricing: 'day', sessions: 17, freeDays: 4, amountCents: 4250 });
    const dance = reply.body.fees.find((f) => f.activityId === siblings.id);
    expect(dance).toHaveProperty('siblingOrder');
    expect(dance).toHaveProperty('siblingDiscountCents');
  });
});
