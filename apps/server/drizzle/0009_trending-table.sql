-- Hand-written around drizzle's table. The trending score leaves the videos row for a narrow table of its own
-- (schema.ts videoTrending): the hourly refresh rewrote each changed video's whole row, and with it an entry in
-- every index, ~600 in the search's trigram index for a 1.2 KB text (11.8 s for 9,518 scores on 100,000 videos,
-- against 0.78 s here; PERFORMANCE.md). Statement triggers on videos keep its copy of what the score is computed
-- from, and the score of every video written, as migration 0003's counts are kept. A video's id never changes
-- (every write is an upsert by id), so an update needs no delete here. videos.trending_score and its index stay
-- for the previous version's instances during a rolling upgrade; a later migration drops them.
CREATE TABLE "video_trending" (
	"video_id" text PRIMARY KEY NOT NULL,
	"theme_code" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"views" bigint,
	"score" double precision NOT NULL
);
--> statement-breakpoint
INSERT INTO "video_trending" ("video_id", "theme_code", "published_at", "views", "score")
  SELECT "id", "theme_code", "published_at", "views", vitrine_trending_score("views", "published_at", now()) FROM "videos";
--> statement-breakpoint
CREATE INDEX "video_trending_theme_score_idx" ON "video_trending" USING btree ("theme_code","score" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
-- A written video's score is computed anew only when what it depends on changed; the hourly refresh ages the rest.
-- Rows in key order, as the counts' triggers take theirs, so concurrent imports cannot deadlock on them.
CREATE FUNCTION vitrine_video_trending_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM video_trending t USING removed r WHERE t.video_id = r.id;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM video_trending;
  ELSE
    INSERT INTO video_trending AS t (video_id, theme_code, published_at, views, score)
      SELECT id, theme_code, published_at, views, vitrine_trending_score(views, published_at, now()) FROM added ORDER BY id
      ON CONFLICT (video_id) DO UPDATE
        SET theme_code = excluded.theme_code, published_at = excluded.published_at, views = excluded.views, score = excluded.score
        WHERE (t.theme_code, t.published_at, t.views) IS DISTINCT FROM (excluded.theme_code, excluded.published_at, excluded.views);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_trending_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_trending_follow();
--> statement-breakpoint
CREATE TRIGGER videos_trending_update AFTER UPDATE ON videos REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_trending_follow();
--> statement-breakpoint
CREATE TRIGGER videos_trending_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_trending_follow();
--> statement-breakpoint
CREATE TRIGGER videos_trending_truncate AFTER TRUNCATE ON videos
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_trending_follow();
