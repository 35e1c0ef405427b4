// SPDX-License-Identifier: GPL-2.0
#include "dt/dt_path.h"

#include <string.h>

static const struct dt_node *by_label(const struct dt_node *n, const char *l,
				      size_t len)
{
	size_t i;

	if ((n->label && strlen(n->label) == len &&
	     !strncmp(n->label, l, len)) ||
	    (n->pruned_label && strlen(n->pruned_label) == len &&
	     !strncmp(n->pruned_label, l, len)) ||
	    (n->ref && strlen(n->ref) == len && !strncmp(n->ref, l, len)))
		return n;
	for (i = 0; i < n->nkids; i++) {
		const struct dt_node *r = by_label(n->kids[i], l, len);

		if (r)
			return r;
	}
	return NULL;
}

static const struct dt_node *child(const struct dt_node *n, const char *s,
				   size_t len)
{
	size_t i;

	for (i = 0; i < n->nkids; i++) {
		const struct dt_node *k = n->kids[i];
		size_t nl = strlen(k->name);

		if (nl > len || strncmp(k->name, s, nl))
			continue;
		if (nl == len && !k->unit)
			return k;
		if (k->unit && s[nl] == '@' &&
		    strlen(k->unit) == len - nl - 1 &&
		    !strncmp(k->unit, s + nl + 1, len - nl - 1))
			return k;
		if (nl == len)
			return k;
	}
	return NULL;
}

const struct dt_node *dt_resolve(const struct dt_tree *t, const char *ref)
{
	const struct dt_node *n = NULL;
	const char *p;
	size_t len, i;

	if (!t || !ref || ref[0] != '&')
		return NULL;
	p = ref + 1;
	len = strcspn(p, "/");
	n = by_label(t->root, p, len);
	for (i = 0; !n && i < t->nrefs; i++)
		n = by_label(t->refs[i], p, len);
	p += len;
	while (n && *p == '/') {
		p++;
		len = strcspn(p, "/");
		n = child(n, p, len);
		p += len;
	}
	return n;
}

void dt_path(const struct dt_node *n, struct strbuf *out)
{
	if (n->ref) {
		sb_addf(out, "&%s", n->ref);
		return;
	}
	if (!n->parent) {
		sb_add(out, "/");
		return;
	}
	if (n->parent->parent || n->parent->ref)
		dt_path(n->parent, out);
	sb_addf(out, "/%s%s%s", n->name, n->unit ? "@" : "",
		n->unit ? n->unit : "");
}
