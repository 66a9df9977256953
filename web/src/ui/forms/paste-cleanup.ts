import { sanitizeRichText } from './sanitize-html';

/**
 * HTML pasted into the rich-text editor, cleaned before the editor parses it. Word (and Outlook) paste
 * `class="MsoNormal"`, inline `mso-*` styles, `<o:p>` paragraphs, conditional comments and a `<style>` block;
 * list items arrive as paragraphs that start with a bullet glyph in a `mso-list:Ignore` span. The glyphs are
 * dropped (they would be typed text), the rest goes through the spec's allowlist (the same one the screens
 * show rich text with), which removes every attribute but links' and tables', and every unknown tag.
 * The server sanitizes again before storing: this is for a clean editor, not for safety.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.querySelectorAll('[style]'))) {
    if (/mso-list\s*:\s*ignore/i.test(el.getAttribute('style') ?? '')) el.remove();
  }
  for (const el of Array.from(doc.querySelectorAll('style, xml, meta, link, title'))) el.remove();
  return sanitizeRichText(doc.body.innerHTML)
    .replace(/<\/?o:p>/gi, '')
    .replace(/<p>(?:\s|&nbsp;|\u00a0)*<\/p>/gi, '')
    .trim();
}
