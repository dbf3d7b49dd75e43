# Tihbat - build, test, benchmark and install.
#
#   make            the program (build/tihbat) and the engine library
#   make play       build, then start a game of Tihbat
#   make test       every test: unit, sanitizers, clang, command line, terminal
#   make bench      the benchmarks (figures in docs/performance.md)
#   make install    PREFIX=/usr/local DESTDIR= honoured
#   make deps       install the Debian packages the build and tests need
#
# The directory layout is the architecture: src/engine is the rules library
# (no I/O), src/solver the solver and computer players, src/tui the curses
# front end, src/cli the command line.  Nothing in src/engine includes any of
# the others.

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share
CFLAGS  ?= -O2 -g
BUILD   ?= build

WARN := -std=c11 -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wpointer-arith -Wwrite-strings -Wvla -Wformat=2 \
	-Wundef -Wcast-qual -Wnull-dereference
# The engine is small and exact: no implicit narrowing there.
ENGINE_WARN := -Wconversion -Wsign-conversion
POSIX := -D_POSIX_C_SOURCE=200809L

# Packages: what the program needs, and what the tests need besides.
DEPS_BUILD := gcc make pkg-config libncurses-dev gettext
DEPS_TEST  := libcriterion-dev tmux clang valgrind

have_pc = $(shell pkg-config --exists $(1) 2>/dev/null && echo yes)
# Missing packages are installed (by apt-get, as root or through sudo) or
# named in one line; never a wall of compiler errors.
define need
$(if $(call have_pc,$(1)),,$(if $(shell command -v apt-get),\
  $(info tihbat: $(1) is missing; installing $(2) with apt-get)\
  $(if $(shell $(SUDO) apt-get update -q >&2 && $(SUDO) apt-get install -y -q $(2) >&2 && echo ok),,\
    $(error tihbat: could not install $(2); run: sudo apt-get install $(2))),\
  $(error tihbat: $(1) is missing; install $(2) (Debian package names))))
endef
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

ifeq ($(filter clean deps help,$(MAKECMDGOALS)),)
$(eval $(call need,ncursesw,$(DEPS_BUILD)))
NCURSES_CFLAGS := $(shell pkg-config --cflags ncursesw)
NCURSES_LIBS   := $(shell pkg-config --libs ncursesw)
endif

ENGINE_SRC := $(wildcard src/engine/*.c)
SOLVER_SRC := $(wildcard src/solver/*.c)
TUI_SRC    := $(wildcard src/tui/*.c)
CLI_SRC    := $(wildcard src/cli/*.c)
UNIT_SRC   := $(wildcard tests/unit/*.c)
BENCH_SRC  := $(wildcard tests/bench/*.c)

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))
LIB     := $(BUILD)/libtihbat.a
PROGRAM := $(BUILD)/tihbat
UNIT    := $(BUILD)/unit-tests
BENCH   := $(BUILD)/bench

# `make V=1` shows the commands; by default one line a file.
Q = $(if $(V),,@)
say = $(if $(V),,@printf '  %-6s %s\n' $(1) $(2);)

CPPFLAGS += -Iinclude -Isrc -DLOCALEDIR='"$(DATADIR)/locale"'

.PHONY: all play test unit check-san check-clang check-cli check-tui bench \
	install uninstall clean deps help
all: $(PROGRAM) $(LIB)

$(BUILD)/obj/src/engine/%.o: src/engine/%.c include/tihbat.h
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(WARN) $(ENGINE_WARN) $(CFLAGS) -MMD -c -o $@ $<
$(BUILD)/obj/src/tui/%.o: src/tui/%.c
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(NCURSES_CFLAGS) $(WARN) $(CFLAGS) -MMD -c -o $@ $<
$(BUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(POSIX) $(WARN) $(CFLAGS) -MMD -c -o $@ $<

$(LIB): $(call obj,$(ENGINE_SRC))
	$(call say,AR,$@)$(AR) rcs $@ $^
$(PROGRAM): $(call obj,$(CLI_SRC) $(TUI_SRC) $(SOLVER_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(NCURSES_LIBS) -lm

play: $(PROGRAM)
	./$(PROGRAM)

# ---- Tests ----
CRITERION_LIBS = $(shell pkg-config --libs criterion)
$(UNIT): $(call obj,$(UNIT_SRC) $(SOLVER_SRC)) $(LIB)
	$(eval $(call need,criterion,$(DEPS_TEST)))
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CRITERION_LIBS) -lm
$(BUILD)/obj/tests/unit/%.o: tests/unit/%.c
	$(eval $(call need,criterion,$(DEPS_TEST)))
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(POSIX) $(shell pkg-config --cflags criterion) $(WARN) $(CFLAGS) -MMD -c -o $@ $<

unit: $(UNIT)
	./$(UNIT) --jobs 2

SAN := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
check-san:
	$(MAKE) --no-print-directory BUILD=build/san CFLAGS="$(SAN)" LDFLAGS="$(SAN)" unit check-cli
check-clang:
	$(MAKE) --no-print-directory BUILD=build/clang CC=clang all build/clang/unit-tests
check-cli: $(PROGRAM)
	tests/cli/run.sh $(PROGRAM)
check-tui: $(PROGRAM)
	@command -v tmux >/dev/null || $(SUDO) apt-get install -y -q tmux
	tests/tui/run.sh $(PROGRAM)

# The whole suite, as CI runs it.
test: all unit check-cli check-tui check-san check-clang
	@echo "tihbat: all tests passed"

# ---- Benchmarks (never tests: no figure here can fail a build) ----
$(BENCH): $(call obj,$(BENCH_SRC) $(SOLVER_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ -lm
bench: $(BENCH) $(PROGRAM)
	./$(BENCH) --program ./$(PROGRAM) --json bench.json

# ---- Install ----
install: $(PROGRAM)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man6
	install -m 755 $(PROGRAM) $(DESTDIR)$(BINDIR)/tihbat
	install -m 644 docs/tihbat.6 $(DESTDIR)$(MANDIR)/man6/tihbat.6
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/tihbat $(DESTDIR)$(MANDIR)/man6/tihbat.6

deps:
	$(SUDO) apt-get update -q
	$(SUDO) apt-get install -y -q $(DEPS_BUILD) $(DEPS_TEST)

clean:
	rm -rf build bench.json

help:
	@sed -n '3,9p' Makefile | sed 's/^# *//'

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
