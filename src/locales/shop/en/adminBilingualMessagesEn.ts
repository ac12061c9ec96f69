/** The back office's editors of texts kept in both languages (issue 28): the Arabic beside the English. */
export const adminBilingualMessagesEn = {
  /** The marker of an Arabic text not written yet: the shop shows the English there. */
  arabicMissing: 'Arabic missing',
  arabicMissingHint: 'Until it is written, a reader of Arabic sees the English.',
  /** The label of a field's Arabic, beside the English one's label. */
  inArabic: (label: string): string => `${label} in Arabic`,
};
