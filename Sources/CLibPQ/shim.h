// PostgreSQL's client library: Debian's libpq-dev on Linux, Homebrew's libpq on macOS.
#include <libpq-fe.h>
