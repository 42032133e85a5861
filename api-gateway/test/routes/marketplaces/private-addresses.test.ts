import { isPrivateAddress } from '../../../src/services/product-lookup/private-addresses.js';

describe('the private-address check of marketplace lookups', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['185.73.193.4', '2a02:6b8::2:242', '::ffff:93.158.134.3'])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
