/** What the warehouse may scan: the backend's limits (lib/parcels.js SCAN_PATTERN). */
export const SCAN_PATTERN = /^[A-Z0-9-]{3,50}$/;

/** A scanned or typed code as the backend stores it: trimmed, upper-cased, inner spaces kept. */
export function normalizeScan(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isScanCode(code: string): boolean {
  return SCAN_PATTERN.test(code);
}

/** A customer code as written on a parcel (C10023): upper-cased, no spaces; empty when none. */
export function normalizeCustomerCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export const CUSTOMER_CODE_PATTERN = /^[A-Z0-9]{2,20}$/;
