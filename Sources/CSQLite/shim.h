// The system's SQLite: Debian's libsqlite3-dev on Linux, the SDK on macOS.
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call; this one use of it
// is spelled here. Closing a connection then leaves its log as it is rather
// than copying it into the database file.
static inline int strata_sqlite3_keep_log_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
