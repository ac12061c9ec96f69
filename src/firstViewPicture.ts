/**
 * The attribute that marks, in the build's first view of the product list (src/serverRender.tsx), the
 * placeholder of the first tile's picture; its value is that picture's `sizes`. The server swaps the
 * placeholder for the first listed product's picture in the page it sends (server/http/firstView),
 * so the list's largest picture paints with the HTML instead of after the JavaScript.
 */
export const FIRST_PICTURE_ATTRIBUTE = 'data-first-picture';
