/**
 * What the format walkers (pngLayout, jpegLayout, webpLayout) read from a picture's
 * structure: where a polyglot hides markup, which no decoder reports. How big a picture
 * is, and whether its pixels decode, is libvips' answer (server/lib/images/pictures.ts).
 */
export interface ImageLayout {
  readonly width: number;
  readonly height: number;
  /** Metadata and other non-pixel bytes: where markup hidden in an image would sit. */
  readonly metadata: readonly Buffer[];
  /** The bytes after the format's own end. */
  readonly trailing: Buffer;
}
