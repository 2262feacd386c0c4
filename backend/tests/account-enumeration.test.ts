import { describe, expect, it } from 'vitest';
import { anonymous, newCustomer, PASSWORD, uniqueEmail } from '../testing/clients';
import { failure } from '../testing/fixtures';

// What tells a stranger whether an e-mail has an account (docs/security.md, "Sign-up says whether
// an e-mail is registered"): sign-up does, by decision; sign-in and password reset do not.

describe('an e-mail address', () => {
  it('that is registered is refused at sign-up on its field', async () => {
    const email = String((await newCustomer()).authStore.record!.email);
    const error = await failure(
      anonymous().collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD }),
    );
    expect(error.status).toBe(400);
    expect(error.response.data.email.code).toBe('validation_not_unique');
  });

  it('gets the same sign-in refusal whether it is registered or not', async () => {
    const email = String((await newCustomer()).authStore.record!.email);
    const registered = await failure(anonymous().collection('users').authWithPassword(email, 'wrong-password-1'));
    const unknown = await failure(
      anonymous().collection('users').authWithPassword(uniqueEmail('nobody'), 'wrong-password-1'),
    );
    expect([registered.status, registered.message]).toEqual([unknown.status, unknown.message]);
  });

  it('gets the same answer to a password-reset request whether it is registered or not', async () => {
    const email = String((await newCustomer()).authStore.record!.email);
    await expect(anonymous().collection('users').requestPasswordReset(email)).resolves.toBe(true);
    await expect(anonymous().collection('users').requestPasswordReset(uniqueEmail('nobody'))).resolves.toBe(true);
  });
});
