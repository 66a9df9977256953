import { Text } from '@mantine/core';
import type { ApiReply } from '../../api/routes';
import { formatLongDate, formatLongDateTime } from '../../ui/format/dates';
import { ItemTitle } from './item-title';

type UnreadEvent = ApiReply<'communication.events'>['result'][number];
type UnansweredPoll = ApiReply<'communication.polls'>['result'][number];

/** How a notification reads in the header's dropdown (small) and on /notifications. */
interface LineProps {
  small?: boolean;
  /** The dropdown closes when the user follows the link. */
  onOpen?: () => void;
}

/** An unread event: its title (opening it in the calendar) and when it is. */
export function EventLine({ event, small, onOpen }: LineProps & { event: UnreadEvent }) {
  return (
    <>
      <ItemTitle
        to={`/calendar?id=${event.id}`}
        page="/calendar"
        fz={small ? 'sm' : undefined}
        onClick={onOpen}
      >
        {event.title}
      </ItemTitle>
      <Text fz={small ? 'xs' : 'sm'} c="dimmed">
        {formatLongDateTime(event.fromDate)} – {formatLongDateTime(event.toDate)}
      </Text>
    </>
  );
}

/** An unanswered poll: its question (opening it) and its deadline. */
export function PollLine({ poll, small, onOpen }: LineProps & { poll: UnansweredPoll }) {
  return (
    <>
      <ItemTitle to={`/polls/${poll.id}`} page="/polls/{id}" fz={small ? 'sm' : undefined} onClick={onOpen}>
        {poll.question}
      </ItemTitle>
      <Text fz={small ? 'xs' : 'sm'} c="dimmed">
        Краен срок: {formatLongDate(poll.expirationTime)}
      </Text>
    </>
  );
}
