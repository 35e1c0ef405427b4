/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Is a device that a SoC library file defines under "#ifdef CONFIG_X" one
 * of this SoC's? devs.c defines the devices of every Samsung SoC, each
 * under the option that builds it (S3C_DEV_HSMMC); Kconfig says which SoCs
 * and boards select that option.
 */
#ifndef BF2DTS_SOC_GUARD_H
#define BF2DTS_SOC_GUARD_H

#include "convert/soc.h"
#include "lib/arena.h"

struct kconfig;

/*
 * The option of the innermost "#ifdef CONFIG_X" open at line @line of C
 * source @text ("S3C_DEV_HSMMC"); NULL: none.
 */
const char *soc_guard_at(struct arena *a, const char *text, unsigned line);

/*
 * Can a kernel for @soc have option @sym? It is the SoC's symbol or one
 * that selects; another SoC's symbol (CPU_S3C2440 for the S3C2410) is not;
 * an option the user sets (a prompt) or that no select decides is; else a
 * board that depends on the SoC's symbol selects it (S3C_DEV_NAND for
 * ARCH_H1940, under "if CPU_S3C2410"), or a platform option that is in
 * turn the SoC's. Without Kconfig (@kc NULL) or a SoC symbol: yes.
 */
int soc_guard_builds(const struct kconfig *kc, const struct soc_info *soc,
		     const char *sym);

#endif
