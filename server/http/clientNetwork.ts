import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4 client on a dual-stack socket is reported as `::ffff:a.b.c.d`: it is the IPv4 client a.b.c.d. */
export function withoutIpv4Mapping(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The eight 16-bit groups of an IPv6 address, however it is written (`::` shortened, an IPv4 tail). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string?];
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client a limit counts: an IPv4 address itself, and for IPv6 its /64 network. One IPv6
 * subscriber is given a whole /64 and may take any address in it, so a limit counted per IPv6
 * address would be a limit per guess (OWASP, RFC 6177).
 */
export function clientNetworkOf(address: string): string {
  const plain = withoutIpv4Mapping(address);
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  const network = ipv6Groups(plain.split('%')[0] ?? plain).slice(0, 4);
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}
