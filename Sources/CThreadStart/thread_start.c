// See CThreadStart.h for why threads start away from their parent's CPU.
#if defined(__linux__)
#define _GNU_SOURCE  // sched_getcpu, CPU_* macros, pthread_attr_setaffinity_np
#endif
#include "CThreadStart.h"

#if defined(__linux__)
#include <sched.h>

int rc_start_thread_elsewhere(pthread_t *thread, void *(*body)(void *), void *argument) {
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return pthread_create(thread, NULL, body, argument);
    cpu_set_t allowed;
    int here = sched_getcpu();
    if (here >= 0 && here < CPU_SETSIZE && sched_getaffinity(0, sizeof allowed, &allowed) == 0
        && CPU_ISSET(here, &allowed) && CPU_COUNT(&allowed) > 1) {
        CPU_CLR(here, &allowed);
        pthread_attr_setaffinity_np(&attributes, sizeof allowed, &allowed);
    }
    int result = pthread_create(thread, &attributes, body, argument);
    pthread_attr_destroy(&attributes);
    return result;
}
#else
// Elsewhere (macOS) there is no portable way to keep a thread off a CPU, and
// its scheduler does not queue a new thread behind its parent the same way:
// a plain pthread_create.
int rc_start_thread_elsewhere(pthread_t *thread, void *(*body)(void *), void *argument) {
    return pthread_create(thread, NULL, body, argument);
}
#endif
