/**
 * Certificates demo data: the main demo kindergarten's preparatory group gets preschool certificates for its
 * first three children by name (numbers 1-3 of the school year) and the second is cancelled, so the list
 * shows a cancelled number kept. Written through the feature's own domain functions, so the items, the
 * counter and the markers are exactly what the product writes.
 *
 *   await seedCertificatesDemo(demo);   // after the world is saved (db() / TABLE_NAME)
 */

import { preschoolRefusal } from '../../../functions/src/areas/children/certificates/eligibility';
import { getCertificate } from '../../../functions/src/areas/children/certificates/items';
import { issuePreschoolCertificates } from '../../../functions/src/areas/children/certificates/preschool';
import { cancelCertificate } from '../../../functions/src/areas/children/certificates/relocation';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { isCompulsoryAgeOn } from '../../../shared/src/attendance-rules';
import { GroupAgeKinds, Role } from '../../../shared/src/enums';
import type { SchoolYear } from './builders';
import type { DemoWorld } from './seed';

export async function seedCertificatesDemo(demo: DemoWorld): Promise<{ certificates: number }> {
  const { main } = demo.kindergartens;
  const group = demo.groups.find((g) => g.kindergartenId === main.id && g.ageKind === GroupAgeKinds.PGGroups);
  if (!group) throw new Error('certificates demo: the main kindergarten has no preparatory group');
  const year = demo.world.items.find(
    (i): i is SchoolYear => 'type' in i && i.type === 'SchoolYear' && i.id === group.periodId,
  );
  if (!year) throw new Error('certificates demo: the preparatory group has no school year');
  const director: TenantRouteSession = {
    userId: demo.accounts.director.id,
    sessionId: 'demo-seed',
    role: Role.Director,
    kindergartenId: main.id,
    periodId: group.periodId,
    can: () => true,
  };
  // Preschool certificates are handed out at the end of the school year; a demo never dates one after its
  // today (issue #26), so while the year runs they carry today's date.
  const yearEnd = `${year.yearTo}-06-12`;
  const issueDate = yearEnd < demo.world.today ? yearEnd : demo.world.today;
  const collator = new Intl.Collator('bg');
  // Only children the product would issue one to: of compulsory age, enrolled, in their last preschool year.
  const children = demo.children
    .filter((c) => c.groupId === group.id)
    .filter((c) => isCompulsoryAgeOn(c.birthDate, issueDate) && !preschoolRefusal(c, year, issueDate))
    .sort((a, b) => collator.compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`))
    .slice(0, 3);
  const issued = await issuePreschoolCertificates(director, group, {
    childIds: children.map((c) => c.id),
    issueDate,
  });
  const second = issued.certificates[1];
  const item = second && (await getCertificate(main.id, second.id));
  if (item) await cancelCertificate(director, item);
  return { certificates: issued.certificates.length };
}
