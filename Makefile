# Strata's tasks. `make` alone lists them; README describes each.
SWIFT ?= swift
# Warnings fail the build everywhere, so a warning never reaches main.
STRICT := -Xswiftc -warnings-as-errors
BIN = $(shell $(SWIFT) build --show-bin-path)
ARGS ?=
# The architecture checker is its own package, so the app's graph stays pure.
TOOLS := Tools/ArchitectureCheck
# Release: from clean it builds in about the time debug does, and the check it
# runs is many times faster, which every make test and each check-template copy pays.
TOOL_CONFIG ?= release
CHECKER = $(TOOLS)/.build/$(TOOL_CONFIG)/architecture-check
# The generators, a package of their own like the checker.
SCAFFOLD_PACKAGE := Tools/Scaffold
# Debug: from clean it builds in about the time release does, make test has built it
# already for the generators' own tests, and a generation takes well under a second.
SCAFFOLD_CONFIG ?= debug
SCAFFOLD = $(SCAFFOLD_PACKAGE)/.build/$(SCAFFOLD_CONFIG)/scaffold
NAME ?=

.DEFAULT_GOAL := help
.PHONY: help sqlite build test test-tools test-scaffold run clean check-architecture graph graph-update bench-architecture architecture-tool bench-store bench bench-build bench-check format lint lint-workflow coverage check scaffold-tool feature rename minimal check-template
# Every Swift file of the repository and its tool packages, never build products.
SWIFT_FILES = $(shell find . -name '*.swift' -not -path '*/.build/*' -not -path './.git/*' | sort)

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  make %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

sqlite: ## Check for the system's SQLite headers, installing them on Debian as root
	@scripts/require-sqlite

build: sqlite ## Build everything, warnings as errors
	$(SWIFT) build --build-tests $(STRICT)

test: check-architecture build test-tools ## Check the layer rule, build with warnings as errors, run every test
	$(SWIFT) test --skip-build

test-tools: test-scaffold ## Run the architecture checker's and the generators' own tests
	$(SWIFT) build --package-path $(TOOLS) --build-tests $(STRICT)
	$(SWIFT) test --package-path $(TOOLS) --skip-build

test-scaffold: ## Run the generators' own tests
	$(SWIFT) build --package-path $(SCAFFOLD_PACKAGE) --build-tests $(STRICT)
	$(SWIFT) test --package-path $(SCAFFOLD_PACKAGE) --skip-build

architecture-tool:
	@$(SWIFT) build --package-path $(TOOLS) -c $(TOOL_CONFIG) --product architecture-check --quiet $(STRICT)

check-architecture: architecture-tool ## Check imports and Package.swift against the layer policy in Architecture.md
	@$(CHECKER) .

graph: architecture-tool ## Print the module graph as Mermaid
	@$(CHECKER) . --graph

graph-update: architecture-tool ## Rewrite the Mermaid graph in Architecture.md
	@$(CHECKER) . --update-graph

bench-architecture: ## Time the checker on generated packages of up to 500 targets x 40 files
	$(SWIFT) build --package-path $(TOOLS) -c $(TOOL_CONFIG) $(STRICT)
	$(TOOLS)/.build/$(TOOL_CONFIG)/architecture-bench

run: sqlite ## Build and start inbox on the default store, filled with demo data when empty (make run ARGS="--width 60")
	$(SWIFT) build --product inbox $(STRICT)
	$(BIN)/inbox --demo $(ARGS)

format: ## Format every Swift file in place with the toolchain's swift format (.swift-format)
	@$(SWIFT) format format --in-place --parallel $(SWIFT_FILES)
	@echo "formatted $(words $(SWIFT_FILES)) Swift files"

lint: ## Fail on any swift format finding
	@$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)
	@echo "lint: $(words $(SWIFT_FILES)) Swift files clean"

lint-workflow: ## Check the GitHub workflows against their schema with check-jsonschema (installed from PyPI on first use)
	@scripts/lint-workflow

coverage: sqlite ## Build with coverage and warnings as errors, run every test once; print line coverage per layer, failing below its floor
	@SWIFT=$(SWIFT) scripts/coverage

check: ## Everything CI runs, each step timed: lint, the layer rule, the tools' tests, every test once with coverage, the generators
	@SWIFT=$(SWIFT) scripts/check

clean: ## Remove build products
	$(SWIFT) package clean
	rm -rf .build $(TOOLS)/.build $(SCAFFOLD_PACKAGE)/.build

scaffold-tool:
	@$(SWIFT) build --package-path $(SCAFFOLD_PACKAGE) -c $(SCAFFOLD_CONFIG) --product scaffold --quiet $(STRICT)

feature: scaffold-tool ## Add a feature to every layer, its tests and a command (make feature NAME=Orders)
	@$(SCAFFOLD) feature "$(NAME)" .
	@# Templates are lint-clean at usual lengths; a long NAME may need lines rewrapped.
	@$(SWIFT) format format --in-place Sources/App/Features.swift $$(find Sources Tests -path '*/$(NAME)/*.swift')

rename: scaffold-tool ## Rename the package to NAME and the executable to its lower case (make rename NAME=Acme)
	@$(SCAFFOLD) rename "$(NAME)" .

minimal: scaffold-tool ## Remove the Inbox sample, leaving one placeholder type and test per layer
	@$(SCAFFOLD) minimal .

check-template: ## On fresh copies run rename then feature, and minimal then feature; make lint and make test in each
	@scripts/check-template

bench-store: ## Seed 100k conversations / 1M messages and print the store benchmark (release build)
	cd Benchmarks && $(SWIFT) build -c release --product store-bench
	Benchmarks/.build/release/store-bench $(ARGS)

bench: ## Run every benchmark (layering, build, make check, store, checker) in release and print one table; fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench

bench-build: ## Time clean and incremental debug builds, five modules against one; fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-build

bench-check: ## Time make check on a fresh copy, step by step; fails when it takes over 190 s
	@SWIFT=$(SWIFT) scripts/bench-check
