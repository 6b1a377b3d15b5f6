-- Issue 20: a passage longer than the bundled model reads is embedded as several windows, stored
-- one after another in "embedding"; "embedding_dimensions" says where one vector ends. A chunk
-- embedded before has none, and the worker embeds it again.
ALTER TABLE "knowledge_chunks" ADD COLUMN "embedding_dimensions" integer;