import type { ServiceIdentifier } from 'inversify';

/** Addresses the page can show for bytes it holds (a photo read with staff credentials), each let go once no longer shown. */
export interface ObjectUrls {
  create(content: Blob): string;
  revoke(url: string): void;
}

export const ObjectUrls: ServiceIdentifier<ObjectUrls> = Symbol('ObjectUrls');
