/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Compatibles for what no driver's OF table and no binding of the tree
 * names: proposed honestly as "<vendor>,<soc>-<block>" with the SoC maker's
 * prefix from vendor-prefixes.yaml, and listed in the report's
 * proposed_bindings with the driver, the source line and the platform data
 * a binding would have to describe. Never "linux,<driver>", never
 * "unknown,<...>".
 */
#ifndef BF2DTS_PROPOSE_H
#define BF2DTS_PROPOSE_H

#include "convert/conv.h"

/*
 * The proposal for Linux device @devname (driver source @driver or NULL,
 * platform data @pdata or NULL) registered at @line, recorded in the
 * report; NULL when the SoC's maker has no vendor prefix.
 */
const char *propose_compatible(struct conv *c, const char *devname,
			       const char *driver, unsigned line,
			       struct value *pdata);

/* The board's own "<vendor>,<board>" when its name gives no vendor. */
const char *propose_board_compatible(struct conv *c, const char *board);

/*
 * An I2C or SPI client's "<vendor>,<part>" that no OF table or binding
 * names: the I2C and SPI cores bind it by the part's id, and a binding
 * must document it. @whose says where the vendor came from ("the
 * bindings give its family"). Recorded in the report; returns @compat.
 */
const char *propose_client_compatible(struct conv *c, const char *compat,
				      const char *driver, const struct item *it,
				      const char *whose);

#endif
