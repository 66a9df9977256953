import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { directorInvitation, newKindergarten, newKindergartenSpec } from './kindergarten-form';

const valid = {
  ...newKindergarten(),
  name: 'ДГ „Слънце“',
  regionCode: 'PDV',
  municipalityCode: 'PDV22',
  townEkatte: '56784',
  adress: 'ул. „Гладстон“ 10',
  firstName: 'Мария',
  lastName: 'Петрова',
  directorEmail: 'maria@example.bg',
};

describe('the new kindergarten form', () => {
  it('takes a kindergarten with its director, and says what is missing with the screen’s words', async () => {
    expect(
      await manifestFormMessages('kindergartens.createEmptyKindergarten', newKindergartenSpec, valid),
    ).toEqual({});
    const messages = await manifestFormMessages(
      'kindergartens.createEmptyKindergarten',
      newKindergartenSpec,
      {
        ...valid,
        name: '',
        townEkatte: '',
        eik: '175074753',
        firstName: ' ',
        directorEmail: 'maria',
      },
    );
    expect(messages.name).toContain('"Наименование"');
    expect(messages.townEkatte).toContain('"Населено място"');
    expect(messages.eik).toContain('не е валиден ЕИК');
    expect(messages.firstName).toContain('"Име на директора"');
    expect(messages.directorEmail).toContain('"Имейл на директора"');
  });

  it('invites the director by the names typed, the phone only when given', () => {
    expect(directorInvitation(valid)).toEqual({
      firstName: 'Мария',
      lastName: 'Петрова',
      email: 'maria@example.bg',
      userType: 1,
    });
    expect(directorInvitation({ ...valid, directorPhone: ' 0888 123 456 ' }).phone).toBe('0888 123 456');
  });
});
