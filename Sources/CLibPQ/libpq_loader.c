// Forwarders for the libpq functions the PostgreSQL engine uses; see include/CLibPQ.h.
#include "CLibPQ.h"

#include <dlfcn.h>
#include <stddef.h>

static void *library;
static const char *load_error;

const char *clibpq_load(void) {
    if (library != NULL) return NULL;
    if (load_error != NULL) return load_error;
    library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        load_error = reason != NULL ? reason : "libpq.so.5 could not be loaded";
    }
    return load_error;
}

/// The address of libpq's `name`, or NULL when the library or the function is missing.
static void *symbol(const char *name) {
    if (clibpq_load() != NULL) return NULL;
    return dlsym(library, name);
}

// Each forwarder looks its function up once; without libpq it answers as libpq does when
// given no connection or result (NULL, 0, or a bad status), and clibpq_load says why.
#define RESOLVE(name) \
    static __typeof__(&name) real; \
    if (real == NULL) real = (__typeof__(&name))symbol(#name)

PGconn *PQconnectdbParams(const char *const *keywords, const char *const *values, int expand_dbname) {
    RESOLVE(PQconnectdbParams);
    return real != NULL ? real(keywords, values, expand_dbname) : NULL;
}

ConnStatusType PQstatus(const PGconn *conn) {
    RESOLVE(PQstatus);
    return real != NULL ? real(conn) : CONNECTION_BAD;
}

PGTransactionStatusType PQtransactionStatus(const PGconn *conn) {
    RESOLVE(PQtransactionStatus);
    return real != NULL ? real(conn) : PQTRANS_UNKNOWN;
}

char *PQdb(const PGconn *conn) {
    RESOLVE(PQdb);
    return real != NULL ? real(conn) : NULL;
}

char *PQerrorMessage(const PGconn *conn) {
    RESOLVE(PQerrorMessage);
    return real != NULL ? real(conn) : NULL;
}

void PQfinish(PGconn *conn) {
    RESOLVE(PQfinish);
    if (real != NULL) real(conn);
}

PQnoticeProcessor PQsetNoticeProcessor(PGconn *conn, PQnoticeProcessor proc, void *arg) {
    RESOLVE(PQsetNoticeProcessor);
    return real != NULL ? real(conn, proc, arg) : NULL;
}

PGresult *PQexec(PGconn *conn, const char *query) {
    RESOLVE(PQexec);
    return real != NULL ? real(conn, query) : NULL;
}

PGresult *PQexecParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                       const char *const *paramValues, const int *paramLengths, const int *paramFormats,
                       int resultFormat) {
    RESOLVE(PQexecParams);
    return real != NULL
        ? real(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat)
        : NULL;
}

PGresult *PQgetResult(PGconn *conn) {
    RESOLVE(PQgetResult);
    return real != NULL ? real(conn) : NULL;
}

int PQputCopyData(PGconn *conn, const char *buffer, int nbytes) {
    RESOLVE(PQputCopyData);
    return real != NULL ? real(conn, buffer, nbytes) : -1;
}

int PQputCopyEnd(PGconn *conn, const char *errormsg) {
    RESOLVE(PQputCopyEnd);
    return real != NULL ? real(conn, errormsg) : -1;
}

ExecStatusType PQresultStatus(const PGresult *res) {
    RESOLVE(PQresultStatus);
    return real != NULL ? real(res) : PGRES_FATAL_ERROR;
}

char *PQresultErrorMessage(const PGresult *res) {
    RESOLVE(PQresultErrorMessage);
    return real != NULL ? real(res) : NULL;
}

char *PQresultErrorField(const PGresult *res, int fieldcode) {
    RESOLVE(PQresultErrorField);
    return real != NULL ? real(res, fieldcode) : NULL;
}

void PQclear(PGresult *res) {
    RESOLVE(PQclear);
    if (real != NULL) real(res);
}

int PQntuples(const PGresult *res) {
    RESOLVE(PQntuples);
    return real != NULL ? real(res) : 0;
}

char *PQgetvalue(const PGresult *res, int tup_num, int field_num) {
    RESOLVE(PQgetvalue);
    return real != NULL ? real(res, tup_num, field_num) : NULL;
}

int PQgetlength(const PGresult *res, int tup_num, int field_num) {
    RESOLVE(PQgetlength);
    return real != NULL ? real(res, tup_num, field_num) : 0;
}

int PQgetisnull(const PGresult *res, int tup_num, int field_num) {
    RESOLVE(PQgetisnull);
    return real != NULL ? real(res, tup_num, field_num) : 1;
}

char *PQcmdTuples(PGresult *res) {
    RESOLVE(PQcmdTuples);
    return real != NULL ? real(res) : NULL;
}

// Connecting, sending and reading without blocking, so every wait on the server is a poll(2)
// with a deadline of todo's own.

PGconn *PQconnectStartParams(const char *const *keywords, const char *const *values, int expand_dbname) {
    RESOLVE(PQconnectStartParams);
    return real != NULL ? real(keywords, values, expand_dbname) : NULL;
}

PostgresPollingStatusType PQconnectPoll(PGconn *conn) {
    RESOLVE(PQconnectPoll);
    return real != NULL ? real(conn) : PGRES_POLLING_FAILED;
}

int PQresetStart(PGconn *conn) {
    RESOLVE(PQresetStart);
    return real != NULL ? real(conn) : 0;
}

PostgresPollingStatusType PQresetPoll(PGconn *conn) {
    RESOLVE(PQresetPoll);
    return real != NULL ? real(conn) : PGRES_POLLING_FAILED;
}

int PQsocket(const PGconn *conn) {
    RESOLVE(PQsocket);
    return real != NULL ? real(conn) : -1;
}

int PQsendQuery(PGconn *conn, const char *query) {
    RESOLVE(PQsendQuery);
    return real != NULL ? real(conn, query) : 0;
}

int PQsendQueryParams(PGconn *conn, const char *command, int nParams, const Oid *paramTypes,
                      const char *const *paramValues, const int *paramLengths, const int *paramFormats,
                      int resultFormat) {
    RESOLVE(PQsendQueryParams);
    return real != NULL
        ? real(conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat)
        : 0;
}

int PQconsumeInput(PGconn *conn) {
    RESOLVE(PQconsumeInput);
    return real != NULL ? real(conn) : 0;
}

int PQisBusy(PGconn *conn) {
    RESOLVE(PQisBusy);
    return real != NULL ? real(conn) : 0;
}

int PQflush(PGconn *conn) {
    RESOLVE(PQflush);
    return real != NULL ? real(conn) : -1;
}

PQconninfoOption *PQconninfoParse(const char *conninfo, char **errmsg) {
    RESOLVE(PQconninfoParse);
    if (errmsg != NULL) *errmsg = NULL;
    return real != NULL ? real(conninfo, errmsg) : NULL;
}

PQconninfoOption *PQconninfo(PGconn *conn) {
    RESOLVE(PQconninfo);
    return real != NULL ? real(conn) : NULL;
}

void PQconninfoFree(PQconninfoOption *connOptions) {
    RESOLVE(PQconninfoFree);
    if (real != NULL) real(connOptions);
}

void PQfreemem(void *ptr) {
    RESOLVE(PQfreemem);
    if (real != NULL) real(ptr);
}

PGnotify *PQnotifies(PGconn *conn) {
    RESOLVE(PQnotifies);
    return real != NULL ? real(conn) : NULL;
}
