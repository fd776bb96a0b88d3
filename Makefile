# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing.
SHELL := /bin/bash
.DEFAULT_GOAL := run

APT_PACKAGES := libsqlite3-dev libmicrohttpd-dev zlib1g-dev libpq-dev libssl-dev libsodium-dev pkg-config
# `make image`: podman (with runc: crun refuses this machine's cgroups), and binutils (strip, objcopy).
IMAGE_APT_PACKAGES := podman runc binutils
# Used by the tests: real-process HTTP and TLS checks, and a throw-away PostgreSQL 15 cluster
# (the store's PostgreSQL tests initdb one into a temporary folder and stop it at the end).
TEST_APT_PACKAGES := curl openssl postgresql pgbouncer $(IMAGE_APT_PACKAGES)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_FLAGS :=

.PHONY: run test test-on-both-backends build deps clean bench reliability screenshots image

## Installs the C libraries the package links (Debian packages) when any is missing.
deps:
	@missing=""; for p in $(APT_PACKAGES) $(EXTRA_APT); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

## swift build also builds rules.wasm, the rules for the page (SPEC §23), with Embedded Swift:
## the WebAssets plugin runs wasm/build.sh (swiftc for wasm32-unknown-none-wasm, wasm-ld).
build: deps
	swift build -c release $(SWIFT_FLAGS)

## Builds in release mode and serves http://127.0.0.1:8080 on the default database
## ($$XDG_DATA_HOME/habits/habits.sqlite). Extra flags: make run ARGS="--port 9000".
run: build
	.build/release/habits serve $(ARGS)

## Every test, on both backends, beside one throw-away PostgreSQL 15 cluster that
## Tests/postgres/with-cluster.sh starts (initdb into a temporary folder as the postgres user, a
## free port) and stops at the end, passed, failed or interrupted. On SQLite: every Swift test
## (unit, store, CLI, HTTP; the PostgreSQL store tests start clusters of their own), the browser
## suite on Debian's Chromium, the reliability suite in its quick form. On PostgreSQL (a fresh
## database per test): the web and API Swift tests and the CLI's, the whole browser suite again
## (about 8 minutes here), and the reliability suite's two-process tests, through the PgBouncer in
## transaction mode that with-cluster.sh starts beside the cluster (SPEC §21).
test: EXTRA_APT = $(TEST_APT_PACKAGES)
test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	bash Tests/postgres/with-cluster.sh $(MAKE) --no-print-directory test-on-both-backends

# Inside with-cluster.sh (HABITS_TEST_DATABASE_URL set); not meant to be run by hand.
test-on-both-backends:
	env -u HABITS_TEST_DATABASE_URL swift test --skip-build $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS) --filter 'HabitWebTests|DatabaseOptionTests|AccountCLITests|UserSignInCLITests'
	env -u HABITS_TEST_DATABASE_URL bash Tests/browser/run.sh
	env -u HABITS_TEST_DATABASE_URL bash Tests/service/run.sh
	bash Tests/browser/run.sh
	bash Tests/reliability/run.sh

## The container image (SPEC §18): FROM scratch with the release build (Swift's runtime linked
## statically), the libraries it links, CA certificates, zoneinfo, uid 10001, /data; no image pulled.
## Prints its tag. Run: podman run --runtime runc --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 …
image: EXTRA_APT = $(IMAGE_APT_PACKAGES)
image: deps
	@bash contrib/image/build.sh $(TAG)

## Regenerates docs/screenshots (every screen at 390×844, light and dark).
screenshots: deps
	swift build
	bash Tests/browser/run.sh --collect-only -q >/dev/null
	.venv/bin/python Tests/browser/screenshots.py

## Measures speed, memory and scaling against SPEC §8 and §21 (not part of `make test`). Writes bench/out/:
## personal mode (bench/run.sh, with durable writes with and without group commit:
## bench/group_commit.sh), then the hosted mode, two processes on one PostgreSQL with 10,000
## accounts (bench/hosted.sh, about 8 minutes with 5,000 event streams on each process and the taps
## through PgBouncer, in bench/out/hosted/); other apps' files imported, 50 habits × 5 years each
## (bench/imports.py, in bench/out/imports/).
bench: EXTRA_APT = wrk strace postgresql pgbouncer
bench: build
	bash bench/run.sh
	python3 bench/imports.py
	bash bench/hosted.sh
	bash bench/image.sh

## The long reliability run: 20+ crash rounds, 10,000 fuzzed API cases, abuse tests and the
## two-process crash test in five rounds (`make test` runs the browser suite on PostgreSQL).
reliability: EXTRA_APT = $(TEST_APT_PACKAGES)
reliability: deps
	swift build
	bash Tests/postgres/with-cluster.sh bash Tests/reliability/run.sh --full

clean:
	rm -rf .build
