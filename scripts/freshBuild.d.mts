/** Builds the shop and the server when a build is missing or older than its sources; answers the compiled server's file. */
export function buildWhenStale(root?: string): Promise<string>;
