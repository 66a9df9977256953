import { describe, expect, it } from 'vitest';
import { groupsOf } from './board-data';

describe('board group names', () => {
  it("takes staff's groups and parents' children's groups, in Bulgarian order", () => {
    const dashboard = {
      groups: [
        { groupId: 'g2', groupName: 'Яслена група', childrenCount: 3 },
        { groupId: 'g1', groupName: 'II група', childrenCount: 4 },
      ],
      parentDashboardModels: [
        { studentId: 's1', studentName: 'Ива', groupId: 'g3', groupName: 'Български' },
        { studentId: 's2', studentName: 'Ели', groupId: 'g4', groupName: '' },
      ],
    } as unknown as Parameters<typeof groupsOf>[0];
    expect(groupsOf(dashboard)).toEqual([
      { value: 'g3', label: 'Български' },
      { value: 'g2', label: 'Яслена група' },
      // Bulgarian collation puts Cyrillic before Latin (the Roman numeral).
      { value: 'g1', label: 'II група' },
    ]);
    expect(groupsOf(undefined)).toEqual([]);
  });
});
