/**
 * What a guard or session check tells the person it sends away (SPEC §4, §8): a code, which the
 * SPA turns into the text of the language shown.
 */
export type AccessNotice = 'unauthorizedAccess' | 'sessionExpired';
