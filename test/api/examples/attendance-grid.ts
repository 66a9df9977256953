import type { ExampleWorld, RouteExamples } from '../route-examples';
import { childrenOfDemoTeacher } from './anthropometrics';

/**
 * Examples of the attendance grid routes on the demo teacher's group: marks go to a month far ahead
 * (Monday 10 March 2098, a working day no suite or demo month touches), so every role's call leaves the demo
 * attendance as the other suites expect.
 */

const far = { month: '3', year: '2098' };
const farDay = '2098-03-10';

const teachersGroup = async (w: ExampleWorld) => (await childrenOfDemoTeacher(w))[0]!.groupId;

export const examples = {
  'attendance.groupAttendance': async (w) => ({
    path: { groupId: await teachersGroup(w), ...far },
    query: { kindergartenId: w.kindergartenId },
  }),
  'attendance.markAttendance': async (w) => {
    const [child] = await childrenOfDemoTeacher(w);
    return {
      body: {
        kindergartenId: w.kindergartenId,
        groupId: child!.groupId,
        cells: [{ studentId: child!.id, forDate: farDay, type: 2 }],
      },
    };
  },
  'attendance.exportAttendanceForm': async (w) => ({
    path: { classId: await teachersGroup(w), ...far },
    query: { kindergartenId: w.kindergartenId },
  }),
} satisfies RouteExamples;
