/**
 * A QR code as vector shapes: one path of its dark modules on a white square with the
 * standard quiet zone, in module units. The PNG (SVG) and the PDF draw the same path, so
 * the code is sharp at any size and scans the same from either.
 */
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

export interface QrCodePath {
  /** The side of the square, quiet zone included, in modules. */
  readonly span: number;
  /** SVG path data of the dark modules. */
  readonly path: string;
}

export function qrCodePath(text: string): QrCodePath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cells: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (modules.get(row, column)) {
        cells.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
  }
  return { span: count + QUIET_ZONE * 2, path: cells.join('') };
}

/** The code of `text` as an `<svg>` placed at (x, y) with the given side, in user units. */
export function qrCodeSvg(text: string, x: number, y: number, side: number): string {
  const { span, path } = qrCodePath(text);
  return (
    `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="0 0 ${span} ${span}" ` +
    `shape-rendering="crispEdges"><rect width="${span}" height="${span}" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/></svg>`
  );
}
