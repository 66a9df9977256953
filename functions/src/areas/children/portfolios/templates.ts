import { randomUUID } from 'node:crypto';
import { StudentAchievementType } from '@gradina/shared';
import type {
  PortfolioBackground,
  SectionTypeName,
} from '@gradina/shared/manifest/routes/children/portfolios';
import { sectionTypeNames } from '@gradina/shared/manifest/routes/children/portfolios';
import { versionOf } from '../../../platform/db';
import { saved } from '../../../platform/http/replies';
import type { RouteSession } from '../../../platform/http/route-session';
import { readBackgrounds, readSectionTitles, writeBackgrounds, writeSectionTitles } from './items';

/**
 * The Master's lists for every kindergarten: the suggested section titles of each type and the backgrounds.
 * Until the Master saves a list, the platform offers these.
 */
export const defaultSectionTitles: Record<StudentAchievementType, string[]> = {
  [StudentAchievementType.Hobby]: ['Обичам да рисувам', 'Любимата ми игра', 'Моят спорт', 'Музика и танци'],
  [StudentAchievementType.Award]: ['Грамота', 'Медал от състезание', 'Участие в конкурс', 'Похвала'],
  [StudentAchievementType.Journey]: ['Екскурзия', 'Посещение на музей', 'Зелено училище', 'Театър'],
};

export const defaultBackgrounds: PortfolioBackground[] = [
  { id: 'sky', name: 'Небе', color: '#E3F2FD' },
  { id: 'meadow', name: 'Поляна', color: '#E8F5E9' },
  { id: 'sun', name: 'Слънце', color: '#FFF8E1' },
];

export const portfolioBackgrounds = async () => (await readBackgrounds())?.backgrounds ?? defaultBackgrounds;

export async function sectionTitles(name: SectionTypeName) {
  const type = sectionTypeNames[name];
  return { type, titles: (await readSectionTitles(type))?.titles ?? defaultSectionTitles[type] };
}

/** The Master's screens edit the lists whole: with the version (0 while the defaults stand). */
export async function editableBackgrounds() {
  const stored = await readBackgrounds();
  return { backgrounds: stored?.backgrounds ?? defaultBackgrounds, version: versionOf(stored) };
}

export async function editableSectionTitles(name: SectionTypeName) {
  const type = sectionTypeNames[name];
  const stored = await readSectionTitles(type);
  return { type, titles: stored?.titles ?? defaultSectionTitles[type], version: versionOf(stored) };
}

/** The titles as typed, each once, in the order given. */
export async function saveSectionTitles(
  session: RouteSession,
  name: SectionTypeName,
  titles: string[],
  version?: number,
) {
  await writeSectionTitles(sectionTypeNames[name], [...new Set(titles)], session.userId, version);
  return saved(name);
}

/** The whole list; a background without an id gets one (portfolios keep the ids they chose). */
export async function saveBackgrounds(
  session: RouteSession,
  list: { id?: string; name: string; color: string }[],
  version?: number,
) {
  const backgrounds = list.map((b) => ({
    id: b.id ?? randomUUID(),
    name: b.name,
    color: b.color.toUpperCase(),
  }));
  await writeBackgrounds(backgrounds, session.userId, version);
  return saved(null);
}
