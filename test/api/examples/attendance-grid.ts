import { childrenOfGroup, groupsOfKindergarten } from '../../support/stored';
import type { ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';

/**
 * Examples of the attendance grid routes. Reads are of the demo teacher's group (a teacher reads only their
 * own). The mark names a child of the kindergarten's first group with children, the group the object-access
 * suite gives its teachers; it goes to a month far ahead (Monday 10 March 2098, a working day no suite or demo
 * month touches), so every role's call leaves the demo attendance as the other suites expect.
 */

const far = { month: '3', year: '2098' };
const farDay = '2098-03-10';
/** The far month's marks are made as on the day after it ends (marks are taken only up to today). */
const afterFarMonth = '2098-04-01T10:00:00+03:00';

const teachersGroup = async (w: ExampleWorld) => (await childrenOfDemoTeacher(w))[0]!.groupId;

let firstGroupChild: Promise<{ groupId: string; childId: string }> | undefined;

/** A child of the first open group with children (as the object-access suite picks its group). */
function aChildOfFirstGroup(w: ExampleWorld) {
  firstGroupChild ??= (async () => {
    const group = (await groupsOfKindergarten(w.kindergartenId)).find(
      (g) => Number(g.childrenCount ?? 0) > 0 && !g.closedOn,
    );
    if (!group) throw new Error('the demo kindergarten has no group with children');
    const [child] = await childrenOfGroup(w.kindergartenId, String(group.id));
    return { groupId: String(group.id), childId: String(child!.id) };
  })();
  return firstGroupChild;
}

export const examples = {
  'attendance.groupAttendance': async (w) => ({
    path: { groupId: await teachersGroup(w), ...far },
    query: { kindergartenId: w.kindergartenId },
  }),
  'attendance.markAttendance': async (w) => {
    const { groupId, childId } = await aChildOfFirstGroup(w);
    return {
      body: {
        kindergartenId: w.kindergartenId,
        groupId,
        cells: [{ studentId: childId, forDate: farDay, type: 2 }],
      },
      now: afterFarMonth,
    };
  },
  'attendance.exportAttendanceForm': async (w) => ({
    path: { classId: await teachersGroup(w), ...far },
    query: { kindergartenId: w.kindergartenId },
  }),
} satisfies RouteExamples;
