#ifndef CCURSES_H
#define CCURSES_H

// ncursesw, loaded on first use rather than linked: only `todo ui` opens it, so every other
// command skips the dynamic loader's work for it. Its terminfo database describes the terminal
// (no escape sequence is written here for one terminal), it measures wide characters with the
// C library's wcwidth, and it restores the terminal's modes on endwin. The functions below are
// the few the full-screen canvas needs, in its own terms; curses.h stays inside ccurses.c.
#include <wchar.h>

/// Styles for `ccurses_put`, combined with |.
enum {
    CCURSES_BOLD = 1,
    CCURSES_DIM = 2,
    CCURSES_REVERSE = 4,
    CCURSES_UNDERLINE = 8,
    CCURSES_RED = 16,
    CCURSES_YELLOW = 32,
    CCURSES_GREEN = 64,
    CCURSES_CYAN = 128,
};

/// What `ccurses_read` read.
enum {
    CCURSES_NONE = 0,      // nothing before the timeout
    CCURSES_CHARACTER = 1, // *key is a character (a Unicode scalar)
    CCURSES_UP = 2, CCURSES_DOWN, CCURSES_LEFT, CCURSES_RIGHT, CCURSES_PAGE_UP, CCURSES_PAGE_DOWN,
    CCURSES_HOME, CCURSES_END, CCURSES_BACKSPACE, CCURSES_DELETE, CCURSES_ENTER, CCURSES_ESCAPE,
    CCURSES_RESIZE, CCURSES_OTHER,
};

/// Loads libncursesw.so.6 if it is not loaded yet. Returns NULL on success, else why not.
const char *ccurses_load(void);
/// Takes the terminal: its alternate screen, no echo, keys one at a time, keypad keys decoded,
/// colours when `color` is non-zero and the terminal has them. Ctrl-C leaves (SIGINT's action is
/// reset to the default first, even if it was ignored). ncurses' own handlers then
/// restore the terminal on SIGINT and SIGTERM, and around SIGTSTP (Ctrl-Z, fg), and report
/// SIGWINCH as CCURSES_RESIZE; a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE)
/// restores it before the signal's own action. Returns 0, or -1 when the terminal is unusable.
int ccurses_start(int color);
/// Gives the terminal back as it was (normal screen, its modes). Safe to call twice.
void ccurses_end(void);
/// Leaves the screen for another program (an editor), to be taken back with ccurses_resume.
void ccurses_suspend(void);
/// Takes the screen back after ccurses_suspend and repaints it whole.
void ccurses_resume(void);
int ccurses_rows(void);
int ccurses_columns(void);
/// Clears the frame being drawn.
void ccurses_erase(void);
/// Writes `count` characters of `text` at (row, column) in `style`, cut at the right edge.
void ccurses_put(int row, int column, const wchar_t *text, int count, int style);
/// Shows the frame drawn; the cursor at (row, column), or hidden when row < 0.
void ccurses_show(int row, int column);
/// Waits at most `milliseconds` for a key; returns its kind, the character in *character.
int ccurses_read(int milliseconds, unsigned int *character);

#endif
