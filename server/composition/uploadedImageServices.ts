import { DiskImageVariants } from '../adapters/images/DiskImageVariants';
import type { ServerContext } from '../http/ServerContext';

/** The pictures uploaded in the back office, as stored and at the storefront's widths. */
export function uploadedImageServices({ settings, storage }: Pick<ServerContext, 'settings' | 'storage'>) {
  return { originals: storage.images, variants: new DiskImageVariants(settings.dataDir, storage.images) };
}
