# Sourced by the shell scripts: where bf2dts keeps what it derives from
# kernel trees (BF2DTS_CACHE) and which tree it reads by default
# (BF2DTS_KERNEL). src/lib/cachedir.c holds the same defaults for the C side.
BF2DTS_CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
BF2DTS_KERNEL=${BF2DTS_KERNEL:-$BF2DTS_CACHE/linux-6.1}
export BF2DTS_CACHE BF2DTS_KERNEL
