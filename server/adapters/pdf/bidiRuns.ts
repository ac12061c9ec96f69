/**
 * pdfkit draws text left to right, and fontkit, which shapes it, turns a run of Arabic around
 * only as a whole (word by word when no OpenType features are asked for). A line that mixes
 * Arabic with Latin words or digits therefore needs the simple cases of the Unicode bidirectional
 * algorithm done here: resolve each character's direction, cut the line into runs of one
 * direction, lay the runs of a right-to-left line from right to left, and the words of a
 * right-to-left run too. Good enough for names and addresses: no embedding levels, no mirroring.
 * Each run also has one font: Noto Sans Arabic holds only Arabic characters, Noto Sans the rest.
 */

/** A piece of a line drawn in one go, in one font, handed to pdfkit as it is. */
export interface TextRun {
  /** The characters in the order fontkit needs them: it reverses Arabic-script runs itself. */
  readonly text: string;
  /** Drawn in the Arabic font and shaped whole; otherwise in the Latin font. */
  readonly arabic: boolean;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
const ARABIC_PUNCTUATION = /[\u060C\u061B\u061F\u066A-\u066D\u06D4]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const SPACE = /\s/u;

type Direction = 'rtl' | 'ltr';

function strongDirectionOf(character: string): Direction | null {
  if (ARABIC_DIGIT.test(character)) return 'ltr';
  if (ARABIC_SCRIPT.test(character) && !ARABIC_PUNCTUATION.test(character)) return 'rtl';
  return LETTER.test(character) || DIGIT.test(character) ? 'ltr' : null;
}

/** True when the line reads right to left: its first letter is Arabic (digits lean neither way: "12 شارع" is Arabic). */
export function readsRightToLeft(line: string): boolean {
  for (const character of line) {
    if (LETTER.test(character)) return strongDirectionOf(character) === 'rtl';
  }
  return false;
}

/** Consecutive items with the same key. */
function groupedBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups: T[][] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && key(last[0] as T) === key(item)) last.push(item);
    else groups.push([item]);
  }
  return groups;
}

/** The runs of one line in the order they are drawn, left to right; whitespace comes as runs of one space. */
export function visualRuns(line: string): TextRun[] {
  const characters = [...line.trim()];
  const base: Direction = readsRightToLeft(line) ? 'rtl' : 'ltr';
  const strong = characters.map(strongDirectionOf);
  // A neutral character (space, punctuation) takes the direction of the text around it when both
  // sides agree, otherwise the line's.
  const directions = characters.map((_, index): Direction => {
    const own = strong[index];
    if (own) return own;
    const before = strong.slice(0, index).reverse().find((direction) => direction !== null) ?? base;
    const after = strong.slice(index + 1).find((direction) => direction !== null) ?? base;
    return before === after ? before : base;
  });
  const directionRuns = groupedBy(characters.map((character, index) => ({ character, direction: directions[index] as Direction })), (item) => item.direction);
  const ordered = base === 'rtl' ? directionRuns.reverse() : directionRuns;
  return ordered.flatMap((run) => {
    const direction = (run[0] as { direction: Direction }).direction;
    const pieces = groupedBy(run, ({ character }) => (SPACE.test(character) ? 'space' : ARABIC_SCRIPT.test(character) ? 'arabic' : 'latin')).map((piece): TextRun => {
      const text = piece.map((item) => item.character).join('');
      if (SPACE.test(text)) return { text: ' ', arabic: false };
      const arabic = ARABIC_SCRIPT.test(text);
      // Arabic-Indic digits read left to right, but fontkit turns any Arabic-script run around: turn them first.
      return { text: arabic && direction === 'ltr' ? [...text].reverse().join('') : text, arabic };
    });
    return direction === 'rtl' ? pieces.reverse() : pieces;
  });
}
