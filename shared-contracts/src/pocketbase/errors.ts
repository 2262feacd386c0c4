import { ClientResponseError } from 'pocketbase';

export interface FormErrors {
  /** Message for the whole form. */
  message: string;
  /** Messages per field name, as PocketBase reports them. */
  fields: Record<string, string>;
}

const NOT_ABOUT_FIELDS = new Set([401, 403, 404]);

/** Turns any thrown value into messages a form can show next to its fields. */
export function toFormErrors(error: unknown, fallback = 'Something went wrong. Please try again.'): FormErrors {
  if (error instanceof ClientResponseError) {
    const fields: Record<string, string> = {};
    // A 401, 403 or 404 carries its code in `data.auth` or `data.resource`: about no field of a form.
    const data = (NOT_ABOUT_FIELDS.has(error.status) ? {} : (error.response?.data ?? {})) as Record<
      string,
      { message?: string } | undefined
    >;
    for (const [name, detail] of Object.entries(data)) {
      if (detail && typeof detail.message === 'string') fields[name] = detail.message;
    }
    if (error.status === 0) {
      return { message: 'Cannot reach the server. Check your connection and try again.', fields };
    }
    if (error.status === 429) {
      return { message: 'Too many attempts. Please wait a moment and try again.', fields };
    }
    return { message: error.response?.message || error.message || fallback, fields };
  }
  if (error instanceof Error && error.message) return { message: error.message, fields: {} };
  return { message: fallback, fields: {} };
}
