-- A Loop backup at user_version 25, grown the way a real one grows: version 9's tables, then
-- the columns added later. Today in the tests is 2025-03-10; 2025-03-01 = 1740787200000.
CREATE TABLE android_metadata (locale TEXT);
INSERT INTO android_metadata VALUES ('en_US');
CREATE TABLE Habits (
    id integer primary key autoincrement,
    archived integer,
    color integer,
    description text,
    freq_den integer,
    freq_num integer,
    highlight integer,
    name text,
    position integer,
    reminder_hour integer,
    reminder_min integer
);
ALTER TABLE Habits ADD COLUMN reminder_days integer not null default 127;
ALTER TABLE Habits ADD COLUMN type integer not null default 0;
ALTER TABLE Habits ADD COLUMN target_type integer not null default 0;
ALTER TABLE Habits ADD COLUMN target_value real not null default 0;
ALTER TABLE Habits ADD COLUMN unit text not null default "";
CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);
CREATE TABLE Repetitions (
    id integer primary key autoincrement,
    habit integer not null references habits(id),
    timestamp integer not null,
    value integer not null
);
CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);
ALTER TABLE Habits ADD COLUMN question text;
ALTER TABLE Habits ADD COLUMN uuid text;
ALTER TABLE Repetitions ADD COLUMN notes text;

-- id, archived, color, description, freq_den, freq_num, highlight, name, position,
-- reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid
INSERT INTO Habits VALUES (1, 0, 11, '10 minutes after waking', 1, 1, 0, 'Meditate', 0, 7, 30, 127, 0, 0, 0, '', 'Did you meditate?', 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
INSERT INTO Habits VALUES (2, 0, 7, '', 7, 3, 0, 'Run', 1, 18, 5, 5, 0, 0, 0, '', '', 'b1b2c3d4e5f60718293a4b5c6d7e8f90');
INSERT INTO Habits VALUES (3, 0, 9, '', 1, 1, 0, 'Water', 2, NULL, NULL, 0, 1, 0, 8.0, 'glasses', 'How many glasses?', 'c1b2c3d4e5f60718293a4b5c6d7e8f90');
INSERT INTO Habits VALUES (4, 0, 3, '', 1, 1, 0, 'Coffee', 3, NULL, NULL, 0, 1, 1, 2.5, 'cups', '', 'd1b2c3d4e5f60718293a4b5c6d7e8f90');
INSERT INTO Habits VALUES (5, 1, 14, '', 3, 1, 0, 'Read', 4, NULL, NULL, 0, 0, 0, 0, '', '', 'e1b2c3d4e5f60718293a4b5c6d7e8f90');
-- A uuid from migration 24 (16 random bytes and the id, in hex): longer than 32 characters.
INSERT INTO Habits VALUES (6, 0, 0, '', 10, 2, 0, 'Gym', 5, NULL, NULL, 0, 0, 0, 0, '', '', '0123456789abcdef0123456789abcdef36');
INSERT INTO Habits VALUES (7, 0, 19, '', 30, 2, 0, 'Call mom', 6, NULL, NULL, 0, 0, 0, 0, '', '', 'f1b2c3d4e5f60718293a4b5c6d7e8f90');
INSERT INTO Habits VALUES (8, 0, 16, '', 31, 28, 0, 'Floss', 7, NULL, NULL, 0, 0, 0, 0, '', '', 'a2b2c3d4e5f60718293a4b5c6d7e8f90');
INSERT INTO Habits VALUES (9, 0, 13, '', 5, 5, 0, 'Yoga', 8, NULL, NULL, 0, 0, 0, 0, '', '', 'a3b2c3d4e5f60718293a4b5c6d7e8f90');

-- Meditate: done, YES_AUTO (never imported), skipped, NO with a note, UNKNOWN, done with a note,
-- and a day after today.
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1740787200000, 2, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1740873600000, 1, '');
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1740960000000, 3, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1741046400000, 0, 'sick');
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1741132800000, -1, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1741219200000, 2, 'calm, "deep"');
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (1, 1742428800000, 2, NULL);
-- Run (3/7): done twice, one YES_AUTO. Starts on 2025-02-27.
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (2, 1740614400000, 2, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (2, 1740960000000, 2, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (2, 1741046400000, 1, NULL);
-- Water (numeric, at least 8 glasses): 8, 5.5, skipped, 0.
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (3, 1740787200000, 8000, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (3, 1740873600000, 5500, 'hot day');
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (3, 1740960000000, 3, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (3, 1741046400000, 0, NULL);
-- Coffee (numeric, at most 2.5 cups): 3 and 1.25.
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (4, 1740787200000, 3000, NULL);
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (4, 1740873600000, 1250, NULL);
-- Read (1/3, archived).
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (5, 1740873600000, 2, NULL);
-- Gym has no entries. Call mom (2/30):
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (7, 1741132800000, 2, NULL);
-- Floss (28/31):
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (8, 1740787200000, 2, NULL);
-- Yoga (5/5) with a note of 250 characters.
INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (9, 1740873600000, 2,
    'Sun salutation, ' || replace(hex(zeroblob(117)), '00', 'ab') || ' end');
PRAGMA user_version = 25;
