/** A small HTTP client for suites that talk to the local cloud as a browser would. */
export interface ApiReply {
  status: number;
  body: unknown;
  headers: Headers;
}

export function testUrl(): string {
  const url = process.env.GRADINA_TEST_URL;
  if (!url)
    throw new Error('GRADINA_TEST_URL is not set: the integration global setup starts the local cloud');
  return url;
}

export async function call(
  method: string,
  path: string,
  options: {
    token?: string;
    query?: Record<string, string | string[]>;
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiReply> {
  const url = new URL(path, testUrl());
  for (const [k, v] of Object.entries(options.query ?? {})) {
    for (const one of Array.isArray(v) ? v : [v]) url.searchParams.append(k, one);
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // fetch writes the multipart boundary into the content type itself.
    body = options.body;
  } else if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] = options.contentType ?? 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* a file or text reply */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export const demoPassword = 'Gradina2026';

export async function signIn(email: string, password = demoPassword): Promise<string> {
  const reply = await call('POST', '/api/identity/login', {
    body: { identifier: email, password, identifierKind: 0 },
  });
  if (reply.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { token: string }).token;
}

/** Fills `{name}` segments of a manifest path. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\??\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
