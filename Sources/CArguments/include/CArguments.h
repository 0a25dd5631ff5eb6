#ifndef CARGUMENTS_H
#define CARGUMENTS_H

// The command line as the process received it, captured before main. The Swift runtime's own
// capture (its CommandLine.cpp, linked into the release binary by -static-stdlib) reads and
// parses /proc/self/maps at every start to find the stack and walks back from environ to argv:
// 135,000 instructions and a kernel-generated file for `todo --version`. carguments.c defines
// the one runtime entry point `CommandLine` calls, so the release link takes it from here and
// leaves the runtime's capture out. A debug build links the runtime as a shared library, which
// keeps calling its own; the two answer the same.

/// The process's arguments as main received them, argv[0] first; `*count` is their number.
/// Never NULL, always NULL-terminated: where the C library passes initializers nothing (musl),
/// what `carguments_read_proc` reads, and an empty array if that fails too.
char *_Nullable *_Nonnull carguments_vector(int *_Nonnull count);

/// The process's arguments as the kernel keeps them (/proc/self/cmdline), in a new
/// NULL-terminated array that is never freed; NULL, with `*count` untouched, if unreadable.
char *_Nullable *_Nullable carguments_read_proc(int *_Nonnull count);

#endif
