// The canvas's calls into ncursesw, found with dlopen/dlsym; see include/CCurses.h.
#define NCURSES_WIDECHAR 1
#include "CCurses.h"

#include <curses.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static void *library;
static const char *load_error;

// Named p_… because curses.h defines several of these names as macros too.
static SCREEN *(*p_newterm)(const char *, FILE *, FILE *);
static int (*p_endwin)(void);
static bool (*p_isendwin)(void);
static int (*p_cbreak)(void);
static int (*p_noecho)(void);
static int (*p_keypad)(WINDOW *, bool);
static void (*p_wtimeout)(WINDOW *, int);
static int (*p_wget_wch)(WINDOW *, wint_t *);
static int (*p_werase)(WINDOW *);
static int (*p_wmove)(WINDOW *, int, int);
static int (*p_waddnwstr)(WINDOW *, const wchar_t *, int);
static int (*p_wattr_set)(WINDOW *, attr_t, short, void *);
static int (*p_wrefresh)(WINDOW *);
static int (*p_wredrawln)(WINDOW *, int, int);
static int (*p_getmaxy)(const WINDOW *);
static int (*p_getmaxx)(const WINDOW *);
static int (*p_curs_set)(int);
static int (*p_set_escdelay)(int);
static bool (*p_has_colors)(void);
static int (*p_start_color)(void);
static int (*p_use_default_colors)(void);
static int (*p_init_pair)(short, short, short);
static WINDOW **p_stdscr;

static int started;
static int colored;

const char *ccurses_load(void) {
    if (library != NULL) return NULL;
    if (load_error != NULL) return load_error;
    void *handle = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        return load_error = reason != NULL ? reason : "libncursesw.so.6 could not be loaded";
    }
#define FIND(pointer, name) \
    if ((*(void **)&pointer = dlsym(handle, name)) == NULL) { dlclose(handle); return load_error = "libncursesw.so.6 lacks " name; }
    FIND(p_newterm, "newterm")
    FIND(p_endwin, "endwin")
    FIND(p_isendwin, "isendwin")
    FIND(p_cbreak, "cbreak")
    FIND(p_noecho, "noecho")
    FIND(p_keypad, "keypad")
    FIND(p_wtimeout, "wtimeout")
    FIND(p_wget_wch, "wget_wch")
    FIND(p_werase, "werase")
    FIND(p_wmove, "wmove")
    FIND(p_waddnwstr, "waddnwstr")
    FIND(p_wattr_set, "wattr_set")
    FIND(p_wrefresh, "wrefresh")
    FIND(p_wredrawln, "wredrawln")
    FIND(p_getmaxy, "getmaxy")
    FIND(p_getmaxx, "getmaxx")
    FIND(p_curs_set, "curs_set")
    FIND(p_set_escdelay, "set_escdelay")
    FIND(p_has_colors, "has_colors")
    FIND(p_start_color, "start_color")
    FIND(p_use_default_colors, "use_default_colors")
    FIND(p_init_pair, "init_pair")
    FIND(p_stdscr, "stdscr")
#undef FIND
    library = handle;
    return NULL;
}

// MARK: - Crashes

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];

// Not async-signal-safe, as no terminal restore can be; the process is ending anyway, and a
// shell left in raw mode on the alternate screen is the worse outcome. The signal then takes
// its previous action (Swift's backtrace, a core dump).
static void restore_then_crash(int signal_number) {
    if (started && !p_isendwin()) p_endwin();
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        if (crash_signals[index] == signal_number) sigaction(signal_number, &previous_actions[index], NULL);
    }
    raise(signal_number);
}

static void guard_crashes(void) {
    static int guarded;
    if (guarded) return;
    guarded = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restore_then_crash;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        sigaction(crash_signals[index], &action, &previous_actions[index]);
    }
}

// MARK: - Screen

enum { PAIR_RED = 1, PAIR_YELLOW, PAIR_GREEN, PAIR_CYAN };

int ccurses_start(int color) {
    if (ccurses_load() != NULL) return -1;
    if (started) return 0;
    // ncurses restores the terminal on Ctrl-C only where SIGINT has its default action; a
    // program a script started in the background inherits it ignored, and Ctrl-C would do nothing.
    signal(SIGINT, SIG_DFL);
    if (p_newterm(NULL, stdout, stdin) == NULL) return -1;
    started = 1;
    guard_crashes();
    p_cbreak();
    p_noecho();
    p_keypad(*p_stdscr, TRUE);
    // Esc alone goes back: wait only briefly for the rest of an escape sequence.
    p_set_escdelay(25);
    if (color && p_has_colors() && p_start_color() == OK) {
        short background = p_use_default_colors() == OK ? -1 : COLOR_BLACK;
        p_init_pair(PAIR_RED, COLOR_RED, background);
        p_init_pair(PAIR_YELLOW, COLOR_YELLOW, background);
        p_init_pair(PAIR_GREEN, COLOR_GREEN, background);
        p_init_pair(PAIR_CYAN, COLOR_CYAN, background);
        colored = 1;
    }
    return 0;
}

void ccurses_end(void) {
    if (started && !p_isendwin()) p_endwin();
}

void ccurses_suspend(void) {
    ccurses_end();
}

void ccurses_resume(void) {
    if (!started) return;
    p_wredrawln(*p_stdscr, 0, p_getmaxy(*p_stdscr));
    p_wrefresh(*p_stdscr);
}

int ccurses_rows(void) { return started ? p_getmaxy(*p_stdscr) : 0; }

int ccurses_columns(void) { return started ? p_getmaxx(*p_stdscr) : 0; }

void ccurses_erase(void) {
    if (started) p_werase(*p_stdscr);
}

void ccurses_put(int row, int column, const wchar_t *text, int count, int style) {
    if (!started || row < 0 || column < 0 || row >= ccurses_rows() || column >= ccurses_columns()) return;
    attr_t attributes = A_NORMAL;
    if (style & CCURSES_BOLD) attributes |= A_BOLD;
    if (style & CCURSES_DIM) attributes |= A_DIM;
    if (style & CCURSES_REVERSE) attributes |= A_REVERSE;
    if (style & CCURSES_UNDERLINE) attributes |= A_UNDERLINE;
    short pair = 0;
    if (colored) {
        if (style & CCURSES_RED) pair = PAIR_RED;
        else if (style & CCURSES_YELLOW) pair = PAIR_YELLOW;
        else if (style & CCURSES_GREEN) pair = PAIR_GREEN;
        else if (style & CCURSES_CYAN) pair = PAIR_CYAN;
    }
    p_wattr_set(*p_stdscr, attributes, pair, NULL);
    p_wmove(*p_stdscr, row, column);
    // Past the right edge ncurses stops writing (it does not wrap the last column's character).
    p_waddnwstr(*p_stdscr, text, count);
    p_wattr_set(*p_stdscr, A_NORMAL, 0, NULL);
}

void ccurses_show(int row, int column) {
    if (!started) return;
    if (row >= 0) {
        p_wmove(*p_stdscr, row, column);
        p_curs_set(1);
    } else {
        p_curs_set(0);
    }
    p_wrefresh(*p_stdscr);
}

int ccurses_read(int milliseconds, unsigned int *character) {
    if (!started) return CCURSES_NONE;
    p_wtimeout(*p_stdscr, milliseconds);
    wint_t key = 0;
    int kind = p_wget_wch(*p_stdscr, &key);
    if (kind == ERR) return CCURSES_NONE;
    if (kind == KEY_CODE_YES) {
        switch (key) {
        case KEY_UP: return CCURSES_UP;
        case KEY_DOWN: return CCURSES_DOWN;
        case KEY_LEFT: return CCURSES_LEFT;
        case KEY_RIGHT: return CCURSES_RIGHT;
        case KEY_PPAGE: return CCURSES_PAGE_UP;
        case KEY_NPAGE: return CCURSES_PAGE_DOWN;
        case KEY_HOME: return CCURSES_HOME;
        case KEY_END: return CCURSES_END;
        case KEY_BACKSPACE: return CCURSES_BACKSPACE;
        case KEY_DC: return CCURSES_DELETE;
        case KEY_ENTER: return CCURSES_ENTER;
        case KEY_RESIZE: return CCURSES_RESIZE;
        default: return CCURSES_OTHER;
        }
    }
    switch (key) {
    case '\n': case '\r': return CCURSES_ENTER;
    case 27: return CCURSES_ESCAPE;
    case 127: case 8: return CCURSES_BACKSPACE;
    default:
        *character = (unsigned int)key;
        return CCURSES_CHARACTER;
    }
}
