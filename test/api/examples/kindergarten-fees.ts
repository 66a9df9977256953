import { kindergartenFeeKeys } from '../../../functions/src/areas/payments/kindergarten-fees/items';
import { getItem, putItem } from '../../../functions/src/platform/db';
import { Role } from '../../../shared/src/enums';
import { call } from '../../support/api-client';
import { aFeeType, aKindergartenFee, historyXlsx, moduleOn } from '../../support/kindergarten-fees';
import { childrenOfParent } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';

/**
 * Examples of the kindergarten fees on the demo kindergarten, with the module switched on first: fee types
 * and exemptions of 2026 only, and a month far from anything (March 2031) for generation and statements, so
 * the examples write little.
 */

const far = { year: 2031, month: 3 };

async function demoChild(w: ExampleWorld) {
  const child = (await childrenOfParent(w.userIds.parent!, w.kindergartenId))[0];
  if (!child) throw new Error('the demo parent has no child');
  return { id: String(child.childId), name: String(child.childName ?? 'Дете') };
}

const on = async (w: ExampleWorld) => {
  await moduleOn(w.kindergartenId);
  return { kindergartenId: w.kindergartenId };
};

const settingsVersion = async (w: ExampleWorld) =>
  Number(
    (
      await getItem<{ version?: number }>(kindergartenFeeKeys.settings(w.kindergartenId), {
        consistent: true,
      })
    )?.version ?? 0,
  );

/** A staff member's child exemption of the demo child, as a save writes it. */
async function anExemption(w: ExampleWorld) {
  const id = `example-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await putItem({
    ...kindergartenFeeKeys.exemption(w.kindergartenId, id),
    id,
    kindergartenId: w.kindergartenId,
    childId: (await demoChild(w)).id,
    childName: 'Пример',
    kind: 1,
    label: 'Дете на служител',
    percent: 100,
    document: null,
    fromDate: '2026-09-01',
    toDate: null,
    version: 1,
  });
  return id;
}

export const examples = {
  'payments.kindergartenFeeSettings': (w) => ({ query: { kindergartenId: w.kindergartenId } }),
  'payments.saveKindergartenFeeSettings': async (w) => ({
    body: {
      kindergartenId: w.kindergartenId,
      enabled: true,
      providerId: null,
      version: await settingsVersion(w),
    },
  }),
  // The Master switches any kindergarten; anyone else only the one they work in (403 for another's).
  'payments.switchKindergartenFees': (w) => ({
    path: { kindergartenId: w.kindergartenId },
    body: { enabled: true },
    asCaller: async ({ token }) => {
      const me = (await call('GET', '/api/identity/user-data', { token })).body as {
        userType?: number;
        kindergartens?: { id: string; isSelected: boolean }[];
      };
      const selected = me.kindergartens?.find((k) => k.isSelected)?.id;
      return { forbidden: me.userType !== Role.Master && selected !== w.kindergartenId };
    },
  }),
  'payments.kindergartenFeeTypes': async (w) => ({ query: await on(w) }),
  // An edit of a fee type just made, so the object rule acts on a record.
  'payments.saveKindergartenFeeType': async (w) => ({
    body: {
      ...(await on(w)),
      id: (await aFeeType(w.kindergartenId, { name: 'Пример: месечна такса' })).id,
      version: 1,
      name: 'Пример: месечна такса',
      pricing: 'mixed',
      priceCents: 2000,
      variableCents: 2800,
      fromDate: '2026-09-01',
      toDate: '2026-12-31',
    },
  }),
  'payments.deleteKindergartenFeeType': async (w) => {
    await on(w);
    return { path: { id: (await aFeeType(w.kindergartenId, { name: 'Пример за изтриване' })).id } };
  },
  'payments.kindergartenFeeExemptions': async (w) => ({ query: await on(w) }),
  'payments.saveKindergartenFeeExemption': async (w) => ({
    body: {
      ...(await on(w)),
      id: await anExemption(w),
      version: 1,
      childId: (await demoChild(w)).id,
      kind: 2,
      percent: 50,
      document: 'Решение № 12/03.09.2026 на ДСП',
      fromDate: '2026-09-01',
      toDate: '2026-12-31',
    },
  }),
  'payments.deleteKindergartenFeeExemption': async (w) => {
    await on(w);
    return { path: { id: await anExemption(w) } };
  },
  'payments.generateKindergartenFees': async (w) => ({ body: { ...(await on(w)), ...far } }),
  'payments.kindergartenFeesOfMonth': async (w) => ({
    query: { ...(await on(w)), year: '2026', month: '11', PageSize: '20' },
  }),
  'payments.correctKindergartenFee': async (w) => {
    await on(w);
    const fee = await aKindergartenFee(w.kindergartenId, await demoChild(w), '2031-02', {
      id: `example-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: 'Пример: корекция',
    });
    return {
      path: { id: fee.id },
      body: {
        kindergartenId: w.kindergartenId,
        amountCents: 7500,
        reason: 'Пример: половин месец',
        version: 1,
      },
    };
  },
  'payments.kindergartenFeeStatements': async (w) => ({
    query: { ...(await on(w)), year: String(far.year), month: String(far.month) },
  }),
  'payments.sendKindergartenFeeStatements': async (w) => ({ body: { ...(await on(w)), ...far } }),
  'payments.kindergartenFeeReport': async (w) => ({
    query: { ...(await on(w)), level: 'groups', fromMonth: '2025-09', toMonth: '2026-11' },
  }),
  'payments.exportKindergartenFeeReport': async (w) => ({
    query: { ...(await on(w)), level: 'kids', fromMonth: '2026-09', toMonth: '2026-11' },
  }),
  'payments.kindergartenFeeHistory': async (w) => ({ query: await on(w) }),
  'payments.importKindergartenFeeHistory': async (w) => ({
    body: {
      ...(await on(w)),
      fileName: 'istoria.xlsx',
      content: await historyXlsx([['Пример Историев', '03.2021', 48, 48]]),
    },
  }),
} satisfies RouteExamples;
