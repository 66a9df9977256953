/**
 * pdfmake 0.3 set up once per Lambda for the documents areas draw (certificates, portfolios): its Roboto, which
 * embeds and renders Cyrillic, is taken from pdfmake's font bundle into its virtual file system, so the fonts
 * travel inside the Lambda's one-file bundle (a path into node_modules would not exist there). No URL and no
 * file may be read while rendering (pdfmake warns on every createPdf without these policies); images come as
 * data URLs.
 */
let pdfmake: typeof import('pdfmake') | undefined;

const robotoFiles = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
};

type VirtualFs = { writeFileSync(name: string, content: Buffer): void };

export async function pdfMaker(): Promise<typeof import('pdfmake')> {
  if (!pdfmake) {
    const loaded = (await import('pdfmake')) as unknown as { default?: typeof import('pdfmake') };
    const maker = loaded.default ?? (loaded as unknown as typeof import('pdfmake'));
    const bundled = (await import('pdfmake/build/vfs_fonts.js')) as unknown as {
      default?: Record<string, string>;
    } & Record<string, string>;
    const fonts = bundled.default ?? bundled;
    const vfs = (maker as unknown as { virtualfs: VirtualFs }).virtualfs;
    for (const file of Object.values(robotoFiles))
      vfs.writeFileSync(file, Buffer.from(fonts[file]!, 'base64'));
    maker.setUrlAccessPolicy(() => false);
    maker.setLocalAccessPolicy(() => false);
    maker.setFonts({ Roboto: robotoFiles });
    pdfmake = maker;
  }
  return pdfmake;
}
