/* SPDX-License-Identifier: GPL-2.0 */
/*
 * NVMEM cells a board file declares in C (nvmem_add_cell_table(), a MAC
 * address at an offset of an EEPROM or a flash partition) and their
 * consumers (nvmem_add_cell_lookups(): davinci_emac.1's "mac-address").
 * In a devicetree the cell is a child of its provider's node, with reg =
 * <offset bytes>, and the consumer's node names it by phandle in
 * nvmem-cells with nvmem-cell-names (of_get_mac_address() reads the
 * "mac-address" cell so). The providers' nodes exist only once every
 * device is converted: the calls are kept, then nvmem_finish() runs.
 */
#ifndef BF2DTS_NVMEM_H
#define BF2DTS_NVMEM_H

#include "convert/conv.h"

struct nvmem_call {
	const struct step *s;
	struct item *it;
	int lookups; /* nvmem_add_cell_lookups(), else a cell table */
};

void convert_nvmem_table(struct conv *c, const struct step *s);
void convert_nvmem_lookups(struct conv *c, const struct step *s);

/*
 * The cells under their providers' nodes, then the lookups into their
 * consumers' nodes; each call's item says what could not be.
 */
void nvmem_finish(struct conv *c);

#endif
