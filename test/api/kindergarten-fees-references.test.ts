import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod, Role } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { streamed } from '../support/deliveries';
import { xlsxRows } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';
import { aKindergartenFee, moduleOn } from '../support/kindergarten-fees';

/**
 * Issue #33, the kindergarten fees' references: the kindergarten's own report as an xlsx, and the МОН's
 * `/administrative-references/fees` showing a private kindergarten's monthly fee next to the activity fees,
 * from the kindergarten-month aggregates the stream keeps (a municipality of this run's own, so no other
 * suite's kindergarten is in the reach).
 */
const municipality = `K${String.fromCharCode(65 + randomInt(0, 26))}${randomInt(10, 100)}`;
let kg: GivenKindergarten;
let mon: Principal;

const rowsOf = async (file: { status: number; bytes: Buffer }) => {
  expect(file.status).toBe(200);
  return xlsxRows(file.bytes);
};

beforeAll(async () => {
  [kg, mon] = await Promise.all([
    given.kindergarten({ name: 'ЧДГ „Маргаритка“', municipalityCode: municipality }).group().child().parent(),
    given.nationalUser(Role.MON),
  ]);
  await moduleOn(kg.id);
  const child = { id: kg.child.id, name: `${kg.child.firstName} ${kg.child.lastName}`, groupId: kg.group.id };
  const [september] = await Promise.all([
    aKindergartenFee(kg.id, child, '2026-09', { id: 'monthly', name: 'Месечна такса' }, 15000),
    aKindergartenFee(kg.id, child, '2026-10', { id: 'monthly', name: 'Месечна такса' }, 15000),
  ]);
  const paid = await api(kg.director, 'payments.recordPayment', {
    body: {
      kindergartenId: kg.id,
      feeId: september.id,
      amountCents: 15000,
      method: PaymentMethod.Cash,
      date: '2026-10-05',
      payerName: 'Мария Маргаритова',
      idempotencyKey: randomUUID(),
    } as never,
  });
  expect(paid.status, JSON.stringify(paid.error)).toBe(200);
  await streamed();
});

describe('the kindergarten’s report as xlsx', () => {
  it('has the screen’s rows by child, the totals and which amounts are in euro', async () => {
    const rows = await rowsOf(
      await download(kg.director, 'payments.exportKindergartenFeeReport', {
        query: { kindergartenId: kg.id, level: 'kids', fromMonth: '2026-09', toMonth: '2026-10' },
      }),
    );
    const name = `${kg.child.firstName} ${kg.child.lastName}`;
    expect(rows.flat()).toContain('Такси за детската градина по деца');
    const header = rows.findIndex((r) => r[0] === 'Месец');
    expect(rows[header]).toEqual([
      'Месец',
      'Дете',
      'Дължимо',
      'Платено',
      'Просрочено',
      'В брой',
      'Банка',
      'ПОС',
      'Онлайн',
      'Валута',
    ]);
    // money in euro: September paid in cash, October unpaid after its month
    expect(rows[header + 1]?.slice(0, 6)).toEqual(['септември 2026', name, 150, 150, 0, 150]);
    expect(rows[header + 2]?.slice(1, 5)).toEqual([name, 150, 0, 150]);
    expect(rows[header + 2]?.[9]).toBe('евро');
    expect(rows.at(-1)?.slice(0, 5)).toEqual(['Общо', '', 300, 150, 150]);
  });

  it('is for the staff who manage the fees', async () => {
    const refused = await download(kg.parent, 'payments.exportKindergartenFeeReport', {
      query: { kindergartenId: kg.id, level: 'kindergarten', fromMonth: '2026-10', toMonth: '2026-11' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('the МОН’s fees reference', () => {
  it('shows the kindergarten fee beside the activity fees, due by month and collected by method', async () => {
    const query = { fromMonth: '2026-09', toMonth: '2026-12', municipalityCode: municipality };
    const reply = await api(mon, 'references.activityFees', { query });
    expect(reply.status, JSON.stringify(reply.error)).toBe(200);
    expect(
      reply.body.result.map((r) => [
        r.month,
        r.scope,
        r.dueCents,
        r.paidCents,
        r.collectedCents,
        r.cashCents,
      ]),
    ).toEqual([
      ['2026-09', 1, 15000, 15000, 0, 0],
      ['2026-10', 1, 15000, 0, 15000, 15000],
    ]);
    const file = await rowsOf(await download(mon, 'references.exportActivityFees', { query }));
    expect(file.filter((r) => r.includes('Такса за детската градина'))).toHaveLength(2);
  });
});
