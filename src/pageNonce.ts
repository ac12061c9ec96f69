/**
 * The stand-in the build writes wherever a page's inline `<script>` or `<style>` needs the
 * content security policy's nonce (Vite's `html.cspNonce`, Beasties' critical CSS, Mantine's
 * style tags in the first views). The server puts a new random nonce in its place on every
 * page it sends, and names that nonce in the page's policy (server/http/securityHeaders).
 */
export const PAGE_NONCE_PLACEHOLDER = 'tiara-page-nonce';

/** The nonce of the page this script runs in, which Vite's `<meta property="csp-nonce">` carries. */
export function pageNonce(document: Document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
