/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The family's own devicetree machine (DT_MACHINE_START in mach-*): what
 * its callbacks and the initcalls of its file call, transitively through
 * the family's files. A board call that a devicetree boot makes there too
 * is converted; a SoC function of the family it does not make stays a
 * to-do that says so.
 */
#ifndef BF2DTS_DT_MACHINE_H
#define BF2DTS_DT_MACHINE_H

#include "convert/board.h"

struct conv;
struct dt_machines;

/* The families' indexes of one run, made on first use; the pipeline's. */
struct dt_machines *dt_machines_new(void);
void dt_machines_free(struct dt_machines *dm);

/*
 * Call @s of the board: 1 when it is a function of the family's own files
 * and its item was made (converted: the DT machine calls it too, with the
 * same arguments; to-do: why not), 0 when it is none of the family's.
 */
int dt_machine_call(struct conv *c, const struct step *s);

/*
 * The SoC compatibles a board's root lists after its own (up to @max in
 * @out): the SoC's, then those of its .dtsi's root that a DT machine of
 * the family takes (ORION5X_DT takes "marvell,orion5x", which
 * orion5x-mv88f5182.dtsi's root lists after "marvell,orion5x-88f5182"):
 * without one, no devicetree kernel picks a machine for the board.
 */
size_t dt_machine_root_compats(struct conv *c, const char **out, size_t max);

#endif
