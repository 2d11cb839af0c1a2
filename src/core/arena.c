#include "core/arena.h"

#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_BLOCK_SIZE (32 * 1024)

struct arena_block {
	struct arena_block *next;
	size_t used;
	size_t size;
	alignas(max_align_t) unsigned char data[];
};

struct arena {
	struct arena_block *head;
};

struct arena *arena_new(void)
{
	return calloc(1, sizeof(struct arena));
}

void arena_free(struct arena *arena)
{
	if (!arena)
		return;
	struct arena_block *block = arena->head;
	while (block) {
		struct arena_block *next = block->next;
		free(block);
		block = next;
	}
	free(arena);
}

static struct arena_block *arena_grow(struct arena *arena, size_t need)
{
	size_t size = need > ARENA_BLOCK_SIZE ? need : ARENA_BLOCK_SIZE;
	struct arena_block *block = malloc(sizeof *block + size);
	if (!block)
		return NULL;
	block->next = arena->head;
	block->used = 0;
	block->size = size;
	arena->head = block;
	return block;
}

void *arena_alloc(struct arena *arena, size_t size)
{
	size_t align = alignof(max_align_t);
	size = (size + align - 1) / align * align;
	if (size == 0)
		size = align;
	struct arena_block *block = arena->head;
	if (!block || block->size - block->used < size)
		block = arena_grow(arena, size);
	if (!block)
		return NULL;
	void *memory = block->data + block->used;
	block->used += size;
	return memory;
}

char *arena_strndup(struct arena *arena, const char *text, size_t len)
{
	char *copy = arena_alloc(arena, len + 1);
	if (!copy)
		return NULL;
	memcpy(copy, text, len);
	copy[len] = '\0';
	return copy;
}
