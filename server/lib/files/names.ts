/** File names as people gave them: kept for display and downloads, never used as paths. */
const MAX_NAME_LENGTH = 100;
const FORBIDDEN_CHARACTERS = new Set([...'<>:"/\\|?*']);

/**
 * Path separators, the characters Windows forbids in names, and every Unicode "other"
 * character: controls such as NUL, and invisible format characters such as the
 * right-to-left override, which makes `gnp.exe` display as `exe.png`.
 */
const isSafeCharacter = (character: string) =>
  !/\p{C}/u.test(character) && !FORBIDDEN_CHARACTERS.has(character);

export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const characters = [...base.normalize('NFC')].filter(isSafeCharacter);
  // Leading dots hide a file; trailing dots and spaces vanish on Windows.
  const visible = characters
    .join('')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[.\s]+$/, '');
  // The end is kept: it holds the extension.
  return [...visible].slice(-MAX_NAME_LENGTH).join('') || 'file';
}

/** `Content-Disposition` with the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename*=UTF-8''${encoded}`;
}
