/**
 * The spec's rich-text rule (doc 000, section 5): tables, headings, lists, links and basic formatting only;
 * links only with http, https, ftp or mailto. The server's sanitizer (before storing) and the web's
 * (before showing) both take their lists from here.
 */
export const richTextTags = [
  // tables
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  // headings
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  // lists
  'ul',
  'ol',
  'li',
  // links
  'a',
  // basic formatting
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
] as const;

export const richTextLinkSchemes = ['http', 'https', 'ftp', 'mailto'] as const;
