import { describe, expect, it } from 'vitest';
import { decodeContent, encodeContent, plainText, preview, sanitizeRichText } from './content';

describe('rich text', () => {
  it('keeps tables, headings, lists, links and basic formatting', () => {
    const html =
      '<h2>Меню</h2><p><strong>Закуска</strong> и <em>обяд</em></p><ul><li>мляко</li></ul>' +
      '<table><thead><tr><th>Ден</th></tr></thead><tbody><tr><td colspan="2">Понеделник</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, images and links outside http, https, ftp and mailto', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" onclick="x()">Текст</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">лош</a><a href="https://gradina.bg" target="x">добър</a>' +
        '<a href="mailto:a@b.bg">поща</a><a href="ftp://f.bg/a">ftp</a><a href="data:text/html,x">data</a><iframe></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style|img|iframe|javascript|data:/);
    expect(clean).toContain(
      '<a href="https://gradina.bg" target="_blank" rel="noopener noreferrer">добър</a>',
    );
    expect(clean).toContain('href="mailto:a@b.bg"');
    expect(clean).toContain('href="ftp://f.bg/a"');
  });

  it('encodes content the way the client decodes it', () => {
    const html = '<p>Здравейте, родители & деца!</p>';
    expect(encodeContent(html)).not.toMatch(/[<>&\sЗ]/);
    expect(decodeContent(encodeContent(html))).toBe(html);
  });

  it('makes plain text and previews cut at a word', () => {
    expect(plainText('<p>Първи</p><p>втори &amp; <b>трети</b></p>')).toBe('Първи втори & трети');
    const long = preview(`<p>${'дума '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('дума…')).toBe(true);
  });
});
