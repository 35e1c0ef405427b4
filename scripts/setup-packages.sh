#!/bin/sh
# Install the Debian packages bf2dts needs, only when something is missing.
# `apt-get update` runs once, and only when an install is needed.
set -eu
PKGS="linux-source-6.1 device-tree-compiler libfdt-dev qemu-system-arm
gcc-arm-linux-gnueabi binutils-arm-linux-gnueabi u-boot-tools libclang-14-dev
llvm-14-dev clang-14 ccache dt-schema make gcc bc bison flex libssl-dev libelf-dev
cpio xz-utils python3 libclang-rt-14-dev"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "setup: installing:$missing" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
