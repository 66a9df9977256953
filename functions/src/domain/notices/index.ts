import { Role } from '@gradina/shared';
import { keys, queryAll } from '../../platform/db';
import { enqueue } from '../../platform/queue/send';
import { pushToUsers } from '../../platform/realtime/push';

/**
 * Notices: how any area tells users something happened, without importing the communication area. A notice
 * is a live toast (the hub event `receiveNotice`, to the users' open tabs) and/or an inbox message from the
 * kindergarten: a work message of type `noticeMessageType` that the communication area's consumer turns
 * into a message sent by "Система" (functions/src/areas/communication/fanout/notices.ts).
 */

export const noticeMessageType = 'communication.notice';

/** The inbox message a notice asks the communication area to write. */
export interface NoticeMessage {
  kindergartenId: string;
  /** Makes the notice's message once-only: a retried stream record or a redelivery writes nothing more. */
  key: string;
  userIds: string[];
  title: string;
  /** Plain text; the message shows it as one paragraph. */
  text: string;
}

export interface Notice extends NoticeMessage {
  /** A live toast to the users' open tabs in this kindergarten. */
  toast: boolean;
  /** A message in their inbox. */
  inbox: boolean;
}

/** Sends a notice: the toast now, the message through the work queue. */
export async function notify(notice: Notice): Promise<void> {
  if (notice.userIds.length === 0) return;
  const { toast, inbox, ...message } = notice;
  await Promise.all([
    toast
      ? pushToUsers(
          message.userIds,
          { event: 'receiveNotice', data: { id: message.key, title: message.title, text: message.text } },
          { kindergartenId: message.kindergartenId },
        )
      : undefined,
    inbox ? enqueue('work', { type: noticeMessageType, key: message.key, payload: message }) : undefined,
  ]);
}

/** The directors of a kindergarten (its memberships on GSI1, one Query). */
export async function directorsOf(kindergartenId: string): Promise<string[]> {
  const members = await queryAll<{ userId: string; role: number }>({
    index: 'GSI1',
    partition: keys.membershipByKindergarten(kindergartenId, '').GSI1PK,
    attributes: ['userId', 'role'],
  });
  return members.filter((m) => Number(m.role) === Role.Director).map((m) => String(m.userId));
}

/** The parent users of a child (the guardian links on the child's partition, one Query). */
export async function guardiansOf(kindergartenId: string, childId: string): Promise<string[]> {
  const links = await queryAll<{ parentUserId: string }>({
    partition: keys.child(kindergartenId, childId).PK,
    beginsWith: 'GUARDIAN#',
    attributes: ['parentUserId'],
  });
  return links.map((l) => String(l.parentUserId));
}
