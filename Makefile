# Strata's tasks. `make` alone lists them; README describes each.
SWIFT ?= swift
# Warnings fail the build everywhere, so a warning never reaches main.
STRICT := -Xswiftc -warnings-as-errors
BIN = $(shell $(SWIFT) build --show-bin-path)
ARGS ?=

.DEFAULT_GOAL := help
.PHONY: help build test run clean bench-store

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  make %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

build: ## Build everything, warnings as errors
	$(SWIFT) build --build-tests $(STRICT)

test: build ## Build with warnings as errors, then run every test target
	$(SWIFT) test --skip-build

run: ## Build and start inbox on the default store, filled with demo data when empty (make run ARGS="--width 60")
	$(SWIFT) build --product inbox $(STRICT)
	$(BIN)/inbox --demo $(ARGS)

clean: ## Remove build products
	$(SWIFT) package clean
	rm -rf .build

bench-store: ## Seed 100k conversations / 1M messages and print the store benchmark (release build)
	cd Benchmarks && $(SWIFT) build -c release --product store-bench
	Benchmarks/.build/release/store-bench $(ARGS)
