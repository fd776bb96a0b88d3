#ifndef HABITS_CSQLITE_SHIM_H
#define HABITS_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import: bind text and blobs through these.
static inline int habits_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

/// sqlite3_db_config is variadic, which Swift cannot call: one on/off option at a time
/// (SQLITE_DBCONFIG_TRUSTED_SCHEMA, _DEFENSIVE, _ENABLE_LOAD_EXTENSION, _ENABLE_TRIGGER, …).
static inline int habits_db_config_flag(sqlite3 *db, int option, int on) {
    int result = -1;
    return sqlite3_db_config(db, option, on, &result);
}
#endif
