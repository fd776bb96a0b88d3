-- Loop Habit Tracker's schema at user_version 25: the tables and index its migrations 09-25
-- leave (Checkmarks, Streak and Score were dropped at 20; Repetitions rebuilt at 22).
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
    unit text not null default "",
    question text,
    uuid text
);
CREATE TABLE Events (
    id integer primary key autoincrement,
    timestamp integer,
    message text,
    server_id integer
);
CREATE TABLE Repetitions (
    id integer primary key autoincrement,
    habit integer not null references habits(id),
    timestamp integer not null,
    value integer not null,
    notes text
);
CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);
PRAGMA user_version = 25;
