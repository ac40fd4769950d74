# The package's tasks. `make` alone lists them; README describes each.
# `make minimal` and `make rename` edit this file only between `# strata:NAME` and
# `# /strata:NAME` lines, so the rest is yours to change; Tools/Scaffold/README.md lists them.
SWIFT ?= swift
# The compiler the scanner is held against by check-scanner.
SWIFTC ?= swiftc
# Warnings fail the build everywhere, so a warning never reaches main.
STRICT := -Xswiftc -warnings-as-errors
# make check sets DEBUG_INFO=none: nobody debugs its builds, and they take 8% less CPU.
DEBUG_INFO ?=
# No index store: Tests/XCTMain.swift starts the tests, so SwiftPM needs no index to find
# them, and editors keep their own. Every build of the package and the tools uses these
# flags, and the scripts that build are given them, so none rebuilds what another built.
# make check sets WHOLE_MODULE=1 (any value turns it on): in CI it builds each module once,
# from clean, and a whole-module build checks each module's declarations once rather than
# once per batch of files, for a sixth less CPU (docs/ci.md). An edit would recompile a
# whole module, so day to day it is off.
# SwiftPM links one object per file, which a whole-module build writes only with threads;
# and it asks for batches, which the driver would warn against once per module. The one
# compiler of a module also writes its interface, rather than a second compiler checking
# its declarations again first: 7% less CPU, and make check keeps both cores busy anyway.
WHOLE_MODULE ?=
# make check sets MODULE_CACHE to one folder for every package it builds: each would
# otherwise compile Swift Testing's interface and the system's C modules into a cache of its
# own, 7 s of CPU a package. Builds share it safely at once, as Xcode's do.
MODULE_CACHE ?=
# On Linux, links use the lld that the toolchain ships beside swift, not the system's
# gold, SwiftPM's default there: it links the test binary in half the time, which every
# make test after an edit pays (Benchmarks/README.md). Elsewhere, or with no lld beside
# the swift that builds, the default linker stays.
SWIFT_PATH := $(realpath $(shell command -v $(firstword $(SWIFT))))
LLD := $(if $(and $(filter Linux,$(shell uname -s)),$(SWIFT_PATH)),$(wildcard $(dir $(SWIFT_PATH))ld.lld))
FLAGS := $(STRICT) --disable-index-store $(if $(DEBUG_INFO),-debug-info-format $(DEBUG_INFO)) \
	$(if $(WHOLE_MODULE),-Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 -Xswiftc -disable-batch-mode \
	-Xswiftc -no-emit-module-separately-wmo) \
	$(if $(MODULE_CACHE),-Xswiftc -module-cache-path -Xswiftc $(MODULE_CACHE)) \
	$(if $(LLD),-Xswiftc -use-ld=lld)
# The tests are Swift Testing's alone, so SwiftPM is told not to ask the binary for
# XCTest's, which a filtered run would do (`swift test $(TESTING) --filter Name`).
TESTING := --enable-swift-testing --disable-xctest
BIN = $(shell $(SWIFT) build --show-bin-path)
ARGS ?=
# The architecture checker is its own package, so the app's graph stays pure.
TOOLS := Tools/ArchitectureCheck
# Release: from clean it builds in about the time debug does, and the check it
# runs is many times faster, which every make test and each check-template copy pays.
TOOL_CONFIG ?= release
CHECKER = $(TOOLS)/.build/$(TOOL_CONFIG)/architecture-check
# The stamp of the tools' own tests' last pass here, and the folder that holds the tools.
TOOLS_ROOT := Tools
TOOLS_TESTED := .build/tools-tests.passed
# The generators, a package of their own like the checker.
SCAFFOLD_PACKAGE := Tools/Scaffold
# Debug: from clean it builds in about the time release does, make test has built it
# already for the generators' own tests, and a generation takes well under a second.
SCAFFOLD_CONFIG ?= debug
SCAFFOLD = $(SCAFFOLD_PACKAGE)/.build/$(SCAFFOLD_CONFIG)/scaffold
NAME ?=
# Set (MODULES=1) to give a generated feature modules of its own.
MODULES ?=
# The commit make test-affected compares the working tree with.
BASE ?=
TEMPLATE ?=
REF ?= main
# The release check-release-upgrade upgrades forks to; the one on top of CHANGELOG.md unless given.
RELEASE ?=
# The releases check-release-upgrade makes a fork from, one after another: 4.0.0 for 5.0.0, as a
# fork made at 2.0.0 or 3.0.0 upgrades to 4.1.0 first (FROM="2.0.0 3.0.0" RELEASE=4.1.0).
FROM ?= 4.0.0
COMMIT ?=
# What a person types for NAME, FIELDS, FIELD, FEATURE, MODULES, USES, TEMPLATE, REF and COMMIT
# reaches the generators and scripts as written: each is read unexpanded ($(value …)) into a
# variable of the environment, which recipes quote ("$$STRATA_NAME"), so neither make nor the
# shell reads a `$(…)`, a backtick, a `;` or a `"` in it; the generators refuse what their
# grammar does not take. Make would hand a command line's variables to every recipe, expanding
# them as it does, so those are not exported themselves.
export STRATA_NAME := $(value NAME)
export STRATA_FIELDS := $(value FIELDS)
export STRATA_FIELD := $(value FIELD)
# FEATURE given on the command line, else NAME, as make upgrade replays make field, so a FEATURE
# left in the environment cannot redirect a replay.
export STRATA_FEATURE := $(if $(filter command line,$(origin FEATURE)),$(value FEATURE),$(value NAME))
export STRATA_MODULES := $(value MODULES)
export STRATA_USES := $(value USES)
export STRATA_DIR := $(value DIR)
# make action's FEATURE, only as given on the command line: NAME is the action's.
export STRATA_ACTION_FEATURE := $(if $(filter command line,$(origin FEATURE)),$(value FEATURE))
export STRATA_TEMPLATE := $(value TEMPLATE)
export STRATA_REF := $(value REF)
export STRATA_COMMIT := $(value COMMIT)
unexport NAME FIELDS FIELD FEATURE MODULES USES DIR TEMPLATE REF COMMIT
# A saved `swift package dump-package` for the layer check to read rather than run SwiftPM,
# which would wait on a build holding .build: make check sets it.
MANIFEST :=

.DEFAULT_GOAL := help
.PHONY: FORCE example-shop split-feature upgrade record help libraries build test test-all test-tools tools-tested test-scaffold build-scaffold build-checker clean check-architecture check-scanner architecture-baseline architecture-sarif check-sarif graph graph-update test-affected bench-architecture architecture-tool bench-check format lint lint-shell lint-workflow check-links check-json check-changelog coverage check check-gate scaffold-tool feature field action rename minimal check-template check-make-cases check-upgrade-cases check-release-upgrade check-rename cell-widths check-cell-widths check-concurrency bench-scale
# Every Swift file of the repository and its tool packages, never build products, nor the
# checker's fixtures: they hold byte-order marks and odd spacing on purpose. The feature
# templates hold {{tokens}}; what they generate is linted instead (check-template).
SWIFT_FILES = $(shell find . -name '*.swift' -not -path '*/.build/*' -not -path './.git/*' \
	-not -path './$(TOOLS)/Fixtures/*' -not -path './$(SCAFFOLD_PACKAGE)/Templates/*' | sort)

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  make %-20s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

libraries: ## Check for the headers of SQLite, libpq and libcurl, the system libraries the package links, installing them on Debian as root
	@scripts/require-libraries

build: libraries ## Build everything, warnings as errors
	$(SWIFT) build --build-tests $(FLAGS)

# make test and make test-all build through `swift test` itself, with no `swift build` of
# their own: SwiftPM plans the build again whenever its last build was made by the other
# command, which costs seconds at 50 features, and an edit loop would pay it twice a run.
# The app's tests go before the tools': they are what a change most often breaks, and
# make check's copy then builds its fork while the tools' tests are built beside it,
# rather than wait for them.
test: libraries check-architecture ## Check the layer rule, build with warnings as errors and run the tests a change reaches since the last green run here (every test the first time; beside a throwaway PostgreSQL cluster); the tools' own tests only when Tools/ changed
	@SWIFT="$(SWIFT)" FLAGS="$(FLAGS)" TESTING="$(TESTING)" CHECKER="$(CHECKER)" scripts/test-changed
	@$(MAKE) --no-print-directory tools-tested

test-all: libraries check-architecture ## Like make test, but run every test, whatever changed
	@SWIFT="$(SWIFT)" FLAGS="$(FLAGS)" TESTING="$(TESTING)" CHECKER="$(CHECKER)" scripts/test-changed --all
	@$(MAKE) --no-print-directory tools-tested

# make test runs the tools' own tests only when a file or folder under Tools/ is newer than
# their last pass on this machine: a fork that never changes Tools/ does not pay for them on
# every run. make check runs them every time. A phony target of its own, so make says
# nothing when the stamp is up to date.
tools-tested: $(TOOLS_TESTED)
	@:

# The stamp takes the time the run began, so a file saved meanwhile is newer. Each tool
# package's .build is made before that: a build that made it would leave the package's folder,
# a prerequisite, newer than the stamp, and the next make test would run the tools' tests
# again for the build's own output.
TOOLS_BUILDS = $(patsubst %/Package.swift,%/.build,$(wildcard $(TOOLS_ROOT)/*/Package.swift))
# What runs the tools' tests for the stamp: check-make-cases gives a stand-in build.
TOOLS_TEST = $(MAKE) --no-print-directory test-tools
$(TOOLS_TESTED): $(shell find $(TOOLS_ROOT) -name .build -prune -o -print)
	@mkdir -p $(@D) $(TOOLS_BUILDS) && touch $@.begun
	@$(TOOLS_TEST)
	@touch -r $@.begun $@

test-tools: test-scaffold build-checker ## Run the architecture checker's and the generators' own tests
	$(SWIFT) test --package-path $(TOOLS) --skip-build $(TESTING)

build-checker: ## Build the architecture checker's package with its tests, warnings as errors
	$(SWIFT) build --package-path $(TOOLS) --build-tests $(FLAGS)

build-scaffold: ## Build the generators' package with its tests, warnings as errors
	$(SWIFT) build --package-path $(SCAFFOLD_PACKAGE) --build-tests $(FLAGS)

test-scaffold: build-scaffold ## Run the generators' own tests
	$(SWIFT) test --package-path $(SCAFFOLD_PACKAGE) --skip-build $(TESTING)

# The tools' binaries are rebuilt only when a Swift file or a folder of their package is
# newer (a folder changes when a file is added or removed) than a stamp of their last build:
# a check-template copy or an upgrade runs them dozens of times, and SwiftPM's planning
# costs 1-3 s a run even when nothing changed. The stamp takes the time the build began, so
# a file saved during the build is newer. It is a file of its own because SwiftPM relinks a
# binary whose time was changed, at its next build of the package: make check's test builds
# did so while the copy ran the binary, which failed with "Text file busy".
# A new toolchain is not seen; `make clean` after one.
package_sources = $(shell find $(1)/Package.swift $(1)/Sources \( -name '*.swift' -o -type d \) 2>/dev/null)
# $(call tool_stamp,PACKAGE,CONFIG,PRODUCT): the stamp of a tool's last build.
tool_stamp = $(1)/.build/$(3)-$(2).built
# $(call tool_prerequisites,PACKAGE,BINARY): what a tool's stamp depends on; its binary
# gone (`swift package clean`) forces a build.
tool_prerequisites = $(call package_sources,$(1)) $(if $(wildcard $(2)),,FORCE)
# $(call build_tool,PACKAGE,CONFIG,PRODUCT): the recipe of a tool's stamp.
define build_tool
	@mkdir -p $(1)/.build && touch $@.begun
	@$(SWIFT) build --package-path $(1) -c $(2) --product $(3) --quiet $(FLAGS)
	@touch -r $@.begun $@
endef

FORCE:

architecture-tool: $(call tool_stamp,$(TOOLS),$(TOOL_CONFIG),architecture-check)

$(call tool_stamp,$(TOOLS),$(TOOL_CONFIG),architecture-check): $(call tool_prerequisites,$(TOOLS),$(CHECKER))
	$(call build_tool,$(TOOLS),$(TOOL_CONFIG),architecture-check)

check-architecture: architecture-tool ## Check imports and Package.swift against the layer policy in Architecture.md
	@$(CHECKER) . $(if $(MANIFEST),--manifest-json "$(MANIFEST)")

architecture-baseline: architecture-tool ## Write the current violations to architecture-baseline.txt; the check then fails only on new ones
	@$(CHECKER) . --write-baseline

architecture-sarif: architecture-tool ## Write the layer check's findings to architecture.sarif (SARIF 2.1.0), for code scanning
	@$(CHECKER) . --format sarif --output architecture.sarif || [ $$? -eq 1 ]

check-sarif: architecture-tool ## Validate the checker's SARIF against the official SARIF 2.1.0 schema (jsonschema from PyPI)
	@CHECKER=$(CHECKER) MANIFEST="$(MANIFEST)" scripts/check-sarif

check-scanner: ## Hold the checker's import scanner against swiftc's own list of each file's imports
	@$(SWIFT) build --package-path $(TOOLS) -c $(TOOL_CONFIG) --product import-oracle --quiet $(FLAGS)
	@$(TOOLS)/.build/$(TOOL_CONFIG)/import-oracle --swiftc "$(SWIFTC)" Sources Tests $(TOOLS)/Fixtures

graph: architecture-tool ## Print the module graph as Mermaid
	@$(CHECKER) . --graph

graph-update: architecture-tool ## Rewrite the Mermaid graph in Architecture.md
	@$(CHECKER) . --update-graph

test-affected: architecture-tool ## Run only the test targets whose modules changed since BASE, or depend on one that did (make test-affected BASE=main)
	@SWIFT=$(SWIFT) FLAGS="$(FLAGS)" TESTING="$(TESTING)" CHECKER=$(CHECKER) BASE=$(BASE) scripts/test-affected

bench-architecture: ## Time the checker on generated packages of up to 500 targets x 40 files
	$(SWIFT) build --package-path $(TOOLS) -c $(TOOL_CONFIG) $(FLAGS)
	$(TOOLS)/.build/$(TOOL_CONFIG)/architecture-bench

# strata:sample-targets
.PHONY: run fuzz-width fuzz-screen stress-store bench-store bench bench-build bench-input bench-message bench-typing bench-fields bench-list
run: libraries ## Build and start strata on the default store, filled with demo data when empty (make run ARGS="--width 60")
	$(SWIFT) build --product strata $(FLAGS)
	$(BIN)/strata --demo $(ARGS)

# Each session comes from one seed, so a failure names the seed that repeats it; FUZZ_WIDTH_SESSIONS
# and FUZZ_WIDTH_SEED come from the command line or the environment.
fuzz-width: build ## Run 1000 random strata sessions from a random seed: no line wider than --width (FUZZ_WIDTH_SEED=N to repeat)
	@sessions=$${FUZZ_WIDTH_SESSIONS:-1000}; seed=$${FUZZ_WIDTH_SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "fuzz-width: $$sessions sessions from seed $$seed"; \
	FUZZ_WIDTH_SEED=$$seed FUZZ_WIDTH_SESSIONS=$$sessions $(SWIFT) test --skip-build $(TESTING) --filter WidthFuzzTests

fuzz-screen: build ## Run 200 full-screen sessions of hostile input from a random seed: cut sequences, pastes, resizes to 1x1 (FUZZ_SCREEN_SEED=N to repeat)
	@sessions=$${FUZZ_SCREEN_SESSIONS:-200}; seed=$${FUZZ_SCREEN_SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; \
	echo "fuzz-screen: $$sessions sessions from seed $$seed"; \
	FUZZ_SCREEN_SEED=$$seed FUZZ_SCREEN_SESSIONS=$$sessions $(SWIFT) test --skip-build $(TESTING) --filter FullScreenHostileInputTests.hostileInputNeverQuitsEarly

# STORE_STRESS_PROCESSES, STORE_STRESS_SENDS and STORE_STRESS_ROUNDS come from the command
# line or the environment; make test runs the same test at 4 x 50 x 2.
stress-store: build ## Run 8 strata processes x 200 sends into one store, 20 rounds, on SQLite and PostgreSQL: none lost, none refused but as busy, every file whole
	@STORE_STRESS_PROCESSES=$${STORE_STRESS_PROCESSES:-8} STORE_STRESS_SENDS=$${STORE_STRESS_SENDS:-200} \
	STORE_STRESS_ROUNDS=$${STORE_STRESS_ROUNDS:-20} scripts/with-postgres $(SWIFT) test --skip-build $(TESTING) \
	--filter StoreStressTests

bench-store: ## Seed 100k conversations / 1M messages on SQLite and PostgreSQL and print the store benchmark (release build)
	cd Benchmarks && $(SWIFT) build -c release --product store-bench
	scripts/with-postgres Benchmarks/.build/release/store-bench $(ARGS)

bench: ## Run every benchmark (layering, build, make check, store, checker) in release and print one table; fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench

bench-build: ## Time clean and incremental debug builds, five modules against one; fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-build

bench-input: ## Time a 1 GiB line of input through the release build, with its peak memory; fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-input

bench-typing: ## Time full screen from the last of 1 MB of keys to its frame, release build (ARGS=--debug for debug); fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-typing $(ARGS)

bench-message: ## Time opening a conversation whose message is one 16 MiB word, line mode and full screen, release build (ARGS=--debug for debug); fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-message $(ARGS)

bench-fields: ## Time a generated feature with 8 fields on SQLite and PostgreSQL: first frame at 1k and 100k entries, cursor, form and edit; then 100k entries with a reference against their twin without; fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-fields

bench-list: ## Time launch and `list` with a 10 MB newest message against a short one, on SQLite and PostgreSQL, release build (ARGS=--debug for debug); fails on a missed goal
	@SWIFT=$(SWIFT) scripts/bench-list $(ARGS)
# /strata:sample-targets

format: ## Format every Swift file in place with the toolchain's swift format (.swift-format)
	@$(SWIFT) format format --in-place --parallel $(SWIFT_FILES)
	@echo "formatted $(words $(SWIFT_FILES)) Swift files"

lint: ## Fail on any swift format finding
	@$(SWIFT) format lint --strict --parallel $(SWIFT_FILES)
	@echo "lint: $(words $(SWIFT_FILES)) Swift files clean"

lint-shell: ## Run ShellCheck on every shell script, failing on any finding (installs shellcheck on Debian as root)
	@scripts/lint-shell

lint-workflow: ## Check the GitHub workflows against their schema with check-jsonschema (installed from PyPI on first use)
	@scripts/lint-workflow

check-json: build ## Hold the app's --json answers on every store, and the lines the end-to-end tests kept (scripts/check-json FOLDER), to docs/output.schema.json with check-jsonschema
	@SWIFT="$(SWIFT)" scripts/check-json

check-links: ## Fail on a relative Markdown link to a missing file or heading, or a README.md over 300 lines
	@scripts/check-links

check-changelog: ## Fail when CHANGELOG.md's sections are not Unreleased then versions, newest first, a heading is merged into prose, or strata.json's version is not the newest; and prove each break fails
	@scripts/check-changelog --cases

coverage: libraries ## Build with coverage and warnings as errors, run every test once; print line coverage per layer, failing below its floor
	@SWIFT=$(SWIFT) FLAGS="$(FLAGS)" TESTING="$(TESTING)" scripts/coverage

check: ## Everything CI runs, each step timed, stopping at the first that fails: lint (Swift and shell), the gate's self-test, the cell tables, the layer rule, the scanner against the compiler, SARIF against its schema, the tools' tests, every test once with coverage, the generators
	@SWIFT=$(SWIFT) scripts/check

cell-widths: ## Rewrite the terminal-cell table and its test references from wcwidth (installed from PyPI on first use)
	@scripts/cell-widths

check-cell-widths: ## Fail when the committed cell table or its test references differ from what wcwidth gives
	@scripts/cell-widths --check

# The concurrency checker proves Sources race-free only if nothing there opts out of it.
check-concurrency: ## Fail if Sources blocks on a semaphore or opts out of the concurrency checker
	@! grep -rnE 'DispatchSemaphore|@unchecked Sendable|nonisolated\(unsafe\)' Sources --include='*.swift' \
		|| { echo "check-concurrency: Sources must not block on a semaphore or opt out of the checker" >&2; exit 1; }
	@echo "check-concurrency: Sources use only checked concurrency"

clean: ## Remove build products
	$(SWIFT) package clean
	rm -rf .build $(TOOLS)/.build $(SCAFFOLD_PACKAGE)/.build

scaffold-tool: $(call tool_stamp,$(SCAFFOLD_PACKAGE),$(SCAFFOLD_CONFIG),scaffold)

$(call tool_stamp,$(SCAFFOLD_PACKAGE),$(SCAFFOLD_CONFIG),scaffold): $(call tool_prerequisites,$(SCAFFOLD_PACKAGE),$(SCAFFOLD))
	$(call build_tool,$(SCAFFOLD_PACKAGE),$(SCAFFOLD_CONFIG),scaffold)

feature: scaffold-tool ## Add a feature to every layer, its tests and a command (make feature NAME=Orders [FIELDS="customer:text total:decimal(2)"] [MODULES=1])
	@"$(SCAFFOLD)" feature "$$STRATA_NAME" . $${STRATA_MODULES:+--modules} $${STRATA_FIELDS:+--fields "$$STRATA_FIELDS"}
	@# Templates are lint-clean at usual lengths; a long NAME may need lines rewrapped. A referred
	@# feature's adapter imports its module among the cores', which only formatting sorts. NAME
	@# has passed the generator's grammar by here, so no find pattern reads anything in it.
	@$(SWIFT) format format --in-place Package.swift Sources/App/Features.swift $$(find Sources Tests -path "*/$$STRATA_NAME/*.swift" -o -path "Tests/$${STRATA_NAME}Tests/*.swift" -o -path 'Sources/App/*/*Entries.swift')
	@if [ -n "$$STRATA_MODULES" ]; then $(MAKE) --no-print-directory graph-update; fi

split-feature: scaffold-tool ## Give a folder feature modules of its own and its tests one target (make split-feature NAME=Orders)
	@"$(SCAFFOLD)" split-feature "$$STRATA_NAME" .
	@$(SWIFT) format format --in-place Package.swift $$(find Sources Tests -path "*/$$STRATA_NAME/*.swift" -o -path "Tests/$${STRATA_NAME}Tests/*.swift")
	@$(MAKE) --no-print-directory graph-update

# REPLAYING=1 is make upgrade's replay, in a tree of its own.
field: scaffold-tool ## Add a field to a feature make feature made, in every layer with a schema step per engine, keeping your edits (make field FEATURE=Orders FIELD="due:date?" or FIELD="priority:int=0")
	@SWIFT="$(SWIFT)" SCAFFOLD="$(abspath $(SCAFFOLD))" REPLAYING="$(REPLAYING)" scripts/field "$$STRATA_FEATURE" "$$STRATA_FIELD"

# Formatted as make feature formats: the action's files, its feature's line and, for modules, Package.swift.
example-shop: scaffold-tool ## Write the seed's ordering system into a new fork at DIR: three features, make action and a hand-written rule (make example-shop DIR=../shop)
	@SCAFFOLD_PACKAGE="$(abspath $(SCAFFOLD_PACKAGE))" scripts/example-shop "$$STRATA_DIR"

action: scaffold-tool ## Add an action that adds an entry and changes other features in one unit of work; you write its rule at strata:rule (make action FEATURE=Orders NAME=place USES="Products")
	@"$(SCAFFOLD)" action "$$STRATA_ACTION_FEATURE" "$$STRATA_NAME" . --uses "$$STRATA_USES"
	@$(SWIFT) format format --in-place Package.swift Sources/App/Features.swift $$(find Sources Tests -path "*/$$STRATA_ACTION_FEATURE/*.swift")
	@if grep -q "FeatureModules(\"$$STRATA_ACTION_FEATURE\", layers:" Package.swift; then $(MAKE) --no-print-directory graph-update; fi

rename: scaffold-tool ## Rename the package to NAME and the executable to its lower case (make rename NAME=Acme)
	@"$(SCAFFOLD)" rename "$$STRATA_NAME" .

minimal: scaffold-tool ## Remove the Inbox sample, leaving one placeholder type and test per layer
	@"$(SCAFFOLD)" minimal .

# TEMPLATE may be a path or a git URL; REF a version of it (2.1.0 or v2.1.0, no tag needed), a branch or a commit.
upgrade: scaffold-tool ## Merge the template's changes since strata.json's commit into this fork (make upgrade TEMPLATE=../strata [REF=2.1.0])
	@SWIFT="$(SWIFT)" SCAFFOLD="$(abspath $(SCAFFOLD))" SCAFFOLD_PACKAGE="$(abspath $(SCAFFOLD_PACKAGE))" \
		TEMPLATE="$$STRATA_TEMPLATE" REF="$$STRATA_REF" scripts/upgrade

record: scaffold-tool ## Start strata.json in a fork made before generators recorded their work (make record COMMIT=<template commit>)
	@"$(SCAFFOLD)" record start "$$STRATA_COMMIT" .

check-template: ## On a fresh copy run rename, minimal, feature, upgrade and a split of that feature; then make lint (on the Swift files the generators wrote or changed), make lint-shell and make test there, and make test again after a change to that feature and to README
	@scripts/check-template

check-make-cases: scaffold-tool ## Hold make's own recipes: NAME, FIELDS, FIELD, FEATURE and USES with a backtick, $(…), ; or " reach make feature, make field and make action as written, run nothing and are refused in one line; a build's own output never reruns the tools' tests
	@d=$$(mktemp -d) && SCAFFOLD_PACKAGE="$(abspath $(SCAFFOLD_PACKAGE))" scripts/check-make-cases "$$d/cases"; \
	status=$$?; rm -rf "$$d"; exit $$status

check-upgrade-cases: scaffold-tool ## Hold make upgrade to the cases template updaters get wrong: renames, deletions, both-added, binaries, a second run, signals
	@d=$$(mktemp -d) && SCAFFOLD="$(abspath $(SCAFFOLD))" scripts/check-upgrade-cases "$$d/cases"; \
	status=$$?; rm -rf "$$d"; exit $$status

# Not part of make check: for each fork it builds that release's generators, the release's and
# the fork from clean, minutes on 2 cores.
check-release-upgrade: ## Prove that a fork made at 4.0.0 (rename, minimal, two features, a rule and a Makefile edit) upgrades to the release on top of CHANGELOG.md, as it says, and passes make test (make check-release-upgrade [FROM="2.0.0 3.0.0" RELEASE=4.1.0])
	@for from in $(FROM); do \
		d=$$(mktemp -d) && TEMPLATE="$$STRATA_TEMPLATE" scripts/check-release-upgrade --from "$$from" "$$d/release" $(RELEASE); \
		status=$$?; if [ $$status -ne 0 ]; then echo "check-release-upgrade: its logs and trees are in $$d" >&2; exit $$status; fi; \
		rm -rf "$$d"; \
	done

check-rename: ## Prove that a fresh copy, keeping the sample, passes make test from clean after make rename NAME=Acme, the tools' own tests included (about 9 minutes, so not in make check)
	@d=$$(mktemp -d) && scripts/check-rename "$$d/rename"; \
	status=$$?; if [ $$status -eq 0 ]; then rm -rf "$$d"; else echo "check-rename: its logs and copy are in $$d" >&2; fi; exit $$status

check-gate: ## Prove that check-template fails, naming the step, when a generator in check-upgrade, make test or make lint in the copy fails
	@scripts/check-gate

bench-check: ## Time make check on a fresh copy, step by step; fails when it takes over 190 s
	@SWIFT=$(SWIFT) scripts/bench-check

# Not part of make bench: it builds two packages of 50 features from clean, which takes minutes.
bench-scale: ## Time 50 features as folders against 50 with modules of their own: builds, layer check, tests; fails on a missed goal
	@SWIFT=$(SWIFT) FLAGS="$(FLAGS)" scripts/bench-scale
