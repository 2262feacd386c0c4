import { pb } from '@fwd/shared-contracts';
import { type RegisterInput } from '@fwd/shared-contracts/schemas';

/** Creates the account, then signs in with it. */
export async function registerCustomer(input: RegisterInput) {
  await pb.collection('users').create({
    name: input.name,
    email: input.email,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
  });
  return pb.collection('users').authWithPassword(input.email, input.password);
}
