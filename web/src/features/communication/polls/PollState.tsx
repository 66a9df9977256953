import { Badge } from '@mantine/core';

/** Where the user stands with a poll: answered, waiting for their answer, closed; nothing when not theirs. */
export function pollStateOf(p: { canVote: boolean; hasVoted: boolean; isExpired: boolean }) {
  if (p.hasVoted) return { label: 'Отговорена', color: 'green', state: 'voted' } as const;
  if (p.canVote) return { label: 'Очаква вашия отговор', color: 'orange', state: 'pending' } as const;
  if (p.isExpired) return { label: 'Изтекла', color: 'gray', state: 'expired' } as const;
  return undefined;
}

export function PollState({
  poll,
  testId,
}: {
  poll: { canVote: boolean; hasVoted: boolean; isExpired: boolean };
  testId: string;
}) {
  const s = pollStateOf(poll);
  if (!s) return null;
  return (
    <Badge
      color={s.color}
      variant="light"
      data-testid={testId}
      data-state={s.state}
      style={{ flexShrink: 0 }}
    >
      {s.label}
    </Badge>
  );
}
