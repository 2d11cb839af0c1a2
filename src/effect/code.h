/*
 * code: the compiled form of an effect, shared by the compiler (compile.c),
 * the analyses (analyse.c) and the machine (interp.c, walk.c, passive.c).
 *
 * A program is one block: the header, the clauses, then the code, an
 * array of int32 words. An instruction is an opcode word followed by its
 * operand words (OPERANDS below). Values on the run's stack are int32:
 * numbers, conditions (0 or 1), and handles of players, cards, resources,
 * card types, zones and stacks; the compiler has checked which is which,
 * so the interpreter never looks at kinds.
 *
 * Handlers end with OP_END; pure blocks (filters, modifier bodies,
 * conditions) end with OP_RETURN and may not act on the match or ask a
 * player: the compiler refuses that, and the interpreter checks it again.
 * A pure block that sits inside a handler is jumped over (OP_JUMP) and
 * named by its entry in the operand of the instruction that uses it.
 */
#ifndef CATAN_EFFECT_CODE_H
#define CATAN_EFFECT_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "effect/effect.h"

/* A pure block of a clause that the interpreter evaluates without the
 * machine, decoded once when the program is made (effect_quicken): the
 * shapes most passive clauses have. Any other block is QUICK_NONE. */
enum quick_kind {
	QUICK_NONE,        /* the machine runs it */
	QUICK_TRUE,        /* no block: a filter that passes everything */
	QUICK_ATTR_IN,     /* (ATTR k) (IN count values at code[at]) (RETURN) */
	QUICK_ATTR_IN_THEN,/* (ATTR k) (IN ...) (JUMP_IF_NOT f) REST, f: (PUSH 0) (RETURN):
	                    * 0 for a subject that fails, else the machine runs REST */
	QUICK_SUBJECT_THIS,/* (SUBJECT) (THIS) (op) (RETURN) */
	QUICK_RELATION,    /* (SUBJECT) (THIS) (PUSH k) (QUERY RELATION 3) (RETURN):
	                    * "(near this)" or "(same-city this)" alone */
	QUICK_RELATION_THEN, /* the same with (JUMP_IF_NOT f) REST for (RETURN), f as above:
	                    * "(near this)" or "(same-city this)" first */
	QUICK_SUBJECT_OP,  /* (SUBJECT) (PUSH k) (op) (RETURN) */
	QUICK_VALUE_OP,    /* (VALUE) (PUSH k) (op) (RETURN) */
	QUICK_OP_VALUE,    /* (PUSH k) (VALUE) (op) (RETURN) */
	QUICK_CONDS,       /* an "and" of conditions that read no name (struct effect_conds) */
	QUICK_QUERY_SELF,  /* (PUSH k) (QUERY count 1) (SELF) (op) (RETURN): what the host
	                    * says of a constant, compared with self, as "(holds self
	                    * strength)"; the question in count */
	QUICK_EXISTS,      /* an "and" of exists over a zone of self or his opponent
	                    * (struct effect_exists), as "(has self university)" or
	                    * "(exists (in (principality opponent) ...))" */
};

/* A filter that is an "and" of conditions the interpreter answers without
 * the machine (QUICK_CONDS, and walks over zones): each asks the host one
 * question about the subject card, and the first that fails makes the
 * filter fail. The steps are those the machine takes on the same code. */
enum cond_kind {
	COND_ATTR_IN,      /* (ATTR k) (IN count values at code[at]) */
	COND_RELATION,     /* (SUBJECT) CARD (PUSH k) (QUERY RELATION 3) */
	COND_EXPOSED,      /* (SUBJECT) (THIS) (QUERY IMMUNE 2) (NOT) */
	COND_HOLDING,      /* PLAYER (SUBJECT) (QUERY k 2) (PUSH count) (op at): how many
	                    * of a resource a player has or has room for, compared */
	COND_COMPARE,      /* (SUBJECT) CARD (QUERY k 1) (op at): the subject compared with
	                    * what the host says of a card, as "(!= subject (memory))" */
};

/* CARD: (THIS) (TRIGGER) (LOCAL slot); PLAYER: (SELF) (LOCAL slot)
 * (SELF) (QUERY OPPONENT 1) */
enum cond_card { COND_THIS, COND_TRIGGER, COND_LOCAL, COND_SELF, COND_OPPONENT };

enum { CONDS_MAX = 4 };

struct effect_cond {
	uint8_t kind;      /* enum cond_kind */
	uint8_t card;      /* enum cond_card */
	uint8_t slot;      /* COND_LOCAL */
	uint8_t fail_steps; /* the filter's steps when this condition is the first to fail */
	int32_t k, count, at;
};

struct effect_conds {
	int32_t count;
	uint8_t and_tail;  /* ends (PUSH 1) (JUMP) (RETURN): passes with 1, else with the last value */
	uint8_t locals;    /* a condition reads a name */
	uint8_t pass_steps; /* the filter's steps when every condition passes */
	uint8_t last;      /* the condition whose value a pass gives, without and_tail */
	struct effect_cond cond[CONDS_MAX];
};

/* Decodes the pure block at entry as an "and" of conditions, but for a
 * lone attribute test (analyse.c); false when it is anything else. */
bool effect_decode_conds(const struct effect_program *program, int32_t entry,
                         struct effect_conds *conds);

/* One exists of QUICK_EXISTS: (SELF) [(QUERY OPPONENT 1)] (ZONE zone)
 * (JUMP t) FILTER t: (EXISTS filter), the EXISTS at count_at; without a
 * filter, the EXISTS right after the ZONE.
 * The exists of a block but the last are each followed by (JUMP_IF_NOT f),
 * f: (PUSH 0) (RETURN); the last by (RETURN), or, after others, by (JUMP
 * r), r: (RETURN). */
struct effect_exists {
	int32_t opponent;  /* the zone is the opponent's */
	int32_t zone;      /* enum effect_zone_kind */
	int32_t jump;      /* a filter is jumped over */
	int32_t count_at;
	/* Every exists of the block has a filter that is one attribute test
	 * of one or two values, no owner (SHAPE_IN below): the host
	 * may answer each (EFFECT_Q_SELECT_ANY), and no walk of the block
	 * can come near the step limit. Set on the first. */
	int32_t attr_only;
};

struct effect_quick {
	int32_t kind;      /* enum quick_kind */
	int32_t op, k;     /* the operator, and the constant or (QUICK_ATTR_IN) the attribute */
	int32_t count, at;
	int32_t rest;      /* QUICK_ATTR_IN_THEN: where REST begins */
	struct effect_conds conds;  /* QUICK_CONDS */
	struct effect_exists exists[CONDS_MAX];  /* QUICK_EXISTS: count of them */
};

/* The blocks of clause i: quick[QUICK_BLOCKS * i + QUICK_FILTER] ... */
enum { QUICK_FILTER, QUICK_BODY, QUICK_THREAT, QUICK_BLOCKS };

/* The filter of a walk over a zone (count, total-stock, for-card,
 * choose), decoded once (effect_quicken). */
struct effect_filter {
	int32_t entry;
	int32_t ok;                     /* conds holds it */
	struct effect_conds conds;
	uint32_t most;                  /* ok: the most steps one item takes (a fail or the pass) */
	/* A filter that holds (near X) after its attribute tests (see
	 * near_filter in walk.c): near is the enum cond_card of X (THIS,
	 * TRIGGER or LOCAL, slot near_slot), else -1. near_ok: near_conds is
	 * conds without that (near X), for the cards host->near listed, which
	 * are all near X. */
	int8_t near;
	uint8_t near_slot;
	uint8_t near_ok;
	/* near_ok, and near_conds is one attribute test of one value (no
	 * owner): an exists the host may answer (EFFECT_Q_NEAR_FIRST) */
	uint8_t near_first;
	struct effect_conds near_conds;
	/* ok: conds without the attribute test the filter starts with, for
	 * the cards host->select listed by it (see drop_known in analyse.c) */
	struct effect_conds select_conds;
	/* ok, and select_conds is (exposed) alone: a walk the host may pass
	 * whole (EFFECT_Q_NONE_IMMUNE) */
	uint8_t select_exposed;
	/* The attribute test the filter begins with, as shape_of in analyse.c
	 * reads it (an enum shape_kind there, 0 for none; the values at
	 * code[shape_at]): what host->select lists by, read once. */
	int32_t shape_kind, shape_attr, shape_count, shape_at, shape_rest;
};

struct effect_program {
	size_t clause_count;
	size_t code_len;
	size_t filter_count;
	struct effect_clause *clauses;  /* inside the same block, after the header */
	int32_t *code;                  /* inside the same block, after the filters; code_len
	                                 * words, then OP_OFF_END */
	struct effect_quick *quick;     /* inside the same block, after the clauses */
	struct effect_filter *filters;  /* inside the same block, after the quick blocks */
	uint8_t *starts;                /* inside the same block, after the code: START_AT where
	                                 * an instruction begins (effect_check_code), with
	                                 * the loops' START_ bits (effect_quicken) */
	int32_t *filter_at;             /* inside the same block, after the filters: code_len
	                                 * words, the index in filters[] of the first record
	                                 * whose entry is there, else -1 (effect_quicken) */
	int32_t listed_relation;        /* the relation host->near lists (the game's word
	                                 * EFFECT_RELATION_LISTED), or EFFECT_NONE */
};

/* The bits of program->starts[pc].
 * START_NEAR_LOOP marks the OP_LIST_CARDS that begins a loop whose every
 * turn is an exists over the cards near its item, answered by the host
 * (EFFECT_Q_NEAR_FIRST), and an act on a name with a constant when one
 * is found: the Plague's walk of the regions (near_loop and mark_loops
 * in analyse.c), which the interpreter then takes a whole turn at a time.
 * START_STOCK_LOOP marks the OP_LIST_CARDS that begins a loop whose
 * every turn is a stock act on a name with a constant and nothing more,
 * (NEXT ...) (ACT_LOCAL s v a) (POP) (JUMP back): the Productive Year's
 * acts on the regions near a Garrison, whose turns the interpreter takes
 * all at once (stock_loop in analyse.c, walk_stock_loop in walk.c). */
enum {
	START_AT = 1, START_NEAR_LOOP = 2, START_STOCK_LOOP = 4
};

/* Checks code (len words) and the entries of its clauses once, when the
 * program is made, for what the interpreter then takes on trust: every
 * opcode is known and every instruction fits, its slots, host questions,
 * acts and argument counts exist, its jumps and loop ends land on
 * instructions (or on the OP_OFF_END after the code, as running on past
 * the last instruction does), and its filters and every clause's blocks
 * begin at an instruction (or are none). Fills starts[] (len bytes) with
 * 1 where an instruction begins; returns NULL, or what is wrong. The
 * interpreter still checks the stack and the steps as it runs, and where
 * a run resumes. */
const char *effect_check_code(const int32_t *code, size_t len,
                              const struct effect_clause *clauses, size_t clause_count,
                              uint8_t *starts);

/* The entries of the filters of the walks in code (len words), into
 * out[].entry unless out is NULL; returns how many (analyse.c). */
size_t effect_filter_entries(const int32_t *code, size_t len, struct effect_filter *out);

/* Fills program->quick, program->filters and program->filter_at from its
 * clauses and code, and marks the loops in program->starts (analyse.c);
 * filter_count must be effect_filter_entries' count. */
void effect_quicken(struct effect_program *program);

/* Operands, in order, are listed after each opcode; "pops" and "pushes"
 * are what it does to the stack.
 *
 * The instructions after OP_REQUIRE are specialised: the compiler emits
 * one where a hot shape stands, in place of the general instructions it
 * does the work of (as Lua's OP_ADDI stands for a load and an add). Each
 * costs the steps effect_steps gives it, which are those of the general
 * instructions it replaces, so that a run counts the same steps either
 * way; no other instruction costs more than one. */
enum opcode {
	OP_END,          /* -                  the handler is done */
	OP_RETURN,       /* -                  pure block: the top of the stack is its value */
	OP_PUSH,         /* value              pushes value */
	OP_POP,          /* -                  pops one */
	OP_DUP,          /* -                  pushes a copy of the top */
	OP_LOCAL,        /* slot               pushes locals[slot] */
	OP_SET_LOCAL,    /* slot               pops into locals[slot] */
	OP_JUMP,         /* target */
	OP_JUMP_IF_NOT,  /* target             pops; jumps when 0 */
	OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MIN, OP_MAX,   /* pops b, a; pushes a op b */
	OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE,         /* pops b, a; pushes 0 or 1 */
	OP_NOT,          /* -                  pops a; pushes !a */
	OP_SELF, OP_THIS, OP_TRIGGER, OP_SUBJECT, OP_VALUE, /* push the run's registers */
	OP_QUERY,        /* query argc         pops argc args; pushes host->query */
	OP_ACT,          /* act argc           pops argc args; pushes host->act */
	OP_ROLL,         /* -                  pops sides; pushes 1..sides */
	OP_ATTR,         /* attr               pushes an attribute of the subject card */
	OP_IN,           /* n v1..vn           pops a; pushes 1 when a is one of v1..vn */
	OP_ZONE,         /* zone               pops who; pushes EFFECT_ZONE(zone, who) */
	OP_COUNT,        /* filter             pops zone; pushes how many cards pass filter */
	OP_TOTAL_STOCK,  /* filter             pops zone; pushes the stock on the cards that pass */
	OP_LIST_CARDS,   /* slot filter        pops zone; fills loop slot with cards that pass */
	OP_LIST_PLAYERS, /* slot others        fills loop slot with players (others: not self) */
	OP_NEXT,         /* slot index var end locals[var] = next of the slot, or jump to end */
	OP_COUNTDOWN,    /* counter end        jumps to end when locals[counter] <= 0, else decrements */
	OP_CHOOSE,       /* kind filter optional  pops the kind's operands; suspends; pushes the answer */
	OP_REQUIRE,      /* -                  pops; refuses the run when 0 */
	OP_EXISTS,       /* filter             pops zone; pushes 1 when a card passes filter, else 0:
	                  *                    (COUNT filter) (PUSH 0) (GT), 3 steps; the walk
	                  *                    may stop at the first card that passes */
	OP_LOCAL_ZONE,   /* slot zone          pushes EFFECT_ZONE(zone, locals[slot]):
	                  *                    (LOCAL slot) (ZONE zone), 2 steps */
	OP_ACT_LOCAL,    /* slot value act     pushes host->act(act, locals[slot], value):
	                  *                    (LOCAL slot) (PUSH value) (ACT act 2), 3 steps */
	OP_COUNT_OPS
};

/* The word after a program's code, never in it: a jump to the end of the
 * code lands here and fails, as running off the end always has. */
#define OP_OFF_END OP_COUNT_OPS

/* Operand words after each opcode (and OP_OFF_END). */
extern const uint8_t effect_operands[OP_COUNT_OPS + 1];

/* The steps each opcode counts against EFFECT_STEP_LIMIT: the one table
 * of what an instruction costs. Every general instruction is one step; a
 * specialised one, the steps of the general ones it stands for. OP_OFF_END's
 * is the step of the jump that landed there. Here rather than in a file
 * of its own so that the interpreter reads each cost as a constant. */
static const uint8_t effect_steps[OP_COUNT_OPS + 1] = {
	[OP_END] = 1, [OP_RETURN] = 1, [OP_PUSH] = 1, [OP_POP] = 1, [OP_DUP] = 1,
	[OP_LOCAL] = 1, [OP_SET_LOCAL] = 1, [OP_JUMP] = 1, [OP_JUMP_IF_NOT] = 1,
	[OP_ADD] = 1, [OP_SUB] = 1, [OP_MUL] = 1, [OP_DIV] = 1, [OP_MIN] = 1, [OP_MAX] = 1,
	[OP_LT] = 1, [OP_LE] = 1, [OP_GT] = 1, [OP_GE] = 1, [OP_EQ] = 1, [OP_NE] = 1,
	[OP_NOT] = 1, [OP_SELF] = 1, [OP_THIS] = 1, [OP_TRIGGER] = 1, [OP_SUBJECT] = 1,
	[OP_VALUE] = 1, [OP_QUERY] = 1, [OP_ACT] = 1, [OP_ROLL] = 1, [OP_ATTR] = 1, [OP_IN] = 1,
	[OP_ZONE] = 1, [OP_COUNT] = 1, [OP_TOTAL_STOCK] = 1, [OP_LIST_CARDS] = 1,
	[OP_LIST_PLAYERS] = 1, [OP_NEXT] = 1, [OP_COUNTDOWN] = 1, [OP_CHOOSE] = 1,
	[OP_REQUIRE] = 1,
	[OP_EXISTS] = 3,       /* COUNT PUSH GT */
	[OP_LOCAL_ZONE] = 2,   /* LOCAL ZONE */
	[OP_ACT_LOCAL] = 3,    /* LOCAL PUSH ACT */
	[OP_OFF_END] = 1,
};

/* What the interpreter, the walks and the analyses share. */

/* Numbers saturate rather than wrap: a runaway count stays a count. */
static inline int32_t clamp(int64_t v)
{
	return v > INT32_MAX ? INT32_MAX : v < -INT32_MAX ? -INT32_MAX : (int32_t)v;
}

static inline int32_t arith(int32_t op, int32_t a, int32_t b)
{
	switch (op) {
	case OP_ADD: return clamp((int64_t)a + b);
	case OP_SUB: return clamp((int64_t)a - b);
	case OP_MUL: return clamp((int64_t)a * b);
	case OP_DIV: return b == 0 ? 0 : clamp((int64_t)a / b);
	case OP_MIN: return a < b ? a : b;
	case OP_MAX: return a > b ? a : b;
	case OP_LT: return a < b;
	case OP_LE: return a <= b;
	case OP_GT: return a > b;
	case OP_GE: return a >= b;
	case OP_EQ: return a == b;
	default: return a != b;
	}
}

/* The shapes of filter that a walk (walk.c) runs without the machine. Nearly every
 * filter tests an attribute of the card against constants first ("type",
 * "kind", "card", "placement", "produces"), and most cards fail that test. */
enum shape_kind {
	SHAPE_NONE,      /* anything else: the machine runs it */
	SHAPE_IN,        /* (ATTR k) (IN n v1..vn) (RETURN) */
	SHAPE_IN_THEN,   /* (ATTR k) (IN n v1..vn) (JUMP_IF_NOT f) REST..., where f is
	                  * (PUSH 0) (RETURN): what "in" makes of several filters */
};

struct shape {
	enum shape_kind kind;
	int32_t attr, count;
	const int32_t *values;
	int32_t rest;           /* SHAPE_IN_THEN: where REST begins */
};

/* What the program decoded of the filter at entry, or NULL when no walk
 * names it. entry is an instruction of the program (effect_check_code). */
static inline const struct effect_filter *filter_record(const struct effect_program *p, int32_t entry)
{
	int32_t i = p->filter_at[entry];
	return i < 0 ? NULL : &p->filters[i];
}

/* The places of a near loop's instructions (START_NEAR_LOOP), from the
 * OP_NEXT at pc:
 *   pc:   (NEXT slot index var end)
 *         (LOCAL_ZONE s k) (JUMP t)
 *   t:    (EXISTS f) (JUMP_IF_NOT j)
 *         (ACT_LOCAL v c a) (POP)
 *   j:    (JUMP pc)
 * where the filter f is one near_first may answer (f->near_first). */
enum {
	LOOP_ZONE = 5,             /* the (LOCAL_ZONE s k) after NEXT */
	LOOP_JUMP = LOOP_ZONE + 3, /* its (JUMP t) */
	COUNT_ACT = 4,             /* from t: the (ACT_LOCAL v c a) */
	COUNT_BACK = 9,            /* from t: the (JUMP pc) */
};

/* The places of a stock loop's instructions (START_STOCK_LOOP), from the
 * OP_NEXT at pc:
 *   pc:   (NEXT slot index var end)
 *         (ACT_LOCAL s c a)  a stock act a
 *         (POP)
 *         (JUMP pc)
 */
enum {
	STOCK_ACT = 5,              /* the (ACT_LOCAL s c a) after NEXT */
	STOCK_POP = STOCK_ACT + 4,  /* the (POP) after it */
	STOCK_BACK = STOCK_POP + 1, /* the (JUMP pc) */
};

/* effect_clause_at, here: the machine asks nothing of the compiler. */
static inline const struct effect_clause *clause_at(const struct effect_program *program, size_t index)
{
	return program && index < program->clause_count ? &program->clauses[index] : NULL;
}

#endif
