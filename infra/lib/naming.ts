/** Construct-id friendly PascalCase of an id such as `school-year-rollover` or `identity`. */
export function pascal(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter((p) => p !== '')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

/** Stage names end up in stack, bucket and resource names: keep them short and DNS-safe. */
export function assertStage(stage: string): string {
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    throw new Error(
      `Invalid stage '${stage}': use 1-16 lower-case letters, digits or '-', starting with a letter`,
    );
  }
  return stage;
}
