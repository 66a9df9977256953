import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { toast } from '../common';

/**
 * "Календар за телефона (.ics)": the user's whole calendar as one iCalendar file, with how to add it to the
 * phone's calendar. The file is a snapshot, so the text says to download it again for new events.
 */
export function PhoneCalendarButton() {
  const [opened, setOpened] = useState(false);
  const download = useMutation({
    mutationFn: () => callApi('communication.calendarIcs'),
    onError: (error) =>
      void toast({
        title: 'Изтегляне',
        message: error instanceof Error ? error.message : 'Възникна грешка!',
        color: 'red',
      }),
  });
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="calendar-phone">
        Календар за телефона (.ics)
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Календар за телефона"
        closeButtonProps={{ 'aria-label': 'Затвори' }}
      >
        <Stack gap="sm" data-testid="calendar-phone-help">
          <Text fz="sm">
            Файлът съдържа вашите събития от детската градина от година назад до две години напред. Добавете
            го в календара на телефона си:
          </Text>
          <List fz="sm" spacing={4}>
            <List.Item>iPhone: отворете изтегления файл и изберете „Добави всички“.</List.Item>
            <List.Item>
              Android (Google Календар): на компютър отворете calendar.google.com, „Настройки“ → „Импортиране
              и експортиране“ и изберете файла; събитията се появяват и на телефона.
            </List.Item>
            <List.Item>
              Outlook: отворете файла или го импортирайте от „Файл“ → „Отваряне и експортиране“.
            </List.Item>
          </List>
          <Text fz="sm" c="dimmed">
            Файлът не се обновява сам: при нови или променени събития го изтеглете и добавете отново.
          </Text>
          <Button onClick={() => download.mutate()} loading={download.isPending} data-testid="calendar-ics">
            Изтегли календара (.ics)
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
