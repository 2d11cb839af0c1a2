/*
 * compiler: the effect compiler's inside, shared by its files.
 *
 * The compiler is split the way Lua splits its own: compile.c holds the
 * clauses and the forms, and what a name means; emit.c appends code and
 * rewrites the shapes the interpreter runs hot into single instructions;
 * errors.c says what went wrong and where, with the closest form to a
 * misspelt one. What a compiled program asks and does is program.c's,
 * which needs nothing of this header. Nothing here is the module's face:
 * that is effect.h.
 */
#ifndef CATAN_EFFECT_COMPILER_H
#define CATAN_EFFECT_COMPILER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "effect/code.h"
#include "effect/effect.h"
#include "effect/parse.h"

/* Kinds of values, as the compiler checks them. */
enum kind {
	K_VOID, K_INT, K_BOOL, K_PLAYER, K_RESOURCE, K_CARD, K_ZONE, K_STACK, K_TYPE,
	K_ANY,          /* accepts every value kind */
	K_ERROR,        /* the expression had an error: accepted anywhere, so one mistake gives one message */
	/* word arguments: a fixed word, compiled to a constant */
	W_POINTS, W_ADVANTAGE, W_DIE, W_GRANT, W_PIECE, W_PHASE,
	K_COUNT
};

/* ---------------------------------------------------------------------------
 * The fixed words
 * ------------------------------------------------------------------------- */

struct word {
	const char *name;
	int32_t value;
};

#define WORDS(name) name, sizeof name / sizeof name[0]

/* ---------------------------------------------------------------------------
 * Forms that are one host call
 * ------------------------------------------------------------------------- */

enum {
	F_ACT = 1,       /* changes the match: not in filters, modifiers, conditions */
	F_SWAP = 2,      /* the host takes the first two arguments the other way round */
	F_THIS = 4,      /* the card itself goes first */
	F_EXTRA = 8,     /* the constant extra goes last */
};

struct host_form {
	const char *name;
	uint8_t op;              /* OP_QUERY or OP_ACT */
	uint8_t code;            /* enum effect_query or enum effect_act */
	uint8_t result;
	uint8_t min, max;        /* arity; missing optional arguments are EFFECT_NONE */
	uint8_t args[EFFECT_ARGS_MAX];
	uint8_t flags;
	int8_t extra;
};

/* ---------------------------------------------------------------------------
 * The compiler's state
 * ------------------------------------------------------------------------- */

struct local {
	uint32_t start, len;     /* the name, in the text */
	uint8_t kind;
	int32_t slot;
};

struct compiler {
	const struct tree *tree;
	const struct effect_resolver *resolver;
	const struct effect_words *words;   /* the game's, never NULL */
	struct diag_where where;
	struct diag_list *diags;
	int errors;
	int out_of_memory;

	int32_t *code;
	size_t len, cap;
	struct effect_clause *clauses;
	size_t clause_count, clause_cap;

	struct local locals[EFFECT_LOCAL_MAX];
	int local_count;
	int32_t next_slot;       /* slots are reused when a body ends */
	int loop_depth;

	uint8_t subject;         /* kind of `subject` here, K_VOID outside filters */
	uint8_t has_value;       /* `value` is defined (a modifier's body) */
	uint8_t pure;            /* in a filter, modifier or condition */
	uint8_t production;      /* in a production handler: (die) and (produced) are defined */
};

/* The forms of the language itself, in the order their names are looked
 * up (compile.c); the suggestions for a misspelt form go through both
 * tables (errors.c). */
struct special_form {
	const char *name;
	int32_t op;                 /* for the arithmetic and comparison forms */
	uint8_t (*fn)(struct compiler *c, const struct node *n, const struct special_form *f,
	              uint8_t want);
};

extern const struct host_form host_forms[];
extern const size_t host_form_count;
extern const struct special_form special_forms[];
extern const size_t special_form_count;

/* ---------------------------------------------------------------------------
 * emit.c: code
 * ------------------------------------------------------------------------- */

void emit(struct compiler *c, int32_t word);
void emit2(struct compiler *c, int32_t op, int32_t operand);
size_t emit_jump(struct compiler *c, int32_t op);
void emit_patch(struct compiler *c, size_t at);
void emit_zone(struct compiler *c, size_t from, int32_t zone);
void emit_act(struct compiler *c, size_t from, int32_t act, int argc);
bool emit_test(struct compiler *c, size_t from);
void emit_attributes_first(struct compiler *c, size_t entry);
void emit_exists_of(struct compiler *c, size_t from);
void emit_each(struct compiler *c, size_t top);

/* ---------------------------------------------------------------------------
 * errors.c: what went wrong, where
 * ------------------------------------------------------------------------- */

void error_at(struct compiler *c, const struct node *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void error_expected(struct compiler *c, const struct node *n, const char *what);
void error_expected_word(struct compiler *c, const struct node *n, const char *what,
                         enum effect_word_kind kind);
void error_unknown_form(struct compiler *c, const struct node *head);

#endif
