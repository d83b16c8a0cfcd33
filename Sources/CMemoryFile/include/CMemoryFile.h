// CMemoryFile: a file with no name, in memory.
#pragma once

/// memfd_create(name, MFD_CLOEXEC): a file that lives in memory and never has
/// a name in any folder, so nothing can leave it behind. Returns its
/// descriptor, or -1 with errno set (ENOSYS on systems other than Linux).
/// Swift cannot see memfd_create: glibc declares it only under _GNU_SOURCE.
int rc_memory_file(const char *name);
