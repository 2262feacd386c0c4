/*
 * What a visitor did to a pre-rendered page before its code ran: typed into its fields, or
 * submitted a form (held by the first-paint script, ./first-paint.js). Taken just before the app
 * renders over the page and given back to the app's own fields once it has.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface HeldInput {
  /** Changed fields of the page, by position and name (or label, for a field outside a form). */
  values: { index: number; key: string; value: string; checked: boolean }[];
  /** Which of the page's forms was submitted. */
  submitted: number | null;
}

declare global {
  interface Window {
    __fwdHeldSubmit?: HTMLFormElement;
  }
}

const fieldsOf = (root: HTMLElement) => [
  ...root.querySelectorAll<Field>(
    'input:not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]), select, textarea',
  ),
];
const keyOf = (field: Field) => field.name || field.getAttribute('aria-label') || field.id;

function initialValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** Reads the fields of the page's forms and which form was submitted, if any. */
export function takeHeldInput(root: HTMLElement, win: Window = window): HeldInput {
  const forms = [...root.querySelectorAll('form')];
  const values = fieldsOf(root).flatMap((field, index) => {
    const changed =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : field.value !== initialValue(field);
    if (!changed) return [];
    return [
      { index, key: keyOf(field), value: field.value, checked: field instanceof HTMLInputElement && field.checked },
    ];
  });
  const held = win.__fwdHeldSubmit;
  delete win.__fwdHeldSubmit;
  const submitted = held ? forms.indexOf(held) : -1;
  return { values, submitted: submitted >= 0 ? submitted : null };
}

/** Sets a field as typing would, so React and react-hook-form see the change. */
function enter(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives the held values back to the rendered page's forms and submits the held one. */
export function replayHeldInput(root: HTMLElement, held: HeldInput): void {
  const fields = fieldsOf(root);
  for (const { index, key, value, checked } of held.values) {
    const field = fields[index];
    if (field && keyOf(field) === key) enter(field, value, checked);
  }
  const forms = [...root.querySelectorAll('form')];
  if (held.submitted === null) return;
  const form = forms[held.submitted];
  form?.removeAttribute('aria-busy');
  form?.requestSubmit();
}
