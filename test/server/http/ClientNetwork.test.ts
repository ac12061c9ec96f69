import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientNetworkOf, withoutIpv4Mapping } from '../../../server/http/clientNetwork';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });
const written = (address: readonly number[]) => address.map((part) => part.toString(16)).join(':');

describe('the client network a limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    fc.assert(
      fc.property(groups, fc.array(group, { minLength: 4, maxLength: 4 }), (address, otherHost) => {
        const sameNetwork = [...address.slice(0, 4), ...otherHost];
        expect(clientNetworkOf(written(sameNetwork))).toBe(clientNetworkOf(written(address)));
        expect(clientNetworkOf(written(address).toUpperCase())).toBe(clientNetworkOf(written(address)));
      }),
    );
  });

  it('counts addresses of two IPv6 /64 networks as two clients', () => {
    fc.assert(
      fc.property(groups, groups, (one, other) => {
        fc.pre(written(one.slice(0, 4)) !== written(other.slice(0, 4)));
        expect(clientNetworkOf(written(one))).not.toBe(clientNetworkOf(written(other)));
      }),
    );
  });

  it('counts every IPv4 address on its own, mapped into IPv6 or not', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(clientNetworkOf(address)).toBe(address);
        expect(clientNetworkOf(`::ffff:${address}`)).toBe(address);
        expect(withoutIpv4Mapping(`::FFFF:${address}`)).toBe(address);
      }),
    );
  });
});
