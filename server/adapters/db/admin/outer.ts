import { type AnyColumn, getTableName, sql } from 'drizzle-orm';

/**
 * A column of the outer query, always written as `"table"."column"`. Drizzle leaves columns
 * unqualified in a query over one table, and inside a correlated subquery an unqualified `"id"`
 * would name the subquery's own column instead.
 */
export const outer = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
