import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { toFormErrors } from './errors';

const refusal = (status: number, message: string, data: object) =>
  new ClientResponseError({ status, response: { status, message, data }, url: 'http://api.test/x' });

describe('toFormErrors', () => {
  it('puts the field errors of a 400 on their fields', () => {
    const error = refusal(400, 'Invalid weightKg: Must be a number.', {
      weightKg: { code: 'validation_not_a_number', message: 'Must be a number.' },
    });
    expect(toFormErrors(error)).toEqual({
      message: 'Invalid weightKg: Must be a number.',
      fields: { weightKg: 'Must be a number.' },
    });
  });

  it.each([
    [401, 'Sign in as staff to do this.', { auth: { code: 'unauthorized', message: 'Sign in as staff to do this.' } }],
    [403, 'Only customers may do this.', { auth: { code: 'forbidden', message: 'Only customers may do this.' } }],
    [404, 'No such order.', { resource: { code: 'not_found', message: 'No such order.' } }],
  ])('takes the code of a %i for no field: its message is the whole form’s', (status, message, data) => {
    expect(toFormErrors(refusal(status, message, data))).toEqual({ message, fields: {} });
  });
});
