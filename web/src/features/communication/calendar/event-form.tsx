import { Checkbox, Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, isApiError } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { DateField } from '../../../ui/forms/DateField';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { useStaleEdit } from '../../../ui/StaleEditModal';
import { saveFailure } from '../common';
import { FormButtons } from '../message-form-card';
import {
  RecipientsField,
  type RecipientsValue,
  recipientFields,
  recipientsError,
  useDefaultChoice,
} from '../recipients';
import type { CalendarEvent } from './event-chip';
import {
  type EventFormErrors,
  type EventFormValues,
  eventDates,
  eventLabels,
  maxDescriptionLength,
  maxTitleLength,
  newEventValues,
  recipientsOfEvent,
  validateEvent,
  valuesOfEvent,
} from './event-form-values';

/** What the form edits: a new event on a day, or a saved one. */
export type EventFormTarget = { kind: 'create'; day: string } | { kind: 'edit'; event: CalendarEvent };

/** Fields of the API's 400 replies, by the form field that shows them. */
const serverFields: Record<string, keyof EventFormErrors> = {
  title: 'title',
  description: 'description',
  fromDate: 'fromDate',
  toDate: 'toDate',
  audience: 'recipients',
  groupIds: 'recipients',
  parentMeeting: 'parentMeeting',
  // The server refuses an all-day parent meeting on its all-day mark.
  allDay: 'parentMeeting',
};

/** "Ново събитие" / "Редактиране на събитие" in a modal; `onSaved` gets the event's first day. */
export function EventFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: EventFormTarget;
  onClose: () => void;
  onSaved: (day: string) => void;
}) {
  const editing = target.kind === 'edit' ? target.event : undefined;
  const defaultChoice = useDefaultChoice();
  const [values, setValues] = useState<EventFormValues>(() =>
    editing ? valuesOfEvent(editing) : newEventValues(target.kind === 'create' ? target.day : ''),
  );
  const shownRecipients = editing ? recipientsOfEvent(editing) : undefined;
  // Chosen users or children cannot be shown in the picker: the edit keeps them unless new ones are picked.
  const [keepRecipients, setKeepRecipients] = useState(!!editing && !shownRecipients);
  const [recipients, setRecipients] = useState<RecipientsValue>(
    () => shownRecipients ?? { choice: defaultChoice, groupIds: [] },
  );
  const [errors, setErrors] = useState<EventFormErrors>({});
  // The version this form edits: a save of an older one than the stored answers 409 and offers a reload.
  const [version, setVersion] = useState(editing?.version);
  const client = useQueryClient();
  const stale = useStaleEdit(async () => {
    if (!editing) return;
    const latest = await client.fetchQuery({
      ...apiQuery('communication.getEvent', { path: { id: editing.id } }),
      staleTime: 0,
    });
    setValues(valuesOfEvent(latest));
    const latestRecipients = recipientsOfEvent(latest);
    setKeepRecipients(!latestRecipients);
    if (latestRecipients) setRecipients(latestRecipients);
    setVersion(latest.version);
    setErrors({});
  });
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation({
    mutationFn: () =>
      callApi('communication.saveEvent', {
        body: {
          ...(editing ? { id: editing.id, version } : {}),
          title: values.title.trim(),
          description: values.description.trim() || null,
          ...eventDates(values),
          parentMeeting: values.parentMeeting,
          ...(keepRecipients ? {} : recipientFields(recipients)),
        },
      }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return setErrors({ form: failure });
      onSaved(values.fromDate!);
    },
    onError: (error) => {
      if (stale.caught(error)) return;
      const next: EventFormErrors = {};
      const rest: string[] = [];
      for (const e of isApiError(error) ? error.errors : []) {
        const field = serverFields[e.field.replace(/^body\./, '')];
        if (field) next[field] = e.message;
        else rest.push(e.message);
      }
      if (rest.length > 0 || Object.keys(next).length === 0)
        next.form = rest.length > 0 ? rest.join(' ') : saveErrorText(error);
      setErrors(next);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = validateEvent(values);
    const recipientsProblem = keepRecipients ? undefined : recipientsError(recipients);
    if (recipientsProblem) next.recipients = recipientsProblem;
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? 'Редактиране на събитие' : 'Ново събитие'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Затвори' }}
    >
      <form onSubmit={submit} noValidate data-testid="event-form">
        <Stack>
          <TextInput
            label={eventLabels.title}
            withAsterisk
            maxLength={maxTitleLength}
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            data-testid="event-title"
          />
          <Textarea
            label={eventLabels.description}
            autosize
            minRows={3}
            maxLength={maxDescriptionLength}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            data-testid="event-description"
          />
          <Switch
            label={eventLabels.allDay}
            checked={values.allDay}
            onChange={(e) => set('allDay', e.currentTarget.checked)}
            data-testid="event-all-day"
          />
          <Checkbox
            label={eventLabels.parentMeeting}
            description="Записва се в дневника на групата в НЕИСПУО: на всяка избрана група, а при събитие за всички родители — на всяка група. Събитие само за служители не се записва."
            checked={values.parentMeeting}
            // A meeting has a start time: marking it ends „Целодневно“.
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, parentMeeting: checked, allDay: checked ? false : v.allDay }));
            }}
            error={errors.parentMeeting}
            data-testid="event-parent-meeting"
          />
          <SimpleGrid cols={{ base: 1, xs: values.allDay ? 2 : 4 }}>
            <DateField
              label={eventLabels.fromDate}
              withAsterisk
              value={values.fromDate}
              onChange={(day) =>
                setValues((v) => ({
                  ...v,
                  fromDate: day,
                  // Moving the start past the end moves the end along, as calendars do.
                  toDate: day && (!v.toDate || v.toDate < day) ? day : v.toDate,
                }))
              }
              error={errors.fromDate}
              data-testid="event-from-date"
            />
            {!values.allDay && (
              <TimeField
                label={eventLabels.fromTime}
                value={values.fromTime}
                onChange={(v) => set('fromTime', v)}
                error={errors.fromTime}
                testId="event-from-time"
              />
            )}
            <DateField
              label={eventLabels.toDate}
              withAsterisk
              value={values.toDate}
              onChange={(day) => set('toDate', day)}
              error={errors.toDate}
              data-testid="event-to-date"
            />
            {!values.allDay && (
              <TimeField
                label={eventLabels.toTime}
                value={values.toTime}
                onChange={(v) => set('toTime', v)}
                error={errors.toTime}
                testId="event-to-time"
              />
            )}
          </SimpleGrid>
          {editing && !shownRecipients && (
            <Checkbox
              label="Запази досегашните получатели"
              checked={keepRecipients}
              onChange={(e) => setKeepRecipients(e.currentTarget.checked)}
              data-testid="event-keep-recipients"
            />
          )}
          {!keepRecipients && (
            <RecipientsField value={recipients} onChange={setRecipients} error={errors.recipients} />
          )}
          <FormButtons
            error={errors.form}
            errorTestId="event-form-error"
            saving={save.isPending}
            saveTestId="event-save"
            cancel={onClose}
          />
        </Stack>
      </form>
      {stale.modal}
    </Modal>
  );
}

/** A 24-hour time (HH:mm) typed as hours and minutes, the way Bulgarian clocks show it. */
function TimeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  return (
    <TimePicker
      label={props.label}
      withAsterisk
      format="24h"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hoursInputLabel={`${props.label}: часове`}
      minutesInputLabel={`${props.label}: минути`}
      hoursInputProps={{ 'data-testid': `${props.testId}-hours` }}
      minutesInputProps={{ 'data-testid': `${props.testId}-minutes` }}
      data-testid={props.testId}
    />
  );
}
