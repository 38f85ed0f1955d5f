-- Trigram indexes power memory search on both PGlite and PostgreSQL (pgvector is not on Debian PostgreSQL 15).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
