import { richTextLinkSchemes, richTextTags } from '@gradina/shared/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the spec allows it (doc 000, validation): tables, headings, lists, links (http, https, ftp,
 * mailto) and basic formatting. Everything else is dropped on the server before it is stored.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start'],
  },
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of sanitized HTML, whitespace collapsed (previews, .ics descriptions, exports). */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the text, cut at a word when possible. */
export function preview(html: string, max = 300): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The spec's encoded content (doc 001: "content (encoded, decoded for display)"): replies carry the
 * sanitized HTML URI-encoded with encodeURIComponent; the client decodes it with decodeURIComponent.
 */
export const encodeContent = (html: string) => encodeURIComponent(html);
export const decodeContent = (encoded: string) => decodeURIComponent(encoded);
