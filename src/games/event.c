/*
 * event: the words of the event kinds, for JSON and tests.
 */
#include "games/event.h"

const char *game_event_kind_name(int kind)
{
	static const char *const names[GEV_COUNT] = {
		[GEV_ROLL] = "roll", [GEV_EVENT_CARD] = "event-card", [GEV_GAIN] = "gain",
		[GEV_LOSE] = "lose", [GEV_BUILD] = "build", [GEV_REMOVE] = "remove",
		[GEV_TAKE] = "take", [GEV_DISCARD] = "discard", [GEV_POINTS] = "points",
		[GEV_ADVANTAGE] = "advantage", [GEV_ASK] = "ask", [GEV_WIN] = "win",
	};
	return kind >= 0 && kind < GEV_COUNT ? names[kind] : "?";
}
