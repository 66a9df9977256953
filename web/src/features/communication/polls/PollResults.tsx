import { Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ApiReply, callApi } from '../../../api/client';
import { usePermissions } from '../../../app/auth/permissions';
import { saveErrorText } from '../../../ui/forms/form-errors';
import { FailureAlert } from '../../../ui/result-message';
import { PollQuestionType, questionTypeLabels } from './poll-form';

type Results = NonNullable<ApiReply<'communication.getPoll'>['results']>;

/** A share of the voters, rounded to a whole percent (0 % when nobody voted). */
export const percentOf = (votes: number, voters: number) =>
  voters === 0 ? 0 : Math.round((100 * votes) / voters);

/** Word and Excel files of the results and every answer, built by the API. */
function Downloads({ pollId }: { pollId: string }) {
  const download = useMutation({
    mutationFn: (kind: 'word' | 'excel') =>
      kind === 'word'
        ? callApi('communication.exportPollWord', { path: { id: pollId } })
        : callApi('communication.exportPollExcel', { path: { id: pollId } }),
  });
  return (
    <Stack gap="xs">
      <Group>
        {(['word', 'excel'] as const).map((kind) => (
          <Button
            key={kind}
            variant="light"
            loading={download.isPending && download.variables === kind}
            onClick={() => download.mutate(kind)}
            data-testid={`poll-export-${kind}`}
          >
            {kind === 'word' ? 'Изтегли Word' : 'Изтегли Excel'}
          </Button>
        ))}
      </Group>
      <FailureAlert
        text={download.isError && saveErrorText(download.error, 'Файлът не можа да бъде изтеглен.')}
      />
    </Stack>
  );
}

/** Results for the author and the staff who manage polls: counts and shares per option, the free texts. */
export function PollResults({ pollId, results }: { pollId: string; results: Results }) {
  const { can } = usePermissions();
  return (
    <Stack data-testid="poll-results">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2} fz="h4">
            Резултати
          </Title>
          <Text fz="sm" c="dimmed" data-testid="poll-results-votes">
            Гласували: {results.votesCount} от {results.recipientsCount}
          </Text>
        </Stack>
        {/* The exports need the Polls update right (the route's permission). */}
        {can('Polls', 'update') && <Downloads pollId={pollId} />}
      </Group>
      {results.questions.map((q, i) => (
        <Paper key={q.questionId} withBorder p="md" data-testid="poll-result-question">
          <Stack gap="xs">
            <Text fw={600}>
              {i + 1}. {q.text}{' '}
              <Text span fz="xs" c="dimmed">
                ({questionTypeLabels[q.type].toLowerCase()})
              </Text>
            </Text>
            {q.type === PollQuestionType.FreeText ? (
              q.textAnswers.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  Няма отговори.
                </Text>
              ) : (
                <List spacing={4} fz="sm">
                  {q.textAnswers.map((t, n) => (
                    // Two voters may write the same words: the position keeps them apart.
                    <List.Item key={n} data-testid="poll-result-text">
                      {t}
                    </List.Item>
                  ))}
                </List>
              )
            ) : (
              q.options.map((o) => {
                const share = percentOf(o.votes, results.votesCount);
                return (
                  <Stack key={o.id} gap={2} data-testid="poll-result-option" data-votes={o.votes}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fz="sm">{o.text}</Text>
                      <Text fz="sm" fw={600} data-testid="poll-result-count">
                        {o.votes} ({share}%)
                      </Text>
                    </Group>
                    <Progress value={share} aria-label={`${o.text}: ${share}%`} />
                  </Stack>
                );
              })
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
