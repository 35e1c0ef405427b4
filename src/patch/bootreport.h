/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The QEMU boot comparison of a machine, as qemu-machines/compare.sh writes
 * it: <reports>/<qemu machine>-compare.txt, the QEMU machine found in
 * qemu-machines/board-map.tsv by board file and MACHINE_START id (else the
 * id in lower case).
 */
#ifndef BF2DTS_BOOTREPORT_H
#define BF2DTS_BOOTREPORT_H

#include "lib/strbuf.h"

/* 0 with the text in @out and its path in *@path (caller frees) when
 * there is one. */
int boot_report_read(const char *reports, const char *rel, const char *id,
		     struct strbuf *out, char **path);

#endif
