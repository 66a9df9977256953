import { type Action, actions, grantableResources, modules, type Resource } from '@gradina/shared';
import { resourceLabels } from '../../../ui/format/resource-labels';

export type Rights = Partial<Record<Resource, Partial<Record<Action, boolean>>>>;

export interface MatrixSection {
  title: string;
  resources: { resource: Resource; label: string }[];
}

/** The access matrix's rows: the resources a group may grant, under their module's title, in Bulgarian order. */
export function matrixSections(): MatrixSection[] {
  const collator = new Intl.Collator('bg');
  const grantable = new Set<Resource>(grantableResources);
  const placed = new Set<Resource>();
  const row = (r: Resource) => ({ resource: r, label: resourceLabels[r] });
  const sort = (rows: MatrixSection['resources']) => rows.sort((a, b) => collator.compare(a.label, b.label));
  const sections: MatrixSection[] = Object.values(modules).map((m) => {
    const rs = (m.resources as readonly Resource[]).filter((r) => grantable.has(r));
    for (const r of rs) placed.add(r);
    return { title: m.title, resources: sort(rs.map(row)) };
  });
  const rest = grantableResources.filter((r) => !placed.has(r));
  if (rest.length > 0) sections.push({ title: 'Общи', resources: sort(rest.map(row)) });
  return sections.filter((s) => s.resources.length > 0);
}

/**
 * One box of the matrix changes. Creating, changing or deleting needs seeing: ticking any of them ticks
 * read, and unticking read unticks the others.
 */
export function toggleRight(rights: Rights, resource: Resource, action: Action, on: boolean): Rights {
  const row = { ...(rights[resource] ?? {}) };
  row[action] = on;
  if (on && action !== 'read') row.read = true;
  if (!on && action === 'read') for (const a of actions) row[a] = false;
  return { ...rights, [resource]: row };
}

/** The matrix as the API takes it: only resources with at least one right. */
export function accessList(rights: Rights) {
  return (Object.entries(rights) as [Resource, Partial<Record<Action, boolean>>][])
    .filter(([, row]) => actions.some((a) => row[a]))
    .map(([resource, row]) => ({
      resource,
      read: row.read === true,
      create: row.create === true,
      update: row.update === true,
      delete: row.delete === true,
    }));
}

export function rightsOf(
  access: readonly { resource: Resource; read: boolean; create: boolean; update: boolean; delete: boolean }[],
): Rights {
  const out: Rights = {};
  for (const a of access)
    out[a.resource] = { read: a.read, create: a.create, update: a.update, delete: a.delete };
  return out;
}

export const actionLabels: Record<Action, string> = {
  read: 'Преглед',
  create: 'Създаване',
  update: 'Редакция',
  delete: 'Изтриване',
};
