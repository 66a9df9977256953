import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { useRouteMutation } from '../../api/query';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { invalidateNeispuo } from './queries';

/**
 * A group's class book finalized in НЕИСПУО at the year's end (the director's action): asked first, since
 * nothing more can be written in it; НЕИСПУО's refusal (e.g. a child's end-of-year results missing) stays
 * shown inside the question in НЕИСПУО's words.
 */
export function FinalizeBook({
  group,
  onDone,
}: {
  group: { groupId: string; groupName: string; classBookId: number | null; finalized: boolean };
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const finalize = useRouteMutation('neispuo.finalizeClassBook', {
    refresh: invalidateNeispuo,
    onSuccess: () => {
      setAsking(false);
      onDone();
    },
  });
  if (group.classBookId === null) return null;
  if (group.finalized)
    return (
      <Badge color="gray" variant="light" data-testid="neispuo-finalized">
        Приключен
      </Badge>
    );
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          finalize.reset();
          setAsking(true);
        }}
        aria-label={`Приключи дневника на ${group.groupName}`}
        data-testid="neispuo-finalize"
      >
        Приключи
      </Button>
      <ConfirmModal
        opened={asking}
        title="Приключване на дневника"
        pending={finalize.isPending}
        error={finalize.error?.message ?? null}
        onCancel={() => setAsking(false)}
        onConfirm={() => finalize.mutate({ path: { id: group.groupId }, body: {} })}
        confirmLabel="Приключи"
        testId="neispuo-finalize"
      >
        Да бъде ли приключен в НЕИСПУО дневникът на група „{group.groupName}“ за учебната година? След това в
        него не се записва нищо; резултатите от края на годината трябва да са изпратени.
      </ConfirmModal>
    </>
  );
}
