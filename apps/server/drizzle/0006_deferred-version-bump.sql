-- Hand-written. The catalogue's version is bumped by one function, which the statement triggers
-- call and which a writer can call itself.
CREATE FUNCTION "vitrine_bump_catalog_version"() RETURNS void LANGUAGE sql AS $$
  UPDATE "catalog_version" SET "version" = "version" + 1;
$$;
--> statement-breakpoint
-- A writer of many short transactions (the hourly trending refresh, refresh-trending-scores.ts)
-- sets vitrine.defer_version_bump for each of them and bumps once at its end: a bump per
-- statement would make every instance drop its cached answers a thousand times in a few seconds.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vitrine.defer_version_bump', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM "vitrine_bump_catalog_version"();
  RETURN NULL;
END;
$$;
