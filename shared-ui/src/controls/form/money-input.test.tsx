// @vitest-environment happy-dom
import { useState } from 'react';
import { initI18n } from '@fwd/shared-contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import '../../i18n/register';
import { MoneyInput } from './money-input';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function setup(currency: string) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<number | null>(null);
    return (
      <MoneyInput
        label="Amount"
        currency={currency}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  const input = screen.getByLabelText('Amount') as HTMLInputElement;
  return { input, onChange, type: (text: string) => fireEvent.change(input, { target: { value: text } }) };
}

it('emits yuan typed with fen as an integer number of fen', () => {
  const { type, onChange } = setup('CNY');
  type('12.34');
  expect(onChange).toHaveBeenLastCalledWith(1234);
  type('0.1');
  expect(onChange).toHaveBeenLastCalledWith(10);
  expect(Number.isInteger(onChange.mock.lastCall?.[0])).toBe(true);
});

it('emits dong as they are typed, since VND has no minor unit', () => {
  const { type, onChange, input } = setup('VND');
  type('12000');
  expect(onChange).toHaveBeenLastCalledWith(12000);
  expect(input.inputMode).toBe('numeric');
});

it('emits null when the amount is emptied', () => {
  const { type, onChange } = setup('CNY');
  type('5');
  type('');
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('refuses a third decimal for CNY and says why', () => {
  const { type, onChange, input } = setup('CNY');
  type('1.23');
  type('1.234');
  expect(input.value).toBe('1.23');
  expect(onChange).toHaveBeenLastCalledWith(123);
  expect(screen.getByText('CNY has at most 2 decimal places.')).toBeTruthy();
});

it('shows the currency code beside the amount and reads it with the field', () => {
  const { input } = setup('CNY');
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('CNY');
});
