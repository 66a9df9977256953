import type { StudentAttendanceStatus } from '@gradina/shared';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { Msg } from '../../../ui/result-message';
import { bulkSummary, type Cell, planBulk } from './bulk';
import { showBulkToast } from './bulk-toast';
import { invalidateAttendance } from './queries';
import { statusName } from './statuses';

/**
 * Writing a group's marks and locks (one `attendance.markAttendance` call each): single marks report on the
 * page's result line; bulk marks fill the empty cells and confirm in a toast with „Отмени“ and, when marks
 * were left alone, „Замени и отбелязаните“. The undo writes the previous marks back through the same route.
 */
export function useMarking(kindergartenId: string, groupId: string, msg: Msg) {
  const client = useQueryClient();
  const write = (cells: Cell[], lock?: object) =>
    callApi('attendance.markAttendance', {
      body: { kindergartenId, groupId, cells, ...(lock ? { lock } : {}) } as never,
    });

  const send = async (body: { cells?: Cell[]; lock?: object }, done: string) => {
    try {
      await write(body.cells ?? [], body.lock);
      msg.ok(done);
    } catch (e) {
      msg.fail(e);
    }
    await invalidateAttendance(client);
  };

  const undo = async (cells: Cell[]) => {
    try {
      await write(cells);
      void showBulkToast({ text: 'Промяната е отменена: клетките са както преди нея.' });
    } catch (e) {
      msg.fail(e);
    }
    await invalidateAttendance(client);
  };

  /** Marks `cells` (a day's or a child's, as they were) with `status`: the empty ones, or all with `replace`. */
  const bulk = async (cells: Cell[], status: StudentAttendanceStatus, replace = false): Promise<void> => {
    const plan = planBulk(cells, status, replace);
    try {
      if (plan.write.length > 0) await write(plan.write);
    } catch (e) {
      msg.fail(e);
      return;
    } finally {
      await invalidateAttendance(client);
    }
    msg.clear();
    void showBulkToast({
      text: bulkSummary(plan, statusName(status)),
      ...(plan.write.length > 0 ? { onUndo: () => void undo(plan.undo) } : {}),
      // The replacement starts again from the cells as they were, so its undo restores the fill's too.
      ...(plan.leftAlone > 0 ? { onReplace: () => void bulk(cells, status, true) } : {}),
    });
  };

  return { send, bulk };
}
