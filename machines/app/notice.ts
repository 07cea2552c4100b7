/**
 * Something to tell the user. Machines never hold display text of their own: either an
 * i18n key (convention §7.7) or text the server already localized for the language the
 * client sent.
 */
export type Notice =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export function keyNotice(key: string, values?: Record<string, string | number>): Notice {
  return values ? { key, values } : { key };
}

export function textNotice(text: string): Notice {
  return { text };
}
