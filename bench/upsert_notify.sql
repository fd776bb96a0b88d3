-- Diagnostic (not run by make bench): the upsert with pg_notify in the same transaction, as the
-- store first wrote it. PostgreSQL holds a cluster-wide lock from a notifying transaction's commit
-- until its commit record is flushed, so these never share an fsync.
\set id random(1, 10000)
BEGIN;
INSERT INTO bench_upsert (id, taps) VALUES (:id, 1) ON CONFLICT (id) DO UPDATE SET taps = bench_upsert.taps + 1;
SELECT pg_notify('habits_changes', :id::text);
COMMIT;
