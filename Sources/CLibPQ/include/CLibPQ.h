#ifndef CLIBPQ_H
#define CLIBPQ_H

// PostgreSQL's C client, loaded on first use rather than linked: a process that never opens a
// PostgreSQL store (every SQLite command) does not pay the dynamic loader for libpq and the
// TLS, Kerberos and LDAP libraries it pulls in. The PQ functions Swift calls are defined in
// libpq_loader.c and forward to libpq's own, found with dlopen/dlsym.
#include <postgresql/libpq-fe.h>

/// Loads libpq if it is not loaded yet. Returns NULL on success, else a message saying why
/// it could not be loaded (the library missing, or a function it lacks); call it before any
/// other PQ function.
const char *clibpq_load(void);

#endif
