-- A Loop backup at user_version 22: no question, uuid or notes columns; the question is the
-- description. Colours index the 20-colour palette (version 21 on).
CREATE TABLE android_metadata (locale TEXT);
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
    reminder_min integer,
    reminder_days integer not null default 127,
    type integer not null default 0,
    target_type integer not null default 0,
    target_value real not null default 0,
    unit text not null default ""
);
CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);
CREATE TABLE Repetitions (
    id integer primary key autoincrement,
    habit integer not null references habits(id),
    timestamp integer not null,
    value integer not null
);
CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);

INSERT INTO Habits VALUES (1, 0, 11, 'Did you meditate?', 1, 1, 0, 'Meditate', 0, 21, 0, 127, 0, 0, 0, '');
INSERT INTO Habits VALUES (2, 0, 5, 'Walk the dog', 7, 1, 0, 'Walk', 1, NULL, NULL, 127, 0, 0, 0, '');
INSERT INTO Habits VALUES (3, 1, 8, 'How many steps?', 1, 1, 0, 'Steps', 2, NULL, NULL, 127, 1, 0, 10000.0, 'steps');

INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, 1740787200000, 2);
INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, 1740873600000, 3);
INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, 1740960000000, 2);
INSERT INTO Repetitions (habit, timestamp, value) VALUES (3, 1740787200000, 12345);
-- A repetition of a habit that is not in the file: left out and reported.
INSERT INTO Repetitions (habit, timestamp, value) VALUES (9, 1740787200000, 2);
PRAGMA user_version = 22;
