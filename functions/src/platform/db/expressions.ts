/**
 * Builds DynamoDB expressions from plain objects, so area code names attributes and values instead of
 * writing `#a = :a` by hand. Every name and value gets a placeholder (reserved words such as `name` or
 * `ttl` are safe), and placeholders carry a prefix per part so a condition and an update never collide.
 */
export type Names = Record<string, string>;
export type Values = Record<string, unknown>;

export interface Expression {
  expression: string;
  names: Names;
  values: Values;
}

/** What must hold for a write to happen; all given parts must hold (AND). */
export interface Condition {
  /** The item must exist (`attribute_exists(PK)`). */
  exists?: boolean;
  /** The item must not exist yet (`attribute_not_exists(PK)`). */
  absent?: boolean;
  /** Attributes that must have these values. */
  equals?: Values;
  /** Attributes that must not be set. */
  missing?: readonly string[];
  /** Anything else, written with its own `#names` and `:values`. */
  expression?: string;
  names?: Names;
  values?: Values;
}

/** An update of top-level attributes. */
export interface Changes {
  set?: Values;
  /** Numbers added atomically (counters). */
  add?: Record<string, number>;
  remove?: readonly string[];
}

function placeholders(prefix: string) {
  const names: Names = {};
  const values: Values = {};
  let n = 0;
  return {
    names,
    values,
    name(attribute: string) {
      const key = `#${prefix}${n++}`;
      names[key] = attribute;
      return key;
    },
    value(value: unknown) {
      const key = `:${prefix}${n++}`;
      values[key] = value;
      return key;
    },
  };
}

export function conditionExpression(condition: Condition): Expression | undefined {
  const p = placeholders('c');
  const parts: string[] = [];
  if (condition.exists) parts.push(`attribute_exists(${p.name('PK')})`);
  if (condition.absent) parts.push(`attribute_not_exists(${p.name('PK')})`);
  for (const [attribute, value] of Object.entries(condition.equals ?? {}))
    parts.push(`${p.name(attribute)} = ${p.value(value)}`);
  for (const attribute of condition.missing ?? []) parts.push(`attribute_not_exists(${p.name(attribute)})`);
  if (condition.expression) {
    parts.push(`(${condition.expression})`);
    Object.assign(p.names, condition.names);
    Object.assign(p.values, condition.values);
  }
  if (parts.length === 0) return undefined;
  return { expression: parts.join(' AND '), names: p.names, values: p.values };
}

export function updateExpression(changes: Changes): Expression {
  const p = placeholders('u');
  const set = Object.entries(changes.set ?? {}).map(([a, v]) => `${p.name(a)} = ${p.value(v)}`);
  const add = Object.entries(changes.add ?? {}).map(([a, v]) => `${p.name(a)} ${p.value(v)}`);
  const remove = (changes.remove ?? []).map((a) => p.name(a));
  const clauses = [
    set.length ? `SET ${set.join(', ')}` : '',
    add.length ? `ADD ${add.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.join(', ')}` : '',
  ].filter(Boolean);
  if (clauses.length === 0) throw new Error('an update needs at least one change');
  return { expression: clauses.join(' '), names: p.names, values: p.values };
}

/** The request fields of an optional condition, ready to spread into a command input. */
export function conditionParams(condition: Condition | undefined) {
  const c = condition && conditionExpression(condition);
  if (!c) return {};
  return {
    ConditionExpression: c.expression,
    ExpressionAttributeNames: c.names,
    ...(Object.keys(c.values).length ? { ExpressionAttributeValues: c.values } : {}),
  };
}

/** The request fields of an update with an optional condition. */
export function updateParams(changes: Changes, condition?: Condition) {
  const u = updateExpression(changes);
  const c = condition && conditionExpression(condition);
  const values = { ...u.values, ...c?.values };
  return {
    UpdateExpression: u.expression,
    ...(c ? { ConditionExpression: c.expression } : {}),
    ExpressionAttributeNames: { ...u.names, ...c?.names },
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}
