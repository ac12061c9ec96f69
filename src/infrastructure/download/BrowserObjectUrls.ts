import type { ObjectUrls } from '../../application/admin/returns/ObjectUrls';

/** The browser's blob: addresses. */
export class BrowserObjectUrls implements ObjectUrls {
  create(content: Blob): string {
    return URL.createObjectURL(content);
  }

  revoke(url: string): void {
    URL.revokeObjectURL(url);
  }
}
