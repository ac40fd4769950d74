// The system's SQLite: Debian's libsqlite3-dev on Linux, the SDK on macOS.
#include <sqlite3.h>
