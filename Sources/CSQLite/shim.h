// The system's SQLite: Debian's libsqlite3-dev on Linux, the SDK on macOS.
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call; this one use of it
// is spelled here. Closing a connection then leaves its log as it is rather
// than copying it into the database file.
static inline int strata_sqlite3_keep_log_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

// Reads the start of the database file as it is on disk (not as SQLite sees it
// through its log) and the file's size, through SQLite's own descriptor. Closing
// any descriptor of a file drops every POSIX lock the process holds on it,
// SQLite's included, so no other may be opened and closed on a file SQLite has
// open. A file shorter than `amount` fills the rest with zeros.
static inline int strata_sqlite3_read_file_start(
    sqlite3 *db, void *buffer, int amount, sqlite3_int64 *size
) {
    sqlite3_file *file = 0;
    if (sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) != SQLITE_OK
        || file == 0 || file->pMethods == 0) {
        return SQLITE_ERROR;
    }
    int code = file->pMethods->xFileSize(file, size);
    if (code != SQLITE_OK) return code;
    code = file->pMethods->xRead(file, buffer, amount, 0);
    return code == SQLITE_IOERR_SHORT_READ ? SQLITE_OK : code;
}
