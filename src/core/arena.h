/*
 * arena: many small allocations freed together.
 *
 * A loaded card database owns hundreds of short strings that live exactly as
 * long as the database; an arena keeps them in a few blocks.
 */
#ifndef CATAN_CORE_ARENA_H
#define CATAN_CORE_ARENA_H

#include <stddef.h>

struct arena;

struct arena *arena_new(void);
void arena_free(struct arena *arena);
/* Memory aligned for any type, or NULL when out of memory. */
void *arena_alloc(struct arena *arena, size_t size);
/* A NUL-terminated copy of len bytes of text, or NULL when out of memory. */
char *arena_strndup(struct arena *arena, const char *text, size_t len);

#endif
