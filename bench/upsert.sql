-- pgbench's reference for a durable tap: one transaction that upserts one row, as a completion
-- does. The key is one of as many rows as the hosted benchmark has accounts (10,000), so clients
-- rarely wait for each other's row lock. Run: pgbench -n -f bench/upsert.sql -c 16 -T 10
\set id random(1, 10000)
INSERT INTO bench_upsert (id, taps) VALUES (:id, 1) ON CONFLICT (id) DO UPDATE SET taps = bench_upsert.taps + 1;
