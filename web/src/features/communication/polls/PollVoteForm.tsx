import { Checkbox, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiReply, callApi } from '../../../api/client';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { SubmitRow } from '../../../ui/page/SubmitRow';
import { FailureAlert } from '../../../ui/result-message';
import { saveFailure, toast } from '../common';
import { invalidateOpenedPoll, invalidatePoll } from '../queries';
import { PollQuestionType } from './poll-form';

type Poll = ApiReply<'communication.getPoll'>;
type Question = Poll['questions'][number];
type Answers = Record<string, { optionIds: string[]; text: string }>;

const noAnswer = { optionIds: [] as string[], text: '' };

/** The questions the user left unanswered though they must answer them. */
export function missingAnswers(questions: Question[], answers: Answers): Set<string> {
  return new Set(
    questions
      .filter((q) => q.isRequired)
      .filter((q) => {
        const a = answers[q.id] ?? noAnswer;
        return q.type === PollQuestionType.FreeText ? !a.text.trim() : a.optionIds.length === 0;
      })
      .map((q) => q.id),
  );
}

function QuestionInput({
  q,
  n,
  value,
  onChange,
  error,
}: {
  q: Question;
  n: number;
  value: { optionIds: string[]; text: string };
  onChange: (v: { optionIds: string[]; text: string }) => void;
  error?: string;
}) {
  const label = `${n}. ${q.text}`;
  if (q.type === PollQuestionType.FreeText)
    return (
      <Textarea
        label={label}
        withAsterisk={q.isRequired}
        autosize
        minRows={3}
        maxLength={4000}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        error={error}
        data-testid="poll-vote-text"
      />
    );
  if (q.type === PollQuestionType.SingleChoice)
    return (
      <Radio.Group
        label={label}
        withAsterisk={q.isRequired}
        value={value.optionIds[0] ?? null}
        onChange={(v) => onChange({ ...value, optionIds: [v] })}
        error={error}
        data-testid="poll-vote-single"
      >
        <Stack gap={6} mt={6}>
          {q.options.map((o) => (
            <Radio key={o.id} value={o.id} label={o.text} />
          ))}
        </Stack>
      </Radio.Group>
    );
  return (
    <Checkbox.Group
      label={label}
      description="Може да изберете няколко отговора"
      withAsterisk={q.isRequired}
      value={value.optionIds}
      onChange={(optionIds) => onChange({ ...value, optionIds })}
      error={error}
      data-testid="poll-vote-multiple"
    >
      <Stack gap={6} mt={6}>
        {q.options.map((o) => (
          <Checkbox key={o.id} value={o.id} label={o.text} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The questions with radios, checkboxes and text fields; one vote per user (the API refuses a second). */
export function PollVoteForm({ poll }: { poll: Poll }) {
  const client = useQueryClient();
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string>();

  const send = useMutation({
    mutationFn: () =>
      callApi('communication.vote', {
        body: {
          pollId: poll.id,
          answers: poll.questions.map((q) => {
            const a = answers[q.id] ?? noAnswer;
            return q.type === PollQuestionType.FreeText
              ? { questionId: q.id, text: a.text.trim() || null }
              : { questionId: q.id, optionIds: a.optionIds };
          }),
        },
      }),
    onSuccess: (reply) => {
      const failure = saveFailure(reply);
      if (failure) return setError(failure);
      void toast({ title: poll.question, message: 'Вашият отговор е записан.', testId: 'poll-voted-toast' });
      invalidatePoll(client);
    },
    onError: (e) => {
      setError(saveErrorText(e));
      // A 409 means the vote is already in (another tab) or the deadline passed: show the poll as it is now.
      invalidateOpenedPoll(client);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = missingAnswers(poll.questions, answers);
    setMissing(next);
    setError(undefined);
    if (next.size === 0) send.mutate();
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate data-testid="poll-vote-form">
      <Stack>
        {poll.questions.map((q, i) => (
          <div key={q.id} data-testid="poll-vote-question">
            <QuestionInput
              q={q}
              n={i + 1}
              value={answers[q.id] ?? noAnswer}
              onChange={(v) => setAnswers((prev) => ({ ...prev, [q.id]: v }))}
              error={missing.has(q.id) ? 'Моля, отговорете на този въпрос.' : undefined}
            />
          </div>
        ))}
        <FailureAlert text={error} testId="poll-vote-error" />
        <SubmitRow label="Изпрати отговора" loading={send.isPending} testId="poll-vote-submit">
          <Text fz="sm" c="dimmed">
            Може да гласувате само веднъж.
          </Text>
        </SubmitRow>
      </Stack>
    </Paper>
  );
}
