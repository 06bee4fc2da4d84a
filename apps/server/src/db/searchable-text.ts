import { SEARCHABLE_FIELDS, type SearchableField } from '@vitrine/catalog/search';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The searchable text of a video in SQL: the fields of @vitrine/catalog/search, in its order,
 * one per line. A search term is one line of text (no line break, text-rules.ts), so it never
 * matches across two fields. The schema's trigram index and the repository's search both use
 * this expression, so they cannot drift apart; the plans test checks the index serves it.
 */
export function searchableText(columns: Readonly<Record<SearchableField, AnyPgColumn>>): SQL {
  const fields = SEARCHABLE_FIELDS.map((field) => sql`${columns[field]}`);
  return sql`(${sql.join(fields, sql` || E'\\n' || `)})`;
}
