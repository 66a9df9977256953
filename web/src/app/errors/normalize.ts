/**
 * The spec's normalised error: the message from the error's text, the status from `statusCode`, `status` or
 * the response status, 500 when none is known.
 */
export interface NormalizedError {
  statusCode: number;
  message: string;
}

function validStatus(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= 400 && v <= 599 ? v : undefined;
}

export function normalizeError(error: unknown): NormalizedError {
  if (typeof error === 'object' && error !== null) {
    const e = error as Record<string, unknown>;
    const response =
      typeof e.response === 'object' && e.response !== null ? (e.response as Record<string, unknown>) : {};
    const statusCode =
      validStatus(e.statusCode) ?? validStatus(e.status) ?? validStatus(response.status) ?? 500;
    const text =
      (typeof e.errorMessage === 'string' && e.errorMessage) ||
      (typeof e.message === 'string' && e.message) ||
      (typeof e.statusText === 'string' && e.statusText) ||
      (typeof e.data === 'string' && e.data) ||
      '';
    return { statusCode, message: text };
  }
  return { statusCode: 500, message: typeof error === 'string' ? error : '' };
}

/** A lazily loaded part of the page failed to arrive (usually a new deployment replaced the old chunks). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

const reloadKey = 'gradina.chunk-reload-at';

/**
 * Spec: a failed loading of a page part triggers a page reload. Once per minute at most, so a part that is really
 * missing shows the error page instead of reloading forever. Answers whether a reload was started.
 */
export function reloadForFreshChunks(): boolean {
  try {
    const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(reloadKey, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
