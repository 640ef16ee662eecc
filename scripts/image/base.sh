#!/usr/bin/env bash
# The image's base, made from Debian's packages alone (no image registry needed): a minimal Debian bookworm
# (mmdebstrap's minbase variant, with the security and updates suites that mmdebstrap adds for a stable release)
# plus ca-certificates and tini, written as a tarball and imported into podman's local store as
#   localhost/gathering-base:bookworm
# The Dockerfile builds FROM it when given --build-arg BASE=localhost/gathering-base:bookworm (npm run check:image
# does); elsewhere the official debian:bookworm-slim works as BASE too.
#
# Usage: scripts/image/base.sh [--force]     (root; needs mmdebstrap and podman: apt-get install mmdebstrap podman)
# Without --force an existing image of that name is kept.
set -euo pipefail

TAG="${GATHERING_BASE_TAG:-localhost/gathering-base:bookworm}"
SUITE="${GATHERING_BASE_SUITE:-bookworm}"

if [[ "${1:-}" != "--force" ]] && podman image exists "$TAG"; then
  echo "base: $TAG already exists (scripts/image/base.sh --force makes it anew)"
  exit 0
fi
for tool in mmdebstrap podman; do
  command -v "$tool" >/dev/null || { echo "base: $tool is missing (apt-get install $tool)" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
started=$SECONDS
# Documentation, manual pages and translations are left out (as in Debian's slim images); copyright files stay.
# The merged-usr hook makes the /usr symlinks itself, so the usrmerge package (and the 47 MB of Perl it pulls in)
# is not installed.
mmdebstrap --quiet --variant=minbase --include=ca-certificates,tini \
  --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/locale/*' \
  --dpkgopt='path-include=/usr/share/locale/locale.alias' \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/info/*' \
  "$SUITE" "$work/base.tar" >"$work/mmdebstrap.log" 2>&1 || { cat "$work/mmdebstrap.log" >&2; exit 1; }
podman import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["/bin/bash"]' \
  --message "mmdebstrap --variant=minbase $SUITE + ca-certificates, tini" \
  "$work/base.tar" "$TAG" >/dev/null
size=$(podman image inspect --format '{{.Size}}' "$TAG")
echo "base: $TAG made in $((SECONDS - started)) s ($((size / 1000000)) MB)"
