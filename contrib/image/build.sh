#!/usr/bin/env bash
# `make image`: the container image, built here with podman from this machine's files, pulling
# nothing (SPEC §18). FROM scratch, holding:
#   /usr/local/bin/habits   the release build, the Swift runtime and Foundation linked statically
#   the shared libraries it still links (ldd: glibc, libsqlite3, libmicrohttpd, libpq, libssl, …)
#   /etc/ssl/certs/ca-certificates.crt, /usr/share/zoneinfo, /etc/passwd and /etc/group with the
#   user habits (uid 10001) it runs as, and /data, the volume (HABITS_DB=/data/habits.sqlite)
# with port 8080, HEALTHCHECK `habits health` (GET /healthz; scratch has no curl) and STOPSIGNAL
# SIGTERM. The image is stored in Docker's format, the one that keeps HEALTHCHECK.
#
#   bash contrib/image/build.sh [TAG]     prints the tag (default localhost/habits:latest) last
#
# The release build links Swift's runtime and Foundation statically (--static-swift-stdlib). Their
# ICU carries 34 MB of data, most of it for things Habits never asks (charset converters, display
# names, dictionaries, collation tailorings, 800 locales): icu_data.py keeps 4 MB of it, and the link
# takes that through a copy of the toolchain's static library folder (symbolic links but one archive
# member), so the image stays under 60 MB.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TAG="${1:-localhost/habits:latest}"
cd "$ROOT"

STATIC="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift_static"
STATIC="$(cd "$STATIC" && pwd)"
FARM="$ROOT/.build/image-toolchain"
ICU="$FARM/icu"
if [ ! -f "$ICU/done" ] || [ "$ICU/done" -ot "$ROOT/contrib/image/icu_data.py" ]; then
  rm -rf "$FARM"
  mkdir -p "$ICU"
  cp -as "$STATIC" "$FARM/swift_static"
  archive="$FARM/swift_static/linux/lib_FoundationICU.a"
  rm "$archive"
  cp "$STATIC/linux/lib_FoundationICU.a" "$archive"
  member=$(nm -A "$archive" 2>/dev/null | awk -F: '/ R icudt[0-9]+_dat$/ && !found { print $2; found = 1 }')
  symbol=$(nm "$archive" 2>/dev/null | awk '/ R icudt[0-9]+_dat$/ && !found { print $3; found = 1 }')
  (cd "$ICU" && ar x "$archive" "$member" && objcopy -O binary -j .rodata "$member" full.dat)
  python3 "$ROOT/contrib/image/icu_data.py" filter "$ICU/full.dat" "$ICU/kept.dat"
  cat > "$ICU/data.S" <<ASM
    .section .rodata
    .globl $symbol
    .type $symbol, @object
    .balign 16
$symbol:
    .incbin "$ICU/kept.dat"
    .size $symbol, . - $symbol
    .section .note.GNU-stack,"",@progbits
ASM
  cc -c "$ICU/data.S" -o "$ICU/$member"
  (cd "$ICU" && ar r "$archive" "$member")
  touch "$ICU/done"
fi
# -lstdc++: the build's own tools (the plugins' executables, built for this machine) link the same
# static runtime, which needs the C++ library that --static-swift-stdlib adds for the product only.
nice swift build -c release --static-swift-stdlib --scratch-path .build/image --product habits -Xswiftc -Osize \
  -Xswiftc -resource-dir -Xswiftc "$FARM/swift_static" -Xlinker -lstdc++ 2>&1 | grep -v "mktemp\|is dangerous" >&2
BIN="$ROOT/.build/image/release/habits"

CONTEXT="$(mktemp -d)"
trap 'rm -rf "$CONTEXT"' EXIT
FS="$CONTEXT/rootfs"
mkdir -p "$FS/usr/local/bin" "$FS/etc/ssl/certs" "$FS/usr/share" "$FS/tmp" "$CONTEXT/data"
chmod 1777 "$FS/tmp"
strip -o "$FS/usr/local/bin/habits" "$BIN"

# Every shared library the binary loads, at the path the loader looks for it, and the loader.
ldd "$BIN" | awk '/=> \// { print $3 } /^\t\/[^ ]+ \(/ { print $1 }' | sort -u | while read -r library; do
  mkdir -p "$FS$(dirname "$library")"
  cp -L "$library" "$FS$library"
done
# glibc opens these by name at run time (user and host lookups), not through ldd's list.
for extra in /lib/x86_64-linux-gnu/libnss_files.so.2 /lib/x86_64-linux-gnu/libnss_dns.so.2; do
  [ -e "$extra" ] && cp -L "$extra" "$FS$extra"
done
# A merged /usr: the loader may be asked for /lib64/… while Debian keeps it under /usr/lib64.
if [ -d "$FS/usr/lib64" ] && [ ! -e "$FS/lib64" ]; then ln -s usr/lib64 "$FS/lib64"; fi

cp -L /etc/ssl/certs/ca-certificates.crt "$FS/etc/ssl/certs/ca-certificates.crt"
cp -a /usr/share/zoneinfo "$FS/usr/share/"
rm -rf "$FS/usr/share/zoneinfo/right"  # leap-second variants nobody's TZ names
printf 'root:x:0:0:root:/:/sbin/nologin\nhabits:x:10001:10001:Habits:/data:/sbin/nologin\n' > "$FS/etc/passwd"
printf 'root:x:0:\nhabits:x:10001:\n' > "$FS/etc/group"
printf 'hosts: files dns\n' > "$FS/etc/nsswitch.conf"

cat > "$CONTEXT/Containerfile" <<'CONTAINERFILE'
FROM scratch
COPY rootfs/ /
COPY --chown=10001:10001 data/ /data/
ENV HABITS_DB=/data/habits.sqlite HABITS_HOST=0.0.0.0 HABITS_PORT=8080 \
    SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt LANG=C.UTF-8
USER 10001:10001
WORKDIR /data
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 CMD ["/usr/local/bin/habits", "health"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/habits"]
CMD ["serve"]
LABEL org.opencontainers.image.title="Habits" \
      org.opencontainers.image.description="A habit tracker that runs on your own machine"
CONTAINERFILE

podman build --quiet --format docker --tag "$TAG" --file "$CONTEXT/Containerfile" "$CONTEXT" >/dev/null
size=$(podman image inspect --format '{{.Size}}' "$TAG")
echo "image size: $((size / 1000000)) MB ($size bytes)" >&2
echo "$TAG"
