CREATE TABLE "theme_labels" (
	"theme_code" text NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_labels_theme_code_label_pk" PRIMARY KEY("theme_code","label")
);
--> statement-breakpoint
CREATE TABLE "video_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"theme_code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"youtube_id" text NOT NULL,
	"input" text NOT NULL,
	"include_shorts" boolean DEFAULT false NOT NULL,
	"include_live" boolean DEFAULT false NOT NULL,
	"title" text,
	"validators" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"websub_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_sources_kind_check" CHECK ("video_sources"."kind" in ('channel', 'playlist'))
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "video_sources_theme_youtube_id_key" ON "video_sources" USING btree ("theme_code","youtube_id");--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_id_video_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."video_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_source_idx" ON "videos" USING btree ("source_id");--> statement-breakpoint
-- A label an operator adds becomes a row of the page: pages and caches follow the catalogue version.
CREATE TRIGGER "theme_labels_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theme_labels"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
