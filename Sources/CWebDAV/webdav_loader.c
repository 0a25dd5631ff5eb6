// Forwarders to libcurl and libxml2; see include/CWebDAV.h.
#include "CWebDAV.h"

#include <curl/curl.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void *curl_library;
static void *xml_library;
static int loaded;
static const char *load_error;
/// dlerror's text is the loader's, overwritten by the next failing dl call (libpq's loader in
/// the same run): the message is kept here.
static char load_error_text[256];

static const char *failed(const char *reason) {
    strncpy(load_error_text, reason != NULL ? reason : "libcurl or libxml2 could not be loaded", sizeof load_error_text - 1);
    load_error = load_error_text;
    return load_error;
}

static CURLcode (*global_init)(long);
static CURL *(*easy_init)(void);
static CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
static CURLcode (*easy_perform)(CURL *);
static CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
static void (*easy_reset)(CURL *);
static void (*easy_cleanup)(CURL *);
static const char *(*easy_strerror)(CURLcode);
static struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
static void (*slist_free_all)(struct curl_slist *);
static xmlDocPtr (*read_memory)(const char *, int, const char *, const char *, int);
static void (*free_doc)(xmlDocPtr);
static xmlNodePtr (*doc_root)(const xmlDoc *);

#define FIND(library, variable, name) \
    if ((variable = (__typeof__(variable))dlsym(library, name)) == NULL) return failed("the function " name " is missing");

const char *cwebdav_load(void) {
    if (load_error != NULL) return load_error;
    if (loaded) return NULL;
    curl_library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (curl_library == NULL) return failed(dlerror());
    xml_library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (xml_library == NULL) return failed(dlerror());
    FIND(curl_library, global_init, "curl_global_init")
    FIND(curl_library, easy_init, "curl_easy_init")
    FIND(curl_library, easy_setopt, "curl_easy_setopt")
    FIND(curl_library, easy_perform, "curl_easy_perform")
    FIND(curl_library, easy_getinfo, "curl_easy_getinfo")
    FIND(curl_library, easy_reset, "curl_easy_reset")
    FIND(curl_library, easy_cleanup, "curl_easy_cleanup")
    FIND(curl_library, easy_strerror, "curl_easy_strerror")
    FIND(curl_library, slist_append, "curl_slist_append")
    FIND(curl_library, slist_free_all, "curl_slist_free_all")
    FIND(xml_library, read_memory, "xmlReadMemory")
    FIND(xml_library, free_doc, "xmlFreeDoc")
    FIND(xml_library, doc_root, "xmlDocGetRootElement")
    if (global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return failed("libcurl could not be initialised");
    loaded = 1;
    return NULL;
}

void *cwebdav_session_open(void) {
    if (cwebdav_load() != NULL) return NULL;
    return easy_init();
}

void cwebdav_session_close(void *session) {
    if (session != NULL && easy_cleanup != NULL) easy_cleanup((CURL *)session);
}

/// Where the answer's body goes as it arrives, up to `limit` bytes.
typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int too_large;
} body_buffer;

static size_t keep_body(char *data, size_t size, size_t count, void *context) {
    body_buffer *buffer = context;
    size_t length = size * count;
    // libcurl hands over decoded bytes (gzip and deflate undone) a block at a time: the
    // transfer stops at the first block past the limit, so a compressed bomb ends early too.
    if (length > buffer->limit - buffer->length) {
        buffer->too_large = 1;
        return 0;
    }
    if (buffer->length + length + 1 > buffer->capacity) {
        size_t capacity = buffer->capacity == 0 ? 16384 : buffer->capacity;
        while (buffer->length + length + 1 > capacity) capacity *= 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 0;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    buffer->bytes[buffer->length] = 0;
    return length;
}

/// Copies the value of the header line `line` into `target` when it is the header `name`.
static void keep_header_value(const char *line, size_t length, const char *name, char *target, size_t capacity) {
    size_t name_length = strlen(name);
    if (length <= name_length || strncasecmp(line, name, name_length) != 0 || line[name_length] != ':') return;
    const char *value = line + name_length + 1;
    const char *end = line + length;
    while (value < end && (*value == ' ' || *value == '\t')) value++;
    while (end > value && (end[-1] == '\r' || end[-1] == '\n' || end[-1] == ' ')) end--;
    size_t copied = (size_t)(end - value) < capacity - 1 ? (size_t)(end - value) : capacity - 1;
    memcpy(target, value, copied);
    target[copied] = 0;
}

static size_t keep_header(char *data, size_t size, size_t count, void *context) {
    cwebdav_response *response = context;
    size_t length = size * count;
    // A new status line (after a 100 Continue or an authentication round) starts afresh.
    if (length >= 5 && strncmp(data, "HTTP/", 5) == 0) {
        response->etag[0] = 0;
        response->content_type[0] = 0;
        response->location[0] = 0;
    }
    keep_header_value(data, length, "ETag", response->etag, sizeof response->etag);
    keep_header_value(data, length, "Content-Type", response->content_type, sizeof response->content_type);
    keep_header_value(data, length, "Location", response->location, sizeof response->location);
    return length;
}

int cwebdav_perform(void *session, const char *method, const char *url, const char *const *headers, int header_count,
                    const char *body, size_t body_length, const char *ca_file, size_t max_body, long timeout_seconds,
                    cwebdav_response *response) {
    memset(response, 0, sizeof *response);
    CURL *curl = session;
    if (curl == NULL) {
        strcpy(response->error, "libcurl is not loaded");
        response->curl_code = CURLE_FAILED_INIT;
        return response->curl_code;
    }
    easy_reset(curl);
    struct curl_slist *list = NULL;
    for (int index = 0; index < header_count; index++) list = slist_append(list, headers[index]);
    // libcurl asks "Expect: 100-continue" before a body over 1 KiB and waits up to a second
    // for an answer many servers never send: one round trip at a time is all a sync needs.
    list = slist_append(list, "Expect:");
    body_buffer buffer = {.limit = max_body};
    char error[CURL_ERROR_SIZE] = {0};
    easy_setopt(curl, CURLOPT_URL, url);
    easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method);
    easy_setopt(curl, CURLOPT_HTTPHEADER, list);
    if (body != NULL) {
        easy_setopt(curl, CURLOPT_POSTFIELDS, body);
        easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length);
    }
    easy_setopt(curl, CURLOPT_NETRC, (long)CURL_NETRC_OPTIONAL);
    easy_setopt(curl, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
    easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, 10L);
    easy_setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1L);
    easy_setopt(curl, CURLOPT_LOW_SPEED_TIME, 30L);
    // A server that keeps sending a trickle passes the stall limit: the whole request has a
    // limit of its own.
    easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds);
    easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_body);
    easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
    easy_setopt(curl, CURLOPT_USERAGENT, "todo");
    if (ca_file != NULL) easy_setopt(curl, CURLOPT_CAINFO, ca_file);
    easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    easy_setopt(curl, CURLOPT_WRITEFUNCTION, keep_body);
    easy_setopt(curl, CURLOPT_WRITEDATA, &buffer);
    easy_setopt(curl, CURLOPT_HEADERFUNCTION, keep_header);
    easy_setopt(curl, CURLOPT_HEADERDATA, response);
    CURLcode code = easy_perform(curl);
    slist_free_all(list);
    response->curl_code = (int)code;
    if (code == CURLE_OK) {
        easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &response->status);
        response->body = buffer.bytes;
        response->body_length = buffer.length;
    } else {
        free(buffer.bytes);
        response->too_large = buffer.too_large || code == CURLE_FILESIZE_EXCEEDED;
        const char *reason = error[0] != 0 ? error : easy_strerror(code);
        strncpy(response->error, reason, sizeof response->error - 1);
    }
    // The error buffer lives on this stack frame: libcurl must not keep it.
    easy_setopt(curl, CURLOPT_ERRORBUFFER, NULL);
    return response->curl_code;
}

void cwebdav_response_free(cwebdav_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}

void *cwebdav_xml_read(const char *data, size_t length) {
    if (cwebdav_load() != NULL || length > 0x7fffffff) return NULL;
    return read_memory(data, (int)length, NULL, NULL, XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR);
}

void cwebdav_xml_free(void *document) {
    if (document != NULL) free_doc((xmlDocPtr)document);
}

void *cwebdav_xml_root(void *document) {
    return document != NULL ? doc_root((xmlDocPtr)document) : NULL;
}

static xmlNodePtr element_from(xmlNodePtr node) {
    while (node != NULL && node->type != XML_ELEMENT_NODE) node = node->next;
    return node;
}

void *cwebdav_xml_first_element(void *node) {
    return element_from(((xmlNodePtr)node)->children);
}

void *cwebdav_xml_next_element(void *node) {
    return element_from(((xmlNodePtr)node)->next);
}

const char *cwebdav_xml_name(void *node) {
    return (const char *)((xmlNodePtr)node)->name;
}

const char *cwebdav_xml_namespace(void *node) {
    xmlNsPtr space = ((xmlNodePtr)node)->ns;
    return space != NULL ? (const char *)space->href : NULL;
}

const char *cwebdav_xml_attribute(void *node, const char *name) {
    for (xmlAttrPtr attribute = ((xmlNodePtr)node)->properties; attribute != NULL; attribute = attribute->next) {
        if (attribute->ns != NULL || attribute->name == NULL || strcmp((const char *)attribute->name, name) != 0) continue;
        xmlNodePtr value = attribute->children;
        return value != NULL && value->type == XML_TEXT_NODE && value->content != NULL ? (const char *)value->content : "";
    }
    return NULL;
}

char *cwebdav_xml_text(void *node) {
    size_t length = 0;
    for (xmlNodePtr child = ((xmlNodePtr)node)->children; child != NULL; child = child->next) {
        if ((child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) && child->content != NULL)
            length += strlen((const char *)child->content);
    }
    char *text = malloc(length + 1);
    if (text == NULL) return NULL;
    size_t at = 0;
    for (xmlNodePtr child = ((xmlNodePtr)node)->children; child != NULL; child = child->next) {
        if ((child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) && child->content != NULL) {
            size_t part = strlen((const char *)child->content);
            memcpy(text + at, child->content, part);
            at += part;
        }
    }
    text[at] = 0;
    return text;
}
