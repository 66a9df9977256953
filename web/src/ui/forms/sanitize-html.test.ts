// @vitest-environment jsdom
// DOMPurify needs a DOM that keeps its node iterator right while nodes are removed; happy-dom does not, so
// the sanitiser is tested in jsdom, the DOM DOMPurify itself is tested against.
import { describe, expect, it } from 'vitest';
import { isAllowedLink, richTextToPlain, sanitizeRichText } from './sanitize-html';

function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeRichText(html);
  return div;
}

describe('sanitizeRichText', () => {
  it('keeps tables, headings, lists and basic formatting', () => {
    const html =
      '<h2>Меню</h2><p><b>Закуска</b> и <em>обяд</em><br><u>следобедна</u> <s>вечеря</s></p>' +
      '<ul><li>едно</li></ul><ol><li>две</li></ol>' +
      '<table><thead><tr><th>Ден</th></tr></thead><tbody><tr><td colspan="2">Понеделник</td></tr></tbody></table>';
    const out = dom(html);
    for (const tag of ['h2', 'p', 'b', 'em', 'br', 'u', 's', 'ul', 'ol', 'li', 'table', 'thead', 'th', 'td'])
      expect(out.querySelector(tag), tag).not.toBeNull();
    expect(out.querySelector('td')?.getAttribute('colspan')).toBe('2');
  });

  it('removes scripts, event handlers, styles, forms, media and frames', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">текст</p><script>alert(1)</script><style>p{}</style>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<form><input name="q"><button>Изпрати</button></form><svg><script>alert(1)</script></svg>' +
        '<object data="x"></object><video src="v.mp4"></video>',
    );
    expect(out).toBe('<p>текст</p>Изпрати');
  });

  it('keeps the text of elements that are not allowed', () => {
    expect(sanitizeRichText('<font color="red">важно</font> <marquee>съобщение</marquee>')).toBe(
      'важно съобщение',
    );
  });

  it('drops class, id, data and aria attributes', () => {
    expect(sanitizeRichText('<p class="x" id="y" data-a="1" aria-label="z">а</p>')).toBe('<p>а</p>');
  });

  it('keeps http, https, ftp and mailto links; web links open in a new tab without this window', () => {
    const out = dom(
      '<a href="https://mon.bg/">МОН</a><a href="http://a.bg">а</a><a href="ftp://files.bg/x">ftp</a>' +
        '<a href="mailto:info@gradina.bg">поща</a>',
    );
    const links = [...out.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://mon.bg/',
      'http://a.bg',
      'ftp://files.bg/x',
      'mailto:info@gradina.bg',
    ]);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[3]?.hasAttribute('target')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'tel:+359888000000',
    'file:///etc/passwd',
    '/relative/path',
    '//evil.example/x',
    'https:evil',
  ])('drops the link target %s but keeps the text', (href) => {
    const out = dom(`<a href="${href}">връзка</a>`);
    const a = out.querySelector('a');
    expect(out.textContent).toBe('връзка');
    expect(a?.hasAttribute('href') ?? false).toBe(href === 'https:evil' && isAllowedLink(href));
  });

  it('does not let a target or a rel from the author through', () => {
    const a = dom('<a href="https://a.bg" target="_self" rel="opener">а</a>').querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('answers empty text for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('richTextToPlain', () => {
  it('gives the text without markup or scripts', () => {
    expect(richTextToPlain('<p>Здравейте,</p><p>  родители!<script>x()</script></p>')).toBe(
      'Здравейте, родители!',
    );
  });
});

describe('isAllowedLink', () => {
  it('accepts only absolute links of the four protocols', () => {
    expect(isAllowedLink('https://a.bg')).toBe(true);
    expect(isAllowedLink('MAILTO:a@b.bg')).toBe(true);
    expect(isAllowedLink('/x')).toBe(false);
    expect(isAllowedLink('javascript:x')).toBe(false);
  });
});
