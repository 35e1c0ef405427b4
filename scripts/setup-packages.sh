#!/bin/sh
# Install the Debian packages bf2dts needs, only when something is missing.
# `apt-get update` runs once, and only when an install is needed.
set -eu
# chromium, chromium-driver, python3-selenium: the review page is tested in a
# real browser (tests/review/click_test.py).
PKGS="linux-source-6.1 linux-source-6.12 device-tree-compiler libfdt-dev qemu-system-arm
gcc-arm-linux-gnueabi binutils-arm-linux-gnueabi u-boot-tools libclang-14-dev
llvm-14-dev clang-14 ccache dt-schema make gcc bc bison flex libssl-dev libelf-dev
cpio xz-utils python3 libclang-rt-14-dev libjansson-dev
chromium chromium-driver python3-selenium"
# LAVA's dispatcher for `make lava-run` (lava-run, no server) and lavacli for
# submitting to a lab; without their recommends (lxc, a host kernel, NFS
# server...), which lava-run's qemu jobs do not use.
NORECS="lava-dispatcher lava-common lavacli"
installed() {
	dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q '^install ok installed$'
}
missing=""
for p in $PKGS; do
	installed "$p" || missing="$missing $p"
done
missing_norecs=""
for p in $NORECS; do
	installed "$p" || missing_norecs="$missing_norecs $p"
done
[ -z "$missing$missing_norecs" ] && exit 0
echo "setup: installing:$missing$missing_norecs" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
[ -z "$missing" ] ||
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
[ -z "$missing_norecs" ] ||
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing_norecs >/dev/null
