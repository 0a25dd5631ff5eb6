#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

// libedit is opened at run time, only when the shell starts on a terminal: one-shot commands
// never pay the dynamic loader for it (and its libbsd and libtinfo). Swift cannot call C's
// variadic functions, so each el_set/history call it needs has a fixed-argument wrapper here.

#include <dlfcn.h>
#include <stdio.h>
#include <histedit.h>

typedef unsigned char (*cedit_function)(EditLine *, int);
typedef char *(*cedit_prompt)(EditLine *);

typedef struct {
    void *handle;
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    int (*el_set)(EditLine *, int, ...);
    int (*el_get)(EditLine *, int, ...);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    int (*el_cursor)(EditLine *, int);
    void (*el_push)(EditLine *, const char *);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} cedit_api;

/// Opens libedit.so.2 and finds every entry point; returns 0, or -1 leaving nothing open.
static inline int cedit_load(cedit_api *api) {
    void *handle = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return -1;
    api->handle = handle;
#define CEDIT_FIND(name) \
    if ((*(void **)&api->name = dlsym(handle, #name)) == NULL) { dlclose(handle); return -1; }
    CEDIT_FIND(el_init)
    CEDIT_FIND(el_end)
    CEDIT_FIND(el_gets)
    CEDIT_FIND(el_set)
    CEDIT_FIND(el_get)
    CEDIT_FIND(el_line)
    CEDIT_FIND(el_insertstr)
    CEDIT_FIND(el_cursor)
    CEDIT_FIND(el_push)
    CEDIT_FIND(history_init)
    CEDIT_FIND(history_end)
    CEDIT_FIND(history)
#undef CEDIT_FIND
    return 0;
}

static inline EditLine *cedit_init(const cedit_api *api, const char *program) {
    return api->el_init(program, stdin, stdout, stderr);
}

static inline int cedit_set_string(const cedit_api *api, EditLine *el, int op, const char *value) {
    return api->el_set(el, op, value);
}

static inline int cedit_set_int(const cedit_api *api, EditLine *el, int op, int value) {
    return api->el_set(el, op, value);
}

static inline int cedit_set_prompt(const cedit_api *api, EditLine *el, cedit_prompt prompt) {
    return api->el_set(el, EL_PROMPT, prompt);
}

static inline int cedit_set_client_data(const cedit_api *api, EditLine *el, void *data) {
    return api->el_set(el, EL_CLIENTDATA, data);
}

static inline void *cedit_client_data(const cedit_api *api, EditLine *el) {
    void *data = NULL;
    api->el_get(el, EL_CLIENTDATA, &data);
    return data;
}

/// Adds `function` as the editor command `name`, then binds `key` to it.
static inline int cedit_add_and_bind(const cedit_api *api, EditLine *el, const char *name,
                                     const char *help, cedit_function function, const char *key) {
    if (api->el_set(el, EL_ADDFN, name, help, function) != 0) return -1;
    return api->el_set(el, EL_BIND, key, name, NULL);
}

static inline int cedit_bind(const cedit_api *api, EditLine *el, const char *key, const char *command) {
    return api->el_set(el, EL_BIND, key, command, NULL);
}

/// `setty -d FLAG`: changes one terminal flag while a line is being edited.
static inline int cedit_setty(const cedit_api *api, EditLine *el, const char *flag) {
    return api->el_set(el, EL_SETTY, "-d", flag, NULL);
}

static inline int cedit_use_history(const cedit_api *api, EditLine *el, History *history) {
    return api->el_set(el, EL_HIST, api->history, history);
}

static inline int cedit_history_int(const cedit_api *api, History *history, int op, int value) {
    HistEvent event;
    return api->history(history, &event, op, value);
}

static inline int cedit_history_enter(const cedit_api *api, History *history, const char *line) {
    HistEvent event;
    return api->history(history, &event, H_ENTER, line);
}

#endif
