import { pb } from '@fwd/shared-contracts';

export async function signInCustomer(email: string, password: string) {
  return pb.collection('users').authWithPassword(email, password);
}

export async function signInStaff(email: string, password: string) {
  return pb.collection('staff').authWithPassword(email, password);
}
