import { Role } from '@gradina/shared';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { type ApiReply, callApi } from '../../../api/client';
import { useRouteQuery } from '../../../api/query';
import { usePermissions } from '../../../app/auth/permissions';
import { useUserData } from '../../../app/auth/user-data';
import { useConfirmDelete } from '../../../ui/delete/useConfirmDelete';
import { formatDateTime } from '../../../ui/format/dates';
import { roleLabels } from '../../../ui/format/labels';
import { Loading } from '../../../ui/Loading';
import { QueryError } from '../../../ui/QueryError';
import { invalidatePolls } from '../queries';
import { PollResults } from './PollResults';
import { PollState } from './PollState';
import { PollVoteForm } from './PollVoteForm';
import { PollQuestionType } from './poll-form';

type Poll = ApiReply<'communication.getPoll'>;

/** What the user answered, question by question, as text. */
function MyAnswers({ poll }: { poll: Poll }) {
  const answers = new Map((poll.myAnswers ?? []).map((a) => [a.questionId, a]));
  return (
    <List spacing={4} fz="sm" data-testid="poll-my-answers">
      {poll.questions.map((q) => {
        const a = answers.get(q.id);
        const text =
          q.type === PollQuestionType.FreeText
            ? a?.text
            : q.options
                .filter((o) => a?.optionIds.includes(o.id))
                .map((o) => o.text)
                .join(', ');
        return (
          <List.Item key={q.id}>
            <Text span fw={600}>
              {q.text}:
            </Text>{' '}
            {text || '—'}
          </List.Item>
        );
      })}
    </List>
  );
}

function DeleteButton({ poll }: { poll: Poll }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // A refusal shows inside the question, which stays open.
  const remove = useConfirmDelete<Poll>({
    remove: (p) => callApi('communication.deletePoll', { path: { id: p.id } }),
    onDeleted: () => {
      invalidatePolls(client);
      navigate('/polls');
    },
    refusedText: 'Действието не беше изпълнено.',
    title: 'Изтриване на анкета',
    question: (p) =>
      `Да се изтрие ли анкетата „${p.question}“? Отговорите в нея също ще бъдат изтрити и няма да могат да се възстановят.`,
    testId: 'poll-delete',
  });
  return (
    <>
      {remove.button(poll, 'poll-delete')}
      {remove.modal}
    </>
  );
}

/** /polls/{id}: a recipient answers once; the author (and poll managers) see results, export, edit, delete. */
export function PollPage() {
  const { id = '' } = useParams();
  const user = useUserData();
  const { can, is } = usePermissions();
  const poll = useRouteQuery('communication.getPoll', { path: { id } });
  useDocumentTitle(`${poll.data?.question ?? 'Анкета'} | Градина`);

  if (poll.isPending) return <Loading />;
  if (poll.isError) return <QueryError error={poll.error} testId="poll-error" />;
  const p = poll.data;
  const isAuthor = p.createdBy.id === user.id;
  // The API lets the author, the director and the administrator delete (with the Polls delete right).
  const canDelete = can('Polls', 'delete') && (isAuthor || is(Role.Director, Role.Administrator));

  return (
    <Stack data-testid="poll-page">
      <Anchor component={Link} to="/polls" fz="sm">
        ← Всички анкети
      </Anchor>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1} fz="h3" data-testid="poll-title">
              {p.question}
            </Title>
            <PollState poll={p} testId="poll-state" />
          </Group>
          <Text fz="sm" c="dimmed">
            {p.createdBy.name} ({roleLabels[p.createdBy.userType]}) · Краен срок:{' '}
            <span data-testid="poll-deadline">{formatDateTime(p.expirationTime)}</span>
            {p.isAnonymous && ' · анонимна'}
          </Text>
          {p.description && (
            <Text style={{ whiteSpace: 'pre-line' }} data-testid="poll-description">
              {p.description}
            </Text>
          )}
          {(p.canEdit || canDelete) && (
            <Group gap="xs">
              {p.canEdit && can('Polls', 'update') && (
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/polls/create?id=${encodeURIComponent(p.id)}`}
                  data-testid="poll-edit"
                >
                  Редактирай
                </Button>
              )}
              {canDelete && <DeleteButton poll={p} />}
            </Group>
          )}
        </Stack>
      </Paper>
      {p.canVote && <PollVoteForm poll={p} />}
      {p.hasVoted && (
        <Alert color="green" variant="light" title="Вашият отговор е записан" data-testid="poll-voted">
          <Stack gap="xs">
            <Text fz="sm">Благодарим! Може да гласувате в анкетата само веднъж.</Text>
            {p.myAnswers && <MyAnswers poll={p} />}
          </Stack>
        </Alert>
      )}
      {!p.canVote && !p.hasVoted && p.isExpired && !p.results && (
        <Alert color="gray" variant="light" data-testid="poll-closed">
          Срокът за гласуване в анкетата изтече.
        </Alert>
      )}
      {p.results && <PollResults pollId={p.id} results={p.results} />}
    </Stack>
  );
}
