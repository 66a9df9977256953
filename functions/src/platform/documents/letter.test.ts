import { describe, expect, it } from 'vitest';
import { letterDefinition } from './letter';

describe('a letter to the director', () => {
  it('is addressed to the director, signed and dated, with the decision at the foot', () => {
    const doc = letterDefinition(
      {
        title: [{ text: 'ЗАЯВЛЕНИЕ' }],
        from: '',
        body: ['Моля…', { ul: ['01.06.2027 – 05.06.2027'] }],
        writtenAt: '2026-11-03T09:00:00Z',
        decision: 'Одобрено',
      },
      'ДГ „Слънце“',
    );
    const texts = (doc.content as { text?: string }[]).map((c) => c.text);
    expect(doc.pageSize).toBe('A4');
    expect(texts[0]).toBe('До директора на ДГ „Слънце“');
    expect(texts).toContain('от родител');
    expect(texts).toContain('Моля…');
    expect(texts).toContain('Дата: 03.11.2026 г.');
    expect(texts.at(-1)).toBe('Решение на директора: Одобрено');
    expect(doc.content).toContainEqual({ ul: ['01.06.2027 – 05.06.2027'] });
  });
});
