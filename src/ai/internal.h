/*
 * What the files of src/ai share and nobody else needs: the layout of a
 * player's scratch buffer, and the first line of a simulation's report.
 */
#ifndef CATAN_AI_INTERNAL_H
#define CATAN_AI_INTERNAL_H

#include <stddef.h>

#include "ai/ai.h"
#include "core/strbuf.h"
#include "games/game.h"

/* The clone of the match comes first, where the buffer is aligned for
 * anything; the actions follow at the next offset aligned as strictly. */
static inline size_t ai_scratch_actions_offset(const struct game_rules *rules)
{
	size_t align = _Alignof(max_align_t);
	return (rules->state_size + align - 1) / align * align;
}

static inline void *ai_scratch_clone(void *scratch)
{
	return scratch;
}

static inline struct action *ai_scratch_actions(const struct game_rules *rules, void *scratch)
{
	return (struct action *)((char *)scratch + ai_scratch_actions_offset(rules));
}

/* The first line of a simulation's report, in the console's language, without
 * its newline: the game, how many matches, the seed and each seat's player. */
void ai_sim_format_title(const char *game, const struct ai_sim_options *options,
                         struct strbuf *out);

/* The line of the sets and options in play (the options' set-up text, whose
 * words "sets" and "options" are English in the report's data), in the
 * console's language; nothing when the set-up is empty. */
void ai_sim_format_setup(const struct ai_sim_options *options, struct strbuf *out);

#endif
