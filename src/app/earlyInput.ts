/**
 * What a reader did to a prerendered public page before its script ran. The page is HTML
 * that works as such: its fields take typing, and its boot script (server/web/pageScripts.ts)
 * starts the app at the first touch, holding a form sent and marking the last button
 * pressed. React adopts the fields as they are but believes them empty, as they were drawn;
 * once the app has taken the page over, each field typed into is put to it again as the
 * reader's input, so the form's state holds what the screen shows; then the button is
 * pressed again and the form sent, by the app.
 */
import { PAGE_LOAD } from '@machines/contracts/pageLoad';

type Field = HTMLInputElement | HTMLTextAreaElement;

interface TypedField {
  readonly element: Field;
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
}

/** Fields of `root` that differ from how they were drawn. */
export interface EarlyInput {
  readonly root: HTMLElement;
  readonly fields: readonly TypedField[];
}

const isCheckable = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field) =>
  field instanceof HTMLInputElement && isCheckable(field)
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;

const isCheckedBox = (field: Field) => field instanceof HTMLInputElement && field.checked;

/** The fields a reader types into or ticks (files cannot be put back). */
const fieldsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<Field>('input[name], textarea[name]')].filter(
    (field) => field.type !== 'file' && field.type !== 'hidden',
  );

/** What was typed into `root`'s fields: read before React adopts them. */
export function takeEarlyInput(root: HTMLElement): EarlyInput {
  const fields = fieldsOf(root)
    .filter(changed)
    .map((element) => ({
      element,
      name: element.name,
      value: element.value,
      checked: isCheckedBox(element),
    }));
  return { root, fields };
}

/**
 * Puts `wanted` to the field as input React sees. React notices a change by comparing the
 * field with the last value it set through the element's own property: set through that
 * to what React holds, then through the prototype's to the reader's, and announced as an
 * input event, which React reads as the reader's typing.
 */
function retype(field: Field, wanted: { readonly value: string; readonly checked: boolean }) {
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    // A radio button is chosen by choosing another one of its group, never unticked itself.
    if (field.type === 'radio' && !wanted.checked) return;
    field.checked = !wanted.checked;
    // A click toggles it back to what the reader chose, and is how React hears of boxes.
    field.click();
    return;
  }
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as Field;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, wanted.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hands `early` to the app, which has taken the page over: once, whatever calls it again.
 * A field React adopted holds what React drew as its default, so one that differs was typed
 * into before React heard of it (also while the app was starting, after `early` was read); a
 * field drawn anew (a page rendered over the markup) gets what its namesake held.
 */
export function replayEarlyInput(early: EarlyInput): void {
  const page = document.documentElement;
  if (page.hasAttribute(PAGE_LOAD.appStartedAttribute)) return;
  for (const field of fieldsOf(early.root).filter(changed)) {
    retype(field, { value: field.value, checked: isCheckedBox(field) });
  }
  for (const typed of early.fields.filter(({ element }) => !element.isConnected)) {
    const field = early.root.querySelector<Field>(`[name="${CSS.escape(typed.name)}"]`);
    if (field) retype(field, typed);
  }
  // From here on the page's own handlers answer; the boot script steps aside.
  page.setAttribute(PAGE_LOAD.appStartedAttribute, '');
  // In a task of its own: the form's state has taken the typing (rendered) by then.
  setTimeout(() => pressAndSend(early.root), 0);
}

/** The button pressed and the form sent before the app came, pressed and sent by it. */
function pressAndSend(root: HTMLElement): void {
  const button = document.querySelector<HTMLElement>(`[${PAGE_LOAD.heldClickAttribute}]`);
  button?.removeAttribute(PAGE_LOAD.heldClickAttribute);
  if (button?.isConnected) button.click();
  const held = document.querySelector<HTMLFormElement>(`[${PAGE_LOAD.heldSubmitAttribute}]`);
  if (!held) return;
  held.removeAttribute(PAGE_LOAD.heldSubmitAttribute);
  const form = held.isConnected ? held : root.querySelector('form');
  form?.requestSubmit();
}
