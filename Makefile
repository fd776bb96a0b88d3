# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing.
SHELL := /bin/bash
.DEFAULT_GOAL := run

APT_PACKAGES := libsqlite3-dev libmicrohttpd-dev pkg-config
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_FLAGS :=

.PHONY: run test build deps clean

## Installs the C libraries the package links (Debian packages) when any is missing.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build -c release $(SWIFT_FLAGS)

## Builds in release mode and runs the app.
run: build
	.build/release/habits --help

## Every test.
test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build --parallel $(SWIFT_FLAGS)

clean:
	rm -rf .build
