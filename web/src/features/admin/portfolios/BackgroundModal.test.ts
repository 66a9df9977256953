import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { type BackgroundEdit, backgroundFormSpec, withBackground } from './BackgroundModal';

const list = [
  { id: 'sky', name: 'Небе', color: '#E3F2FD' },
  { id: 'sun', name: 'Слънце', color: '#FFF8E1' },
];

describe('a background in the list the page read', () => {
  it('adds a new one last and edits one in its place, keeping its id', () => {
    expect(withBackground({ list, version: 2 }, { name: ' Роза ', color: '#ffc0cb' })).toEqual([
      ...list,
      { name: 'Роза', color: '#ffc0cb' },
    ]);
    expect(withBackground({ list, version: 2, index: 1 }, { name: 'Залез', color: '#FFCC80' })).toEqual([
      list[0],
      { id: 'sun', name: 'Залез', color: '#FFCC80' },
    ]);
  });

  it('names the form’s fields in the API’s messages', async () => {
    const edit: BackgroundEdit = { list, version: 0 };
    const body = backgroundFormSpec(edit).toBody({ name: 'Роза', color: '#FFC0CB' });
    expect(body).toEqual({ backgrounds: [...list, { name: 'Роза', color: '#FFC0CB' }], version: 0 });
    const messages = await manifestFormMessages(
      'children.savePortfolioBackgrounds',
      backgroundFormSpec(edit),
      { name: '', color: 'лилаво' },
    );
    expect(messages.name).toContain('"Име на фона"');
    expect(messages.color).toContain('#RRGGBB');
  });
});
