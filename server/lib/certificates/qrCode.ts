/**
 * A QR code as SVG: one path of its dark modules on a white square with the standard
 * quiet zone, drawn by whatever draws the certificate (no raster step, sharp at any size).
 */
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

/** The code of `text` as an `<svg>` placed at (x, y) with the given side, in user units. */
export function qrCodeSvg(text: string, x: number, y: number, side: number): string {
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
  const span = count + QUIET_ZONE * 2;
  return (
    `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="0 0 ${span} ${span}" ` +
    `shape-rendering="crispEdges"><rect width="${span}" height="${span}" fill="#fff"/>` +
    `<path d="${cells.join('')}" fill="#000"/></svg>`
  );
}
