#!/usr/bin/env bash
# Builds rules.wasm (SPEC §23): HabitRules and the interface in Exports.swift with Embedded
# Swift for wasm32-unknown-none-wasm, the allocator in allocator.c, linked by wasm-ld with the
# Unicode tables Swift's String needs (grapheme breaks, scalar properties).
#   wasm/build.sh OUT.wasm [TOOLCHAIN_BIN]
# SwiftPM runs it for HabitWeb (Plugins/WebAssets), so `swift build` and `make` build it.
set -euo pipefail
out=$1
bin=${2:-$(dirname "$(command -v swiftc)")}
here=$(cd "$(dirname "$0")" && pwd)
rules="$here/../Sources/HabitRules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/swiftc" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern \
  -wmo -Osize -swift-version 6 -parse-as-library -module-name HabitRules \
  "$rules"/*.swift "$rules"/Page/*.swift "$here/Exports.swift" -c -o "$work/rules.o"
"$bin/clang" --target=wasm32 -nostdlib -fno-builtin -O2 -c "$here/allocator.c" -o "$work/allocator.o"
"$bin/wasm-ld" --no-entry --gc-sections --strip-all \
  --export=habits_input --export=habits_output --export=habits_board --export=habits_form --export=habits_today \
  "$work/rules.o" "$work/allocator.o" "$bin/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
  -o "$work/rules.wasm"
mv "$work/rules.wasm" "$out"
