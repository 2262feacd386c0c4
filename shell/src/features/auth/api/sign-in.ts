import { pb } from '@fwd/shared-contracts';

/** The auth collections a visitor signs in to: customers (`users`) or the back office's `staff`. */
export type SignInCollection = 'users' | 'staff';

export async function signIn(collection: SignInCollection, email: string, password: string) {
  return pb.collection(collection).authWithPassword(email, password);
}
