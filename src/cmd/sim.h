/*
 * What catan sim and catan sim merge share: printing a report in the form
 * asked for, and the progress bar.
 */
#ifndef CATAN_CMD_SIM_H
#define CATAN_CMD_SIM_H

#include <stdbool.h>

#include "ai/ai.h"
#include "cmd/cmd.h"

/* The report to ctx->out as text or JSON, and as CSV to csv_path when
 * that is not NULL. Returns 0, or -1 after a message when the CSV file
 * cannot be written. */
int sim_print(const struct cmd_context *ctx, const struct ai_sim_report *report, bool json,
              const char *csv_path);

/* Writes text to the file path, replacing it; 0, or -1 after a message. */
int sim_write_file(const struct cmd_context *ctx, const char *path, const struct strbuf *text);

/* catan sim merge FILE...: argv holds what follows "merge". */
int sim_merge_run(const struct cmd_context *ctx, int argc, char **argv);

#endif
