import { Audience } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { platformSend, recipientsText } from './platform-recipients';

const message = { title: 'Профилактика', content: '<p>Текст</p>' };

describe('platformSend', () => {
  it('sends an administrative message to an audience of every kindergarten', () => {
    expect(platformSend('parents', message, ['ignored'])).toEqual({
      route: 'communication.sendAdministrativeMessage',
      body: { ...message, audience: Audience.OnlyClasses },
    });
    expect(platformSend('everyone', message, []).body).toMatchObject({ audience: Audience.All });
  });

  it('sends to the staff of the chosen kindergartens through for-kindergartens', () => {
    expect(platformSend('chosen', message, ['kg1', 'kg2'])).toEqual({
      route: 'communication.sendToKindergartens',
      body: { ...message, kindergartenIds: ['kg1', 'kg2'] },
    });
  });
});

describe('recipientsText', () => {
  it('names the audience and how many kindergartens', () => {
    expect(recipientsText({ kind: 'administrative', audience: Audience.All, kindergartenIds: [] })).toBe(
      'Всички потребители: всички детски градини',
    );
    expect(
      recipientsText({ kind: 'kindergartens', audience: Audience.OnlyStaff, kindergartenIds: ['a', 'b'] }),
    ).toBe('Служителите: 2 детски градини');
    expect(
      recipientsText({ kind: 'administrative', audience: Audience.OnlyClasses, kindergartenIds: ['a'] }),
    ).toBe('Родителите: 1 детска градина');
  });
});
