/**
 * The bot-protection service of the public forms (spec: a captcha v3 service is configured). In the cloud the
 * build sets `VITE_RECAPTCHA_SITE_KEY` and a form asks reCAPTCHA v3 for a token for its action; the API
 * verifies it (functions/src/platform/bot-protection). Without a site key (the local cloud, tests) there is
 * no token and the local verifier accepts the request. A script that fails to load gives no token either:
 * the server then answers with its own message, which the form shows.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

const siteKey = (import.meta.env as Record<string, string | undefined> | undefined)?.VITE_RECAPTCHA_SITE_KEY;
let loading: Promise<Grecaptcha | undefined> | undefined;

function loadRecaptcha(key: string): Promise<Grecaptcha | undefined> {
  loading ??= new Promise((resolve) => {
    const existing = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
    if (existing) {
      existing.ready(() => resolve(existing));
      return;
    }
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else resolve(undefined);
    };
    script.onerror = () => {
      loading = undefined;
      resolve(undefined);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Whether the page asks a bot-protection service at all (the form then shows the service's notice). */
export const botProtectionEnabled = Boolean(siteKey);

/** A token for `action`, or undefined when there is no service (or it did not answer within 10 s). */
export async function botProtectionToken(action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000));
  const ask = (async () => {
    const g = await loadRecaptcha(siteKey);
    return g ? await g.execute(siteKey, { action }) : undefined;
  })().catch(() => undefined);
  return Promise.race([ask, timeout]);
}
