/** File names as people gave them: kept for display and downloads, never used as paths. */
const MAX_NAME_LENGTH = 100;
const FORBIDDEN_CHARACTERS = new Set([...'<>:"/\\|?*']);

/** Control characters, path separators and the characters Windows forbids in names. */
const isSafeCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && !FORBIDDEN_CHARACTERS.has(character);
};

export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const characters = [...base.normalize('NFC')].filter(isSafeCharacter);
  const visible = characters.join('').trim().replace(/^\.+/, '');
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
