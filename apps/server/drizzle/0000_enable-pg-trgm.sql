-- Hand-written: the trigram indexes of the next migration need pg_trgm (PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
