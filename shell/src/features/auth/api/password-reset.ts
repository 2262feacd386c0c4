import { pb } from '@fwd/shared-contracts';

export async function requestPasswordReset(email: string): Promise<void> {
  await pb.collection('users').requestPasswordReset(email);
}

export async function confirmPasswordReset(token: string, password: string, passwordConfirm: string): Promise<void> {
  await pb.collection('users').confirmPasswordReset(token, password, passwordConfirm);
}
