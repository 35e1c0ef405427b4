/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Board model -> devicetree model, for one machine: the top of the stage,
 * which walks the machine's init path and hands each registration to its
 * handler (steps.h) or translator (translate/translate.h). Those work on
 * the context in conv.h and never call back here.
 */
#ifndef BF2DTS_CONVERT_H
#define BF2DTS_CONVERT_H

#include "convert/conv.h"

/* Converts c->m: fills c->t and c->r from c->b. */
void convert_machine(struct conv *c);

#endif
