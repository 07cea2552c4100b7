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
  { strict = false }: { strict?: boolean } = {},
): string[] {
  const byField = new Map<string, StoredText[]>();
  const fieldsOf = new Map<string, Set<string>>();
  for (const text of stored) {
    const key = `${text.route} ${text.field}`;
    byField.set(key, [...(byField.get(key) ?? []), text]);
    fieldsOf.set(text.shown, (fieldsOf.get(text.shown) ?? new Set()).add(key));
  }
  // Strict: only a value no other route's field stored proves this one is shown (an
  // untagged payload, stored where the tag did not fit, may be another field's on the page).
  const telling = (text: StoredText) => !strict || (fieldsOf.get(text.shown)?.size ?? 0) <= 1;
  const shown = (texts: readonly StoredText[]) =>
    texts.some((text) => telling(text) && pageTexts.some((page) => page.includes(text.shown)));
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
