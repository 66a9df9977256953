import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../ui/format/dates';

export interface LockedDays {
  noteId: string;
  studentName: string;
  /** The notice's days left unexcused because the director locked them. */
  dates: string[];
}

/**
 * After an approval: the notice's days that were not excused because they are locked. The director may
 * excuse them in the same step (a checkbox to confirm: the change is kept in the audit log); anyone else
 * only reads which days are left.
 */
export function LockedDaysModal(props: {
  locked: LockedDays | undefined;
  isDirector: boolean;
  pending: boolean;
  onExcuse: (noteId: string) => void;
  onClose: () => void;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const { locked } = props;
  const close = () => {
    setConfirmed(false);
    props.onClose();
  };
  return (
    <Modal
      opened={Boolean(locked)}
      onClose={close}
      title="Заключени дни"
      closeButtonProps={{ 'aria-label': 'Затвори' }}
      data-testid="note-locked-modal"
    >
      <Stack gap="md">
        <Text>
          {locked &&
            `${locked.studentName}: ${locked.dates.length === 1 ? 'този ден е заключен и не е извинен' : 'тези дни са заключени и не са извинени'}.`}
        </Text>
        <List data-testid="note-locked-days">
          {locked?.dates.map((d) => (
            <List.Item key={d}>{formatDate(d)}</List.Item>
          ))}
        </List>
        {props.isDirector ? (
          <>
            <Checkbox
              label="Извини и заключените дни (промяната се записва в одита)"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
              data-testid="note-locked-confirm"
            />
            <Group>
              <Button
                disabled={!confirmed}
                loading={props.pending}
                onClick={() => {
                  if (!locked) return;
                  setConfirmed(false);
                  props.onExcuse(locked.noteId);
                }}
                data-testid="note-locked-excuse"
              >
                Извини заключените дни
              </Button>
              <Button variant="default" onClick={close}>
                Остави ги
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Само директорът може да извини заключени дни.
            </Text>
            <Group>
              <Button variant="default" onClick={close}>
                Затвори
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
