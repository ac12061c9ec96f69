import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../../../server/adapters/pdf/woffToSfnt';

const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(name));
const FONTS = {
  arabic: fontFile('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
  latin: fontFile('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
};

/** How pdfkit lays a text out in a font: its width and the glyphs the font's shaping chose. */
function layoutOf(font: Buffer, text: string) {
  const doc = new PDFDocument();
  doc.font(font).fontSize(12);
  const width = doc.widthOfString(text);
  const glyphs = (doc as unknown as { _font: { layout(text: string): { glyphs: Array<{ id: number }> } } })._font.layout(text).glyphs.map((glyph) => glyph.id);
  doc.end();
  return { width, glyphs };
}

describe('a WOFF font unwrapped for documents', () => {
  it('lays text out exactly as the WOFF does, joined Arabic letters and ligatures included', () => {
    const samples = { arabic: 'فاتورة ضريبية مبسطة لعيادة الأسنان، ٢٠٢٦', latin: 'Invoice 2026-0001: Lumina Nano-Hybrid (A2) × 3' };
    for (const [name, text] of Object.entries(samples) as Array<[keyof typeof FONTS, string]>) {
      const unwrapped = layoutOf(woffToSfnt(FONTS[name]), text);
      expect(unwrapped).toEqual(layoutOf(FONTS[name], text));
      expect(unwrapped.glyphs.length).toBeGreaterThan(0);
    }
  });

  it('is a TrueType font of the WOFF’s tables, each on a four-byte boundary', () => {
    const woff = FONTS.latin;
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tableCount = sfnt.readUInt16BE(4);
    expect(tableCount).toBe(woff.readUInt16BE(12));
    for (let index = 0; index < tableCount; index++) expect(sfnt.readUInt32BE(12 + index * 16 + 8) % 4).toBe(0);
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some words long enough for a header'))).toThrow('not a WOFF 1.0 font');
    const truncated = Buffer.from(FONTS.latin.subarray(0, 200));
    expect(() => woffToSfnt(truncated)).toThrow();
  });
});
