import { richTextLinkSchemes, richTextTags } from '@gradina/shared/rich-text';
import DOMPurify, { type Config } from 'dompurify';

/**
 * The spec's rule for displayed rich text (section 5): only tables, headings, lists, links and basic
 * formatting survive, and links may use only http, https, ftp and mailto. Everything else (scripts, styles,
 * forms, media, frames, event handlers, `style` attributes, other link protocols, relative links) is removed.
 * Text content of a removed formatting element is kept; the content of script-like elements is not.
 */
export const allowedTags = richTextTags;

export const allowedAttributes = [
  'href',
  'title',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
] as const;

export const allowedLinkProtocols = richTextLinkSchemes.map((s) => `${s}:`);

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allowedAttributes],
  // DOMPurify checks every attribute that is not "URI safe" against this pattern: only `href` is a URI here.
  ALLOWED_URI_REGEXP: /^(?:https?|ftp|mailto):/i,
  ADD_URI_SAFE_ATTR: allowedAttributes.filter((a) => a !== 'href'),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

/** An absolute URL with one of the allowed protocols, parsed as the browser would. */
export function isAllowedLink(href: string): boolean {
  const text = href.trim();
  // A scheme is required: a relative link would resolve against this app, which the spec does not allow.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) return false;
  try {
    return (allowedLinkProtocols as readonly string[]).includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/**
 * A DOMPurify instance of its own, so the link hook does not change sanitising elsewhere. The hook checks
 * every link once more with the URL parser (the regex sees the raw attribute) and opens allowed web links in
 * a new tab without giving it this window.
 */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    if (!isAllowedLink(href)) {
      node.removeAttribute('href');
      return;
    }
    if (!/^mailto:/i.test(href.trim())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = p;
  return p;
}

/** Rich text made safe to show with the spec's allowlist. Needs a DOM (the browser, or happy-dom in tests). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The plain text of rich text, e.g. for a truncated preview in a list. */
export function richTextToPlain(html: string | null | undefined): string {
  const safe = sanitizeRichText(html);
  if (!safe) return '';
  const doc = new DOMParser().parseFromString(safe, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
