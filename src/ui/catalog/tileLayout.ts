/**
 * The foot of a product tile (ProductTile), which its loading placeholder (ProductGridSkeleton)
 * copies: every button a thumb's 44 px, and on the product list the quantity stepper above Add to
 * Cart, so that every tile of the list is as tall as one that can be bought.
 */
export const TILE_TAP = 44;
export const TILE_ACTIONS_GAP = 8;
export const TILE_ACTIONS_HEIGHT = 2 * TILE_TAP + TILE_ACTIONS_GAP;

/** The name's link: room for two lines, and never under a thumb's 44 px (two lines of small text are 43). */
export const TILE_NAME_MIN_HEIGHT = `max(2lh, ${TILE_TAP}px)`;
