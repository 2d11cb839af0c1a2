/*
 * text: the little UTF-8 the console, the card lookup and the file readers need.
 *
 * Card names come in German, Dutch and English (with umlauts and ß),
 * typed by users who may or may not press shift, and shown in aligned tables.
 * This module does exactly that much and no more: it is not a Unicode library.
 *
 *  - Decoding follows the Unicode Standard's table of well-formed UTF-8
 *    (Table 3-7): overlong forms, surrogates and values past U+10FFFF are
 *    invalid. An invalid stretch is one "maximal subpart" (section 3.9,
 *    "U+FFFD Substitution of Maximal Subparts"), the unit that a reader
 *    replaces with one U+FFFD, as browsers and Python do.
 *  - Case folding maps ASCII A-Z to a-z and the Latin-1 capitals U+00C0-U+00DE
 *    (except the multiplication sign U+00D7) to U+00E0-U+00FE. 'ß' folds to
 *    itself. Every other character, and every invalid byte, compares as its
 *    bytes. Both forms of each folded letter are two bytes long, so folding
 *    never changes a string's length.
 *  - Width counts one terminal column per code point and per invalid byte.
 *    That is right for the Latin scripts of the card names; wide (CJK) and
 *    combining characters would need a real wcwidth table.
 */
#ifndef CATAN_CORE_TEXT_H
#define CATAN_CORE_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/strbuf.h"

/* What text_decode_utf8 stores for an ill-formed stretch of bytes. */
#define TEXT_INVALID UINT32_C(0xFFFFFFFF)

/* Decodes the character at the start of s, which has len > 0 bytes: stores
 * the code point (or TEXT_INVALID) in *cp and returns how many bytes it used,
 * 1 to 4, never more than len. NUL bytes decode as U+0000. */
size_t text_decode_utf8(const char *s, size_t len, uint32_t *cp);

/* Whether the len bytes at s are all well-formed UTF-8. If not and bad_at is
 * not NULL, stores the offset of the first ill-formed byte. */
int text_valid_utf8(const char *s, size_t len, size_t *bad_at);

/* Compares two NUL-terminated strings ignoring case as described above:
 * negative, zero or positive like strcmp, ordering by folded code point. */
int text_casecmp(const char *a, const char *b);

/* Whether s begins with prefix, ignoring case. The empty prefix matches. */
int text_case_prefix(const char *s, const char *prefix);

/* The number of terminal columns s takes. */
size_t text_width(const char *s);

/* Appends s to out, then spaces up to width columns (left-aligned text).
 * A string wider than width is appended whole: tables grow, text is never cut. */
void text_pad_right(struct strbuf *out, const char *s, size_t width);

/* Appends spaces, then s, so that s ends at width columns (right-aligned). */
void text_pad_left(struct strbuf *out, const char *s, size_t width);

/* One column heading of a table whose rows were laid out for their English
 * headings: the blanks before it on the heading line, its text (in the
 * console's language), the columns it may take before its column must widen
 * (room), and whether it stands at the right of that room. */
struct text_heading {
	const char *gap;
	const char *text;
	size_t room;
	bool right;
};

/* Appends the heading line of count headings and its newline, each heading
 * after its gap and padded to its room (the last one is not padded at its
 * right: no trailing blanks). Stores in extra[i] by how many columns heading
 * i is wider than its room: the columns its rows must add to that column to
 * stay under it. An English heading fits its room, so the English line and
 * rows are the ones laid out for it. */
void text_headings(struct strbuf *out, const struct text_heading *headings, size_t count,
                   size_t *extra);

/* Appends s cut or padded to exactly width columns: a longer string loses
 * whole characters at its end, never part of one (table cells). */
void text_fit(struct strbuf *out, const char *s, size_t width);

/* Appends s wrapped at blanks to lines of at most width columns where its
 * words allow: a line that would grow past width is broken before the word,
 * and the next line begins with indent. Newlines in s start new lines; the
 * blanks a line of s begins with are kept. A word wider than a line is
 * appended whole. */
void text_wrap(struct strbuf *out, const char *s, size_t width, const char *indent);

/* Splits text in place at blanks and tabs into at most max words; returns
 * how many. A command line typed at the console is this short. */
int text_split_words(char *text, char **words, int max);

/* Appends s to out with everything that could command a terminal or turn
 * the text around written as a visible escape: control characters (C0, DEL
 * and C1, so ESC and CSI, U+009B), the bidirectional controls (U+061C,
 * U+200E, U+200F, U+202A..U+202E, U+2066..U+2069), the line and paragraph
 * separators, and bytes of ill-formed UTF-8. A control character is
 * written \xHH or \uHHHH, a bad byte \xHH, a backslash itself as is.
 * keep_newlines keeps '\n' (multi-line texts). For any text from a card
 * database, a log or a user on its way to the terminal. */
void text_escape(struct strbuf *out, const char *s, bool keep_newlines);

/* Whether text_escape would change s. */
bool text_needs_escape(const char *s);

/* A decimal integer from lo to hi, the whole of text: true and *out, or
 * false for anything else. */
bool text_parse_int(const char *text, int lo, int hi, int *out);

#endif
