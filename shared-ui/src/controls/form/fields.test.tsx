// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { Field } from './field';
import { FormAlert } from './form-alert';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './textarea-field';

afterEach(cleanup);

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

it('links each field to its error, announced, and marks it invalid', () => {
  render(
    <>
      <SelectField
        label="Area"
        options={[{ value: 'hn', label: 'Hà Nội' }]}
        placeholder="Choose"
        error="Please select a receiving area"
      />
      <TextAreaField label="Detail" error="Address can not be empty" hint="Street, house number" />
      <CheckboxField label="Default address" error="Required" />
      <Field label="Name" error="Please fill in the name">
        {(ids) => <input {...ids} />}
      </Field>
    </>,
  );
  const cases: [string, string][] = [
    ['Area', 'Please select a receiving area'],
    ['Detail', 'Address can not be empty | Street, house number'],
    ['Default address', 'Required'],
    ['Name', 'Please fill in the name'],
  ];
  for (const [label, text] of cases) {
    const control = screen.getByLabelText(label);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(control)).toBe(text);
  }
  expect(screen.getAllByRole('alert')).toHaveLength(4);
});

it('shows a form-level error only when there is one', () => {
  const { rerender } = render(<FormAlert message={undefined} />);
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<FormAlert message="Cannot reach the server." />);
  expect(screen.getByRole('alert').textContent).toBe('Cannot reach the server.');
});

it('disables the submit button and marks it busy while sending', () => {
  const { rerender } = render(<SubmitButton busy={false}>Save</SubmitButton>);
  const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  rerender(<SubmitButton busy>Save</SubmitButton>);
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.type).toBe('submit');
});
