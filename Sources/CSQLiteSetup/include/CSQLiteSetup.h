// CSQLiteSetup: process-wide SQLite settings that Swift cannot make itself
// (sqlite3_config is variadic).
#pragma once

/// Turns off SQLite's memory statistics (SQLITE_CONFIG_MEMSTATUS = 0), so
/// that no allocation takes the global memory mutex to count itself. Only
/// possible before SQLite is initialized in this process (the first
/// connection opened); returns sqlite3_config's result (SQLITE_MISUSE after).
int rc_sqlite_memstatus_off(void);
