/**
 * Settlements demo data: for each demo provider with payments, a protocol of September's fees as the demo
 * collected them (paid from 1 September to 31 October 2026: the parents paid September online in early
 * October, the desk took the rest in October), saved through the feature's own function as the director
 * saves it on 2 November 2026. November's payments are left for the screens (and the e2e journey) to settle.
 *
 *   await seedProviderInvoicesDemo(demo);   // after the cash payments' demo
 */

import { prepareSettlement } from '../../../functions/src/areas/payments/provider-invoices/preparation';
import { saveProtocol } from '../../../functions/src/areas/payments/provider-invoices/protocols';
import type { ActivityItem } from '../../../functions/src/domain/activities/items';
import { activityKeys } from '../../../functions/src/domain/activities/keys';
import { atTime } from '../../../functions/src/platform/clock';
import { queryAll } from '../../../functions/src/platform/db';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { Role } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

const period = { fromDate: '2026-09-01', toDate: '2026-10-31' };

export async function seedProviderInvoicesDemo(demo: DemoWorld): Promise<{ protocols: number }> {
  const { main } = demo.kindergartens;
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: main.activePeriodId,
    can: () => true,
  };
  const activities = await queryAll<Pick<ActivityItem, 'providerId'>>({
    partition: activityKeys.activity(main.id, '').PK,
    beginsWith: 'ACTIVITY#',
    attributes: ['providerId'],
  });
  let protocols = 0;
  for (const providerId of [...new Set(activities.map((a) => a.providerId))].sort()) {
    await atTime(new Date('2026-11-02T08:00:00.000Z'), async () => {
      const prep = await prepareSettlement(main.id, { providerId, ...period }, 'PROTOCOL');
      if (prep.lines.length === 0) return;
      await saveProtocol(director, {
        providerId,
        ...period,
        date: '2026-11-02',
        note: 'Таксите за септември, събрани до 31.10.2026',
        expectedTotalCents: prep.collectedCents,
      });
      protocols++;
    });
  }
  return { protocols };
}
