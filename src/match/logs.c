/*
 * logs: the game logs in a directory, each with what its match came to.
 *
 * What a log says of its match (over, who won, the turn it stopped at)
 * is known only by replaying it: the header does not say, and a log is
 * appended to, never rewritten. Replaying a log of a thousand moves takes
 * milliseconds, so listing a directory replays every log in it.
 */
#include "match/match.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/i18n.h"

static bool is_log_name(const char *name)
{
	size_t len = strlen(name);
	return name[0] != '.' && len > 4 && strcmp(name + len - 4, ".log") == 0;
}

static void summarize(struct match_log_summary *s, const struct carddb *db)
{
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	gamelog_read_file(&log, s->path, &diags);
	const char *game = gamelog_header_value(&log, "game");
	const char *players = gamelog_header_value(&log, "players");
	snprintf(s->game, sizeof s->game, "%s", game ? game : "?");
	snprintf(s->players, sizeof s->players, "%s", players ? players : "?");
	gamelog_free(&log);
	diag_list_free(&diags);

	struct match *m = NULL;
	struct strbuf why = STRBUF_INIT;
	int rc = match_replay(&m, NULL, db, s->path, &why);
	if (rc != 0) {
		s->state = MATCH_LOG_BROKEN;
		/* the reason's first line, without the file name it begins with */
		const char *reason = strbuf_str(&why);
		size_t path_len = strlen(s->path);
		if (strncmp(reason, s->path, path_len) == 0 && reason[path_len] == ':')
			reason += path_len + 1;
		reason += strspn(reason, " ");
		bool line = reason[0] >= '0' && reason[0] <= '9' &&
		            reason[strspn(reason, "0123456789")] == ':';
		snprintf(s->why, sizeof s->why, "%s%.*s", line ? _("line ") : "",
		         (int)strcspn(reason, "\n"), reason);
	} else {
		s->state = match_current(m) < 0 ? MATCH_LOG_OVER : MATCH_LOG_UNFINISHED;
		s->winner = m->rules->winner(m->state);
		s->turn = m->rules->turn(m->state);
		s->moves = m->move_count;
	}
	match_free(m);
	strbuf_free(&why);
}

static int by_time(const void *a, const void *b)
{
	const struct match_log_summary *x = a, *y = b;
	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? -1 : 1;
	if (x->mtime_ns != y->mtime_ns)
		return x->mtime_ns < y->mtime_ns ? -1 : 1;
	return strcmp(x->path, y->path);
}

int match_list_logs(const char *dir, const struct carddb *db, struct match_log_summary **out,
                    size_t *count, struct strbuf *why)
{
	*out = NULL;
	*count = 0;
	DIR *d = opendir(dir);
	if (!d && errno == ENOENT)
		return 0;       /* no match was logged yet */
	if (!d) {
		strbuf_printf(why, _("%s: cannot read the directory"), dir);
		return -1;
	}
	size_t cap = 0;
	struct dirent *entry;
	int rc = 0;
	while ((entry = readdir(d)) != NULL) {
		if (!is_log_name(entry->d_name))
			continue;
		if (*count == cap) {
			cap = cap ? 2 * cap : 16;
			struct match_log_summary *grown = realloc(*out, cap * sizeof **out);
			if (!grown) {
				strbuf_puts(why, _("out of memory"));
				rc = -1;
				break;
			}
			*out = grown;
		}
		struct match_log_summary *s = &(*out)[*count];
		memset(s, 0, sizeof *s);
		int len = snprintf(s->path, sizeof s->path, "%s/%s", dir, entry->d_name);
		struct stat st;
		if (len < 0 || (size_t)len >= sizeof s->path || stat(s->path, &st) != 0 ||
		    !S_ISREG(st.st_mode))
			continue;
		s->mtime = st.st_mtime;
		s->mtime_ns = st.st_mtim.tv_nsec;
		s->winner = -1;
		(*count)++;
	}
	closedir(d);
	if (rc != 0) {
		free(*out);
		*out = NULL;
		*count = 0;
		return -1;
	}
	qsort(*out, *count, sizeof **out, by_time);
	for (size_t i = 0; i < *count; i++)
		summarize(&(*out)[i], db);
	return 0;
}
