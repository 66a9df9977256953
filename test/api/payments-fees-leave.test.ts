import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, EnrollmentItem } from '../../functions/src/domain/activities/items';
import { activityKeys } from '../../functions/src/domain/activities/keys';
import { ChildStatus } from '../../shared/src/manifest/routes/children/records';
import { markSessions } from '../support/activities/enrollment';
import { feeId, payAtDesk, storedActivity } from '../support/activities/fees';
import { anActivity, enrol, type Kid, storedFee } from '../support/activities/items';
import { api } from '../support/api';
import { streamed } from '../support/deliveries';
import { type GivenKindergarten, given } from '../support/given';
import { storedItem } from '../support/stored';

/**
 * Issue #25, point 6: a child who leaves the kindergarten (discharge or relocation) leaves its activities the
 * same day, and no fee bills a day after it. November 2026: the dance's session days are Tuesdays 3, 10, 17,
 * 24 and Thursdays 5, 12, 19, 26; Ана is discharged on Wednesday the 18th (5 of the 8 days enrolled), Борис
 * relocated on the 11th, Вера stays.
 */
let kg: GivenKindergarten;
let dance: ActivityItem;
let english: ActivityItem;
let ana: Kid;
let boris: Kid;
let vera: Kid;

const kid = (c: GivenKindergarten['child']): Kid => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  groupId: c.groupId,
});

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Тръгване“' })
    .group()
    .child({ firstName: 'Ана' })
    .child({ firstName: 'Борис' })
    .child({ firstName: 'Вера' });
  [ana, boris, vera] = kg.children.map(kid) as [Kid, Kid, Kid];
  [dance, english] = await Promise.all([
    anActivity(kg.id, { name: 'Народни танци', priceCents: 4000 }),
    anActivity(kg.id, {
      name: 'Английски език',
      providerId: 'kids',
      pricing: 'session',
      priceCents: 800,
    }),
  ]);
  await Promise.all([
    enrol(dance, ana),
    enrol(dance, boris),
    enrol(dance, vera),
    enrol(english, ana),
    // present on the 3rd, 5th, 10th and (by mistake, after the leave) the 19th
    markSessions(english, '2026-11', ana.id, [3, 5, 10, 19]),
  ]);
});

const generate = (year: number, month: number) =>
  api(kg.director, 'payments.generateProformaInvoices', { body: { kindergartenId: kg.id, year, month } });
const fee = (k: Kid, month: string, a: ActivityItem = dance) => storedFee(kg.id, feeId(k, month, a));
const enrolment = (k: Kid, a: ActivityItem = dance) =>
  storedItem(activityKeys.enrollment(kg.id, a.id, k.id)) as Promise<EnrollmentItem | undefined>;
const leave = (k: Kid, status: 2 | 3, leftOn: string) =>
  api(kg.director, 'children.dischargeChild', {
    path: { id: k.id },
    body: { kindergartenId: kg.id, status, leftOn, version: 1 },
  });

describe('a child who leaves the kindergarten', () => {
  it('had fees of the next month generated ahead', async () => {
    // December generated before anyone left: three dance fees and Ана's English (0,00 €: nothing attended yet)
    const ahead = await generate(2026, 12);
    expect(ahead.body).toMatchObject({ created: 4 });
    expect((await storedActivity(kg.id, dance.id))?.feesCount).toBe(3);
    // Борис's parents paid part of December at the desk before he left
    await payAtDesk(kg.id, (await fee(boris, '2026-12'))!, 1000);
  });

  it('leaves every activity on the leave date (discharge and relocation), through the table’s stream', async () => {
    const discharged = await leave(ana, ChildStatus.Discharged, '2026-11-18');
    expect(discharged.status, JSON.stringify(discharged.error)).toBe(200);
    const relocated = await leave(boris, ChildStatus.Relocated, '2026-11-11');
    expect(relocated.status, JSON.stringify(relocated.error)).toBe(200);
    await streamed();
    expect((await enrolment(ana))?.periods).toEqual([{ from: '2026-09-15', to: '2026-11-18' }]);
    expect((await enrolment(ana, english))?.periods).toEqual([{ from: '2026-09-15', to: '2026-11-18' }]);
    expect((await enrolment(boris))?.periods).toEqual([{ from: '2026-09-15', to: '2026-11-11' }]);
    expect((await enrolment(vera))?.periods).toEqual([{ from: '2026-09-15', to: null }]);
    // the activities count the children taking part now
    expect((await storedActivity(kg.id, dance.id))?.enrolledCount).toBe(1);
    expect((await storedActivity(kg.id, english.id))?.enrolledCount).toBe(0);
  });

  it('is billed the leave month pro rata, then nothing: the next two months', async () => {
    const november = await generate(2026, 11);
    expect(november.status).toBe(200);
    // Ана: 5 of 8 session days (3, 5, 10, 12, 17) → 25,00 €; Борис: 3 of 8 (3, 5, 10) → 15,00 €
    expect(await fee(ana, '2026-11')).toMatchObject({ sessions: 5, baseCents: 2500, amountCents: 2500 });
    expect(await fee(boris, '2026-11')).toMatchObject({ sessions: 3, baseCents: 1500 });
    expect(await fee(vera, '2026-11')).toMatchObject({ sessions: 8, baseCents: 4000 });
    // English: the 19th is after the leave and is not billed
    expect(await fee(ana, '2026-11', english)).toMatchObject({ sessions: 3, baseCents: 2400 });

    const december = await generate(2026, 12);
    // Ана's unpaid December fees go; Борис's paid part stays (money taken is never dropped silently)
    expect(december.body).toMatchObject({ removed: 2, count: 2 });
    expect(await fee(ana, '2026-12')).toBeUndefined();
    expect(await fee(ana, '2026-12', english)).toBeUndefined();
    expect(await fee(boris, '2026-12')).toMatchObject({ paidCents: 1000 });
    expect(await fee(vera, '2026-12')).toMatchObject({ amountCents: 4000 });
    const january = await generate(2027, 1);
    expect(january.body).toMatchObject({ created: 1, count: 1 });
    expect(await fee(ana, '2027-01')).toBeUndefined();
    // 3 ahead, 3 of November, Ана's December removed, 1 of January
    expect((await storedActivity(kg.id, dance.id))?.feesCount).toBe(6);
  });

  it('is not billed after the leave even when its enrolment was left open (a missed stream record)', async () => {
    // the enrolment written open again after the stream ended it
    await enrol(dance, boris);
    await generate(2027, 2);
    expect(await fee(boris, '2027-02')).toBeUndefined();
    await generate(2026, 11);
    expect(await fee(boris, '2026-11')).toMatchObject({ sessions: 3, baseCents: 1500 });
  });
});
