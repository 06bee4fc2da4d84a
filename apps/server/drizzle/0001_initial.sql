CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"theme_code" text NOT NULL,
	"pathseo" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"channel_title" text NOT NULL,
	"username" text NOT NULL,
	"video_id" text NOT NULL,
	"title_seo" text NOT NULL,
	"genre" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnails" jsonb NOT NULL,
	"views" bigint,
	"likes" bigint,
	"parsed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_theme_pathseo_key" ON "videos" USING btree ("theme_code","pathseo");--> statement-breakpoint
CREATE INDEX "videos_theme_created_idx" ON "videos" USING btree ("theme_code","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_theme_published_idx" ON "videos" USING btree ("theme_code","published_at","id");--> statement-breakpoint
CREATE INDEX "videos_theme_username_created_idx" ON "videos" USING btree ("theme_code","username","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_theme_views_idx" ON "videos" USING btree ("theme_code","views" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_theme_title_idx" ON "videos" USING btree ("theme_code","title","id");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_description_trgm_idx" ON "videos" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_channel_title_trgm_idx" ON "videos" USING gin ("channel_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_username_trgm_idx" ON "videos" USING gin ("username" gin_trgm_ops);