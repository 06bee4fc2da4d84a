-- Hand-written around drizzle's index change. The trigram index gains the theme as its first key (btree_gin), so a
-- search reads its own theme's candidates, not every theme's. The searchable text is kept in the row (storage MAIN)
-- and the description moves to TOAST instead: a search tests the searchable text of each row it reads, which was in
-- TOAST (the larger of two ~1.2 KB texts), a second index lookup and page per row. Dropping and adding the column
-- again rewrites every row that way (its old index goes with it); a later write keeps it (PERFORMANCE.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "searchable_text", ADD COLUMN "searchable_text" text GENERATED ALWAYS AS (lower("videos"."title" || E'\n' || "videos"."description" || E'\n' || "videos"."channel_title" || E'\n' || "videos"."username")) STORED, ALTER COLUMN "searchable_text" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "videos_theme_searchable_text_trgm_idx" ON "videos" USING gin ("theme_code","searchable_text" gin_trgm_ops);
