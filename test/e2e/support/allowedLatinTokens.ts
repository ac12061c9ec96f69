/**
 * The Latin words an Arabic storefront page may show (issue 28, "Done means"): what an Egyptian
 * dental supplier leaves in Latin letters inside Arabic text, and nothing else. Each group says why
 * it is allowed; a word belongs here only if it is a real brand, product line, code or unit, never
 * an English word that the page should have said in Arabic. Compared without regard to case, since
 * a style may set a name in capitals. Model numbers and shade or size codes ("A2", "30G", "10-MDP")
 * need no entry: capitals with a digit count as a code (test/e2e/support/latinWords.ts).
 */

/** The shop's own names: the shop, and its scan segmentation service. */
const SHOP = ['Tiara', 'TiaraAI'];

/**
 * The makers the shop sells and their product lines, as printed on the packs: a clinic orders
 * them by these names. A name made of everyday English words is allowed only whole ("Premier
 * Etch", not "Etch"; "Premier Dental", not "Dental").
 */
const MAKERS_AND_LINES = [
  'Premier Dental',
  'Premier',
  'Avalon Biomed',
  'Avalon',
  'NuSmile',
  'Lumina',
  'Lumina Flow',
  'Lumina Bulk Fill',
  'Premier Etch',
  'Premier Glide',
  'Premier Chromatic',
  'OneBond',
  'BioSeal',
  'HiFlow',
  'NeoCap',
  'PulpGuard',
  'RootPutty',
  'PediaZir',
  'KidsGuard',
  /** Everyday English words, so allowed only with the maker's name before them. */
  'Premier Triple-Bite',
  /** The shade guide the composites' shades are named after. */
  'VITA',
];

/**
 * Materials, standards, instruments and classifications that the trade writes in Latin letters in
 * Arabic too: a clinic asks for "MTA", "SDF" (silver diamine fluoride), "K-file", "H-file" and
 * "VPS Heavy Body", a bur by its "FG" (friction grip) shank, a matrix retainer by its "Tofflemire"
 * system, and a dentist says "Class II".
 */
const TRADE_TERMS = [
  'MTA',
  'SDF',
  'NiTi',
  'VPS',
  'Heavy Body',
  'Light Body',
  'EDTA',
  'ISO',
  'K-file',
  'K-files',
  'H-file',
  'FG',
  'Tofflemire',
  'Class I',
  'Class II',
  'Class III',
  'Class IV',
  'Class V',
];

/** A rotary file's size with no digit in it ("SX", the shaper before S1), which the box prints as is. */
const SIZE_CODES = ['SX'];

/** Chemical formulas, written as chemistry writes them in any language. */
const FORMULAS = ['H₃PO₄', 'KNO₃'];

/** The scan file formats the upload takes, and the kind of scan, named as the scanners name them. */
const SCAN_FORMATS = ['DICOM', 'NIfTI', 'NRRD', 'ZIP', 'CBCT'];

/** The card payment gateway, the card's security code as the card prints it, and its expiry's format as card forms show it. */
const PAYMENT = ['Paymob', 'CVV', 'MM/YY'];

/** Units without a usual Arabic abbreviation (weights, volumes, lengths and power are written in Arabic: جم، مل، مم، ملي واط). */
const UNITS = ['MPa', 'Ncm', 'µm', 'μm', 'pH'];

/** Every allowed word or name, longest first, so that a name of several words is taken before its first word. */
export const ALLOWED_LATIN_TOKENS: readonly string[] = [...SHOP, ...MAKERS_AND_LINES, ...TRADE_TERMS, ...SIZE_CODES, ...FORMULAS, ...SCAN_FORMATS, ...PAYMENT, ...UNITS].sort((a, b) => b.length - a.length);
