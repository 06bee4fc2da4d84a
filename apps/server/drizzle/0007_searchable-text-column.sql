-- A search reads the searchable text, lower-cased, from a column the database keeps at each write (schema.ts), instead of joining four fields and lower-casing them for each row it tests.
DROP INDEX "videos_searchable_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "searchable_text" text GENERATED ALWAYS AS (lower("videos"."title" || E'\n' || "videos"."description" || E'\n' || "videos"."channel_title" || E'\n' || "videos"."username")) STORED;--> statement-breakpoint
CREATE INDEX "videos_searchable_text_trgm_idx" ON "videos" USING gin ("searchable_text" gin_trgm_ops);