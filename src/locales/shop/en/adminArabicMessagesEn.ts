/**
 * The back office's Arabic beside the English (issue 28): the editors' columns and "Arabic missing"
 * marker, the product's specification rows, and the report of what lacks Arabic.
 */
export const adminArabicMessagesEn = {
  /** The marker beside an Arabic field left empty while its English is written. */
  missing: 'Arabic missing',
  english: 'English',
  arabic: 'Arabic',
  /** The label of a field's Arabic, beside the English one's label. */
  inArabic: (label: string): string => `${label} in Arabic`,
  specifications: {
    title: 'Specifications',
    hint: 'A name and a value per row, in English and beside them in Arabic. A blank Arabic name or value shows the English one.',
    none: 'No specifications yet.',
    add: 'Add specification',
    remove: (row: number) => `Remove specification ${row}`,
    row: (row: number) => `Specification ${row}`,
    name: (row: number) => `Specification ${row}: name`,
    value: (row: number) => `Specification ${row}: value`,
    nameAr: (row: number) => `Specification ${row}: name in Arabic`,
    valueAr: (row: number) => `Specification ${row}: value in Arabic`,
    nameRequired: (row: number) => `Specification ${row} needs its English name.`,
  },
  report: {
    title: 'Arabic texts',
    intro: 'Everything customers read whose English is written and whose Arabic is not: a reader of Arabic sees the English there until it is written.',
    refresh: 'Refresh',
    empty: 'Every text has its Arabic',
    countsLabel: 'Items lacking Arabic, by kind',
    total: (count: number) => (count === 1 ? '1 item lacks Arabic' : `${count} items lack Arabic`),
    kinds: {
      product: 'Products',
      subcategory: 'Subcategories',
      notification: 'Notifications',
      training: 'Trainings',
      package: 'Training packages',
      plan: 'AI plans',
    },
    fields: {
      name: 'Name',
      title: 'Title',
      description: 'Description',
      message: 'Message',
      features: 'Features',
      specifications: 'Specifications',
      location: 'Location',
      instructors: 'Instructors',
      period: 'Period',
    },
    missingTexts: 'Missing in Arabic',
    within: (title: string) => `of ${title}`,
    edit: (title: string) => `Edit ${title}`,
    openSection: (section: string) => `Open ${section}`,
  },
};
