#ifndef CWEBDAV_H
#define CWEBDAV_H

// libcurl (HTTP, TLS, ~/.netrc) and libxml2 (WebDAV's XML answers), loaded on first use rather
// than linked, as libpq is: only `todo sync` with a CalDAV collection pays the dynamic loader
// for them and the TLS libraries they pull in; every other command starts without them.
// The functions below are defined in webdav_loader.c on top of the libraries' own, found with
// dlopen/dlsym; Swift never calls libcurl's variadic functions itself.
#include <stddef.h>

/// Loads libcurl and libxml2 if they are not loaded yet. Returns NULL on success, else a
/// message saying why they could not be loaded; call it before any other function here.
const char *cwebdav_load(void);

/// What one HTTP exchange gave back. `body` is malloc'd (free it with cwebdav_response_free).
typedef struct {
    /// The HTTP status; 0 when no answer came (then `error` says why).
    long status;
    char *body;
    size_t body_length;
    /// The answer's ETag header, as sent (quotes included); empty when there was none.
    char etag[512];
    /// The answer's Content-Type header; empty when there was none.
    char content_type[256];
    /// The answer's Location header (where a redirect points), as sent; empty when there was none.
    char location[1024];
    /// libcurl's explanation when the exchange failed below HTTP (no connection, TLS).
    char error[512];
    /// libcurl's result code: 0 when an answer came.
    int curl_code;
    /// 1 when the transfer was stopped because the body (decoded) passed `max_body` bytes.
    int too_large;
} cwebdav_response;

/// A connection-reusing HTTP session (a libcurl easy handle); NULL when libcurl is missing.
void *cwebdav_session_open(void);
/// Ends a session made by cwebdav_session_open.
void cwebdav_session_close(void *session);

/// Sends one request: `method` to `url` (user info in the URL is used for this request only),
/// with `header_count` header lines and the body `body` (may be NULL), credentials from
/// ~/.netrc when the URL has none, Basic authentication, the system's trust store or the CA
/// bundle file `ca_file` (NULL for the system's), a connect timeout of 10 s, a stall limit of
/// 30 s and a limit of `timeout_seconds` on the whole exchange. The body is kept up to
/// `max_body` bytes after decoding (gzip, deflate): past that the transfer is stopped at once
/// and `too_large` set. Fills `response`; returns its `curl_code`.
int cwebdav_perform(void *session, const char *method, const char *url, const char *const *headers, int header_count,
                    const char *body, size_t body_length, const char *ca_file, size_t max_body, long timeout_seconds,
                    cwebdav_response *response);
/// Frees what cwebdav_perform allocated in `response`.
void cwebdav_response_free(cwebdav_response *response);

/// Parses an XML document without network access or entity expansion; NULL when it is not
/// well-formed XML.
void *cwebdav_xml_read(const char *data, size_t length);
/// Frees a document made by cwebdav_xml_read (and every node of it).
void cwebdav_xml_free(void *document);
/// The document's root element.
void *cwebdav_xml_root(void *document);
/// The first element child of `node`, or NULL.
void *cwebdav_xml_first_element(void *node);
/// The next element sibling of `node`, or NULL.
void *cwebdav_xml_next_element(void *node);
/// The element's local name.
const char *cwebdav_xml_name(void *node);
/// The element's namespace URI, or NULL.
const char *cwebdav_xml_namespace(void *node);
/// The value of the element's attribute `name` (in no namespace), owned by the document; NULL
/// when it has none. (An attribute's value made of entity references reads as empty.)
const char *cwebdav_xml_attribute(void *node, const char *name);
/// The text and CDATA directly inside the element, joined; malloc'd (free() it).
char *cwebdav_xml_text(void *node);

#endif
