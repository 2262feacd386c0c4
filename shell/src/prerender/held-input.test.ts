// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { replayHeldInput, takeHeldInput } from './held-input';

const PAGE = `
  <select aria-label="Language"><option value="en" selected>English</option><option value="vi">Tiếng Việt</option></select>
  <form><input name="email" type="email" /><input name="password" type="password" /><input name="keep" type="checkbox" /></form>`;

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  return root;
}

describe('input given to a pre-rendered page before the app started', () => {
  it('is taken from the page and given to the same fields of the rendered one, and the held form is submitted', () => {
    const before = page();
    before.querySelector<HTMLSelectElement>('select')!.value = 'vi';
    before.querySelector<HTMLInputElement>('[name=email]')!.value = 'lan@example.com';
    before.querySelector<HTMLInputElement>('[name=keep]')!.checked = true;
    window.__fwdHeldSubmit = before.querySelector('form')!;
    const held = takeHeldInput(before);
    expect(held).toEqual({
      values: [
        { index: 0, key: 'Language', value: 'vi', checked: false },
        { index: 1, key: 'email', value: 'lan@example.com', checked: false },
        { index: 3, key: 'keep', value: 'on', checked: true },
      ],
      submitted: 0,
    });
    expect(window.__fwdHeldSubmit).toBeUndefined();

    const after = page();
    const seen: string[] = [];
    after.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name || 'select'));
    const form = after.querySelector('form')!;
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    document.body.append(after);
    replayHeldInput(after, held);
    expect(after.querySelector<HTMLSelectElement>('select')!.value).toBe('vi');
    expect(after.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('lan@example.com');
    expect(after.querySelector<HTMLInputElement>('[name=keep]')!.checked).toBe(true);
    expect(seen).toEqual(['select', 'email', 'keep']);
    expect(submit).toHaveBeenCalledOnce();
    after.remove();
  });

  it('is given to nothing where the rendered page has another field in that place', () => {
    const before = page();
    before.querySelector<HTMLInputElement>('[name=email]')!.value = 'lan@example.com';
    const held = takeHeldInput(before);
    const after = document.createElement('div');
    after.innerHTML = '<select aria-label="Language"></select><form><input name="search" /></form>';
    replayHeldInput(after, held);
    expect(after.querySelector('input')!.value).toBe('');
    expect(held.submitted).toBeNull();
  });
});
