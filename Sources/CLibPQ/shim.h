#ifndef CLIBPQ_SHIM_H
#define CLIBPQ_SHIM_H

// PostgreSQL's C client. Swift calls it directly: nothing here needs wrapping.
#include <libpq-fe.h>

#endif
