import { SEARCHABLE_FIELDS, type SearchableField } from '@vitrine/catalog/search';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The searchable text of a video in SQL: the fields of @vitrine/catalog/search, in its order,
 * one per line, lower-cased by the database's `lower`, which is what ILIKE compares (a term and
 * a text match when their lower cases do). A search term is one line of text (no line break,
 * text-rules.ts), so it never matches across two fields. The videos table keeps it in a column
 * (`searchable_text`), which the trigram index covers and a search reads; the plans test checks
 * the index serves it.
 */
export function foldedSearchableText(columns: Readonly<Record<SearchableField, AnyPgColumn>>): SQL {
  const fields = SEARCHABLE_FIELDS.map((field) => sql`${columns[field]}`);
  return sql`lower(${sql.join(fields, sql` || E'\\n' || `)})`;
}
