import { describe, expect, it } from 'vitest';
import { historyRows } from './history-sheet';
import type { ExemptionItem, FeeTypeItem, KindergartenFeeItem } from './items';
import {
  attendanceDays,
  childrenOfMonth,
  euroCentsOf,
  exemptionOf,
  type KindergartenMonth,
  keepCorrections,
  kindergartenFeesDue,
} from './pricing';

/** November 2026: 21 working days (Monday to Friday). */
const november = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).filter(
  (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
);

const type = (o: Partial<FeeTypeItem>): FeeTypeItem => ({
  id: 't',
  kindergartenId: 'kg',
  name: 'Месечна такса',
  pricing: 'month',
  priceCents: 15000,
  variableCents: 0,
  groupIds: [],
  siblingSecondPercent: 0,
  siblingThirdFree: false,
  fromDate: '2026-09-01',
  toDate: null,
  version: 1,
  ...o,
});

const child = (id: string, from = '2026-09-15', birthDate = '2021-01-01') => ({
  id,
  name: id,
  birthDate,
  groupId: 'g',
  periods: [{ from, to: null }],
});

const world = (o: Partial<KindergartenMonth>): KindergartenMonth => ({
  kindergartenId: 'kg',
  kindergartenName: 'ЧДГ „Детелина“',
  year: 2026,
  month: 11,
  types: [type({})],
  exemptions: [],
  children: [child('a')],
  workingDates: () => november,
  attendance: new Map(),
  families: new Map(),
  provider: null,
  ...o,
});

const due = (w: KindergartenMonth) => kindergartenFeesDue(w, '2026-11-30T10:00:00.000Z');

describe('kindergarten fees due', () => {
  it('a fixed month pro rata to the working days of a mid-month start', () => {
    const [fee] = due(world({ children: [child('late', '2026-11-16')] }));
    expect(fee).toMatchObject({ scope: 1, sessions: 11, amountCents: 7857, providerName: 'ЧДГ „Детелина“' });
  });

  it('fixed plus attendance, and a day rate without the medical-notice days', () => {
    const attendance = new Map([
      ['a', attendanceDays(Object.fromEntries(november.slice(0, 14).map((d) => [Number(d.slice(8)), 2])))],
      ['b', attendanceDays({ 2: 5, 3: 5, 4: 5, 5: 6, 6: 1 })],
    ]);
    const [mixed] = due(
      world({ types: [type({ pricing: 'mixed', priceCents: 2000, variableCents: 2800 })], attendance }),
    );
    expect(mixed).toMatchObject({ variableCents: 1867, amountCents: 3867 });
    const [daily] = due(
      world({ types: [type({ pricing: 'day', priceCents: 250 })], children: [child('b')], attendance }),
    );
    expect(daily).toMatchObject({ sessions: 17, freeDays: 4, amountCents: 4250 });
  });

  it('siblings by age (second half, third free) and an exemption in force', () => {
    const families = new Map([
      ['x', 'f'],
      ['y', 'f'],
      ['z', 'f'],
    ]);
    const exemption: ExemptionItem = {
      id: 'e',
      kindergartenId: 'kg',
      childId: 'solo',
      childName: 'solo',
      kind: 2,
      label: 'Социално облекчение',
      percent: 50,
      document: 'Заповед 7',
      fromDate: '2026-11-01',
      toDate: null,
      version: 1,
    };
    const fees = due(
      world({
        types: [type({ siblingSecondPercent: 50, siblingThirdFree: true })],
        children: [
          child('z', undefined, '2022-05-01'),
          child('x', undefined, '2020-01-01'),
          child('y', undefined, '2021-03-01'),
          child('solo'),
        ],
        families,
        exemptions: [exemption],
      }),
    );
    const by = new Map(fees.map((f) => [f.childId, f]));
    expect(by.get('x')).toMatchObject({ siblingOrder: 1, amountCents: 15000 });
    expect(by.get('y')).toMatchObject({ siblingOrder: 2, amountCents: 7500 });
    expect(by.get('z')).toMatchObject({ siblingOrder: 3, amountCents: 0, status: 1 });
    expect(by.get('solo')).toMatchObject({
      discountPercent: 50,
      amountCents: 7500,
      exemption: '50% (Социално облекчение)',
    });
    // an exemption from December does not count in November
    expect(exemptionOf([{ ...exemption, fromDate: '2026-12-01' }], 'solo', 2026, 11)).toBeUndefined();
  });

  it('a fee type not in force or of other groups bills nothing', () => {
    expect(due(world({ types: [type({ toDate: '2026-10-31' })] }))).toEqual([]);
    expect(due(world({ types: [type({ groupIds: ['other'] })] }))).toEqual([]);
  });

  it('a corrected fee stays as stored', () => {
    const [fee] = due(world({}));
    const stored = {
      ...fee!,
      amountCents: 100,
      correction: { fromCents: 15000, reason: 'р', by: 'д', at: 'x' },
    };
    expect(keepCorrections([fee!], [stored as KindergartenFeeItem])[0]).toBe(stored);
  });

  it('children of the month from the rosters: a stay overlapping it, cut at the leave', () => {
    const roster = [
      {
        id: 'in',
        firstName: 'А',
        lastName: 'Б',
        birthDate: '2021-01-01',
        enrolledOn: '2026-09-15',
        leftOn: null,
      },
      {
        id: 'left',
        firstName: 'В',
        lastName: 'Г',
        birthDate: '2021-01-01',
        enrolledOn: '2026-09-15',
        leftOn: '2026-10-20',
      },
    ];
    expect(childrenOfMonth([{ id: 'g', roster }], 2026, 11).map((c) => c.id)).toEqual(['in']);
  });
});

describe('the history in leva', () => {
  it('converts at the fixed rate, half-up', () => {
    expect(euroCentsOf(4800)).toBe(2454);
    expect(euroCentsOf(195583)).toBe(100000);
  });

  it('reads the sheet and names the bad rows', () => {
    const { rows, problems } = historyRows([
      ['Дете', 'Месец', 'Сума', 'Платено'],
      ['Ана', '03.2021', 48, 'да'],
      ['Боби', '2025-12', '60,50', 30],
      ['Вики', '01.2026', 10, 0],
      ['', 'x', 1, 0],
    ]);
    expect(rows).toEqual([
      { childName: 'Ана', month: '2021-03', amountBgnCents: 4800, paidBgnCents: 4800 },
      { childName: 'Боби', month: '2025-12', amountBgnCents: 6050, paidBgnCents: 3000 },
    ]);
    expect(problems).toEqual(['ред 4: 2026-01 е след въвеждането на еврото', 'ред 5: няма дете']);
  });
});
