import { pluralOf } from '../../Translation';

/** "N products" as the object of a verb (accusative), in each Arabic plural category. */
export const productsObject = (count: number): string =>
  pluralOf('ar', count, {
    zero: `${count} منتج`,
    one: 'منتجًا واحدًا',
    two: 'منتجين',
    few: `${count} منتجات`,
    many: `${count} منتجًا`,
    other: `${count} منتج`,
  });

/** "move or delete them first", with the pronoun agreeing with the number of products. */
export const moveOrDeleteThem = (count: number): string =>
  pluralOf('ar', count, {
    one: 'انقله أو احذفه أولًا',
    two: 'انقلهما أو احذفهما أولًا',
    other: 'انقلها أو احذفها أولًا',
  });
