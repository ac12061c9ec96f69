import { type SQL, sql } from 'drizzle-orm';
import type { Language } from '@tiara/domain/language';
import type { Database } from './Database';

export type SuggestionKind = 'product' | 'category' | 'subcategory';

/** A fixed category (they live in code, not in the database): its shown name and every name a search may find it by. */
export interface NamedCategory {
  readonly id: number;
  readonly shown: string;
  readonly names: readonly string[];
}

export interface SearchSuggestion {
  readonly kind: SuggestionKind;
  readonly id: number;
  /** In the reader's language where written. */
  readonly name: string;
  /** The category it belongs to (a category's own id), so that choosing a product line can show it within its category. */
  readonly categoryId: number;
}

/**
 * How alike a typed word and a word of a name must be (pg_trgm's word similarity, 0 to 1): low
 * enough that "composit" finds "Composite" and "fles" finds "Files", high enough that two shared
 * letters do not.
 */
export const SUGGESTION_SIMILARITY = 0.3;
/** Typed words shorter than this only count as part of the whole text: alone they match anything. */
const SHORTEST_WORD = 3;
const MOST_WORDS = 6;

/** The text as it is compared: words split on white space, the whole text first. */
export function suggestionTerms(search: string): string[] {
  const whole = search.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = whole.split(' ').filter((word) => word.length >= SHORTEST_WORD);
  return [...new Set([whole, ...words.slice(0, MOST_WORDS)])];
}

/** A LIKE pattern finding the text anywhere, its own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search box's suggestions: active products (by English or Arabic name), the fixed categories
 * and active subcategories whose names are like the text typed, best first. A name scores the
 * better of its likeness to the whole text and its mean likeness to each typed word (pg_trgm word
 * similarity, so small typos still match, and "endo fles" finds "Files" where the whole text is
 * too unlike), and a name containing the text outright ranks first. A product is compared by its
 * name followed by its product line's, as the list's search also finds a product by its category. The trigram GIN indexes of the
 * migration serve the filter (`%>` with the threshold set for the transaction, and ILIKE).
 */
export class SearchSuggestionQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async suggestions(search: string, language: Language, categories: readonly NamedCategory[], limit: number): Promise<SearchSuggestion[]> {
    const terms = suggestionTerms(search);
    const whole = terms[0] ?? '';
    if (whole === '') return [];
    const pattern = containing(whole);
    const words = terms.length > 1 ? terms.slice(1) : terms;
    const wordArray = sql`ARRAY[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]`;
    const alike = (column: SQL) => sql`(${sql.join(
      terms.map((term) => sql`${column} %> ${term}`),
      sql` OR `,
    )} OR ${column} ILIKE ${pattern})`;
    const shown = (english: SQL, arabic: SQL) => (language === 'ar' ? sql`coalesce(${arabic}, ${english})` : english);
    const categoryRows = categories.flatMap((category) => category.names.map((text) => sql`(${category.id}::int, ${category.shown}::text, ${text}::text)`));

    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILARITY)}, true)`);
      // Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`.
      const result = (await tx.execute(sql`
        WITH candidates (kind, id, category_id, shown, text) AS (
          SELECT 'product', p.id, p.category_id, ${shown(sql`p.name`, sql`p.name_ar`)}, concat_ws(' ', p.name, s.name)
          FROM products p LEFT JOIN subcategories s ON s.id = p.subcategory_id
          WHERE p.is_active AND (${alike(sql`p.name`)} OR ${alike(sql`s.name`)})
          UNION ALL
          SELECT 'product', p.id, p.category_id, ${shown(sql`p.name`, sql`p.name_ar`)}, concat_ws(' ', p.name_ar, s.name_ar)
          FROM products p LEFT JOIN subcategories s ON s.id = p.subcategory_id
          WHERE p.is_active AND p.name_ar IS NOT NULL AND (${alike(sql`p.name_ar`)} OR ${alike(sql`s.name_ar`)})
          UNION ALL
          SELECT 'subcategory', id, category_id, ${shown(sql`name`, sql`name_ar`)}, name FROM subcategories WHERE is_active AND ${alike(sql`name`)}
          UNION ALL
          SELECT 'subcategory', id, category_id, ${shown(sql`name`, sql`name_ar`)}, name_ar FROM subcategories WHERE is_active AND name_ar IS NOT NULL AND ${alike(sql`name_ar`)}
          ${categoryRows.length === 0 ? sql`` : sql`UNION ALL SELECT 'category', id, id, shown, text FROM (VALUES ${sql.join(categoryRows, sql`, `)}) AS fixed (id, shown, text) WHERE ${alike(sql`text`)}`}
        ),
        scored AS (
          SELECT kind, id, category_id, shown,
            CASE WHEN text ILIKE ${pattern} THEN 2 ELSE greatest(
              word_similarity(${whole}, text),
              (SELECT avg(word_similarity(word, text)) FROM unnest(${wordArray}) AS word)
            ) END AS score
          FROM candidates
        )
        SELECT kind, id::int AS id, shown AS name, category_id::int AS category_id
        FROM scored
        WHERE score >= ${SUGGESTION_SIMILARITY}
        GROUP BY kind, id, category_id, shown
        ORDER BY max(score) DESC, CASE kind WHEN 'category' THEN 0 WHEN 'subcategory' THEN 1 ELSE 2 END, shown, id
        LIMIT ${limit}
      `)) as unknown as { rows: Array<{ kind: SuggestionKind; id: number; name: string; category_id: number }> };
      return result.rows.map((row) => ({ kind: row.kind, id: Number(row.id), name: row.name, categoryId: Number(row.category_id) }));
    });
  }
}
