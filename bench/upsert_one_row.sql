-- The same upsert, every client on one row: the ceiling when every tap is one account's (the
-- benchmark's taps are all the personal account's until accounts are wired into the server).
INSERT INTO bench_upsert (id, taps) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET taps = bench_upsert.taps + 1;
