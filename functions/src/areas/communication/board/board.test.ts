import { describe, expect, it } from 'vitest';
import { seenOnBoard, visibleOnBoard } from './board';
import type { BoardMessage } from './items';

const message = (id: string, creationTime: string, groupIds: string[] = []) =>
  ({ id, creationTime, groupIds }) as BoardMessage;

describe('the board', () => {
  it('shows a note to everyone, a group note to staff and to the parents of that group', () => {
    expect(visibleOnBoard(message('m1', '2026-11-01', []), new Set(['g1']))).toBe(true);
    expect(visibleOnBoard(message('m2', '2026-11-01', ['g2']), null)).toBe(true);
    expect(visibleOnBoard(message('m3', '2026-11-01', ['g2']), new Set(['g1']))).toBe(false);
    expect(visibleOnBoard(message('m4', '2026-11-01', ['g1', 'g2']), new Set(['g1']))).toBe(true);
  });

  it('counts a note seen when older than the last visit or opened one by one', () => {
    const counters = { boardSeenAt: '2026-11-10', seenBoard: new Set(['late-opened']) };
    expect(seenOnBoard(message('old', '2026-11-09'), counters)).toBe(true);
    expect(seenOnBoard(message('new', '2026-11-11'), counters)).toBe(false);
    expect(seenOnBoard(message('late-opened', '2026-11-12'), counters)).toBe(true);
    expect(seenOnBoard(message('any', '2026-01-01'), undefined)).toBe(false);
  });
});
