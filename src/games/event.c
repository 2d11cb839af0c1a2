/*
 * event: the words of the event kinds, and the sources of points gathered.
 */
#include "games/event.h"

#include <string.h>

const char *game_event_kind_name(int kind)
{
	static const char *const names[GEV_COUNT] = {
		[GEV_ROLL] = "roll", [GEV_EVENT_CARD] = "event-card", [GEV_GAIN] = "gain",
		[GEV_LOSE] = "lose", [GEV_BUILD] = "build", [GEV_REMOVE] = "remove",
		[GEV_TAKE] = "take", [GEV_DISCARD] = "discard", [GEV_POINTS] = "points",
		[GEV_ADVANTAGE] = "advantage", [GEV_ASK] = "ask", [GEV_WIN] = "win",
		[GEV_NEWS] = "news", [GEV_PLAY] = "play",
	};
	return kind >= 0 && kind < GEV_COUNT ? names[kind] : "?";
}

void game_score_add(struct game_score *list, size_t *count, size_t max, const char *word,
                    int card, int points)
{
	for (size_t i = 0; i < *count; i++) {
		bool same_word = word && list[i].word && strcmp(list[i].word, word) == 0;
		if (same_word || (!word && !list[i].word && list[i].card == card)) {
			list[i].points = (int16_t)(list[i].points + points);
			return;
		}
	}
	if (*count < max)
		list[(*count)++] = (struct game_score){ word, (int16_t)card, (int16_t)points };
}
