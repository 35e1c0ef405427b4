// SPDX-License-Identifier: GPL-2.0
/*
 * struct davinci_mcasp_pdata (davinci-mcasp.c) as davinci_mcasp_get_config()
 * reads a node: op_mode is op-mode, tdm_slots tdm-slots, serial_dir[]
 * serial-dir, txnumevt/rxnumevt tx-num-evt/rx-num-evt. tx_dma_offset,
 * rx_dma_offset and version come from the compatible's match data (the
 * driver's mcasp_dt_ids[]): a board's that differ are said. No 6.1 driver
 * reads asp_chan_q, ram_chan_q or the SRAM sizes; sram_pool is set at run
 * time.
 */
#include "convert/translate/translate.h"

#include <string.h>

/*
 * mcasp_dt_ids[]'s match data: compatible, tx and rx DMA offsets, version
 * (davinci_asp.h's enum: MCASP_VERSION_1 is 0)
 */
static const struct {
	const char *compatible;
	long long tx, rx, version;
} match_data[] = {
	{ "ti,dm646x-mcasp-audio", 0x400, 0x400, 0 },
	{ "ti,da830-mcasp-audio", 0x2000, 0x2000, 1 },
	{ "ti,am33xx-mcasp-audio", 0, 0, 2 },
	{ "ti,dra7-mcasp-audio", 0, 0, 3 },
	{ "ti,omap4-mcasp-audio", 0x200, 0, 4 },
};

/* The compatible of the .dtsi node @x's override names; NULL: none. */
static const char *dtsi_compatible(struct xlate *x)
{
	const struct soc_node *sn =
		x->c->sdt && x->node->ref ?
			soc_dt_find_by_label(x->c->sdt, x->node->ref) :
			NULL;

	return sn && sn->ncompat ? sn->compatibles[0] : NULL;
}

static void mcasp(struct xlate *x)
{
	struct value *pd = x->pdata, *dir, *arr;
	const char *compat = dtsi_compatible(x);
	struct strbuf sb = STRBUF_INIT;
	static const char *const unread[] = { "asp_chan_q", "ram_chan_q",
					      "sram_size_playback",
					      "sram_size_capture",
					      "sram_pool" };
	long long n, tx, rx, ver;
	size_t i;

	if (!pd || pd->kind != V_STRUCT)
		return;
	dt_prop(x->c->t, x->node, "op-mode", "<%lld>",
		val_take_int(pd, "op_mode", 0));
	n = val_take_int(pd, "tdm_slots", 0);
	if (n)
		dt_prop(x->c->t, x->node, "tdm-slots", "<%lld>", n);
	n = val_take_int(pd, "num_serializer", 0);
	dir = val_take(pd, "serial_dir");
	arr = dir && dir->kind == V_ADDR ? conv_deref(x->c, dir, NULL) : NULL;
	if (arr && arr->kind == V_ARRAY && n > 0 && (size_t)n <= arr->nelems) {
		for (i = 0; i < (size_t)n; i++) {
			struct value *e = arr->elems[i];

			sb_addf(&sb, "%s%lld", i ? " " : "",
				e && e->kind == V_INT ? e->i : 0);
		}
		dt_prop(x->c->t, x->node, "serial-dir", "<%s>", sb_str(&sb));
		val_use_all(arr);
	} else if (n) {
		x_partial(x, "serial_dir: the serializers' directions are not "
			     "known here");
	}
	n = val_take_int(pd, "txnumevt", 0);
	if (n)
		dt_prop(x->c->t, x->node, "tx-num-evt", "<%lld>", n);
	n = val_take_int(pd, "rxnumevt", 0);
	if (n)
		dt_prop(x->c->t, x->node, "rx-num-evt", "<%lld>", n);
	tx = val_take_int(pd, "tx_dma_offset", 0);
	rx = val_take_int(pd, "rx_dma_offset", 0);
	ver = val_take_int(pd, "version", 0);
	for (i = 0; compat && i < sizeof(match_data) / sizeof(match_data[0]);
	     i++)
		if (!strcmp(match_data[i].compatible, compat))
			break;
	if (!compat || i == sizeof(match_data) / sizeof(match_data[0]))
		x_partial(x, "tx_dma_offset, rx_dma_offset, version: the "
			     "compatible's match data decides them");
	else if (match_data[i].tx != tx || match_data[i].rx != rx ||
		 match_data[i].version != ver)
		x_partial(x,
			  "tx_dma_offset 0x%llx, rx_dma_offset 0x%llx, version "
			  "%lld: %s's match data has 0x%llx, 0x%llx, %lld",
			  tx, rx, ver, compat, match_data[i].tx,
			  match_data[i].rx, match_data[i].version);
	for (i = 0; i < sizeof(unread) / sizeof(unread[0]); i++)
		val_take(pd, unread[i]);
	sb_release(&sb);
}

TRANSLATOR(xl_davinci_mcasp) = { "davinci-mcasp", NULL, NULL, mcasp };
