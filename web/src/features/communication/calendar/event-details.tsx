import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatEventPeriod } from '../../../ui/format/calendar';
import { roleLabels } from '../../../ui/format/labels';
import { RichText } from '../../../ui/forms/RichText';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { toast } from '../common';
import { forgetDeletedEvent, useEvent } from '../queries';
import type { CalendarEvent } from './event-chip';
import { audienceText, eventLabels } from './event-form-values';

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** The event's details in a modal: when, for whom, who wrote it; its .ics, edit and delete. */
export function EventDetailsModal({
  id,
  groupNames,
  onClose,
  onEdit,
}: {
  id: string;
  groupNames: ReadonlyMap<string, string>;
  onClose: () => void;
  onEdit: (event: CalendarEvent) => void;
}) {
  const client = useQueryClient();
  const { can } = usePermissions();
  const event = useEvent(id);
  const failed = (title: string) => (error: unknown) =>
    void toast({ title, message: error instanceof Error ? error.message : 'Възникна грешка!', color: 'red' });

  const download = useMutation({
    mutationFn: () => callApi('communication.eventIcs', { path: { id } }),
    onError: failed('Изтегляне'),
  });
  // A refused delete keeps the question open beside the toast.
  const remove = useConfirmDelete<{ title: string }>({
    remove: () => callApi('communication.deleteEvent', { path: { id } }),
    onDeleted: () => {
      forgetDeletedEvent(client, id);
      void toast({ title: 'Календар', message: 'Събитието е изтрито.', testId: 'event-deleted-toast' });
      onClose();
    },
    onRefused: (message) => void toast({ title: 'Изтриване', message, color: 'red' }),
    refusedText: 'Действието не беше изпълнено.',
    keepOpenWhenRefused: true,
    title: 'Изтриване на събитие',
    question: (event) =>
      `Да се изтрие ли събитието „${event.title}“? То изчезва от календара на всички получатели.`,
    testId: 'event-delete',
    zIndex: 300,
  });

  const e = event.data;
  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title="Събитие"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        {event.isPending && <Loading />}
        {event.isError && <QueryError error={event.error} testId="event-details-error" />}
        {e && (
          <Stack gap="sm" data-testid="event-details">
            <Title order={2} fz="h3" data-testid="event-details-title">
              {e.title}
            </Title>
            <Detail label="Кога" testId="event-details-period">
              {formatEventPeriod(e)}
            </Detail>
            <Detail label="За кого" testId="event-details-audience">
              {audienceText(e, groupNames)}
            </Detail>
            {e.parentMeeting && (
              <Detail label="Вид" testId="event-details-kind">
                {eventLabels.parentMeeting}
              </Detail>
            )}
            <Detail label="Автор" testId="event-details-author">
              {e.createdBy.name} ({roleLabels[e.createdBy.userType]})
            </Detail>
            {e.description &&
              (looksLikeHtml(e.description) ? (
                <RichText html={e.description} testId="event-details-description" />
              ) : (
                <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="event-details-description">
                  {e.description}
                </Text>
              ))}
            <Group gap="xs" mt="xs">
              <Button
                variant="light"
                onClick={() => download.mutate()}
                loading={download.isPending}
                data-testid="event-ics"
              >
                Изтегли .ics
              </Button>
              {e.canEdit && can('Events', 'create') && (
                <Button variant="light" onClick={() => onEdit(e)} data-testid="event-edit">
                  Редактирай
                </Button>
              )}
              {can('Events', 'delete') && (
                <Button variant="light" color="red" onClick={() => remove.ask(e)} data-testid="event-delete">
                  Изтрий
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
      {remove.modal}
    </>
  );
}

function Detail({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <Text fz="sm">
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      <span data-testid={testId}>{children}</span>
    </Text>
  );
}
