/**
 * The shape a translation of a message table must have: the same keys as the English table, a
 * text for each text, and for each message that takes values a function of the same values.
 * A key missing from a translation fails the typecheck.
 */
export type Translation<Table> = {
  readonly [Key in keyof Table]: Table[Key] extends (...values: infer Values) => string
    ? (...values: Values) => string
    : Table[Key] extends string
      ? string
      : Translation<Table[Key]>;
};

/** The forms of a word or phrase for each plural category of a language (Arabic uses all six). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** The form of `forms` that `count` takes in `locale`, by the language's own plural rules. */
export function pluralOf(locale: string, count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}
