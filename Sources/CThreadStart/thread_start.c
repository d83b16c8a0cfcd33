// See CThreadStart.h for why threads start away from their parent's CPU.
#define _GNU_SOURCE  // sched_getcpu, CPU_* macros, pthread_attr_setaffinity_np
#include "CThreadStart.h"

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
