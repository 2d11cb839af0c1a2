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
 * conditions) end with OP_RETURN, or with OP_PASS after filter tests, and
 * may not act on the match or ask a player: the compiler refuses that,
 * and the interpreter checks it again.
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
 * machine, read once when the program is made (effect_quicken): the
 * shapes most passive clauses have. Any other block is QUICK_NONE. */
enum quick_kind {
	QUICK_NONE,        /* the machine runs it */
	QUICK_TRUE,        /* no block: a filter that passes everything */
	QUICK_TESTS,       /* a block that begins with a filter test (OP_TEST_IN ...) or
	                    * OP_PASS, whose first tests read no name: evaluate runs its
	                    * tests as the machine does, and the machine what follows them */
	QUICK_SUBJECT_THIS,/* (SUBJECT) (THIS) (op) (RETURN) */
	QUICK_SUBJECT_OP,  /* (SUBJECT) (PUSH k) (op) (RETURN) */
	QUICK_VALUE_OP,    /* (VALUE) (PUSH k) (op) (RETURN) */
	QUICK_OP_VALUE,    /* (PUSH k) (VALUE) (op) (RETURN) */
	QUICK_QUERY_SELF,  /* (PUSH k) (QUERY count 1) (SELF) (op) (RETURN): what the host
	                    * says of a constant, compared with self, as "(holds self
	                    * strength)"; the question in count */
	QUICK_EXISTS,      /* an "and" of exists over a zone of self or his opponent,
	                    * (EXISTS_OF ...) (CHECK) ... (EXISTS_OF ...) (RETURN), as
	                    * "(has self university)" or "(exists (in (principality
	                    * opponent) ...))": evaluate runs them as the machine does */
};

/* The card or player a filter test (OP_TEST_RELATION, OP_TEST_HOLDING,
 * OP_TEST_COMPARE) reads, its first operand; OF_LOCAL's slot is the next. */
enum test_of { OF_THIS, OF_TRIGGER, OF_LOCAL, OF_SELF, OF_OPPONENT };

struct effect_quick {
	int32_t kind;      /* enum quick_kind */
	int32_t op, k;     /* the operator, and the constant */
	int32_t count;     /* QUICK_QUERY_SELF: the question */
	int32_t at;        /* QUICK_TESTS, QUICK_EXISTS: the block's entry */
};

/* The blocks of clause i: quick[QUICK_BLOCKS * i + QUICK_FILTER] ... */
enum { QUICK_FILTER, QUICK_BODY, QUICK_THREAT, QUICK_BLOCKS };

/* The filter of a walk over a zone (count, exists, total-stock, for-card,
 * choose), read once from its instructions (effect_quicken): what a host
 * that lists cards near one (host->near) or by an attribute (host->select)
 * can answer of it. A listed card passes the test the host listed it by
 * without being asked, and the walk does not run that test. */
struct effect_filter {
	int32_t entry;
	/* The filter is filter tests and OP_PASS alone; most is then the
	 * steps of a card that passes, the most a card takes. */
	int32_t tests_only;
	uint32_t most;
	/* The OP_TEST_RELATION of the relation host->near lists that follows
	 * the filter's first attribute tests, if any (else near_at is -1): a
	 * card not near its card fails the filter whatever it is. near is
	 * its card (OF_THIS, OF_TRIGGER or OF_LOCAL, slot near_slot). */
	int32_t near_at;
	int8_t near;
	uint8_t near_slot;
	/* tests_only, near_at, and its other test is one attribute test of
	 * one value, not of the owner: an exists the host may answer
	 * (EFFECT_Q_NEAR_FIRST) */
	uint8_t near_first;
	/* The OP_TEST_IN the filter begins with, else -1: what host->select
	 * lists by; select_skips when a listed card need not be asked it (any
	 * attribute but the owner, whose question notes a look off the grids) */
	int32_t select_at;
	uint8_t select_skips;
	/* tests_only, select_skips, and its other test is (exposed) alone: a
	 * walk the host may pass whole (EFFECT_Q_NONE_IMMUNE) */
	uint8_t select_exposed;
	/* tests_only, select_skips, and the select test of one or two values
	 * is its only test: an exists the host may answer without the list
	 * (EFFECT_Q_SELECT_ANY), as with select_exposed */
	uint8_t select_alone;
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
	                                 * an instruction begins (effect_check_code) */
	int32_t *filter_at;             /* inside the same block, after the filters: code_len
	                                 * words, the index in filters[] of the first record
	                                 * whose entry is there, else -1 (effect_quicken) */
	int32_t listed_relation;        /* the relation host->near lists (the game's word
	                                 * EFFECT_RELATION_LISTED), or EFFECT_NONE */
};

/* The bit of program->starts[pc] where an instruction begins. */
enum { START_AT = 1 };

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
 * costs the steps effect_steps gives it.
 *
 * The filter tests (OP_TEST_IN to OP_TEST_COMPARE) are the conditions of
 * a pure block's "and", each one instruction: a test that fails ends the
 * block with 0, one that passes goes on to the next instruction; OP_PASS
 * ends a block whose conditions all passed, with 1. A walk over a zone
 * runs them itself, card after card, with the machine's own evaluation
 * (test_passes in machine.h) and their costs from effect_steps, and hands
 * the machine what follows the tests.
 *
 * The loop instructions (OP_STOCK_EACH, OP_NEAR_EACH) stand for a whole
 * for-card loop whose body has their shape, and take all its turns: each
 * costs its steps (effect_steps) at its dispatch and again at every turn,
 * and a turn of OP_NEAR_EACH the steps of its walk's filter too. A turn
 * that would pass the step limit is not taken. */
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
	OP_EXISTS,       /* filter             pops zone; pushes 1 when a card passes filter, else 0;
	                  *                    the walk stops at the first card that passes */
	OP_LOCAL_ZONE,   /* slot zone          pushes EFFECT_ZONE(zone, locals[slot]) */
	OP_EXISTS_OF,    /* of zone filter     pushes 1 when a card of EFFECT_ZONE(zone, the player
	                  *                    of: OF_SELF or OF_OPPONENT) passes filter, else 0,
	                  *                    as OP_EXISTS: "(has self CARD)", "(exists (in (hand
	                  *                    opponent) ...))" */
	OP_ACT_LOCAL,    /* slot value act     pushes host->act(act, locals[slot], value) */
	OP_TEST_IN,      /* attr n v1..vn      the subject card's attribute attr is one of v1..vn
	                  *                    (a host question, EFFECT_Q_CARD) */
	OP_TEST_RELATION,/* of slot relation   the subject card stands in relation to the card
	                  *                    of (OF_THIS, OF_TRIGGER, OF_LOCAL slot) */
	OP_TEST_EXPOSED, /* -                  the subject card is not immune to this card */
	OP_TEST_HOLDING, /* of slot query count op   what the player of (OF_SELF, OF_OPPONENT,
	                  *                    OF_LOCAL slot) has of the subject resource
	                  *                    (query: EFFECT_Q_RESOURCES or EFFECT_Q_ROOM),
	                  *                    op count, as "(>= (resources self subject) 2)" */
	OP_TEST_COMPARE, /* of slot query op   the subject op what query says of the card of
	                  *                    (OF_THIS, OF_TRIGGER, OF_LOCAL slot), as
	                  *                    "(!= subject (memory))" */
	OP_CHECK,        /* -                  pops; a condition that is no test: 0 ends the block
	                  *                    with 0 */
	OP_PASS,         /* -                  ends the block with 1 */
	OP_STOCK_EACH,   /* slot index var s value act   the turns left of a for-card loop over
	                  *                    loop slot whose body is a stock act (EFFECT_A_ADD_STOCK,
	                  *                    EFFECT_A_SET_STOCK) of value on locals[s], as
	                  *                    "(for-card r ... (add-stock r 1))": each sets
	                  *                    locals[var] to its card and counts locals[index] on,
	                  *                    as OP_NEXT does, and makes the act */
	OP_NEAR_EACH,    /* slot index var zs zone filter v value act   the turns left of a
	                  *                    for-card loop whose body is "(when (exists (in
	                  *                    (ZONE zs) FILTER)) (stock-act v value))", as the
	                  *                    Plague's "(for-card r ... (when (exists (in
	                  *                    (principality p) (type building) (near r)))
	                  *                    (add-stock r -1)))": each sets the names as OP_NEXT
	                  *                    does, walks EFFECT_ZONE(zone, locals[zs]) to the
	                  *                    first card that passes filter, and when it finds
	                  *                    one makes the act on locals[v] */
	OP_COUNT_OPS
};

/* The word after a program's code, never in it: a jump to the end of the
 * code lands here and fails, as running off the end always has. */
#define OP_OFF_END OP_COUNT_OPS

/* Operand words after each opcode (and OP_OFF_END); OP_IN and OP_TEST_IN
 * carry their values after them (op_words). */
extern const uint8_t effect_operands[OP_COUNT_OPS + 1];

/* The steps each opcode counts against EFFECT_STEP_LIMIT: the one table
 * of what an instruction costs, read by the machine and by every walk
 * that runs an instruction without it. OP_OFF_END's is the step of the
 * jump that landed there. Here rather than in a file of its own so that
 * the interpreter reads each cost as a constant. */
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
	[OP_EXISTS] = 3,       /* a walk, and the answer */
	[OP_LOCAL_ZONE] = 2,   /* a name read, and the zone */
	[OP_EXISTS_OF] = 3,    /* a player, a walk, and the answer */
	[OP_ACT_LOCAL] = 3,    /* a name read, the value, the act */
	[OP_TEST_IN] = 1, [OP_TEST_RELATION] = 1, [OP_TEST_EXPOSED] = 1,
	[OP_TEST_HOLDING] = 1, [OP_TEST_COMPARE] = 1, [OP_CHECK] = 1, [OP_PASS] = 1,
	[OP_STOCK_EACH] = 1, [OP_NEAR_EACH] = 1,
	[OP_OFF_END] = 1,
};

/* Whether op is a filter test (OP_TEST_IN to OP_TEST_COMPARE). */
static inline bool is_test(int32_t op)
{
	return op >= OP_TEST_IN && op <= OP_TEST_COMPARE;
}

/* The words of the instruction at code, its operands and values
 * included, of a program effect_check_code passed. */
static inline int32_t op_words(const int32_t *code)
{
	int32_t op = code[0];
	return 1 + effect_operands[op] + (op == OP_IN ? code[1] : op == OP_TEST_IN ? code[2] : 0);
}

/* The words of the instruction at pc of code (len words), or 0 when it
 * does not fit or its opcode is none: for the walks over code not yet
 * checked. */
static inline size_t op_words_checked(const int32_t *code, size_t len, size_t pc)
{
	int32_t op = code[pc];
	if ((uint32_t)op >= OP_COUNT_OPS || len - pc < 1u + effect_operands[op])
		return 0;
	size_t size = 1u + effect_operands[op];
	if (op == OP_IN || op == OP_TEST_IN) {
		int32_t n = code[pc + (op == OP_IN ? 1 : 2)];
		if (n < 0)
			return 0;
		size += (size_t)n;
	}
	return size <= len - pc ? size : 0;
}

/* Whether the test at code (op and operands) reads a name. */
static inline bool test_reads_local(const int32_t *code)
{
	return (code[0] == OP_TEST_RELATION || code[0] == OP_TEST_HOLDING ||
	        code[0] == OP_TEST_COMPARE) && code[1] == OF_LOCAL;
}

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

/* What the program decoded of the filter at entry, or NULL when no walk
 * names it. entry is an instruction of the program (effect_check_code). */
static inline const struct effect_filter *filter_record(const struct effect_program *p, int32_t entry)
{
	int32_t i = p->filter_at[entry];
	return i < 0 ? NULL : &p->filters[i];
}

/* effect_clause_at, here: the machine asks nothing of the compiler. */
static inline const struct effect_clause *clause_at(const struct effect_program *program, size_t index)
{
	return program && index < program->clause_count ? &program->clauses[index] : NULL;
}

#endif
