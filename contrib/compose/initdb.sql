-- The role Habits connects as: an ordinary one, owning its database (SPEC §13).
CREATE ROLE habits LOGIN PASSWORD 'change-me';
CREATE DATABASE habits OWNER habits;
