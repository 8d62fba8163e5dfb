// valgrind 3.19 faults when libdispatch parks the main thread with sigsuspend on a signal
// mask that lives in read-only memory (valgrind writes to the mask it is given). This shim,
// loaded with LD_PRELOAD under valgrind only, hands the real sigsuspend a copy on the stack.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>

int sigsuspend(const sigset_t *mask) {
    static int (*real)(const sigset_t *);
    if (!real) real = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
    sigset_t copy = *mask;
    return real(&copy);
}
