/*
 * catan sim merge: the reports of the shards of one series (catan sim
 * --shard K/N --json), played on one machine or many, combined into the
 * report one run of the whole series gives.
 *
 * The report is sums (sim.c), so adding the shards' counts gives the
 * whole series' counts exactly. Every shard of the series must be there
 * once: a missing or repeated one is refused, as are reports of another
 * series.
 */
#include "cmd/sim.h"

#include "core/i18n.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char merge_usage[] =
	N_("usage: catan sim merge FILE... [--json] [--csv FILE]\n"
	   "\n"
	   "Combines the JSON reports of the shards of one series (catan sim --shard K/N\n"
	   "--json) into the report of the whole series, the same as one run prints.\n"
	   "\n"
	   "  --json                one JSON object instead of the tables\n"
	   "  --csv FILE            also write the card table to FILE as CSV\n");

/* The whole file at path; NULL after a message. */
static char *read_whole(const struct cmd_context *ctx, const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(ctx->err, _("catan sim merge: %s: %s\n"), path, strerror(errno));
		return NULL;
	}
	size_t cap = 1 << 16, n = 0, got;
	char *text = malloc(cap);
	while (text && (got = fread(text + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap) {
			char *more = realloc(text, cap * 2);
			if (!more)
				free(text);
			text = more;
			cap *= 2;
		}
	}
	bool failed = ferror(f) != 0;
	fclose(f);
	if (!text || failed) {
		fprintf(ctx->err, _("catan sim merge: %s: %s\n"), path,
		        text ? _("cannot be read") : _("out of memory"));
		free(text);
		return NULL;
	}
	*len = n;
	return text;
}

/* Reads the report of path into r; 0, or -1 after a message. */
static int read_report(const struct cmd_context *ctx, const char *path, struct ai_sim_report *r)
{
	size_t len;
	char *text = read_whole(ctx, path, &len);
	if (!text)
		return -1;
	struct strbuf why = STRBUF_INIT;
	int rc = ai_sim_read_json(text, len, r, &why);
	if (rc != 0)
		fprintf(ctx->err, _("catan sim merge: %s: no report of catan sim --json: %s\n"), path,
		        strbuf_str(&why));
	strbuf_free(&why);
	free(text);
	return rc;
}

/* Whether every shard came once; the message when not. */
static int all_shards(const struct cmd_context *ctx, const char *const *paths, const int *shard_of,
                      int files, int shards)
{
	for (int i = 0; i < files; i++)
		for (int j = 0; j < i; j++)
			if (shard_of[i] == shard_of[j]) {
				fprintf(ctx->err, _("catan sim merge: %s and %s are both shard %d of %d\n"),
				        paths[j], paths[i], shard_of[i], shards);
				return -1;
			}
	if (files == shards)
		return 0;
	fprintf(ctx->err, "%s", ngettext("catan sim merge: shard missing:", "catan sim merge: shards missing:",
	                                  (unsigned long)(shards - files)));
	for (int k = 1; k <= shards; k++) {
		bool present = false;
		for (int i = 0; i < files; i++)
			present |= shard_of[i] == k;
		if (!present)
			fprintf(ctx->err, " %d", k);
	}
	fprintf(ctx->err, _(" of %d\n"), shards);
	return -1;
}

int sim_merge_run(const struct cmd_context *ctx, int argc, char **argv)
{
	const char **paths = calloc((size_t)argc + 1, sizeof *paths);
	int *shard_of = calloc((size_t)argc + 1, sizeof *shard_of);
	int files = 0, status = EXIT_FAILURE_;
	bool json = false;
	const char *csv = NULL;
	struct ai_sim_report merged = { .cards = NULL };
	bool have = false;
	if (!paths || !shard_of) {
		fprintf(ctx->err, _("catan sim merge: out of memory\n"));
		goto done;
	}
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(merge_usage), ctx->out);
			status = EXIT_OK;
			goto done;
		} else if (strcmp(argv[i], "--json") == 0) {
			json = true;
		} else if (strcmp(argv[i], "--csv") == 0 && i + 1 < argc) {
			csv = argv[++i];
		} else if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(ctx->err, _("catan sim merge: unknown option '%s'\n%s"), argv[i], _(merge_usage));
			goto done;
		} else {
			paths[files++] = argv[i];
		}
	}
	if (files == 0) {
		fprintf(ctx->err, _("catan sim merge: no FILE\n%s"), _(merge_usage));
		goto done;
	}
	for (int i = 0; i < files; i++) {
		struct ai_sim_report r;
		if (read_report(ctx, paths[i], &r) != 0)
			goto done;
		shard_of[i] = r.options.shard;
		struct strbuf why = STRBUF_INIT;
		int rc;
		if (have) {
			rc = ai_sim_merge(&merged, &r, &why);
		} else {
			rc = ai_sim_report_copy(&merged, &r);
			if (rc != 0)
				strbuf_puts(&why, _("out of memory"));
		}
		if (rc != 0)
			fprintf(ctx->err, _("catan sim merge: %s: %s\n"), paths[i], strbuf_str(&why));
		have |= rc == 0;
		strbuf_free(&why);
		ai_sim_report_free(&r);
		if (rc != 0)
			goto done;
	}
	if (all_shards(ctx, paths, shard_of, files, merged.options.shards) != 0)
		goto done;
	/* the whole series now: as one run reports it */
	merged.options.shard = merged.options.shards = 1;
	if (sim_print(ctx, &merged, json, csv) == 0)
		status = merged.error[0] ? EXIT_FAILURE_ : EXIT_OK;
done:
	if (have)
		ai_sim_report_free(&merged);
	free(paths);
	free(shard_of);
	return status;
}
