/**
 * SVG drawn as PNG by resvg (a Rust renderer shipped as a prebuilt npm binary), with the
 * project's own CJK font and no system font: the picture is the same on every machine.
 */
import { Resvg } from '@resvg/resvg-js';
import { CJK_FONT_FAMILY, cjkFontFiles } from '../fonts';

/** `maxWidth` scales a wider picture down to that many pixels (previews). */
export function svgToPng(svg: string, maxWidth?: number): Buffer {
  const { regular, bold } = cjkFontFiles();
  const renderer = new Resvg(svg, {
    ...(maxWidth === undefined ? {} : { fitTo: { mode: 'width', value: maxWidth } }),
    font: {
      fontFiles: [regular, bold],
      loadSystemFonts: false,
      defaultFontFamily: CJK_FONT_FAMILY,
      sansSerifFamily: CJK_FONT_FAMILY,
    },
  });
  return renderer.render().asPng();
}

/** Text as SVG character data. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
