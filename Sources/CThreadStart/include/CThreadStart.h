// CThreadStart: starting a helper thread where it can run at once.
#pragma once

#include <pthread.h>

/// pthread_create, but the thread may run on any CPU of this process except
/// the caller's current one (when there is another).
///
/// Linux places a new thread by recent load, not by what runs now, and on a
/// small machine often queues it behind its parent on the parent's CPU,
/// where it waits until the parent blocks: on a 2-CPU VM about as long as
/// the work the thread was started to share (docs/PERFORMANCE.md). Returns
/// pthread_create's result. On systems other than Linux, a plain
/// pthread_create (the affinity calls are Linux's own).
int rc_start_thread_elsewhere(pthread_t *thread, void *(*body)(void *), void *argument);
