import { describe, expect, it } from 'vitest';
import { menuSections } from '../../../app/layout/menu-sections';
import { helpShots } from './shots';
import { helpTopic, helpTopics, searchTopics } from './topics';

describe('the help topics', () => {
  it('have unique addresses, and every screenshot belongs to a topic', () => {
    const slugs = helpTopics.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(helpShots.filter((s) => !helpTopic(s.topic))).toEqual([]);
  });

  it('cover the side menu’s sections', () => {
    const kindergarten = menuSections.find((s) => s.id === 'kindergarten')!;
    expect(kindergarten.items.length).toBeGreaterThan(5);
    for (const slug of [
      'communication',
      'attendance',
      'children',
      'education',
      'kitchen',
      'references',
      'settings',
    ])
      expect(helpTopic(slug), slug).toBeDefined();
  });

  it('are found by every word searched in the title, summary or keywords, case ignored', () => {
    expect(searchTopics('медицинска БЕЛЕЖКА').map((t) => t.slug)).toContain('attendance');
    expect(searchTopics('парола').map((t) => t.slug)).toEqual(['sign-in']);
    expect(searchTopics('ракета')).toEqual([]);
    expect(searchTopics('  ')).toHaveLength(helpTopics.length);
  });
});
