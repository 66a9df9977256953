import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { AddRowButton, Field, type FieldHost } from '../../../ui/fields';
import { ListError } from '../../../ui/fields/ListError';
import { type ActivityValues, activityLabels, weekdayNames } from './activity-form';

const weekdayOptions = weekdayNames.slice(1).map((label, i) => ({ value: String(i + 1), label }));

/** The activity's week: rows of a weekday and its hours (one at least, fourteen at most). */
export function ScheduleFields({ page }: { page: FieldHost<ActivityValues> }) {
  const slots = useFieldArray({ control: page.form.control, name: 'schedule' });
  const error = page.form.formState.errors.schedule?.message;
  return (
    <Stack gap="xs" data-testid="activity-schedule">
      <Text fw={500} size="sm">
        {activityLabels.schedule}
      </Text>
      {slots.fields.map((slot, i) => (
        <Group key={slot.id} align="flex-end" wrap="wrap" gap="xs" data-testid="activity-slot">
          <Field.Select
            form={page}
            name={`schedule.${i}.weekday`}
            data={weekdayOptions}
            w={150}
            testId="activity-slot-weekday"
          />
          {(['from', 'to'] as const).map((part) => (
            <Field.Text
              key={part}
              form={page}
              name={`schedule.${i}.${part}`}
              type="time"
              w={120}
              testId={`activity-slot-${part}`}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Премахни ред ${i + 1} от графика`}
            disabled={slots.fields.length === 1}
            onClick={() => slots.remove(i)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <ListError text={error} />
      <AddRowButton
        label="Добави ден"
        onClick={() => slots.append({ weekday: '1', from: '16:00', to: '16:45' })}
        disabled={slots.fields.length >= 14}
        testId="activity-slot-add"
      />
    </Stack>
  );
}
