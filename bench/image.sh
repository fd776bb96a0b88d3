#!/usr/bin/env bash
# `make bench`, the container image (SPEC §18: ≤ 60 MB, first answer ≤ 1 s after start): builds it
# (contrib/image/build.sh), prints its size, then five times the time from `podman run` to the first
# 200 from GET /healthz. Writes bench/out/image.txt. Skipped without podman.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
command -v podman >/dev/null || { echo "bench/image.sh: podman is not installed; skipped"; exit 0; }
mkdir -p bench/out
TAG=$(bash contrib/image/build.sh localhost/habits-bench:latest | tail -1)
SIZE=$(podman image inspect --format '{{.Size}}' "$TAG")
{
  echo "image $TAG: $((SIZE / 1000)) kB"
  for round in 1 2 3 4 5; do
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    start=$(date +%s%N)
    id=$(podman --runtime runc run -d --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --network host \
         -e HABITS_PASSWORD=bench -e HABITS_PORT="$port" "$TAG")
    until curl -sf "http://127.0.0.1:$port/healthz" >/dev/null; do sleep 0.01; done
    end=$(date +%s%N)
    echo "round $round: first answer $(((end - start) / 1000000)) ms after podman run"
    podman rm --force "$id" >/dev/null
  done
} | tee bench/out/image.txt
podman rmi --force "$TAG" >/dev/null
