import { foldForSearch } from './SearchFolding';

/*
 * A search that finds nothing as typed ("glovs", "komposite", "كومبوزيت" where the catalogue writes
 * "كمبوزيت") is answered with the closest words instead. Words are compared the way PostgreSQL's
 * pg_trgm compares them, so the list and the search box's suggestions agree: both sides folded
 * (SearchFolding), each word padded as "  word " and cut into its three-letter pieces, and two words
 * are as alike as the share of pieces they have in common (|A∩B| / |A∪B|, 0 to 1).
 */

/**
 * How alike (0 to 1) the typed words must be, on average, to the words of a text for the text to be
 * a close match. One letter wrong in a word of five is 1/3 (its three pieces through that letter
 * differ), so it is forgiven; a word that shares only its first letter or two with the typed one
 * ("such" and "sure" share 2 of 8) is not.
 */
export const CLOSE_MATCH_LIKENESS = 0.33;

/** Typed words shorter than this are left out of close matching: one or two letters are like half the catalogue. */
export const SHORTEST_CLOSE_WORD = 3;

/** Letters (with their marks) and digits make words; anything else separates them. */
const WORD_SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;

/** The words of a text as a search compares them: folded, split at anything that is neither a letter nor a digit. */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(WORD_SEPARATORS)
    .filter((word) => word !== '');
}

/** The distinct three-letter pieces of a folded word, padded as pg_trgm pads it ("  w", " wo", …, "rd "). */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= padded.length; start += 1) trigrams.add(padded.slice(start, start + 3));
  return trigrams;
}

function sharedShare(typed: ReadonlySet<string>, word: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of typed) if (word.has(trigram)) shared += 1;
  return shared / (typed.size + word.size - shared);
}

/**
 * How alike a typed word is to a word of a text, both folded: 1 when the word begins with what was
 * typed (the rest is still to come), otherwise the share of their trigrams they have in common.
 */
export function wordLikeness(typed: string, word: string): number {
  if (word.startsWith(typed)) return 1;
  return sharedShare(trigramsOf(typed), trigramsOf(word));
}

/** An entry whose texts are close to the search, with how close (CLOSE_MATCH_LIKENESS to 1). */
export interface CloseMatch {
  readonly index: number;
  readonly likeness: number;
}

export interface CloseMatches {
  /** Best first; equally close entries in index order. */
  readonly matches: readonly CloseMatch[];
  /**
   * What was searched for instead: each typed word that is not already the start of a word of the
   * matches, respelt as the most alike word the matches have (in its own spelling, lower-cased),
   * and the typed words that nothing is close to left out. Empty when nothing is close.
   */
  readonly correctedSearch: string;
}

/** Says whether the entry at an index may be matched at all (active, within the filters). */
export type EntryTest = (index: number) => boolean;

const NOTHING_CLOSE: CloseMatches = { matches: [], correctedSearch: '' };

/**
 * The words of a list of entries (each some texts, such as a product's names and its category's),
 * to find the entries close to a search. Each distinct word is folded and cut into trigrams once,
 * when a search first needs it, so that a catalogue of 10,000 products, which shares most of its
 * words, is searched in a few milliseconds.
 */
export class CloseMatcher {
  private vocabulary: Vocabulary | undefined;

  constructor(
    private readonly count: number,
    private readonly textsOf: (index: number) => readonly (string | null | undefined)[],
  ) {}

  /** The entries close to the search, among those `candidate` allows. */
  match(search: string, candidate: EntryTest = () => true): CloseMatches {
    const typed = [...new Set(searchWords(search))].filter((word) => word.length >= SHORTEST_CLOSE_WORD);
    if (typed.length === 0 || this.count === 0) return NOTHING_CLOSE;
    const vocabulary = this.words();
    const likeness = typed.map((word) => vocabulary.likenessTo(word));

    const matches: CloseMatch[] = [];
    for (let index = 0; index < this.count; index += 1) {
      if (!candidate(index)) continue;
      let sum = 0;
      for (const ofWord of likeness) sum += vocabulary.bestIn(index, ofWord);
      const mean = sum / typed.length;
      if (mean >= CLOSE_MATCH_LIKENESS) matches.push({ index, likeness: mean });
    }
    if (matches.length === 0) return NOTHING_CLOSE;
    matches.sort((a, b) => b.likeness - a.likeness || a.index - b.index);
    return { matches, correctedSearch: vocabulary.respelt(typed, likeness, matches) };
  }

  private words(): Vocabulary {
    this.vocabulary ??= new Vocabulary(this.count, this.textsOf);
    return this.vocabulary;
  }
}

/** The distinct folded words of every entry, each entry's words by number, and their trigrams once computed. */
class Vocabulary {
  private readonly folded: string[] = [];
  /** A word as the catalogue first writes it (lower-cased, marks kept): what a corrected search shows. */
  private readonly shown: string[] = [];
  private readonly trigrams: (Set<string> | undefined)[] = [];
  private readonly entryWords: number[] = [];
  private readonly entryStarts: Int32Array;

  constructor(count: number, textsOf: (index: number) => readonly (string | null | undefined)[]) {
    this.entryStarts = new Int32Array(count + 1);
    const numbers = new Map<string, number>();
    for (let index = 0; index < count; index += 1) {
      this.entryStarts[index] = this.entryWords.length;
      for (const text of textsOf(index)) {
        if (!text) continue;
        for (const written of text.toLowerCase().split(WORD_SEPARATORS)) {
          const word = foldForSearch(written);
          if (word === '') continue;
          let number = numbers.get(word);
          if (number === undefined) {
            number = this.folded.length;
            numbers.set(word, number);
            this.folded.push(word);
            this.shown.push(written);
          }
          this.entryWords.push(number);
        }
      }
    }
    this.entryStarts[count] = this.entryWords.length;
  }

  /** How alike the typed word is to every word, by word number. */
  likenessTo(typed: string): Float64Array {
    const likeness = new Float64Array(this.folded.length);
    const typedTrigrams = trigramsOf(typed);
    for (let number = 0; number < this.folded.length; number += 1) {
      const word = this.folded[number] as string;
      if (word.startsWith(typed)) likeness[number] = 1;
      // A word has at most length + 1 trigrams: one too short to share enough of the typed word's is skipped uncut.
      else if (word.length + 1 >= CLOSE_MATCH_LIKENESS * typedTrigrams.size) likeness[number] = sharedShare(typedTrigrams, this.trigramsOf(number));
    }
    return likeness;
  }

  /** The likeness of the entry's most alike word. */
  bestIn(index: number, likeness: Float64Array): number {
    let best = 0;
    const end = this.entryStarts[index + 1] as number;
    for (let at = this.entryStarts[index] as number; at < end; at += 1) {
      const value = likeness[this.entryWords[at] as number] as number;
      if (value > best) best = value;
    }
    return best;
  }

  respelt(typed: readonly string[], likeness: readonly Float64Array[], matches: readonly CloseMatch[]): string {
    const words: string[] = [];
    typed.forEach((word, position) => {
      const ofWord = likeness[position] as Float64Array;
      let best = -1;
      for (const { index } of matches) {
        const end = this.entryStarts[index + 1] as number;
        for (let at = this.entryStarts[index] as number; at < end; at += 1) {
          const number = this.entryWords[at] as number;
          if (best < 0 || (ofWord[number] as number) > (ofWord[best] as number)) best = number;
        }
      }
      const closest = ofWord[best] as number;
      if (closest === 1) words.push(word);
      else if (closest >= CLOSE_MATCH_LIKENESS) words.push(this.shown[best] as string);
    });
    return words.join(' ');
  }

  private trigramsOf(number: number): Set<string> {
    let trigrams = this.trigrams[number];
    if (!trigrams) {
      trigrams = trigramsOf(this.folded[number] as string);
      this.trigrams[number] = trigrams;
    }
    return trigrams;
  }
}
