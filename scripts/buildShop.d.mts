/** The folder under the build where the server finds the first views (server/http/firstView). */
export const FIRST_VIEW_FOLDER: string;

/** The folder under the build where the server finds the shop's renderer (src/serverRender.tsx built for Node); never served. */
export const SERVER_RENDER_FOLDER: string;

/** Builds the shop for production into `<root>/dist`: the SPA, the shop's renderer for the server, the first views and the compressed copies of the assets. */
export function buildShop(root?: string): Promise<void>;
