import { describe, expect, it } from 'vitest';
import { carrierKey, trackingUrl } from './carriers';

describe('trackingUrl', () => {
  it.each([
    ['VNPost', 'https://vnpost.vn/vi-vn/dinh-vi/buu-pham?key=EB123456789VN'],
    ['Viettel Post', 'https://viettelpost.vn/thong-tin-don-hang?peopleTracking=sender&orderNumber=EB123456789VN'],
    ['GHN', 'https://donhang.ghn.vn/?order_code=EB123456789VN'],
    ['Giao Hàng Tiết Kiệm', 'https://i.ghtk.vn/EB123456789VN'],
    ['J&T Express', 'https://jtexpress.vn/vi/tracking?type=track&billcode=EB123456789VN'],
  ])('links %s to its tracking page', (carrier, url) => {
    expect(trackingUrl(carrier, ' EB123456789VN ')).toBe(url);
  });

  it('matches names whatever their case, spacing, punctuation and Vietnamese marks', () => {
    expect(carrierKey('  Viettel-Post ')).toBe('viettelpost');
    expect(carrierKey('Giao hàng nhanh')).toBe('giaohangnhanh');
    expect(carrierKey('Bưu điện Việt Nam')).toBe('buudienvietnam');
    expect(trackingUrl('ghtk', 'S1')).toBe('https://i.ghtk.vn/S1');
    expect(trackingUrl('vietnam post', 'S1')).toBe('https://vnpost.vn/vi-vn/dinh-vi/buu-pham?key=S1');
  });

  it('escapes the tracking number in the address', () => {
    expect(trackingUrl('GHN', 'A B&C')).toBe('https://donhang.ghn.vn/?order_code=A%20B%26C');
  });

  it('gives no link for an unknown carrier or an empty number', () => {
    expect(trackingUrl('Our own van', 'X1')).toBeNull();
    expect(trackingUrl('GHN', '  ')).toBeNull();
  });
});
