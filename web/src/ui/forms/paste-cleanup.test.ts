// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup';

// What Word 365 puts on the clipboard for a bold word, a link and a bulleted line (abridged).
const fromWord = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri";} --></style></head><body lang=BG>
<!--StartFragment--><p class=MsoNormal style='margin-bottom:0cm;line-height:normal'><b><span lang=BG
style='font-size:12.0pt;mso-bidi-font-family:Calibri'>Среща</span></b><span lang=BG> с родителите<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span lang=BG>в 17:30 ч.</span></p>
<p class=MsoNormal><a href="https://gradina.bg/menu" style='color:blue'>Меню</a><o:p>&nbsp;</o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>`;

describe('cleanPastedHtml', () => {
  it('keeps the text, bold and links of a Word paste and drops its classes, styles, o:p and bullet glyphs', () => {
    const html = cleanPastedHtml(fromWord);
    expect(html).toContain('<b>');
    expect(html).toContain('Среща');
    expect(html).toContain('в 17:30 ч.');
    expect(html).toContain('href="https://gradina.bg/menu"');
    expect(html).not.toMatch(/class=|style=|lang=|o:p|Mso|mso-|<style|<meta|·|<!--/i);
    // the empty paragraph Word adds at the end is gone
    expect(html).not.toMatch(/<p>(?:\s|&nbsp;)*<\/p>/);
  });

  it('keeps only the allowed tags: scripts, images and forms do not survive a paste', () => {
    const html = cleanPastedHtml(
      '<p>Текст<img src=x onerror="alert(1)"><script>alert(1)</script></p><form><input></form><a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/<img|<script|<form|<input|javascript:|onerror/i);
    expect(html).toContain('Текст');
  });
});
