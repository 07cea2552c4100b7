/**
 * Which stored fields no visited page shows as text: rendered as markup, or not rendered
 * at all. Each field's payloads carry its own tag, so one field cannot pass for another.
 */
import type { StoredText } from './explicitRoutes';
import { fieldName } from './openApiWrites';

/** `route field` of every field none of whose stored values any page text holds. */
export function fieldsShownNowhere(
  stored: readonly StoredText[],
  pageTexts: readonly string[],
): string[] {
  const byField = new Map<string, StoredText[]>();
  for (const text of stored) {
    const key = `${text.route} ${text.field}`;
    byField.set(key, [...(byField.get(key) ?? []), text]);
  }
  const shown = (texts: readonly StoredText[]) =>
    texts.some((text) => pageTexts.some((page) => page.includes(text.shown)));
  const fields = [...byField];
  return fields
    .filter(([, texts], index) => {
      if (shown(texts)) return false;
      // Overwritten: a later route wrote the same field (save, then submit), and it shows.
      const name = fieldName(texts[0]?.field ?? '');
      return !fields
        .slice(index + 1)
        .some(([, later]) => fieldName(later[0]?.field ?? '') === name && shown(later));
    })
    .map(([key]) => key);
}
