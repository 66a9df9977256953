import { useState } from 'react';
import { useRouteMutation } from '../../../api/query';
import type { ApiArgs, ApiRouteId } from '../../../api/routes';
import type { Msg } from '../../../ui/result-message';
import { invalidateCalculations } from './queries';

/** A card of the calculation's page: the day, the kindergarten, what it shows and the page's result line. */
export interface DraftCardProps<T> {
  id: string;
  kindergartenId: string | undefined;
  data: T;
  msg: Msg;
  /** The reader may not change the day (a teacher reading their groups' day): a draft shows as it is. */
  readOnly?: boolean;
}

/**
 * The numbers a draft calculation's table has typed over (head counts, quantities) by row key, and the save
 * of them with the card's day and version: on success the typed values are dropped (the reloaded draft shows
 * them) and `savedText` is said.
 */
export function useDraftEdits<Id extends ApiRouteId>(
  routeId: Id,
  card: DraftCardProps<{ version: number }>,
  savedText: string,
) {
  const { msg } = card;
  const [typed, setTyped] = useState<Record<string, number>>({});
  const save = useRouteMutation(routeId, {
    refresh: invalidateCalculations,
    onSuccess: () => {
      setTyped({});
      msg.ok(savedText);
    },
    onError: (e) => msg.fail(e),
  });
  const type = (key: string, value: string | number) =>
    setTyped((t) => ({ ...t, [key]: Number(value) || 0 }));
  /** Saves the typed rows (`fields`) of the day with the version the card read. */
  const saveWith = (fields: Record<string, unknown>) =>
    save.mutate({
      path: { id: card.id },
      body: { kindergartenId: card.kindergartenId, ...fields, version: card.data.version },
    } as unknown as ApiArgs<Id>);
  return { typed, type, save, saveWith };
}
