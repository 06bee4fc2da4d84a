CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id")
);
--> statement-breakpoint
-- Hand-written from here. The first version is the creation time in ms, so a database created
-- again never reuses the numbers (and the ETags) of the one it replaces.
INSERT INTO "catalog_version" ("id", "version") VALUES (true, (extract(epoch from clock_timestamp()) * 1000)::bigint);
--> statement-breakpoint
-- An UPDATE of the one row, not a sequence: the new number becomes visible only when the write
-- commits, so no instance can load the old rows under the new version. Concurrent writers
-- queue on the row until commit, which a catalogue written a few times a day can afford.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "videos_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "videos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
