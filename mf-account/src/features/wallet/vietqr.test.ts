import { describe, expect, it } from 'vitest';
import { canMakeVietQr, crc16Ccitt, emvField, vietQrPayload } from './vietqr';

describe('crc16Ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value of "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('pads to four uppercase hex digits', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('emvField', () => {
  it('writes id, two-digit length and value', () => {
    expect(emvField('58', 'VN')).toBe('5802VN');
    expect(emvField('00', 'A000000727')).toBe('0010A000000727');
  });

  it('refuses a value longer than 99 characters or outside printable ASCII', () => {
    expect(() => emvField('62', 'x'.repeat(100))).toThrow(RangeError);
    expect(() => emvField('62', 'Chuyển tiền')).toThrow(RangeError);
  });
});

describe('vietQrPayload', () => {
  // Published by a banking provider's API (payOS) and scanned by Vietnamese banking apps.
  it('matches a known-good VietQR code byte for byte, CRC included', () => {
    expect(
      vietQrPayload({ bin: '970422', accountNo: 'VQRQABRLS0448', amount: 2000, purpose: '18f8746b181045f0a2ce' }),
    ).toBe(
      '00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN6224082018f8746b181045f0a2ce63040FC0',
    );
  });

  // The decoding example of the viet-qr-pay library (ACB account, note with a space).
  it('matches a second known-good code', () => {
    expect(vietQrPayload({ bin: '970416', accountNo: '257678859', amount: 1000, purpose: 'Chuyen tien' })).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
    );
  });

  it('ends with 6304 and the CRC of everything before the CRC', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNo: '0011001234567',
      amount: 250000,
      purpose: 'NAPC000012AB3X',
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
    expect(payload).toContain('5406250000');
    expect(payload).toContain('62180814NAPC000012AB3X');
  });

  it('leaves out the amount and the note when there are none', () => {
    const payload = vietQrPayload({ bin: '970436', accountNo: '123456' });
    expect(payload).not.toContain('5406');
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toMatch(/5303704(5802VN)6304[0-9A-F]{4}$/);
  });

  it('refuses a bank without a six-digit BIN or an account number', () => {
    expect(canMakeVietQr('', '123')).toBe(false);
    expect(canMakeVietQr('97042', '123')).toBe(false);
    expect(canMakeVietQr('970422', '')).toBe(false);
    expect(canMakeVietQr('970422', '0011 0012')).toBe(false);
    expect(canMakeVietQr('970422', '00110012')).toBe(true);
    expect(() => vietQrPayload({ bin: '', accountNo: '1' })).toThrow(RangeError);
  });
});
