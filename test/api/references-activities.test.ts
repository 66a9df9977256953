import { randomInt, randomUUID } from 'node:crypto';
import { PaymentMethod, Role } from '@gradina/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { putMonthAggregate } from '../../functions/src/domain/aggregates';
import { activityAggregateKind, typeCounter } from '../../functions/src/domain/aggregates/activities';
import { anAccount, testPassword } from '../support/accounts';
import { aCashProvider } from '../support/activities/cash';
import { aType } from '../support/activities/catalogue';
import { anEnglishActivity } from '../support/activities/enrollment';
import { aFee, enrol } from '../support/activities/items';
import { api, download, type Principal, signInAs } from '../support/api';
import { streamed } from '../support/deliveries';
import { officeText } from '../support/documents';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The МОН and municipality references of the extra activities and their fees on a world of their own:
 * three kindergartens in two municipalities of made-up regions, two activity types of this run, aggregates
 * written as the stream consumer writes them in months of 2094 (no other suite uses them); and a fourth
 * kindergarten whose activity, enrolment, fee and desk payment pass through the table's stream.
 */
const letters = () => String.fromCharCode(...Array.from({ length: 2 }, () => 65 + randomInt(0, 26)));
const regionA = `Q${letters()}`;
const regionB = `X${letters()}`;
const municipalityA = `${regionA}${randomInt(10, 100)}`;
const municipalityB = `${regionB}${randomInt(10, 100)}`;
const municipalityC = `Z${letters()}${randomInt(10, 100)}`;
const run = randomUUID().slice(0, 6);
const range = { fromMonth: '2094-01', toMonth: '2094-03' };

let a: GivenKindergarten;
let b: GivenKindergarten;
let c: GivenKindergarten;
let d: GivenKindergarten;
let mon: Principal;
let municipality: Principal;
let dance: { id: string; name: string };
let english: { id: string; name: string };

const write = (kg: GivenKindergarten, month: string, counters: Record<string, number>) =>
  putMonthAggregate({ kind: activityAggregateKind, kindergartenId: kg.id, month, counters });

const kinds = (type: { id: string }, activities: number, enrolled: number, collected = 0) => ({
  [typeCounter.activities(type.id)]: activities,
  [typeCounter.enrolled(type.id)]: enrolled,
  ...(collected ? { [typeCounter.collected(type.id)]: collected } : {}),
});

beforeAll(async () => {
  [a, b, c, d, mon] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Щурче“', municipalityCode: municipalityA, regionCode: regionA })
      .group()
      .child()
      .parent(),
    given.kindergarten({ name: 'ДГ „Ален мак“', municipalityCode: municipalityA, regionCode: regionA }),
    given.kindergarten({ name: 'ДГ „Бреза“', municipalityCode: municipalityB, regionCode: regionB }),
    given.kindergarten({ name: 'ДГ „Зора“', municipalityCode: municipalityC }).group().child(),
    given.nationalUser(Role.MON),
  ]);
  [dance, english] = await Promise.all([aType(`Народни танци ${run}`), aType(`Английски език ${run}`)]);
  const account = await anAccount({ role: Role.Municipality, active: true, municipalityCode: municipalityA });
  municipality = await signInAs(
    { id: account.userId, email: account.email, role: Role.Municipality, kindergartenId: null },
    testPassword,
  );
  const fees = (due: number, paid: number, n: number, nPaid: number) => ({
    due,
    paid,
    fees: n,
    feesPaid: nPaid,
  });
  await Promise.all([
    write(a, '2094-01', {
      activities: 3,
      enrolled: 30,
      ...kinds(dance, 2, 20, 30000),
      ...kinds(english, 1, 10, 12000),
      ...fees(80000, 60000, 30, 22),
      collected: 42000,
      payments: 25,
      cash: 20000,
      bank: 10000,
      online: 12000,
    }),
    write(a, '2094-02', {
      activities: 3,
      enrolled: 28,
      ...kinds(dance, 2, 18, 10000),
      ...kinds(english, 1, 12),
      ...fees(76000, 10000, 30, 4),
      collected: 10000,
      payments: 6,
      pos: 10000,
    }),
    write(b, '2094-03', {
      activities: 1,
      enrolled: 7,
      ...kinds(dance, 1, 7, 7000),
      collected: 7000,
      payments: 7,
      cash: 7000,
    }),
    write(c, '2094-01', { activities: 1, enrolled: 5, ...kinds(english, 1, 5), ...fees(15000, 0, 5, 0) }),
    // outside the range: never counted
    write(a, '2094-04', { activities: 9, enrolled: 99, ...kinds(dance, 9, 99, 99900), collected: 99900 }),
  ]);
});

const ourTypes = <T extends { typeId: string }>(rows: T[]) =>
  rows.filter((r) => r.typeId === dance.id || r.typeId === english.id);
const ourFees = <T extends { kindergartenId: string }>(rows: T[]) =>
  rows.filter((r) => [a.id, b.id, c.id].includes(r.kindergartenId));
const meter = (headers: Headers, what: 'requests' | 'items') =>
  Number(new RegExp(`${what}=(\\d+)`).exec(headers.get('x-gradina-db') ?? '')?.[1]);

describe('who sees what', () => {
  it('shows МОН every kindergarten’s types and fees, one Query per index shard', async () => {
    const types = await api(mon, 'references.activityTypes', { query: { ...range, PageSize: 500 } });
    expect(types.status).toBe(200);
    expect(ourTypes(types.body.result)).toEqual([
      {
        typeId: english.id,
        typeName: english.name,
        kindergartens: 2,
        activities: 2,
        enrolled: 17,
        collectedCents: 12000,
      },
      {
        typeId: dance.id,
        typeName: dance.name,
        kindergartens: 2,
        activities: 3,
        enrolled: 27,
        collectedCents: 47000,
      },
    ]);
    // 8 shards and the national list of types
    expect(meter(types.headers, 'requests')).toBe(9);
    const fees = await api(mon, 'references.activityFees', { query: { ...range, PageSize: 500 } });
    expect(ourFees(fees.body.result).map((r) => [r.kindergartenName, r.month])).toEqual([
      ['ДГ „Ален мак“', '2094-03'],
      ['ДГ „Бреза“', '2094-01'],
      ['ДГ „Щурче“', '2094-01'],
      ['ДГ „Щурче“', '2094-02'],
    ]);
    // 8 shards and the ЕКАТТЕ names of the page's municipalities (issue #26)
    expect(meter(fees.headers, 'requests')).toBe(9);
  });

  it('narrows МОН to a region or a municipality', async () => {
    const region = await api(mon, 'references.activityFees', { query: { ...range, regionCode: regionA } });
    expect(region.body.result.map((r) => r.kindergartenId)).toEqual([b.id, a.id, a.id]);
    const one = await api(mon, 'references.activityTypes', {
      query: { ...range, municipalityCode: municipalityB, PageSize: 500 },
    });
    expect(ourTypes(one.body.result).map((r) => [r.typeName, r.kindergartens, r.enrolled])).toEqual([
      [english.name, 1, 5],
      [dance.name, 0, 0],
    ]);
    expect(meter(one.headers, 'requests')).toBe(2);
  });

  it('shows a municipality only its own kindergartens and refuses another municipality', async () => {
    const types = await api(municipality, 'references.activityTypes', { query: { ...range, PageSize: 500 } });
    expect(
      ourTypes(types.body.result).map((r) => [r.typeName, r.kindergartens, r.activities, r.enrolled]),
    ).toEqual([
      [english.name, 1, 1, 12],
      [dance.name, 2, 3, 27],
    ]);
    expect(types.body.totals.kindergartens).toBe(2);
    // the account's jurisdiction, the municipality's index, the types
    expect(meter(types.headers, 'requests')).toBe(3);
    for (const routeId of ['references.activityTypes', 'references.activityFees'] as const) {
      const other = await api(municipality, routeId, {
        query: { ...range, municipalityCode: municipalityB },
      });
      expect(other.status).toBe(403);
    }
    const file = await download(municipality, 'references.exportActivityFees', {
      query: { ...range, municipalityCode: municipalityB },
    });
    expect(file.status).toBe(403);
  });

  it('refuses directors and parents', async () => {
    for (const user of [a.director, a.parent]) {
      expect((await api(user, 'references.activityTypes', { query: range })).status).toBe(403);
      expect((await api(user, 'references.activityFees', { query: range })).status).toBe(403);
      expect((await download(user, 'references.exportActivityTypes', { query: range })).status).toBe(403);
    }
  });

  it('names the month that breaks the range', async () => {
    for (const toMonth of ['2093-12', '2095-01']) {
      const reply = await api(mon, 'references.activityFees', { query: { fromMonth: '2094-01', toMonth } });
      expect(reply.status).toBe(400);
      expect(reply.error?.errors?.[0]?.field).toBe('query.toMonth');
      expect(reply.error?.errorMessage).toContain('До месец');
    }
    const bad = await api(mon, 'references.activityTypes', {
      query: { fromMonth: '2094-13', toMonth: '2094-12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors?.[0]?.field).toBe('query.fromMonth');
  });
});

describe('the figures', () => {
  it('gives each kindergarten-month’s fees and the totals of the reach', async () => {
    const reply = await api(municipality, 'references.activityFees', { query: range });
    expect(reply.body.result.find((r) => r.kindergartenId === a.id && r.month === '2094-01')).toMatchObject({
      municipalityCode: municipalityA,
      regionCode: regionA,
      fees: 30,
      feesPaid: 22,
      dueCents: 80000,
      paidCents: 60000,
      payments: 25,
      collectedCents: 42000,
      cashCents: 20000,
      bankCents: 10000,
      posCents: 0,
      onlineCents: 12000,
    });
    expect(reply.body.totals).toMatchObject({
      fees: 60,
      dueCents: 156000,
      paidCents: 70000,
      payments: 38,
      collectedCents: 59000,
      cashCents: 27000,
      posCents: 10000,
    });
    expect(reply.body.rowsCount).toBe(3);
  });

  it('reads one item per kindergarten-month, however many children and fees there are', async () => {
    const before = await api(municipality, 'references.activityFees', { query: range });
    // the account, then the municipality's kindergarten-months in the range
    expect(meter(before.headers, 'items')).toBe(1 + 3);
    await write(b, '2094-02', { activities: 1, enrolled: 300, fees: 300, due: 900000 });
    const after = await api(municipality, 'references.activityFees', { query: range });
    expect(meter(after.headers, 'items')).toBe(1 + 4);
  });
});

describe('end to end from the stream', () => {
  it('counts an activity, an enrolment, a fee and its payment at the desk', async () => {
    const provider = await aCashProvider(`„Фолклор ${run}“ ЕООД`);
    const activity = await anEnglishActivity(d.id, {
      typeId: dance.id,
      typeName: dance.name,
      providerId: provider.id,
      providerName: provider.name,
      groupIds: [d.group.id],
    });
    const kid = {
      id: d.child.id,
      firstName: d.child.firstName,
      lastName: d.child.lastName,
      groupId: d.group.id,
    };
    await enrol(activity, kid, '2026-10-01');
    const fee = await aFee(d.id, kid, '2026-10', { provider, amountCents: 4000, activityId: activity.id });
    const paid = await api(d.director, 'payments.recordPayment', {
      body: {
        kindergartenId: d.id,
        feeId: fee.id,
        amountCents: 4000,
        method: PaymentMethod.Cash,
        date: '2026-11-20',
        payerName: 'Иван Иванов',
        idempotencyKey: randomUUID(),
      },
    });
    expect(paid.status).toBe(200);
    await streamed();
    const query = { fromMonth: '2026-09', toMonth: '2026-11', municipalityCode: municipalityC };
    const types = await api(mon, 'references.activityTypes', { query: { ...query, PageSize: 500 } });
    expect(types.body.result.find((r) => r.typeId === dance.id)).toMatchObject({
      kindergartens: 1,
      activities: 1,
      enrolled: 1,
      collectedCents: 4000,
    });
    const fees = await api(mon, 'references.activityFees', { query });
    expect(
      fees.body.result.map((r) => [
        r.month,
        r.dueCents,
        r.paidCents,
        r.feesPaid,
        r.collectedCents,
        r.cashCents,
      ]),
    ).toEqual([
      ['2026-10', 4000, 4000, 1, 0, 0],
      ['2026-11', 0, 0, 0, 4000, 4000],
    ]);
  });
});

async function exported(file: { status: number; bytes: Buffer }) {
  expect(file.status).toBe(200);
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return {
    text: await officeText(file.bytes, 'xlsx'),
    rows,
    row: (name: string) => rows.find((r) => r[0] === name),
  };
}

describe('the Excel files', () => {
  it('exports the types with Bulgarian headers, the reach and the money in euros', async () => {
    const sheet = await exported(
      await download(municipality, 'references.exportActivityTypes', { query: range }),
    );
    expect(sheet.text).toContain('Допълнителни дейности по видове');
    expect(sheet.text).toContain(`Община ${municipalityA}, от 01.01.2094 до 31.03.2094`);
    expect(sheet.text).toContain('Изготвена на 21.11.2026 г.');
    expect(sheet.rows[3]).toEqual([
      'Вид дейност',
      'Детски градини',
      'Дейности',
      'Записани деца',
      'Събрани такси (€)',
    ]);
    expect(sheet.row(dance.name)).toEqual([dance.name, 2, 3, 27, 470]);
    expect(sheet.text).toContain(english.name);
  });

  it('exports the fees per kindergarten and month with the totals', async () => {
    const sheet = await exported(
      await download(mon, 'references.exportActivityFees', { query: { ...range, regionCode: regionB } }),
    );
    expect(sheet.text).toContain(
      'Такси по детски градини и месеци: допълнителни дейности и такса за детската градина',
    );
    expect(sheet.text).toContain(`Област ${regionB}`);
    expect(sheet.rows[3]).toEqual([
      'Детска градина',
      'Община',
      'Месец',
      'Вид такса',
      'Такси',
      'Изцяло платени такси',
      'Дължими (€)',
      'Платени от тях (€)',
      'Плащания',
      'Събрани през месеца (€)',
      'В брой (€)',
      'По банков път (€)',
      'С карта на ПОС (€)',
      'Онлайн (€)',
    ]);
    expect(sheet.text).toContain('150.00 €');
    expect(sheet.rows.slice(4)).toEqual([
      ['ДГ „Бреза“', municipalityB, 'януари 2094', 'Допълнителни дейности', 5, 0, 150, 0, 0, 0, 0, 0, 0, 0],
      ['Общо', '', '', '', 5, 0, 150, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });
});
