// The command line, captured from what glibc passes every initializer of the executable
// (argc, argv, envp); see include/CArguments.h.
#include "CArguments.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int captured_count;
static char **captured_vector;
static char *no_arguments[] = {0};

static void capture(int count, char **vector, char **environment) {
    (void)environment;
    captured_count = count;
    captured_vector = vector;
}

__attribute__((section(".init_array"), used)) static void (*const capturer)(int, char **, char **) = capture;

char *_Nullable *_Nullable carguments_read_proc(int *_Nonnull count) {
    FILE *file = fopen("/proc/self/cmdline", "rb");
    if (!file) {
        return 0;
    }
    size_t used = 0, size = 4096;
    char *text = malloc(size + 1);
    size_t read;
    while (text && (read = fread(text + used, 1, size - used, file)) > 0) {
        used += read;
        if (used == size) {
            char *larger = realloc(text, 2 * size + 1);
            if (!larger) {
                free(text);
                text = 0;
                break;
            }
            text = larger;
            size *= 2;
        }
    }
    fclose(file);
    if (!text) {
        return 0;
    }
    text[used] = 0;
    int arguments = 0;
    for (size_t at = 0; at < used; at += strlen(text + at) + 1) {
        arguments++;
    }
    char **vector = malloc(sizeof(char *) * (size_t)(arguments + 1));
    if (!vector) {
        free(text);
        return 0;
    }
    int index = 0;
    for (size_t at = 0; at < used; at += strlen(text + at) + 1) {
        vector[index++] = text + at;
    }
    vector[index] = 0;
    *count = arguments;
    return vector;
}

char *_Nullable *_Nonnull carguments_vector(int *_Nonnull count) {
    if (!captured_vector) {
        // A C library that passes initializers nothing (musl): the kernel's copy, read once.
        int read = 0;
        char **vector = carguments_read_proc(&read);
        captured_vector = vector ? vector : no_arguments;
        captured_count = vector ? read : 0;
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
