/*
 * What the files of src/ai share and nobody else needs: the layout of a
 * player's scratch buffer.
 */
#ifndef CATAN_AI_INTERNAL_H
#define CATAN_AI_INTERNAL_H

#include <stddef.h>

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

#endif
