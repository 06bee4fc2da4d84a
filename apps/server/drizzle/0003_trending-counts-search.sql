CREATE TABLE "video_counts" (
	"theme_code" text NOT NULL,
	"username" text NOT NULL,
	"videos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "video_counts_theme_code_username_pk" PRIMARY KEY("theme_code","username")
);
--> statement-breakpoint
DROP INDEX "videos_title_trgm_idx";--> statement-breakpoint
DROP INDEX "videos_description_trgm_idx";--> statement-breakpoint
DROP INDEX "videos_channel_title_trgm_idx";--> statement-breakpoint
DROP INDEX "videos_username_trgm_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "trending_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_theme_trending_idx" ON "videos" USING btree ("theme_code","trending_score" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_searchable_text_trgm_idx" ON "videos" USING gin ((("title" || E'\n' || "description" || E'\n' || "channel_title" || E'\n' || "username")) gin_trgm_ops);--> statement-breakpoint
-- Hand-written below: what drizzle-kit cannot express (functions, triggers, backfills).
-- Trending (PRODUCT §10.6): views per day of age among videos published in the last 30 days
-- (the trending window), at least one day of age; older videos score 0 and rank by date.
-- It depends on `at` (now): computed at each write (upsert-videos.ts) and hourly (refresh-trending-scores.ts).
CREATE FUNCTION vitrine_trending_score(views bigint, published_at timestamptz, at timestamptz) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN published_at > at - interval '30 days'
    THEN coalesce(views, 0) / greatest(extract(epoch FROM (at - published_at)) / 86400, 1)
    ELSE 0 END::double precision
$$;
--> statement-breakpoint
UPDATE videos SET trending_score = vitrine_trending_score(views, published_at, now());
--> statement-breakpoint
-- video_counts follows every statement on videos: one aggregate per statement (transition
-- tables), rows locked in key order so concurrent imports cannot deadlock on them.
CREATE FUNCTION vitrine_video_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO video_counts AS c (theme_code, username, videos)
      SELECT theme_code, username, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (theme_code, username) DO UPDATE SET videos = c.videos + excluded.videos;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO video_counts AS c (theme_code, username, videos)
      SELECT theme_code, username, -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (theme_code, username) DO UPDATE SET videos = c.videos + excluded.videos;
  ELSE
    INSERT INTO video_counts AS c (theme_code, username, videos)
      SELECT theme_code, username, sum(delta) FROM (
        SELECT theme_code, username, 1 AS delta FROM added
        UNION ALL SELECT theme_code, username, -1 FROM removed
      ) AS moved GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (theme_code, username) DO UPDATE SET videos = c.videos + excluded.videos;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_counts_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_counts_apply();
--> statement-breakpoint
CREATE TRIGGER videos_counts_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_counts_apply();
--> statement-breakpoint
CREATE TRIGGER videos_counts_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_counts_apply();
--> statement-breakpoint
CREATE FUNCTION vitrine_video_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM video_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER videos_counts_truncate AFTER TRUNCATE ON videos
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_video_counts_clear();
--> statement-breakpoint
INSERT INTO video_counts (theme_code, username, videos)
  SELECT theme_code, username, count(*) FROM videos GROUP BY 1, 2;
