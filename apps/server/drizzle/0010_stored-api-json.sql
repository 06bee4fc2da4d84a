-- Hand-written function, generated column: each video keeps its API JSON (video-row.ts), so that a
-- page's JSON is its rows' texts joined instead of built from their columns per request. This
-- function is the one definition of the API video's shape for reads (PRODUCT §3.5): keys in
-- ApiVideoSchema's order, dates as JavaScript's toISOString writes them, statistics and
-- durationSeconds left out when unknown (json_strip_nulls: every other field is NOT NULL), the
-- thumbnails as stored, which hold only the schema's keys (the import cleans them, a sync and the
-- demo build them).
-- IMMUTABLE, as a generated column requires: json_build_object and to_char are only STABLE because
-- some types' output and some patterns depend on settings, and none of these do (UTC, no TM).
-- Adding the column rewrites the table and builds its indexes again: 45 s for 100,000 videos on
-- PostgreSQL, ~3 s of it the JSON (docs/DEPLOY.md).
CREATE FUNCTION "vitrine_api_video_json"(
  "id" text, "pathseo" text, "parsed" boolean, "created_at" timestamptz, "updated_at" timestamptz,
  "title" text, "description" text, "published_at" timestamptz, "channel_title" text, "username" text,
  "video_id" text, "title_seo" text, "genre" text[], "thumbnails" jsonb, "views" bigint, "likes" bigint,
  "duration_seconds" integer
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_strip_nulls(json_build_object(
    '_id', "id", 'pathseo', "pathseo", 'parsed', "parsed",
    'created', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updated', to_char("updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'metadata', json_build_object(
      'title', "title", 'description', "description",
      'publishedAt', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'channelTitle', "channel_title", 'username', "username", 'videoId', "video_id",
      'titleSeo', "title_seo", 'genre', "genre", 'snippet', json_build_object('thumbnails', "thumbnails"),
      'statistics', CASE WHEN "views" IS NULL AND "likes" IS NULL THEN NULL
        ELSE json_build_object('viewCount', "views", 'likeCount', "likes") END,
      'durationSeconds', "duration_seconds")))::text
$$;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "api_json" text GENERATED ALWAYS AS (vitrine_api_video_json("videos"."id", "videos"."pathseo", "videos"."parsed", "videos"."created_at", "videos"."updated_at", "videos"."title", "videos"."description", "videos"."published_at", "videos"."channel_title", "videos"."username", "videos"."video_id", "videos"."title_seo", "videos"."genre", "videos"."thumbnails", "videos"."views", "videos"."likes", "videos"."duration_seconds")) STORED;