import type { MonthLockState } from '@gradina/shared/manifest/routes/attendance/month-lock';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client';
import { formatDateDigits } from '../../../ui/format/dates';
import type { MonthChoice } from '../../../ui/forms/MonthFilter';
import { MessageAlert, useMessage } from '../../../ui/result-message';
import { invalidateMonthLock, monthLockQuery } from './queries';

/** The automatic lock's choices: off, or a day 1-28 of the next month (the АСП deadline is the 4th). */
const autoLockChoices = [
  { value: 'off', label: 'Изключено' },
  ...Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}-о число` })),
];

const lockLine = (s: MonthLockState) =>
  s.lockedBy === 'automatic'
    ? `Месецът е заключен автоматично от ${formatDateDigits(s.lockedAt ?? '')} за всички групи.`
    : 'Месецът е заключен от директора за всички групи.';

/**
 * The kindergarten's month lock on the attendance page (issue #24, point 9): everyone sees whether the month
 * is locked for the whole kindergarten; the director locks it, unlocks it with a reason (kept in the audit
 * log) and sets the automatic lock on a day of the next month.
 */
export function MonthLockPanel({ kindergartenId, ym }: { kindergartenId: string; ym: MonthChoice }) {
  const client = useQueryClient();
  const msg = useMessage();
  const [unlocking, setUnlocking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const state = useQuery(monthLockQuery(kindergartenId, ym.year, ym.month));
  if (!state.data) return null;
  const s = state.data;
  const month = `${ym.year}-${String(ym.month).padStart(2, '0')}`;
  const lock = async (locked: boolean, why?: string) => {
    try {
      await callApi('attendance.lockKindergartenMonth', {
        body: { kindergartenId, month, locked, ...(why ? { reason: why } : {}) },
      });
      msg.ok(locked ? 'Месецът е заключен за всички групи.' : 'Месецът е отключен за всички групи.');
      setUnlocking(false);
      setReason('');
    } catch (e) {
      if (!locked) setReasonError(e instanceof Error ? e.message : String(e));
      else msg.fail(e);
    }
    await invalidateMonthLock(client);
  };
  const saveAutoLock = async (value: string | null) => {
    try {
      await callApi('attendance.saveMonthAutoLock', {
        body: { kindergartenId, autoLockDay: value && value !== 'off' ? Number(value) : null },
      });
      msg.ok(
        value && value !== 'off'
          ? `Всеки месец ще се заключва автоматично на ${value}-о число на следващия месец.`
          : 'Автоматичното заключване е изключено.',
      );
    } catch (e) {
      msg.fail(e);
    }
    await invalidateMonthLock(client);
  };
  return (
    <Stack gap="xs" data-testid="month-lock">
      <MessageAlert msg={msg} testId="month-lock-message" errorTestId="month-lock-error" />
      {s.isLocked && (
        <Alert color="gray" data-testid="month-lock-locked">
          {lockLine(s)} Присъствията не могат да се променят, докато директорът не го отключи.
        </Alert>
      )}
      {s.canLock && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {s.isLocked ? (
            <Button
              variant="light"
              onClick={() => {
                setReasonError(undefined);
                setUnlocking(true);
              }}
              data-testid="month-lock-unlock"
            >
              Отключи месеца за всички групи
            </Button>
          ) : (
            <Button onClick={() => lock(true)} data-testid="month-lock-lock">
              Заключи месеца за всички групи
            </Button>
          )}
          <Select
            label="Автоматично заключване (ден от следващия месец)"
            data={autoLockChoices}
            value={s.autoLockDay ? String(s.autoLockDay) : 'off'}
            onChange={(v) => void saveAutoLock(v)}
            allowDeselect={false}
            w={300}
            data-testid="month-lock-auto"
          />
        </Group>
      )}
      {s.canLock && s.autoLockDate && !s.isLocked && (
        <Text fz="sm" c="dimmed" data-testid="month-lock-auto-date">
          Месецът ще се заключи автоматично на {formatDateDigits(s.autoLockDate)}.
        </Text>
      )}
      <Modal
        opened={unlocking}
        onClose={() => setUnlocking(false)}
        title="Отключване на месеца за всички групи"
        data-testid="month-lock-modal"
      >
        <Stack gap="sm">
          <Text fz="sm">Причината се записва в журнала за сигурност на детската градина.</Text>
          <Textarea
            label="Причина"
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            data-testid="month-lock-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUnlocking(false)}>
              Отказ
            </Button>
            <Button
              onClick={() => {
                if (reason.trim().length < 3) {
                  setReasonError('Полето "Причина" е задължително при отключване (поне 3 знака).');
                  return;
                }
                void lock(false, reason.trim());
              }}
              data-testid="month-lock-confirm"
            >
              Отключи
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
