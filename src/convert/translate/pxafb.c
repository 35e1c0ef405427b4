// SPDX-License-Identifier: GPL-2.0
/*
 * The PXA LCD controller (pxafb): struct pxafb_mach_info as pxafb's
 * of_get_pxafb_mode_info() reads it back: an endpoint with the bus width
 * (and the alternate pixel mapping), linked to a panel node whose
 * display-timings are the board's modes; the first is the native mode.
 */
#include <string.h>

#include "convert/translate/translate.h"

#define LCD_CONN_TYPE(x) ((x)&0x0f)
#define LCD_CONN_WIDTH(x) (((x) >> 4) & 0x1f)
#define LCD_TYPE_COLOR_TFT 5
#define LCD_AC_BIAS_FREQ_MASK (0xffUL << 10)
#define LCD_BIAS_ACTIVE_LOW (1UL << 18)
#define LCD_PCLK_EDGE_FALL (1UL << 19)
#define LCD_ALTERNATE_MAPPING (1UL << 20)
#define FB_SYNC_HOR_HIGH_ACT 1
#define FB_SYNC_VERT_HIGH_ACT 2

/* pxafb's lcd_types[], by LCD_CONN_TYPE() */
static const char *const lcd_types[] = { "unknown",    "mono-stn",
					 "mono-dstn",  "color-stn",
					 "color-dstn", "color-tft",
					 "smart-panel" };

/* One mode as a display-timings child, in the binding's property order. */
static void timing(struct xlate *x, struct dt_node *dt, struct value *m,
		   long long i, unsigned long conn, long long width)
{
	static const struct {
		const char *field, *prop;
	} order[] = {
		{ "xres", "hactive" },
		{ "yres", "vactive" },
		{ "right_margin", "hfront-porch" },
		{ "left_margin", "hback-porch" },
		{ "hsync_len", "hsync-len" },
		{ "lower_margin", "vfront-porch" },
		{ "upper_margin", "vback-porch" },
		{ "vsync_len", "vsync-len" },
	};
	struct dt_tree *t = x->c->t;
	struct dt_node *n =
		dt_child(t, dt, arena_printf(x->c->a, "timing%lld", i), NULL);
	long long ps = val_take_int(m, "pixclock", 0), sync, bpp;
	size_t k;

	/*
	 * pxafb turns the clock back into picoseconds as
	 * 10^9 / (Hz / 1000): kHz = 10^9 / ps gives the board's value back.
	 */
	if (ps > 0)
		dt_prop(t, n, "clock-frequency", "<%lld>",
			1000LL * (1000000000LL / ps));
	for (k = 0; k < sizeof(order) / sizeof(order[0]); k++)
		dt_prop(t, n, order[k].prop, "<%lld>",
			val_take_int(m, order[k].field, 0));
	sync = val_take_int(m, "sync", 0);
	if (sync & FB_SYNC_HOR_HIGH_ACT)
		dt_prop(t, n, "hsync-active", "<1>");
	if (sync & FB_SYNC_VERT_HIGH_ACT)
		dt_prop(t, n, "vsync-active", "<1>");
	if (conn & LCD_BIAS_ACTIVE_LOW)
		dt_prop(t, n, "de-active", "<0>");
	if (conn & LCD_PCLK_EDGE_FALL)
		dt_prop(t, n, "pixelclk-active", "<0>");
	/* a devicetree mode has the bus width's depth */
	bpp = val_take_int(m, "bpp", width);
	if (bpp != width)
		x_partial(x,
			  "mode %lld: %lld bpp on a %lld-bit bus: the "
			  "devicetree mode has %lld",
			  i, bpp, width, width);
	{
		struct strbuf unused = STRBUF_INIT;

		if (val_list_unused(m, "mode", &unused))
			x_partial(x, "mode %lld not converted: %s", i,
				  sb_str(&unused));
		sb_release(&unused);
	}
	if (!i)
		n->label = dt_unique_label(t, "lcd_mode0");
}

static void pxafb(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	struct value *pd = x->pdata, *modes, *first;
	struct dt_node *ep, *panel, *pep, *dt;
	unsigned long conn;
	long long n, i, width;

	/*
	 * pxafb does not probe without its data: a board that registers it
	 * gives some, here one this conversion cannot read (chosen at run
	 * time), and the node's probe fails without a port to a panel
	 */
	if (!pd || !val_get(pd, "modes")) {
		x_partial(x, "no display modes this conversion can read (the "
			     "board picks them at run time?): the node needs "
			     "its port and panel, or pxafb's probe fails");
		return;
	}
	modes = conv_deref(x->c, val_get(pd, "modes"), NULL);
	n = val_get(pd, "num_modes") ? val_get(pd, "num_modes")->i : 1;
	if (!modes || n <= 0 ||
	    (modes->kind == V_ARRAY && n > (long long)modes->nelems))
		return; /* left to the report */
	val_take(pd, "modes");
	val_take(pd, "num_modes");
	conn = (unsigned long)val_take_int(pd, "lcd_conn", 0);
	first = modes->kind == V_ARRAY ? modes->elems[0] : modes;
	width = LCD_CONN_WIDTH(conn);
	/* pxafb gives every mode the bus width as its depth */
	if (!width)
		width = val_get(first, "bpp") ? val_get(first, "bpp")->i : 16;
	/*
	 * from a node fixed_modes is 0: pxafb_check_var() then takes any
	 * mode a user sets, not only the board's
	 */
	if (val_take_int(pd, "fixed_modes", 0))
		x_partial(x, "fixed_modes: no property keeps the modes a user "
			     "may set to the board's");

	ep = dt_child(t, dt_child(t, x->node, "port", NULL), "endpoint", NULL);
	ep->label = dt_unique_label(t, "lcdc_out");
	panel = dt_child(t, x->node, "panel", NULL);
	pep = dt_child(t, dt_child(t, panel, "port", NULL), "endpoint", NULL);
	pep->label = dt_unique_label(t, "panel_in");
	dt_prop(t, ep, "remote-endpoint", "<&%s>", pep->label);
	dt_prop(t, ep, "bus-width", "<%lld>", width);
	if (conn & LCD_ALTERNATE_MAPPING) {
		struct strbuf src = STRBUF_INIT;

		dt_prop_bool(t, ep, "marvell,lcd-alternate-mapping");
		/* board-patches 0037 teaches pxafb the property */
		if (conv_source_text(x->c, "drivers/video/fbdev/pxafb.c",
				     &src) ||
		    !strstr(sb_str(&src), "marvell,lcd-alternate-mapping"))
			x_partial(x,
				  "LCD_ALTERNATE_MAPPING: this tree's pxafb.c "
				  "reads no property for it");
		sb_release(&src);
	}
	dt_prop(t, pep, "remote-endpoint", "<&%s>", ep->label);
	/* color-tft is what pxafb assumes without lcd-type */
	if (!LCD_CONN_TYPE(conn))
		x_partial(x, "no lcd_conn panel type (the board programs the "
			     "LCCR registers, which a devicetree cannot): "
			     "color-tft assumed");
	else if (LCD_CONN_TYPE(conn) != LCD_TYPE_COLOR_TFT &&
		 LCD_CONN_TYPE(conn) < sizeof(lcd_types) / sizeof(lcd_types[0]))
		dt_prop_str(t, panel, "lcd-type",
			    lcd_types[LCD_CONN_TYPE(conn)]);
	if (conn & LCD_AC_BIAS_FREQ_MASK)
		x_partial(x, "lcd_conn: the AC bias frequency has no "
			     "devicetree property");
	dt = dt_child(t, panel, "display-timings", NULL);
	for (i = 0; i < n; i++)
		timing(x, dt, modes->kind == V_ARRAY ? modes->elems[i] : modes,
		       i, conn, width);
	dt_prop(t, dt, "native-mode", "<&%s>", dt->kids[0]->label);
}

TRANSLATOR(xl_pxafb) = { "pxa2xx-fb", NULL, NULL, pxafb };
