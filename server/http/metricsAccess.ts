import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { withoutIpv4Mapping } from './clientNetwork';

/** Without METRICS_ALLOW only the machine itself may scrape. */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ['127.0.0.0/8', '::1'];

/** Who may read /metrics: a client address in `allow` (addresses or CIDRs), or a request bearing `token`. */
export interface MetricsAccessSettings {
  readonly allow: readonly string[];
  readonly token: string | undefined;
}

const CIDR = /^(?<network>[^/]+)\/(?<prefix>\d{1,3})$/;

type Family = 'ipv4' | 'ipv6';

function familyOf(address: string): Family | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** One entry of the allow list: an address, or a network with its prefix length. */
interface AddressRule {
  readonly address: string;
  readonly prefix: number | null;
  readonly family: Family;
}

/** The rule an entry states, or why it states none. */
function ruleOf(entry: string): AddressRule | string {
  const cidr = CIDR.exec(entry)?.groups;
  const address = cidr?.network ?? entry;
  const family = familyOf(address);
  if (!family) return `'${entry}' is neither an IP address nor a CIDR such as 10.0.0.0/8`;
  const prefix = cidr?.prefix === undefined ? null : Number(cidr.prefix);
  if (prefix !== null && prefix > (family === 'ipv4' ? 32 : 128)) return `'${entry}' has a prefix longer than its address`;
  return { address, prefix, family };
}

/** The entries of a comma-separated METRICS_ALLOW, or the reason the first bad one is not an address or CIDR. */
export function parseAllowedAddresses(text: string): readonly string[] | string {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problem = entries.map(ruleOf).find((rule) => typeof rule === 'string');
  return problem ?? entries;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Decides whether a request may read the metrics. */
export class MetricsAccess {
  private readonly allowed = new BlockList();
  private readonly tokenDigest: Buffer | null;

  constructor(settings: MetricsAccessSettings) {
    for (const entry of settings.allow) {
      const rule = ruleOf(entry);
      if (typeof rule === 'string') throw new Error(rule);
      if (rule.prefix === null) this.allowed.addAddress(rule.address, rule.family);
      else this.allowed.addSubnet(rule.address, rule.prefix, rule.family);
    }
    this.tokenDigest = settings.token ? digest(settings.token) : null;
  }

  /** `clientAddress` as the app sees it (after TRUST_PROXY), `authorization` the request's header. */
  allows(clientAddress: string, authorization: string | undefined): boolean {
    return this.bearsToken(authorization) || this.isAllowedAddress(clientAddress);
  }

  private isAllowedAddress(clientAddress: string): boolean {
    const address = withoutIpv4Mapping(clientAddress);
    const family = familyOf(address);
    return family !== null && this.allowed.check(address, family);
  }

  /** Compared as digests of equal length in constant time, so the answer's timing tells nothing about the token. */
  private bearsToken(authorization: string | undefined): boolean {
    if (!this.tokenDigest || !authorization) return false;
    const presented = /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), this.tokenDigest);
  }
}
