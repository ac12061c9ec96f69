import { pluralOf } from '../../Translation';

/**
 * The words around formatted values (src/locales/format): the currency sign and relative times.
 * SPEC's English, character for character. Every page's first load carries this table and its
 * Arabic, so words only one screen uses live in a table of their own (trainingDateMessagesEn).
 */
export const formatMessagesEn = {
  /** SPEC's price: "2,900 EGP". */
  price: (figure: string) => `${figure} EGP`,
  justNow: 'Just now',
  hoursAgo: (count: number) => pluralOf('en', count, { one: '1 hour ago', other: `${count} hours ago` }),
};
