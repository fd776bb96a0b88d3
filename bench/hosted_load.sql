-- Loads the hosted benchmark's data into a migrated Habits database: :accounts accounts (account 1,
-- the personal one, included) × 10 every-day habits × one year before :'today', each day done
-- with probability 0.6, today left open for the tap runs. Run as the cluster's superuser
-- (bench/hosted.sh does): row-level security binds the app's own role, and a loader writing every
-- account at once is the one thing that must not be bound by it. New accounts come from the
-- accounts table's identity, exactly as PostgresDatabase.createAccount() makes them
-- (INSERT INTO accounts DEFAULT VALUES); every other row is what the store itself writes.
\set ON_ERROR_STOP on
SET maintenance_work_mem = '512MB';
BEGIN;
-- Foreign keys are checked by triggers; a bulk load of rows made consistent here skips them.
SET LOCAL session_replication_role = replica;
INSERT INTO accounts (created_at) SELECT now() FROM generate_series(2, :accounts);
INSERT INTO settings (account_id, day_start) SELECT id, 0 FROM accounts ON CONFLICT (account_id) DO NOTHING;
INSERT INTO categories (account_id, id, name, name_key, position)
    SELECT id, gen_random_uuid(), 'Health', 'health', 0 FROM accounts;
INSERT INTO trackers (account_id, id, name, name_key, kind, schedule, category_id, emoji, color, created_on,
                      pinned, position)
    SELECT c.account_id, gen_random_uuid(), 'Habit ' || n, 'habit ' || n, 'habit',
           '{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}', c.id, '🙂', '#2563EB',
           date :'today' - 364, false, n - 1
    FROM categories c CROSS JOIN generate_series(1, 10) AS n;
-- The primary key's index is built once after the rows are in, not row by row.
ALTER TABLE entries DROP CONSTRAINT entries_pkey;
INSERT INTO entries (account_id, tracker_id, day, state)
    SELECT t.account_id, t.id, d::date, 'done'
    FROM trackers t CROSS JOIN generate_series(date :'today' - 364, date :'today' - 1, interval '1 day') AS d
    WHERE random() < 0.6;
ALTER TABLE entries ADD CONSTRAINT entries_pkey PRIMARY KEY (account_id, tracker_id, day);
COMMIT;
VACUUM ANALYZE;
SELECT (SELECT count(*) FROM accounts) AS accounts, (SELECT count(*) FROM trackers) AS trackers,
       (SELECT count(*) FROM entries) AS entries, pg_size_pretty(pg_database_size(current_database())) AS size;
