-- Diagnostic (not run by make bench): a tap's shape in pgbench, four statements in one
-- transaction (lock, upsert, bump, commit), to compare with bench/upsert.sql's one statement.
\set id random(1, 10000)
BEGIN;
SELECT taps FROM bench_upsert WHERE id = :id FOR NO KEY UPDATE;
INSERT INTO bench_upsert (id, taps) VALUES (:id, 1) ON CONFLICT (id) DO UPDATE SET taps = bench_upsert.taps + 1;
UPDATE bench_upsert SET taps = taps + 1 WHERE id = :id;
COMMIT;
