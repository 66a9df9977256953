/**
 * Attendance requests demo data: in the main demo kindergarten's active school year, family-reason requests
 * (approved, pending, rejected), summer declarations for the coming summer and medical notices (approved,
 * waiting, annulled), for the demo parent's child and children of the demo teacher's group. Written through
 * the features' own domain functions, so the items, their indexes and the grid's marks are what the product
 * writes (an approval marks the grid through ATT-GRID's setDays).
 *
 *   await seedAttendanceRequestsDemo(demo);  // after the world is saved
 */

import { readNote } from '../../../functions/src/areas/attendance/medical-notes/items';
import {
  annulNote,
  approveNote,
  registerNote,
} from '../../../functions/src/areas/attendance/medical-notes/notes';
import { readRequest } from '../../../functions/src/areas/attendance/requests/items';
import { decideRequest, submitRequest } from '../../../functions/src/areas/attendance/requests/requests';
import { type ChildRow, readChild } from '../../../functions/src/domain/children/access';
import type { TenantRouteSession } from '../../../functions/src/platform/http/route-session';
import { AbsenceType, RequestStatus, Role } from '../../../shared/src/enums';
import type { DemoWorld } from './seed';

export async function seedAttendanceRequestsDemo(
  demo: DemoWorld,
): Promise<{ requests: number; notes: number }> {
  const { main } = demo.kindergartens;
  const session = (userId: string, role: Role): TenantRouteSession => ({
    userId,
    sessionId: 'demo-seed',
    role,
    kindergartenId: main.id,
    periodId: main.activePeriodId ?? null,
    can: () => true,
  });
  const director = session(demo.accounts.director.id, Role.Director);
  const parent = session(demo.accounts.parent.id, Role.Parent);
  const teacher = session(demo.accounts.teacher.id, Role.Teacher);

  // The demo parent's children: the older one (compulsory age: the limit applies) gets the requests.
  const ownIds = demo.world.items
    .filter(
      (i) =>
        'type' in i &&
        i.type === 'Guardian' &&
        (i as unknown as { parentUserId?: string }).parentUserId === parent.userId,
    )
    .map((i) => (i as unknown as { childId: string }).childId);
  const teachersGroup = demo.groups.find(
    (g) =>
      g.kindergartenId === main.id && (g as { teacherIds?: string[] }).teacherIds?.includes(teacher.userId),
  );
  const groupChildren = demo.children.filter(
    (c) => c.groupId === teachersGroup?.id && !ownIds.includes(c.id),
  );
  if (ownIds.length === 0 || groupChildren.length < 3)
    throw new Error('attendance requests demo: no parent’s child or group');
  const child = async (id: string) => (await readChild(main.id, id)) as ChildRow;
  const owns = (await Promise.all(ownIds.map(child))).sort((x, y) => x.birthDate.localeCompare(y.birthDate));
  const own = owns[0]!;
  const younger = owns.at(-1)!;
  const [a, b, c] = await Promise.all(groupChildren.slice(0, 3).map((g) => child(g.id)));

  const family = (fromDate: string, toDate: string, reason: string) => ({
    kindergartenId: main.id,
    absenceType: AbsenceType.AbsenceFamilyReason,
    fromDate,
    toDate,
    reason,
    attendingWeeks: [],
  });
  const request = async (who: TenantRouteSession, ch: ChildRow, body: ReturnType<typeof family>) =>
    String((await submitRequest(who, { ...body, studentId: ch.id }, ch)).entityId);
  const decide = async (id: string, status: 1 | 2, comment?: string) =>
    decideRequest(director, { requestId: id, status, comment }, (await readRequest(main.id, id))!);

  // The parent's child: a trip approved in October, a wedding waiting in December.
  await decide(
    await request(parent, own, family('2026-10-19', '2026-10-20', 'Семейно пътуване')),
    RequestStatus.Approved,
  );
  await request(parent, own, family('2026-12-14', '2026-12-16', 'Сватба в семейството'));
  // The group: one approved, one waiting, one rejected.
  await decide(
    await request(director, a!, family('2026-11-02', '2026-11-04', 'Гостуване при баба')),
    RequestStatus.Approved,
  );
  await request(teacher, b!, family('2026-12-07', '2026-12-08', 'Семейни причини'));
  await decide(
    await request(director, c!, family('2026-12-09', '2026-12-10', 'Почивка')),
    RequestStatus.Rejected,
    'Моля, уточнете причината в ново заявление.',
  );

  // Summer declarations for June and July 2027.
  const summer = (weeks: string[]) => ({
    kindergartenId: main.id,
    absenceType: AbsenceType.Attendance,
    fromDate: '2027-06-01',
    toDate: '2027-09-14',
    attendingWeeks: weeks,
  });
  await submitRequest(
    parent,
    { ...summer(['2027-06-07', '2027-06-14', '2027-07-05']), studentId: own.id },
    own,
  );
  await submitRequest(
    director,
    { ...summer(['2027-06-07', '2027-06-14', '2027-06-21']), studentId: a!.id },
    a!,
  );
  await submitRequest(director, { ...summer(['2027-06-14', '2027-06-21']), studentId: b!.id }, b!);

  // Medical notices: the parent's waiting for the director, one approved, one annulled.
  const note = async (
    who: TenantRouteSession,
    ch: ChildRow,
    fromDate: string,
    toDate: string,
    doctor: string,
  ) =>
    String(
      (await registerNote(who, { kindergartenId: main.id, studentId: ch.id, fromDate, toDate, doctor }, ch))
        .entityId,
    );
  await note(parent, younger, '2026-11-16', '2026-11-18', 'д-р Мария Колева');
  const approved = await note(teacher, b!, '2026-10-05', '2026-10-09', 'д-р Георги Иванов');
  await approveNote(director, (await readNote(main.id, approved))!);
  const annulled = await note(teacher, c!, '2026-10-12', '2026-10-13', 'д-р Георги Иванов');
  await annulNote(director, (await readNote(main.id, annulled))!, 'Бележката е за друго дете.');
  return { requests: 7 + owns.length, notes: 3 };
}
