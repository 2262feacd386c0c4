import { errorMessage } from '@fwd/shared-contracts';
import { ClientResponseError } from 'pocketbase';

/** Our words for the server's refusals of a tracking code (codes of backend lib/parcels.js). */
const CODE_REFUSALS: Record<string, string> = {
  already_registered: 'parcelAdd.errors.alreadyRegistered',
  validation_invalid_format: 'parcelAdd.errors.codeFormat',
  validation_required: 'parcelAdd.errors.codeRequired',
};

type Translate = (key: string) => string;

function fieldDetail(error: unknown, field: string): { code?: string; message?: string } | undefined {
  if (!(error instanceof ClientResponseError)) return undefined;
  const data = error.response?.data as Record<string, { code?: string; message?: string } | undefined> | undefined;
  return data?.[field];
}

/**
 * PocketBase words its field errors in English: a refusal of the tracking code we know is put in
 * the user's language, in place, so the form shows it on the field.
 */
export function localiseCodeRefusal(error: unknown, t: Translate): void {
  const detail = fieldDetail(error, 'tracking_code');
  const key = detail?.code ? CODE_REFUSALS[detail.code] : undefined;
  if (detail && key) detail.message = t(key);
}

/** Why the server refused one code of a paste, in words for the result list. */
export function refusalMessage(error: unknown, t: Translate): string {
  localiseCodeRefusal(error, t);
  const detail = fieldDetail(error, 'tracking_code');
  if (detail?.message) return detail.message;
  if (error instanceof ClientResponseError) {
    const data = (error.response?.data ?? {}) as Record<string, { message?: string } | undefined>;
    const first = Object.values(data).find((d) => typeof d?.message === 'string');
    if (first?.message) return first.message;
  }
  return errorMessage(error);
}

/**
 * A field message for the screen: our schema's messages are catalog keys, a server's message is
 * already words (translating it as a key would cut it at a colon).
 */
export function ownWords(message: string, t: Translate): string {
  return /^parcelAdd\.[\w.]+$/.test(message) ? t(message) : message;
}
