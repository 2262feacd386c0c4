/*
 * The VietQR payload of a bank transfer (NAPAS' profile of the EMVCo merchant-presented QR code):
 * what a Vietnamese banking app reads to fill in the receiving bank, account, amount and note.
 * Every field is `id` + a two-digit length + the value; the last one (63) is a CRC of everything
 * before it, its own id and length included.
 */

/** NAPAS' globally unique identifier in the merchant account information (field 38). */
const NAPAS_GUID = 'A000000727';
/** Transfer to an account ("QR IBFT to account"); a card number would be QRIBFTTC. */
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of the Vietnamese dong. */
const VND = '704';

export interface VietQrTransfer {
  /** The receiving bank's NAPAS BIN, six digits. */
  bin: string;
  accountNo: string;
  /** Whole dong; left out of the code when absent or 0 (the payer types it). */
  amount?: number;
  /** The transfer note (our transfer reference), at most 25 characters. */
  purpose?: string;
}

/** One EMVCo field: id, length in two digits, value. Values are ASCII, so length = characters. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMVCo field id must be two digits: ${id}`);
  // Printable ASCII only: a length counts characters, which must be bytes.
  if (!/^[\x20-\x7e]*$/.test(value)) throw new RangeError(`EMVCo field ${id} must be printable ASCII.`);
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection), four uppercase hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether the bank details can make a code at all (a six-digit BIN and an account number). */
export function canMakeVietQr(bin: string | undefined, accountNo: string | undefined): boolean {
  return /^\d{6}$/.test(bin ?? '') && /^[0-9A-Za-z]{1,19}$/.test(accountNo ?? '');
}

/** The payload string of a dynamic VietQR code for a transfer to `accountNo` at bank `bin`. */
export function vietQrPayload({ bin, accountNo, amount, purpose }: VietQrTransfer): string {
  if (!canMakeVietQr(bin, accountNo)) throw new RangeError('VietQR needs a six-digit BIN and an account number.');
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount < 0)) {
    throw new RangeError('A VietQR amount is a whole, positive number of dong.');
  }
  if (purpose !== undefined && purpose.length > 25) throw new RangeError('A VietQR note has at most 25 characters.');
  const beneficiary = emvField('00', bin) + emvField('01', accountNo);
  const account = emvField('00', NAPAS_GUID) + emvField('01', beneficiary) + emvField('02', SERVICE_TO_ACCOUNT);
  const body =
    emvField('00', '01') +
    emvField('01', '12') +
    emvField('38', account) +
    emvField('53', VND) +
    (amount ? emvField('54', String(amount)) : '') +
    emvField('58', 'VN') +
    (purpose ? emvField('62', emvField('08', purpose)) : '') +
    '6304';
  return body + crc16Ccitt(body);
}
