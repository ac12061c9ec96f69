/** The folder under the build where the server finds the first views (server/http/firstView). */
export const FIRST_VIEW_FOLDER: string;

/** Builds the shop for production into `<root>/dist`: the SPA, the first views and the compressed copies of the assets. */
export function buildShop(root?: string): Promise<void>;
