// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

afterEach(cleanup);

function setup(defaultCountry?: 'VN' | 'CN') {
  function Harness() {
    const [value, setValue] = useState('');
    return <PhoneInput label="Phone" value={value} onChange={setValue} defaultCountry={defaultCountry} />;
  }
  render(<Harness />);
  return screen.getByLabelText('Phone') as HTMLInputElement;
}

/** Types one character at a time at the end, as a user does. */
function typeChars(input: HTMLInputElement, text: string) {
  for (const char of text) fireEvent.change(input, { target: { value: input.value + char } });
}

it('groups a Vietnamese number as it is typed', () => {
  const input = setup();
  typeChars(input, '0912345678');
  expect(input.value).toBe('0912 345 678');
});

it('formats an international number', () => {
  const input = setup();
  typeChars(input, '+84912345678');
  expect(input.value).toBe('+84 912 345 678');
});

it('lets a space be deleted without putting it straight back', () => {
  const input = setup();
  typeChars(input, '0912 3');
  fireEvent.change(input, { target: { value: '0912 ' } });
  fireEvent.change(input, { target: { value: '0912' } });
  expect(input.value).toBe('0912');
});

it('is a telephone field for keyboards and autofill', () => {
  const input = setup();
  expect(input.type).toBe('tel');
  expect(input.getAttribute('inputmode')).toBe('tel');
  expect(input.getAttribute('autocomplete')).toBe('tel');
});
