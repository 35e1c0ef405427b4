// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "extract.h"

int cmd_convert(int argc, char **argv)
{
	struct bf_error e = { { 0 } };
	struct kflags kf;
	struct board b;
	const char *kdir = getenv("BF2DTS_KERNEL");
	char *cache = cache_dir();
	size_t i, m;

	if (argc < 2)
		return 2;
	if (kflags_get(kdir, cache, argv[1], &kf, &e) ||
	    board_extract(kdir, argv[1], &kf, NULL, 0, &b, &e)) {
		bf_report("convert", &e);
		return 1;
	}
	for (m = 0; m < b.nmachines; m++) {
		printf("machine %s \"%s\" init=%s\n", b.machines[m].id, b.machines[m].name, b.machines[m].init_machine);
		for (i = 0; i < b.nsteps[m]; i++) {
			struct step *s = &b.steps[m][i];
			printf("  L%u %s %s via %s only=%zu except=%zu\n", s->line, s->kind == STEP_CALL ? "call" : "assign", s->text, s->via, s->nonly, s->nexcept);
		}
	}
	for (i = 0; i < b.nforced; i++)
		printf("forced %s\n", b.forced[i]);
	for (i = 0; i < b.nskipped; i++)
		printf("skipped %u-%u\n", b.skipped[i].first, b.skipped[i].last);
	for (i = 0; i < b.nincludes; i++)
		printf("include %s\n", b.includes[i]);
	board_release(&b);
	kflags_release(&kf);
	free(cache);
	return 0;
}
