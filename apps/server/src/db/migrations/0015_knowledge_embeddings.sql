-- Each passage's sentence embedding (float32, little-endian) and the model that made it; the
-- worker's embed_knowledge job fills them and fills them again when the model changes.
ALTER TABLE "knowledge_chunks" ADD COLUMN "embedding" bytea;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "embedding_model" text;
