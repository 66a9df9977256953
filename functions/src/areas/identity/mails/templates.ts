import { Role } from '@gradina/shared';

/**
 * The Bulgarian texts of the account e-mails. Plain functions of their data, so tests read them without a
 * queue; links are complete URLs built by the caller from PUBLIC_URL.
 */
export interface MailText {
  subject: string;
  text: string;
}

export const roleNames: Record<Role, string> = {
  [Role.Director]: 'директор',
  [Role.Teacher]: 'учител',
  [Role.Parent]: 'родител',
  [Role.MON]: 'служител на МОН',
  [Role.Municipality]: 'служител на община',
  [Role.Administrator]: 'администратор',
  [Role.Master]: 'главен администратор',
  [Role.ResourceSpecialist]: 'ресурсен специалист',
  [Role.Manciple]: 'домакин',
};

const greeting = (firstName: string) => `Здравейте, ${firstName},`;
const where = (kindergartenName: string | null | undefined) =>
  kindergartenName ? ` в „${kindergartenName}“` : '';
const days = (seconds: number) => Math.round(seconds / 86400);

export function invitationMail(p: {
  firstName: string;
  role: Role;
  kindergartenName?: string | null;
  link: string;
  validSeconds: number;
}): MailText {
  return {
    subject: `Покана за платформата „Градина“${where(p.kindergartenName)}`,
    text: [
      greeting(p.firstName),
      '',
      `Поканени сте в платформата „Градина“ като ${roleNames[p.role]}${where(p.kindergartenName)}.`,
      'За да активирате профила си и да зададете парола, отворете връзката:',
      p.link,
      '',
      'Ако вече имате профил в „Градина“ с този имейл адрес, от същата връзка или след вход',
      'можете да приемете или да откажете поканата; без вашето съгласие достъп не се дава.',
      '',
      `Връзката важи ${days(p.validSeconds)} дни и може да се използва само веднъж.`,
      'Ако не очаквате тази покана, не правете нищо: без активиране профил не се създава.',
    ].join('\n'),
  };
}

export function passwordRecoveryMail(p: { firstName: string; link: string; validSeconds: number }): MailText {
  return {
    subject: 'Възстановяване на парола за „Градина“',
    text: [
      greeting(p.firstName),
      '',
      'Получихме заявка за нова парола за вашия профил. Задайте нова парола от връзката:',
      p.link,
      '',
      `Връзката важи ${Math.round(p.validSeconds / 60)} минути и може да се използва само веднъж.`,
      'Ако не сте поискали нова парола, не правете нищо: старата продължава да работи.',
    ].join('\n'),
  };
}

export function passwordChangedMail(p: { firstName: string; recoveryLink: string }): MailText {
  return {
    subject: 'Паролата ви за „Градина“ е променена',
    text: [
      greeting(p.firstName),
      '',
      'Паролата на профила ви беше променена и всички други влизания бяха прекратени.',
      `Ако не сте били вие, поискайте нова парола веднага: ${p.recoveryLink}`,
    ].join('\n'),
  };
}

export function registrationReceivedMail(p: { firstName: string; kindergartenName: string }): MailText {
  return {
    subject: 'Получихме заявката ви за регистрация',
    text: [
      greeting(p.firstName),
      '',
      `Заявката ви за регистрация като родител в „${p.kindergartenName}“ е получена.`,
      'Детската градина ще я прегледа; ще ви пишем, когато бъде одобрена или отхвърлена.',
      'Дотогава профилът ви не е активен.',
    ].join('\n'),
  };
}

export function registrationApprovedMail(p: {
  firstName: string;
  kindergartenName: string;
  loginLink: string;
}): MailText {
  return {
    subject: 'Регистрацията ви в „Градина“ е одобрена',
    text: [
      greeting(p.firstName),
      '',
      `„${p.kindergartenName}“ одобри регистрацията ви като родител.`,
      `Влезте с имейл адреса и паролата, които въведохте при регистрацията: ${p.loginLink}`,
    ].join('\n'),
  };
}

export function registrationRejectedMail(p: {
  firstName: string;
  kindergartenName: string;
  reason?: string | null;
}): MailText {
  return {
    subject: 'Заявката ви за регистрация не е одобрена',
    text: [
      greeting(p.firstName),
      '',
      `„${p.kindergartenName}“ не одобри заявката ви за регистрация като родител.`,
      ...(p.reason ? [`Причина: ${p.reason}`] : []),
      'За повече информация се свържете с детската градина.',
    ].join('\n'),
  };
}

export function registrationWithExistingAccountMail(p: {
  firstName: string;
  kindergartenName: string;
  loginLink: string;
  recoveryLink: string;
}): MailText {
  return {
    subject: 'Опит за регистрация с вашия имейл адрес',
    text: [
      greeting(p.firstName),
      '',
      `Някой подаде заявка за регистрация като родител в „${p.kindergartenName}“ с този имейл адрес,`,
      'но вие вече имате профил в „Градина“. Нова заявка не е създадена.',
      `Влезте от ${p.loginLink} и добавете детето от „Добави дете“.`,
      `Ако сте забравили паролата си: ${p.recoveryLink}`,
    ].join('\n'),
  };
}

/** The footer of every account e-mail: who sent it and how to stop notifications. */
export function footer(p: { unsubscribeLink: string; essential: boolean }): string {
  return [
    '',
    '--',
    '„Градина“ – платформа за детски ясли и градини',
    `Ако не желаете да получавате известия по имейл: ${p.unsubscribeLink}`,
    ...(p.essential ? ['Писмата за достъпа и сигурността на профила ви ще продължат да пристигат.'] : []),
  ].join('\n');
}
