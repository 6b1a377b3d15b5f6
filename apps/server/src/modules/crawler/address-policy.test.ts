import { describe, expect, it } from 'vitest';
import { isPublicAddress, vetUrlAddress } from './address-policy.js';
import { UnsafeAddressError } from './errors.js';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['172.15.255.255', true],
    ['172.32.0.1', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::808:808', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['169.254.0.1', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['192.0.2.1', false],
    ['198.18.0.1', false],
    ['::1', false],
    ['::', false],
    ['fc00::1', false],
    ['fd12:3456:789a::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['febf::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::127.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2002:a9fe:a9fe::1', false],
    ['2001:db8::1', false],
    ['2001::1', false],
    ['not-an-ip', false],
    ['', false],
  ])('%s → %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});

describe('vetUrlAddress', () => {
  const publicOnly = (address: string) => isPublicAddress(address);

  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:8080/',
    'http://[::ffff:192.168.0.1]/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://0x7f.1/',
    'http://10.1/',
    'http://localhost/',
  ])('refuses %s', async (url) => {
    await expect(vetUrlAddress(new URL(url), publicOnly)).rejects.toThrow(UnsafeAddressError);
  });

  it('returns the literal public address it checked', async () => {
    await expect(vetUrlAddress(new URL('http://93.184.216.34/'), publicOnly)).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });
});
