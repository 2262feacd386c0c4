import { pb } from '../../pocketbase/client';
import type { UserLanguage } from '../../records';

/** Keeps the customer's language on their account (the SDK updates the signed-in record too). */
export function saveAccountLanguage(userId: string, language: UserLanguage): Promise<unknown> {
  return pb.collection('users').update(userId, { language }, { requestKey: null });
}
