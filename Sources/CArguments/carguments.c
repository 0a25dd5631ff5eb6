// The command line, captured from what glibc passes every initializer of the executable
// (argc, argv, envp); see include/CArguments.h.
#include "CArguments.h"

static int captured_count;
static char **captured_vector;
static char *no_arguments[] = {0};

static void capture(int count, char **vector, char **environment) {
    (void)environment;
    captured_count = count;
    captured_vector = vector;
}

__attribute__((section(".init_array"), used)) static void (*const capturer)(int, char **, char **) = capture;

char **carguments_vector(int *count) {
    if (!captured_vector) {
        *count = 0;
        return no_arguments;
    }
    *count = captured_count;
    return captured_vector;
}

// What the standard library's `CommandLine` calls (Swift's calling convention). Defined here,
// it keeps the runtime's CommandLine.cpp, and its start-up search, out of the static link; the
// runtime's override hook lives in that file too and nothing in this program calls it.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *count);

__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *count) {
    return carguments_vector(count);
}
