import { Role } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { footer, invitationMail, passwordRecoveryMail, registrationRejectedMail } from './templates';

describe('account e-mail texts', () => {
  it('invite in Bulgarian with the role, the kindergarten, the link and its validity', () => {
    const m = invitationMail({
      firstName: 'Гергана',
      role: Role.Teacher,
      kindergartenName: 'ДГ № 12 „Слънце“',
      link: 'https://x/account-activation/2/abc',
      validSeconds: 7 * 86400,
    });
    expect(m.subject).toContain('„ДГ № 12 „Слънце““');
    expect(m.text).toContain('като учител');
    expect(m.text).toContain('https://x/account-activation/2/abc');
    expect(m.text).toContain('7 дни');
  });

  it('tells how long a recovery link works and that it works once', () => {
    const m = passwordRecoveryMail({ firstName: 'Мария', link: 'L', validSeconds: 3600 });
    expect(m.text).toContain('60 минути');
    expect(m.text).toContain('само веднъж');
  });

  it('gives the reason of a rejection only when there is one', () => {
    const base = { firstName: 'Иван', kindergartenName: 'ДГ' };
    expect(registrationRejectedMail({ ...base, reason: 'Няма такова дете' }).text).toContain('Причина:');
    expect(registrationRejectedMail(base).text).not.toContain('Причина:');
  });

  it('puts the unsubscribe link in every footer', () => {
    expect(footer({ unsubscribeLink: 'U', essential: true })).toContain('U');
    expect(footer({ unsubscribeLink: 'U', essential: false })).not.toContain('сигурността');
  });
});
