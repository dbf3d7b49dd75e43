# Tihbat - build, test, benchmark and install.
#
#   make            the program (build/tihbat) and the engine library
#   make play       build, then start a game of Tihbat
#   make test       every test: unit, sanitizers, clang, command line, terminal
#   make update-screens  rewrite the golden screens of the terminal tests
#   make bench      the benchmarks (figures in docs/performance.md)
#   make install    PREFIX=/usr/local DESTDIR= honoured
#   make deps       install the Debian packages the build and tests need
#
# The directory layout is the architecture: src/engine is the rules library
# (no I/O), src/solver the solver and computer players, src/app what the
# programs share that is not curses (languages, saves, the thinking thread,
# text measuring, large print), src/tui the curses front end, src/cli the
# command line.  Each includes only the ones before it.

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
# wcwidth is X/Open.
XOPEN := -D_XOPEN_SOURCE=700

# Packages: what the program needs, and what the tests need besides.
FONTS := fontconfig fonts-dejavu-core fonts-lohit-beng-bengali
DEPS_BUILD := gcc make pkg-config libncurses-dev gettext libharfbuzz-dev libfreetype-dev \
	libfontconfig-dev $(FONTS)
# xmllint and rsvg-convert check the diagrams and worksheets.
DEPS_TEST  := libcriterion-dev tmux clang valgrind libclang-rt-dev cppcheck clang-tidy gcovr strace \
	libxml2-utils librsvg2-bin

have_pc = $(shell pkg-config --exists $(1) 2>/dev/null && echo yes)
have_fonts = $(shell fc-list -q 'DejaVu Sans' && fc-list -q 'Lohit Bengali' && echo yes)
# need HAVE,WHAT,PACKAGES: unless HAVE is yes, the packages are installed
# (by apt-get, as root or through sudo) or named in one line; never a wall
# of compiler errors.
define need
$(if $(1),,$(if $(shell command -v apt-get),\
  $(info tihbat: $(2) is missing; installing $(3) with apt-get)\
  $(if $(shell $(SUDO) apt-get update -q >&2 && $(SUDO) apt-get install -y -q $(3) >&2 && echo ok),,\
    $(error tihbat: could not install $(3); run: sudo apt-get install $(3))),\
  $(error tihbat: $(2) is missing; install $(3) (Debian package names))))
endef
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

ifeq ($(filter clean deps help,$(MAKECMDGOALS)),)
# The front end: curses, and for large print fontconfig, HarfBuzz, FreeType.
LARGE_PC := harfbuzz freetype2 fontconfig
TUI_PC   := ncursesw $(LARGE_PC)
TUI_LACK := one of ncursesw, HarfBuzz, FreeType and fontconfig
$(eval $(call need,$(call have_pc,$(TUI_PC)),$(TUI_LACK),$(DEPS_BUILD)))
# Their headers are others' code: -isystem keeps our warnings off them.
TUI_CFLAGS := $(patsubst -I%,-isystem %,$(shell pkg-config --cflags $(TUI_PC)))
APP_CFLAGS := $(patsubst -I%,-isystem %,$(shell pkg-config --cflags $(LARGE_PC)))
TUI_LIBS   := $(shell pkg-config --libs $(TUI_PC))
endif

ENGINE_SRC := $(wildcard src/engine/*.c)
SOLVER_SRC := $(wildcard src/solver/*.c)
APP_SRC    := $(wildcard src/app/*.c)
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
$(BUILD)/obj/src/app/%.o: src/app/%.c
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(XOPEN) $(APP_CFLAGS) -pthread $(WARN) $(CFLAGS) -MMD -c -o $@ $<
$(BUILD)/obj/src/tui/%.o: src/tui/%.c
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(TUI_CFLAGS) -pthread $(WARN) $(CFLAGS) -MMD -c -o $@ $<
$(BUILD)/obj/%.o: %.c
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(POSIX) $(WARN) $(CFLAGS) -MMD -c -o $@ $<

$(LIB): $(call obj,$(ENGINE_SRC))
	$(call say,AR,$@)$(AR) rcs $@ $^
$(PROGRAM): $(call obj,$(CLI_SRC) $(TUI_SRC) $(APP_SRC) $(SOLVER_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(TUI_LIBS) -pthread -lm

play: all
	./$(PROGRAM)

# ---- Languages: gettext catalogues (docs/translating.md) ----
# The words a person reads are marked _(), N_() or ngettext() in the front
# end and the command line; src/po holds one catalogue a language.  Each is
# checked and compiled into $(BUILD)/locale, where the program finds them
# when it runs from the build tree.  The template is generated, never kept.
#
#   make po-update   extract the strings, merge them into every catalogue
#   make check-po    every catalogue translates every string, none fuzzy
.PHONY: po-update check-po
PO_SRC  := $(sort $(ENGINE_SRC) $(APP_SRC) $(TUI_SRC) $(CLI_SRC))
PO      := $(wildcard src/po/*.po)
POT     := $(BUILD)/tihbat.pot
MO      := $(PO:src/po/%.po=$(BUILD)/locale/%/LC_MESSAGES/tihbat.mo)
all check-cli check-tui: $(MO)

$(POT): $(PO_SRC)
	@mkdir -p $(@D)
	$(call say,XGETTEXT,$@)xgettext --language=C --from-code=UTF-8 --keyword=_ \
	    --keyword=N_ --keyword=TB_TEXT --flag=TB_TEXT:1:c-format --add-comments=TRANSLATORS: \
	    --add-location=file --package-name=tihbat -o $@ $^
$(BUILD)/locale/%/LC_MESSAGES/tihbat.mo: src/po/%.po
	@mkdir -p $(@D)
	$(call say,MSGFMT,$<)msgfmt --check -o $@ $<

po-update: $(POT)
	$(Q)for po in $(PO); do msgmerge --quiet --update --backup=none --previous $$po $(POT) || exit 1; done
# Merged with today's sources first: a string added since the last
# po-update counts as untranslated.
check-po: $(POT)
	$(Q)for po in $(PO); do \
	    msgmerge --quiet -o $(BUILD)/check.po $$po $(POT) || exit 1; \
	    stats=$$(msgfmt --check --statistics -o /dev/null $(BUILD)/check.po 2>&1) || exit 1; \
	    echo "$$po: $$stats"; \
	    case $$stats in *untranslated*|*fuzzy*) echo "$$po is not complete: make po-update, then translate"; exit 1;; esac; \
	done

# ---- Tests ----
CRITERION_LIBS = $(shell pkg-config --libs criterion)
# Besides the engine and the solver, the unit tests check large print, in
# the fonts the projector draws with, the lessons, the saves and the languages.
UNIT_APP := src/app/bigtext.c src/app/course.c src/app/save.c src/app/i18n.c src/app/text.c
$(UNIT): $(call obj,$(UNIT_SRC) $(SOLVER_SRC) $(UNIT_APP)) $(LIB)
	$(eval $(call need,$(call have_pc,criterion),criterion,$(DEPS_TEST)))
	$(eval $(call need,$(have_fonts),a font for large print,$(FONTS)))
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CRITERION_LIBS) \
	    $(shell pkg-config --libs $(LARGE_PC)) -lm
$(BUILD)/obj/tests/unit/%.o: tests/unit/%.c
	$(eval $(call need,$(call have_pc,criterion),criterion,$(DEPS_TEST)))
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(CPPFLAGS) $(POSIX) $(shell pkg-config --cflags criterion) $(WARN) $(CFLAGS) -MMD -c -o $@ $<

unit: $(UNIT) $(MO)
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
# The golden screens that check-tui compares (tests/tui/screens), written
# anew from the program as it is: review the diff like code.
.PHONY: update-screens
update-screens: $(PROGRAM) $(MO)
	UPDATE_SCREENS=1 TIHBAT=$(abspath $(PROGRAM)) sh tests/tui/test_screens.sh

# ---- Reliability: fuzzing, static analysis, coverage, valgrind ----
# What each found is in docs/reliability.md.
#
#   make fuzz FUZZ_SECONDS=N  each libFuzzer target for N seconds, one by one
#   make fuzz-replay          every corpus through its target, gcc ASan+UBSan
#   make analyze              cppcheck, gcc -fanalyzer, clang-tidy: no findings
#   make coverage             unit, CLI and terminal tests; the engine must
#                             reach 95% of lines and 90% of branches
#   make valgrind             the unit tests and batch games: no errors, no
#                             definite leaks (tests/tui/test_valgrind.sh plays
#                             the game itself under valgrind, in check-tui)
.PHONY: fuzz fuzz-build fuzz-replay analyze coverage valgrind
FUZZ_SRC     := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_TARGETS := $(notdir $(basename $(FUZZ_SRC)))
FUZZ_SECONDS ?= 60
FUZZ_CLANG   := -O1 -g -fno-omit-frame-pointer -fno-sanitize-recover=all \
	-fsanitize=fuzzer-no-link,address,undefined
# A target's main is libFuzzer's (make fuzz) or the replay driver's.
FUZZ_MAIN ?= $(BUILD)/obj/tests/fuzz/replay.o
$(BUILD)/fuzz_%: $(BUILD)/obj/tests/fuzz/fuzz_%.o $(FUZZ_MAIN) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o,$^) $(LIB) $(FUZZ_LIBS)
# What each target takes of the program besides the engine; the languages'
# targets find the catalogues beside them, as the program does.
FUZZ_LANG := $(call obj,src/app/i18n.c src/app/text.c)
$(BUILD)/fuzz_batch: $(call obj,src/cli/batch.c src/cli/json.c src/cli/output.c) $(FUZZ_LANG) $(MO)
$(BUILD)/fuzz_options: $(call obj,src/cli/options.c src/cli/output.c $(SOLVER_SRC)) $(FUZZ_LANG)
$(BUILD)/fuzz_lang: $(FUZZ_LANG) $(MO)
$(BUILD)/fuzz_text: $(call obj,src/app/text.c)
$(BUILD)/fuzz_solver: $(call obj,$(SOLVER_SRC))
$(BUILD)/fuzz_bigtext: $(call obj,src/app/bigtext.c)
$(BUILD)/fuzz_bigtext: FUZZ_LIBS = $(shell pkg-config --libs $(LARGE_PC)) -lm
.SECONDARY: $(call obj,$(FUZZ_SRC) tests/fuzz/replay.c)

fuzz-build:
	$(MAKE) --no-print-directory BUILD=build/fuzz CC=clang CFLAGS="$(FUZZ_CLANG)" \
	    LDFLAGS="-fsanitize=fuzzer,address,undefined" FUZZ_MAIN= \
	    $(FUZZ_TARGETS:%=build/fuzz/%)
fuzz: fuzz-build
	tests/fuzz/run.sh build/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
fuzz-replay:
	$(MAKE) --no-print-directory BUILD=build/san CFLAGS="$(SAN)" LDFLAGS="$(SAN)" \
	    $(FUZZ_TARGETS:%=build/san/%)
	$(Q)failed=0; for t in $(FUZZ_TARGETS); do \
	    build/san/$$t tests/fuzz/corpus/$$t || failed=1; done; exit $$failed

# Every source file, with the flags the build gives it.
ANALYZE_SRC := $(ENGINE_SRC) $(SOLVER_SRC) $(APP_SRC) $(TUI_SRC) $(CLI_SRC) $(UNIT_SRC) $(BENCH_SRC) \
	$(FUZZ_SRC) tests/fuzz/replay.c
flags_of = $(CPPFLAGS) $(WARN) $(if $(filter src/engine/%,$(1)),$(ENGINE_WARN),\
	$(if $(filter src/tui/%,$(1)),$(TUI_CFLAGS),\
	$(if $(filter src/app/%,$(1)),$(XOPEN) $(APP_CFLAGS),$(POSIX)))) \
	$(if $(filter tests/unit/%,$(1)),$(shell pkg-config --cflags criterion))
# clang-tidy's path analysis takes ten seconds a file through Criterion's
# macros: the unit tests get gcc's alone, and run under ASan and valgrind.
define analyze_file
	$(call say,ANALYZE,$(1))$(CC) $(call flags_of,$(1)) -fanalyzer -c -o /dev/null $(1)
	$(Q)out=$$(clang-tidy --quiet $(if $(filter tests/unit/%,$(1)),--checks=-clang-analyzer-*) \
	    $(1) -- $(call flags_of,$(1)) 2>&1) || { printf '%s\n' "$$out"; exit 1; }

endef
analyze:
	cppcheck --quiet --error-exitcode=1 --inline-suppr --std=c11 \
	    --enable=warning,style,performance,portability -Iinclude -Isrc src tests
	@# A .clang-tidy that does not parse would be ignored, not refused.
	$(Q)for config in $$(find src tests -name .clang-tidy) .clang-tidy; do \
	    clang-tidy --config-file=$$config --list-checks >/dev/null || exit 1; done
	$(foreach f,$(ANALYZE_SRC),$(call analyze_file,$(f)))

COVERAGE := -O0 -g --coverage
GCOVR    := gcovr --root . build/coverage --exclude-unreachable-branches
coverage:
	@find build/coverage -name '*.gcda' -delete 2>/dev/null || true
	$(MAKE) --no-print-directory BUILD=build/coverage CFLAGS="$(COVERAGE)" \
	    LDFLAGS="$(COVERAGE)" unit check-cli check-tui
	$(GCOVR) --filter src/
	$(GCOVR) --filter src/engine/ --fail-under-line 95 --fail-under-branch 90 --print-summary

VALGRIND := valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite
# Criterion runs each test in a new process of the same program.  The
# saves' tests fork helpers that hold a lock or write a pipe and end with
# _exit, holding Criterion's state: valgrind would list that as "possibly
# lost" in each, so forks without exec are not followed (the sanitizers'
# run of the unit tests checks them).
valgrind: $(PROGRAM) $(UNIT) $(MO)
	$(VALGRIND) --trace-children=yes --child-silent-after-fork=yes ./$(UNIT) --jobs 2
	$(Q)for game in tests/fuzz/corpus/fuzz_batch/game-*; do \
	    set -- $$(head -n 1 $$game); \
	    tail -n +2 $$game | $(VALGRIND) ./$(PROGRAM) --batch --rules $$1 \
	        $${2:+--position $$2} >/dev/null || exit 1; \
	done

# The whole suite, as CI runs it.
test: all check-po unit check-cli check-tui check-san check-clang \
	fuzz-build fuzz-replay analyze coverage valgrind
	@echo "tihbat: all tests passed"

# ---- Benchmarks (never tests: no figure here can fail a build) ----
$(BENCH): $(call obj,$(BENCH_SRC) $(SOLVER_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ -lm
bench: $(BENCH) $(PROGRAM)
	./$(BENCH) --program ./$(PROGRAM) --json bench.json

# ---- Install ----
install: $(PROGRAM) $(MO)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man6
	install -m 755 $(PROGRAM) $(DESTDIR)$(BINDIR)/tihbat
	install -m 644 docs/tihbat.6 $(DESTDIR)$(MANDIR)/man6/tihbat.6
	$(Q)for mo in $(MO:$(BUILD)/locale/%=%); do \
	    install -D -m 644 $(BUILD)/locale/$$mo $(DESTDIR)$(DATADIR)/locale/$$mo || exit 1; \
	done
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/tihbat $(DESTDIR)$(MANDIR)/man6/tihbat.6 \
	    $(MO:$(BUILD)/locale/%=$(DESTDIR)$(DATADIR)/locale/%)

deps:
	$(SUDO) apt-get update -q
	$(SUDO) apt-get install -y -q $(DEPS_BUILD) $(DEPS_TEST)

clean:
	rm -rf build bench.json

help:
	@sed -n '3,9p' Makefile | sed 's/^# *//'

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
