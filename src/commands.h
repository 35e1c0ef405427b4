/* SPDX-License-Identifier: GPL-2.0 */
/* One subcommand per file, cmd_<name>.c; main.c only dispatches. */
#ifndef BF2DTS_COMMANDS_H
#define BF2DTS_COMMANDS_H

int cmd_convert(int argc, char **argv);
int cmd_boards(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_agree(int argc, char **argv);
int cmd_patch(int argc, char **argv);
int cmd_review(int argc, char **argv);

#endif
