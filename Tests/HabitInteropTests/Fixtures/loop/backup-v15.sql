-- A Loop backup at user_version 15: no type, no Repetitions.value (every row is a check),
-- colours index the 13-colour palette of versions 14-20, reminder_days from version 11, and
-- (before version 22) two rows for one day.
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
    reminder_days integer not null default 127
);
CREATE TABLE Checkmarks (id integer primary key autoincrement, habit integer references habits(id), timestamp integer, value integer);
CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer references habits(id), timestamp integer);
CREATE TABLE Streak (id integer primary key autoincrement, end integer, habit integer references habits(id), length integer, start integer);
CREATE TABLE Score (id integer primary key autoincrement, habit integer references habits(id), score integer, timestamp integer);
CREATE INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp);

-- Colour 4 of 13 is green (index 7 of 20); 12 is light grey (19).
INSERT INTO Habits VALUES (1, 0, 4, 'Floss every night', 1, 1, 0, 'Floss', 0, 22, 15, 62);
INSERT INTO Habits VALUES (2, 0, 12, '', 7, 2, 0, 'Swim', 1, NULL, NULL, 127);

INSERT INTO Repetitions (habit, timestamp) VALUES (1, 1740787200000);
INSERT INTO Repetitions (habit, timestamp) VALUES (1, 1740787200000);
INSERT INTO Repetitions (habit, timestamp) VALUES (1, 1740873600000);
INSERT INTO Repetitions (habit, timestamp) VALUES (2, 1740960000000);
INSERT INTO Repetitions (habit, timestamp) VALUES (NULL, 1740960000000);
PRAGMA user_version = 15;
