# shellcheck shell=bash
# Sourced by the board-patches scripts: whose name goes on a patch, and
# whether a patch file carries a real one.
#
# A kernel tree takes a patch only from a real person or organisation who
# certifies it (Documentation/process/submitting-patches.rst, the DCO), so the
# series is authored and signed off by whoever makes it: BF2DTS_AUTHOR
# ("Name <email>") when set, otherwise the user.name and user.email of git's
# configuration (as `git commit` would use them). Nothing here makes one up.

# identity [DIR]: "Name <email>" on stdout (git's configuration as seen from
# DIR, by default the current directory), or one line on stderr and status 1.
identity() {
	local id name email dir=${1:-.}
	if [ -n "${BF2DTS_AUTHOR:-}" ]; then
		id=$BF2DTS_AUTHOR
		case $id in
		?*' <'?*@?*'>') ;;
		*)
			echo "BF2DTS_AUTHOR=\"$id\": not of the form \"Name <email>\"" >&2
			return 1 ;;
		esac
	else
		name=$(git -C "$dir" config user.name 2>/dev/null) || name=""
		email=$(git -C "$dir" config user.email 2>/dev/null) || email=""
		if [ -z "$name" ] || [ -z "$email" ]; then
			echo "no identity for the patches: set git config user.name and user.email, or BF2DTS_AUTHOR=\"Name <email>\"" >&2
			return 1
		fi
		id="$name <$email>"
	fi
	# An .invalid address (RFC 2606) is one nobody can answer at.
	case $(identity_email "$id") in *.invalid)
		echo "identity \"$id\" has an .invalid address: set a real one" >&2
		return 1 ;;
	esac
	echo "$id"
}

# identity_name "Name <email>" / identity_email "Name <email>"
identity_name() { echo "${1% <*}"; }
identity_email() {
	local e=${1##*<}
	echo "${e%>}"
}

# patch_author PATCH: the "Name <email>" of the patch's From: header,
# unfolded (format-patch continues a long header on lines starting with a
# space).
patch_author() {
	awk '/^$/ { exit }
		/^From: / { s = substr($0, 7)
			while ((getline l) > 0 && l ~ /^[ \t]/) { sub(/^[ \t]+/, " ", l); s = s l }
			print s; exit }' "$1"
}

# patch_identity_problem PATCH: prints why the patch's identity is not one a
# kernel tree takes (no author, an .invalid address, no Signed-off-by by
# the author); prints nothing when it is.
patch_identity_problem() {
	local author
	author=$(patch_author "$1")
	case $author in
	'') echo "no From: author" ;;
	*'<'*'@'*'>') ;;
	*) echo "author \"$author\" has no email address" ;;
	esac
	[ -n "$author" ] || return 0
	case $author in *.invalid'>') echo "author \"$author\" has an .invalid address" ;; esac
	# The commit message ends at the first "---" line.
	sed -n '/^$/,/^---$/p' "$1" | grep -n '^Signed-off-by:' >/dev/null ||
		{ echo "no Signed-off-by"; return 0; }
	sed -n '/^$/,/^---$/p' "$1" | grep '^Signed-off-by:' | grep -q '\.invalid>' &&
		echo "a Signed-off-by with an .invalid address"
	sed -n '/^$/,/^---$/p' "$1" | grep -qxF "Signed-off-by: $author" ||
		echo "no Signed-off-by of its author \"$author\""
}

# am_as_author WT PATCH: git am PATCH in the throwaway worktree WT, committed
# in the name of the patch's own author (the checks need a committer; the
# one applying is not a person here, and none is invented for it).
am_as_author() {
	local author
	author=$(patch_author "$2")
	git -C "$1" -c user.name="$(identity_name "$author")" \
		-c user.email="$(identity_email "$author")" am -q "$2"
}
