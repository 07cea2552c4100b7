/**
 * How big an image may be once decoded. A 10 MB upload can declare 65 535 × 65 535
 * pixels of one colour: about 17 GB to whatever decodes it (a reviewer's browser, a
 * future thumbnailer). The limits keep every decode bounded yet take any real licence.
 */

/** A 600 dpi scan of A3 paper is about 7 000 × 9 900 pixels. */
export const MAX_IMAGE_SIDE = 10_000;
/** Phone cameras in their 48-megapixel mode still fit; decoded, that is 200 MB at most. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What the format walkers read from an image without decoding its pixels. */
export interface ImageLayout {
  readonly width: number;
  readonly height: number;
  /** Metadata and other non-pixel bytes: where markup hidden in an image would sit. */
  readonly metadata: readonly Buffer[];
  /** The bytes after the format's own end. */
  readonly trailing: Buffer;
}

export function exceedsPixelLimits({ width, height }: Pick<ImageLayout, 'width' | 'height'>) {
  return width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;
}
