import { Alert, Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRouteQuery } from '../../../api/query';
import type { ApiReply } from '../../../api/routes';
import { usePermissions } from '../../../app/auth/permissions';
import { Field, useBoundField } from '../../../ui/fields';
import { sofiaLocal } from '../../../ui/format/calendar';
import { FormPage, type FormPageState, useFormPage } from '../../../ui/page';
import { toast } from '../common';
import { invalidatePoll } from '../queries';
import { RecipientsField, useDefaultChoice } from '../recipients';
import { emptyPoll, type PollFormValues, pollFormSpec, pollValues } from './poll-form';
import { QuestionsEditor } from './QuestionsEditor';

type PollDetail = ApiReply<'communication.getPoll'>;

/** /polls/create: a new poll, or with `?id=` the edit of one nobody has answered yet. */
export function PollFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { can } = usePermissions();
  const allowed = id ? can('Polls', 'update') : can('Polls', 'create');
  const poll = useRouteQuery(
    'communication.getPoll',
    { path: { id: id ?? '' } },
    { enabled: !!id && allowed },
  );

  if (!allowed)
    return (
      <Alert color="yellow" data-testid="poll-form-forbidden">
        {id ? 'Нямате право да редактирате анкети.' : 'Нямате право да създавате анкети.'}
      </Alert>
    );
  if (!id) return <PollCreate />;
  // A vote since the form opened (read again by "Презареди") makes the poll read-only: the page says so.
  if (poll.data && !poll.data.canEdit)
    return (
      <Stack data-testid="poll-form-page">
        <Alert color="yellow" data-testid="poll-not-editable">
          Анкетата не може да се редактира: в нея вече има отговори или нямате право да я променяте.
        </Alert>
        <Anchor component={Link} to={`/polls/${id}`}>
          ← Към анкетата
        </Anchor>
      </Stack>
    );
  return <PollEdit id={id} poll={poll} />;
}

/** After a save: the toast, and the poll's page. */
function useAfterSave(editing: boolean) {
  const navigate = useNavigate();
  return (reply: { entityId: string | number | null }) => {
    void toast({
      title: editing ? 'Редакция на анкета' : 'Нова анкета',
      message: editing ? 'Анкетата е запазена.' : 'Анкетата е изпратена.',
      testId: 'poll-saved-toast',
    });
    navigate(reply.entityId ? `/polls/${reply.entityId}` : '/polls');
  };
}

function PollCreate() {
  const page = useFormPage<PollFormValues, 'communication.createPoll'>('communication.createPoll', {
    spec: { ...pollFormSpec(), defaultValues: emptyPoll(useDefaultChoice()) },
    refresh: invalidatePoll,
    back: '/polls',
    onSaved: useAfterSave(false),
  });
  return <PollForm page={page} title="Нова анкета" saveLabel="Изпрати" />;
}

function PollEdit({ id, poll }: { id: string; poll: UseQueryResult<PollDetail> }) {
  const choice = useDefaultChoice();
  const toValues = (p: PollDetail): PollFormValues => ({ ...pollValues(p, choice), version: p.version });
  // The poll's values as stored, read again by "Презареди" (the page then sees a vote since, too).
  const stored = useRouteQuery(
    'communication.getPoll',
    { path: { id } },
    { refetchOnMount: false, select: toValues },
  );
  const spec = pollFormSpec();
  const toBody = (v: PollFormValues) => ({ ...spec.toBody(v), version: v.version ?? 0 });
  const page = useFormPage<PollFormValues, 'communication.updatePoll', PollFormValues>(
    'communication.updatePoll',
    {
      spec: {
        ...spec,
        toBody,
        defaultValues: poll.data ? toValues(poll.data) : emptyPoll(choice),
      },
      record: { query: stored, toValues: (v) => v },
      toArgs: (v) => ({ path: { id }, body: toBody(v) }),
      refresh: invalidatePoll,
      back: `/polls/${id}`,
      onSaved: useAfterSave(true),
    },
  );
  return <PollForm page={page} title="Редакция на анкета" saveLabel="Запази" />;
}

function PollForm<Id extends 'communication.createPoll' | 'communication.updatePoll', R>({
  page,
  title,
  saveLabel,
}: {
  page: FormPageState<PollFormValues, Id, R>;
  title: string;
  saveLabel: string;
}) {
  const recipients = useBoundField({ form: page, name: 'recipients' });
  return (
    <FormProvider {...page.form}>
      <FormPage page={page} title={title} saveLabel={saveLabel} testId="poll">
        <Field.Text form={page} name="question" testId="poll-form-title" />
        <Field.Textarea form={page} name="description" minRows={2} testId="poll-form-description" />
        <Field.DateTime
          form={page}
          name="expiration"
          minDate={sofiaLocal(Date.now()).slice(0, 10)}
          testId="poll-expiration"
        />
        <RecipientsField value={recipients.value} onChange={recipients.onChange} error={recipients.error} />
        <Field.Checkbox
          form={page}
          name="isAnonymous"
          label="Анонимна анкета (в резултатите участниците не се назовават)"
          testId="poll-anonymous"
        />
        <QuestionsEditor form={page} />
      </FormPage>
    </FormProvider>
  );
}
