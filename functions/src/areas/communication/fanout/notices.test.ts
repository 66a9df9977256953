import { describe, expect, it } from 'vitest';
import { noticeItem } from './notices';

describe('a notice’s message', () => {
  it('is a message from "Система" to the notice’s users, its text escaped into one paragraph', () => {
    const item = noticeItem(
      {
        kindergartenId: 'kg1',
        key: 'k',
        userIds: ['u1', 'u1', 'u2'],
        title: 'Отсъствия',
        text: 'Иван <б> & Мария',
      },
      Date.UTC(2026, 10, 21),
    );
    expect(item.kind).toBe('MSG');
    expect(item.createdBy.name).toBe('Система');
    expect(item.recipients).toEqual({ audience: null, groupIds: [], childIds: [], userIds: ['u1', 'u2'] });
    expect(item.content).toBe('<p>Иван &lt;б&gt; &amp; Мария</p>');
    expect(item.PK).toBe(`KG#kg1#MSG#${item.id}`);
  });
});
