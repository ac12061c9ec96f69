import type { ObjectUrls } from '../../../../src/application/admin/returns/ObjectUrls';

/** Addresses handed out as `blob:photo-1`, `blob:photo-2`…, with the ones still held and the bytes behind each. */
export class FakeObjectUrls implements ObjectUrls {
  readonly held = new Map<string, Blob>();
  readonly revoked: string[] = [];
  private created = 0;

  create(content: Blob): string {
    const url = `blob:photo-${(this.created += 1)}`;
    this.held.set(url, content);
    return url;
  }

  revoke(url: string): void {
    this.held.delete(url);
    this.revoked.push(url);
  }
}
