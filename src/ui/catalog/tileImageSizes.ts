/**
 * The tile's width in the product list's grid (ProductListPage): two columns up to 62em (the
 * container's 16 px margins and the 12 px gap between them taken off), three beside the 250 px
 * category sidebar from 62em, four from 88em, where the 1320 px container stops growing.
 */
export const TILE_IMAGE_SIZES = '(min-width: 88em) 240px, (min-width: 82.5em) 325px, (min-width: 62em) calc(33.3vw - 115px), calc(50vw - 22px)';
