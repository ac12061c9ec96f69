/**
 * The attribute of a page's root element that holds the screen the server drew with its data
 * (server/http/firstView, src/serverRender.tsx): the SPA hydrates it rather than drawing it again
 * (src/startShop.tsx). A root without it holds the build's first view, which the SPA replaces.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
