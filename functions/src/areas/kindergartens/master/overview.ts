import type {
  InstitutionFigures,
  KindergartenState,
} from '@gradina/shared/manifest/routes/kindergartens/administration';
import { now } from '../../../platform/clock';
import { kindergartenDirectory } from '../items';
import { groupCounts, type KindergartenRecord, sessionExpiries, staffKeys } from './items';
import { stateOf } from './kindergartens';

/**
 * `GET administration/kindergarten/group-institutions-overview`: the country's kindergartens from the
 * directory index (one Query), filtered, each mother followed by its branches, paged by mother; the figures
 * (3 Queries a kindergarten) only for the page's rows, or for every candidate when the state is asked for.
 */
export interface OverviewQuery {
  Name?: string;
  Town?: string;
  MunicipalityCode?: string;
  RegionCode?: string;
  InstitutionCode?: string;
  KindergartenType?: number;
  State?: KindergartenState;
  PageNumber?: number;
  PageSize?: number;
}

const collator = new Intl.Collator('bg');
const lower = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('bg');
const has = (value: string | null | undefined, needle: string | undefined) =>
  !needle || lower(value).includes(lower(needle.trim()));

/** Whether a kindergarten matches the filters that need no figures (pure). */
export function matches(k: KindergartenRecord, q: OverviewQuery): boolean {
  return (
    (has(k.name, q.Name) || has(k.id, q.Name)) &&
    (has(k.town, q.Town) || has(k.city, q.Town)) &&
    (!q.MunicipalityCode || k.municipalityCode === q.MunicipalityCode) &&
    (!q.RegionCode || k.regionCode === q.RegionCode) &&
    has(k.institutionCode, q.InstitutionCode) &&
    (!q.KindergartenType || Number(k.kindergartenType ?? 2) === q.KindergartenType)
  );
}

type Figures = Pick<
  InstitutionFigures,
  'state' | 'groupsCount' | 'childrenCount' | 'staffCount' | 'openSessions'
>;

async function figuresOf(k: KindergartenRecord): Promise<Figures> {
  const [groups, staff, sessions] = await Promise.all([
    groupCounts(k.id),
    staffKeys(k.id),
    sessionExpiries(k.id),
  ]);
  const current = groups.filter((g) => !k.activePeriodId || g.periodId === k.activePeriodId);
  const at = Math.floor(now().getTime() / 1000);
  return {
    state: stateOf(groups, k.activePeriodId),
    groupsCount: current.length,
    childrenCount: current.reduce((s, g) => s + Number(g.childrenCount ?? 0), 0),
    staffCount: staff.length,
    openSessions: sessions.filter((s) => s.kindergartenId === k.id && Number(s.expiresAt) > at).length,
  };
}

/** Reads the figures of many kindergartens, a few at a time. */
async function figuresOfAll(list: readonly KindergartenRecord[]) {
  const figures = new Map<string, Figures>();
  for (let i = 0; i < list.length; i += 8) {
    const chunk = list.slice(i, i + 8);
    const read = await Promise.all(chunk.map(figuresOf));
    for (const [j, k] of chunk.entries()) figures.set(k.id, read[j]!);
  }
  return figures;
}

/** Mothers (and branches whose mother is not listed) by name, each with its branches by name (pure). */
export function groupByMother<T extends { id: string; name: string; motherKindergartenId?: string | null }>(
  list: readonly T[],
) {
  const ids = new Set(list.map((k) => k.id));
  const sorted = [...list].sort((a, b) => collator.compare(a.name, b.name));
  const top = sorted.filter((k) => !k.motherKindergartenId || !ids.has(k.motherKindergartenId));
  return top.map((k) => ({ item: k, branches: sorted.filter((b) => b.motherKindergartenId === k.id) }));
}

export async function institutionsOverview(q: OverviewQuery) {
  const all = (await kindergartenDirectory()) as KindergartenRecord[];
  let candidates = all.filter((k) => matches(k, q));
  let figures = new Map<string, Figures>();
  if (q.State) {
    figures = await figuresOfAll(candidates);
    candidates = candidates.filter((k) => figures.get(k.id)?.state === q.State);
  }
  const tree = groupByMother(candidates);
  const size = q.PageSize ?? 20;
  const page = tree.slice(((q.PageNumber ?? 1) - 1) * size, (q.PageNumber ?? 1) * size);
  if (!q.State) figures = await figuresOfAll(page.flatMap((t) => [t.item, ...t.branches]));
  const row = (k: KindergartenRecord): InstitutionFigures => ({
    id: k.id,
    name: k.name,
    kindergartenType: Number(k.kindergartenType ?? 2),
    town: k.town ?? k.city ?? '',
    municipalityName: k.municipalityName ?? '',
    regionName: k.regionName ?? '',
    institutionCode: k.institutionCode ?? null,
    motherKindergartenId: k.motherKindergartenId ?? null,
    ...figures.get(k.id)!,
  });
  return {
    result: page.map((t) => ({ ...row(t.item), branches: t.branches.map(row) })),
    rowsCount: tree.length,
  };
}
