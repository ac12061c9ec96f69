/**
 * The words around a formatted price (src/locales/format). SPEC's English, character for character.
 * Every page's first load carries this table and its Arabic, so the words of dates live in a table
 * of their own (dateMessagesEn).
 */
export const formatMessagesEn = {
  /** SPEC's price: "2,900 EGP". */
  price: (figure: string) => `${figure} EGP`,
};
