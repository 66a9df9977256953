import { Audience } from '@gradina/shared';

/** Who a Master's message goes to: everyone, every parent, every kindergarten's staff, or chosen kindergartens' staff. */
export type PlatformRecipients = 'everyone' | 'parents' | 'staff' | 'chosen';

export const platformRecipientLabels: Record<PlatformRecipients, string> = {
  everyone: 'Всички потребители на всички детски градини',
  parents: 'Родителите във всички детски градини',
  staff: 'Служителите на всички детски градини',
  chosen: 'Служителите на избрани детски градини',
};

const audienceOf: Record<Exclude<PlatformRecipients, 'chosen'>, Audience> = {
  everyone: Audience.All,
  parents: Audience.OnlyClasses,
  staff: Audience.OnlyStaff,
};

export type PlatformSend =
  | {
      route: 'communication.sendAdministrativeMessage';
      body: { title: string; content: string; audience: Audience };
    }
  | {
      route: 'communication.sendToKindergartens';
      body: { title: string; content: string; kindergartenIds: string[] };
    };

/**
 * The call a choice makes: an administrative message (the toast says "административно съобщение") to an audience
 * of every kindergarten, or a message to the staff of the chosen kindergartens (POST /Messages/for-kindergartens).
 */
export function platformSend(
  choice: PlatformRecipients,
  message: { title: string; content: string },
  kindergartenIds: string[],
): PlatformSend {
  if (choice === 'chosen')
    return { route: 'communication.sendToKindergartens', body: { ...message, kindergartenIds } };
  return {
    route: 'communication.sendAdministrativeMessage',
    body: { ...message, audience: audienceOf[choice] },
  };
}

/** How a sent message's recipients read in the list. */
export function recipientsText(m: {
  kind: 'administrative' | 'kindergartens';
  audience: Audience | null;
  kindergartenIds: string[];
}) {
  const where =
    m.kindergartenIds.length === 0
      ? 'всички детски градини'
      : m.kindergartenIds.length === 1
        ? '1 детска градина'
        : `${m.kindergartenIds.length} детски градини`;
  if (m.kind === 'kindergartens' || m.audience === Audience.OnlyStaff) return `Служителите: ${where}`;
  if (m.audience === Audience.OnlyClasses) return `Родителите: ${where}`;
  return `Всички потребители: ${where}`;
}
