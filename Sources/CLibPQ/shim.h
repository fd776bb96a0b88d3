#ifndef HABITS_CLIBPQ_SHIM_H
#define HABITS_CLIBPQ_SHIM_H
#include <libpq-fe.h>

/// The diagnostic field codes are character macros (`'C'`, `'M'`); these name the two Habits reads.
static inline char *habits_pq_sqlstate(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_SQLSTATE);
}

static inline char *habits_pq_primary_message(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
}
#endif
