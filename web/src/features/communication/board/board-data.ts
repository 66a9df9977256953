import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../api/client';
import type { ApiReply } from '../../../api/routes';
import { bgCollator } from '../../../ui/collation';
import { invalidateBadges, useDashboard } from '../queries';

export type BoardReply = ApiReply<'communication.boardMessages'>;
export type BoardItem = BoardReply['result'][number];
type Dashboard = ApiReply<'communication.dashboard'>;

/**
 * The kindergarten's group names for the labels and the form. The manifest has no groups list route: staff get
 * every group with the dashboard statistics, parents their children's groups.
 */
export function groupsOf(dashboard: Dashboard | undefined): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const g of dashboard?.groups ?? []) names.set(g.groupId, g.groupName);
  for (const c of dashboard?.parentDashboardModels ?? []) if (c.groupName) names.set(c.groupId, c.groupName);
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => bgCollator.compare(a.label, b.label));
}

export function useBoardGroups() {
  const dashboard = useDashboard();
  return groupsOf(dashboard.data);
}

/**
 * Marks what the board shows as seen, once per message, and answers the ids that were new to the user on this
 * visit: they stay marked "Ново" until the page is left, though the server already counts them as seen.
 * The user's own messages are never new to them.
 */
export function useSeenOnOpen(rows: readonly BoardItem[] | undefined, userId: string): ReadonlySet<string> {
  const client = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const sent = useRef(new Set<string>());
  useEffect(() => {
    const unseen = (rows ?? []).filter((m) => !m.seenByCurrentUser && !sent.current.has(m.id));
    if (unseen.length === 0) return;
    for (const m of unseen) sent.current.add(m.id);
    const others = unseen.filter((m) => m.createdBy.id !== userId).map((m) => m.id);
    if (others.length > 0) setFresh((prev) => new Set([...prev, ...others]));
    const ids = unseen.map((m) => m.id);
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += 200) chunks.push(ids.slice(i, i + 200));
    // Spec: failures of these background reads and marks are not shown; the next visit marks them again.
    void Promise.all(chunks.map((chunk) => callApi('communication.boardSeen', { body: { ids: chunk } })))
      // The badges carry no board count today; refreshing them keeps the menu right if they ever do.
      .then(() => void invalidateBadges(client))
      .catch(() => {
        for (const id of ids) sent.current.delete(id);
      });
  }, [rows, userId, client]);
  return fresh;
}
