# Tihbat - build, test, benchmark and install.  `make help` lists the
# targets; `make deps` installs the Debian packages they need, and is the
# only target that installs any.
#
# The directory layout is the architecture: src/engine is the rules library
# (no I/O), src/solver the solver and computer players, src/app what the
# programs share that is not curses (languages, saves, the thinking thread,
# text measuring, large print), src/play the play core (the game being
# played, its story, the autosave policy: no curses), src/tui the curses
# front end, src/cli the command line.  Each includes only the ones before
# it.

PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR    ?= $(PREFIX)/share
MANDIR     ?= $(DATADIR)/man
LOCALEDIR  ?= $(DATADIR)/locale
CFLAGS     ?= -O2 -g
BUILD      ?= build
OBJCOPY    ?= objcopy
# Warnings are errors where we choose the compiler: in make test (and so in
# CI), not in a plain make on someone else's.  Exported, so that every make
# inside agrees.
ifneq ($(filter test,$(MAKECMDGOALS)),)
ifneq ($(origin WERROR),command line)
WERROR := -Werror
endif
endif
WERROR ?=
export WERROR

WARN := -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	-Wpointer-arith -Wwrite-strings -Wvla -Wformat=2 -Wundef -Wcast-qual -Wnull-dereference
# The engine is small and exact: no implicit narrowing there.
ENGINE_WARN := -Wconversion -Wsign-conversion

# The library's version is the header's; its soname, the major number.
VERSION := $(shell sed -n 's/^\#define TB_VERSION "\(.*\)"$$/\1/p' include/tihbat.h)
SONAME  := libtihbat.so.$(firstword $(subst ., ,$(VERSION)))

# ---- What the build and the tests need ----
# Each need is KIND:NAME:PACKAGE, the Debian package that has it: a command
# on PATH (cmd), a library pkg-config knows (pc), a font fontconfig finds
# (font, _ for a space), a runtime of clang's (clang-rt), a package that is
# none of these (pkg).  make checks the
# needs of the goals asked for when it reads this file, and stops with one
# line naming the missing packages and the command that installs them;
# only `make deps` installs: those of the goals named with it (make deps
# play), or all of them.
NEED_BUILD := cmd:make:make cmd:$(CC):$(if $(filter clang%,$(CC)),clang,gcc) \
	cmd:pkg-config:pkg-config cmd:msgfmt:gettext cmd:objcopy:binutils \
	pc:ncursesw:libncurses-dev pc:harfbuzz:libharfbuzz-dev pc:freetype2:libfreetype-dev \
	pc:fontconfig:libfontconfig-dev
NEED_FONTS    := cmd:fc-list:fontconfig font:DejaVu_Sans:fonts-dejavu-core \
	font:Lohit_Bengali:fonts-lohit-beng-bengali
NEED_UNIT     := pc:criterion:libcriterion-dev $(NEED_FONTS)
NEED_TUI      := cmd:tmux:tmux cmd:strace:strace $(NEED_FONTS)
# xmllint and rsvg-convert check the diagrams and worksheets; python3's
# JSON parser the JSON; strace holds a write in the middle to kill it;
# Chromium prints the worksheets to PDF, poppler's pdfinfo counts their pages.
NEED_CLI      := cmd:xmllint:libxml2-utils cmd:rsvg-convert:librsvg2-bin cmd:python3:python3 \
	cmd:strace:strace cmd:chromium:chromium cmd:pdfinfo:poppler-utils
NEED_CLANG    := cmd:clang:clang
NEED_FUZZ     := cmd:clang:clang clang-rt:fuzzer:libclang-rt-dev
NEED_ANALYZE  := cmd:cppcheck:cppcheck cmd:clang-tidy:clang-tidy
NEED_FORMAT   := cmd:clang-format:clang-format
# clang's source-based coverage: its runtime, and llvm's tools that read
# what it counted.
NEED_COVERAGE := clang-rt:profile:libclang-rt-dev cmd:llvm-profdata:llvm cmd:llvm-cov:llvm
# readelf and objcopy make the C library's copy that valgrind runs
# (valgrind, below).
NEED_VALGRIND := cmd:valgrind:valgrind cmd:readelf:binutils cmd:objcopy:binutils
NEED_BINARY   := cmd:nm:binutils cmd:readelf:binutils
# What an installation holds besides the program (the icon's pictures, the
# AppStream file's languages: appstream has gettext's rules for it), the
# Debian packages, and what tests them installed.
NEED_DATA     := cmd:rsvg-convert:librsvg2-bin cmd:appstreamcli:appstream
NEED_DEB      := $(NEED_DATA) cmd:dpkg-buildpackage:dpkg-dev cmd:dh:debhelper \
	pkg:build-essential:build-essential
NEED_PACKAGES := $(NEED_DEB) cmd:lintian:lintian cmd:desktop-file-validate:desktop-file-utils \
	cmd:tmux:tmux
NEED_ALL      := $(NEED_BUILD) $(NEED_UNIT) $(NEED_CLI) $(NEED_TUI) $(NEED_CLANG) $(NEED_FUZZ) \
	$(NEED_ANALYZE) $(NEED_FORMAT) $(NEED_COVERAGE) $(NEED_VALGRIND) $(NEED_BINARY) \
	$(NEED_PACKAGES)
# The packages that have the needs $(1).
packages_of = $(sort $(foreach need,$(1),$(lastword $(subst :, ,$(need)))))
# The one list of packages: make deps installs it, or the part of it the
# goals named need; .ci/run calls make deps test.
PACKAGES := $(call packages_of,$(NEED_ALL))

# What each goal needs; any other goal (a file) needs what the build does.
needs.all         := $(NEED_BUILD)
needs.play        := $(NEED_BUILD) $(NEED_FONTS)
needs.check       := $(NEED_BUILD) $(NEED_UNIT) $(NEED_CLI)
needs.unit        := $(NEED_BUILD) $(NEED_UNIT)
needs.check-san   := $(NEED_BUILD) $(NEED_UNIT) $(NEED_CLI)
needs.check-cli   := $(NEED_BUILD) $(NEED_CLI)
needs.check-fault := $(NEED_BUILD)
needs.update-screens := $(NEED_BUILD) $(NEED_FONTS)
needs.check-screens := $(NEED_BUILD) $(NEED_FONTS)
needs.check-clang := $(NEED_BUILD) $(NEED_UNIT) $(NEED_CLANG) $(NEED_COVERAGE)
needs.check-tui   := $(NEED_BUILD) $(NEED_TUI)
needs.check-build := $(NEED_BUILD) $(NEED_BINARY) $(NEED_PACKAGES)
needs.fuzz        := $(NEED_BUILD) $(NEED_FUZZ)
needs.fuzz-build  := $(NEED_BUILD) $(NEED_FUZZ)
needs.analyze     := $(NEED_BUILD) $(NEED_UNIT) $(NEED_ANALYZE)
needs.check-format := $(NEED_FORMAT)
needs.coverage    := $(needs.check-clang)
needs.valgrind    := $(NEED_BUILD) $(NEED_UNIT) $(NEED_VALGRIND)
# bench counts instructions a game with callgrind.
needs.bench       := $(NEED_BUILD) $(NEED_VALGRIND)
needs.test        := $(NEED_ALL)
needs.po-update   := cmd:xgettext:gettext cmd:msgmerge:gettext cmd:appstreamcli:appstream
needs.check-po    := cmd:xgettext:gettext cmd:msgmerge:gettext cmd:msgfmt:gettext \
	cmd:appstreamcli:appstream
needs.help        :=
needs.clean       :=
needs.uninstall   :=
needs.install     := $(NEED_BUILD) $(NEED_DATA)
needs.data        := $(NEED_BUILD) $(NEED_DATA)
needs.deb         := $(NEED_BUILD) $(NEED_DEB)
# The needs of goal $(1): its own, or the build's for any other (a file).
needs_of = $(if $(filter undefined,$(origin needs.$(1))),$(NEED_BUILD),$(needs.$(1)))

# The packages of the needs $(1) that are missing here.  Where the tool
# that would look (pkg-config, fc-list) is missing itself, dpkg says
# whether the package is installed.
define missing_packages
$(if $(1),$(sort $(shell for need in $(1); do \
    kind=$${need%%:*} rest=$${need#*:}; name=$${rest%:*} package=$${rest##*:}; \
    installed() { dpkg-query -W -f='$${Status}' "$$package" 2>/dev/null | grep -q ' installed'; }; \
    case $$kind in \
    (cmd) command -v "$$name" ;; \
    (pc) if command -v pkg-config; then pkg-config --exists "$$name"; else installed; fi ;; \
    (font) if command -v fc-list; then fc-list -q "$$(echo $$name | tr _ ' ')"; else installed; fi ;; \
    (clang-rt) command -v clang && \
        test -f "$$(clang -print-file-name=libclang_rt.$$name-$$(uname -m).a)" ;; \
    (pkg) installed ;; \
    esac >/dev/null 2>&1 || echo "$$package"; \
done)))
endef

# $(call as_root,COMMANDS): COMMANDS as root here: as they are for root,
# through sudo where there is sudo and the user is in a group Debian's
# sudoers lets in (sudo, admin), else through su (root's password).
IS_ROOT  := $(filter 0,$(shell id -u))
HAS_SUDO := $(shell command -v sudo >/dev/null && id -nG | grep -qw -e sudo -e admin && echo sudo)
as_root = $(if $(IS_ROOT),$(1),$(if $(HAS_SUDO),sudo sh -c '$(1)',su root -c '$(1)'))
# The one command that installs the packages $(1) here, as a person types it.
apt_install = apt-get install $(1)
install_command = $(strip $(if $(IS_ROOT),$(apt_install),$(if $(HAS_SUDO),sudo $(apt_install),\
	su root -c '$(apt_install)')))
APT_GET := $(shell command -v apt-get)

GOALS := $(or $(MAKECMDGOALS),all)
ifeq ($(filter deps,$(GOALS)),)
MISSING := $(call missing_packages,$(sort $(foreach goal,$(GOALS),$(call needs_of,$(goal)))))
ifneq ($(MISSING),)
$(error tihbat: missing $(MISSING); $(if $(APT_GET),install them with: \
	$(call install_command,$(MISSING)),these are Debian's names: install them with \
	your system's packages))
endif
endif

# ---- Flags: one table, for the compiler and for the analyzers ----
# pkg-config is asked when a recipe first needs its answer, so that in
# `make deps play` it is asked after deps; then the answer is kept.
empty :=
pkg_key = pkg$(subst $(empty) $(empty),_,$(1))
pkg = $(or $($(pkg_key)),$(eval $(pkg_key) := $(shell pkg-config $(1)))$($(pkg_key)))
# Others' headers: -isystem keeps our warnings off them, and their feature
# macros (ncursesw.pc's -D_XOPEN_SOURCE) are not ours: every file that
# uses POSIX or X/Open says so itself.
system = $(foreach flag,$(patsubst -I%,-isystem %,$(1)),$(if $(findstring _SOURCE,$(flag)),,$(flag)))
LARGE_PC := harfbuzz freetype2 fontconfig
TUI_PC   := ncursesw $(LARGE_PC)

CPPFLAGS += -Iinclude -Isrc
# The flags of each directory, and of the files that need more.
flags.src/engine       = $(ENGINE_WARN)
flags.src/app          = $(call system,$(call pkg,--cflags $(LARGE_PC))) -pthread
flags.src/app/i18n.c   = -DLOCALEDIR='"$(LOCALEDIR)"'
flags.src/tui          = $(call system,$(call pkg,--cflags $(TUI_PC))) -pthread
flags.tests/headless   = $(flags.src/tui)
flags.tests/unit       = $(call system,$(call pkg,--cflags criterion $(TUI_PC))) -pthread
# Everything a file is compiled with but CFLAGS (which the analyzers leave).
flags_of = $(CPPFLAGS) $(WARN) $(WERROR) $(flags.$(patsubst %/,%,$(dir $(1)))) $(flags.$(1))
TUI_LIBS       = $(call pkg,--libs $(TUI_PC)) -pthread
LARGE_LIBS     = $(call pkg,--libs $(LARGE_PC))
CRITERION_LIBS = $(call pkg,--libs criterion)

ENGINE_SRC := $(wildcard src/engine/*.c)
SOLVER_SRC := $(wildcard src/solver/*.c)
APP_SRC    := $(wildcard src/app/*.c)
PLAY_SRC   := $(wildcard src/play/*.c)
TUI_SRC    := $(wildcard src/tui/*.c)
CLI_SRC    := $(wildcard src/cli/*.c)
UNIT_SRC   := $(wildcard tests/unit/*.c)
BENCH_SRC  := $(wildcard tests/bench/*.c)
# The first solver, kept to prove the solver equal to it (tests and bench).
REFERENCE_SRC := $(wildcard tests/reference/*.c)
FUZZ_SRC   := $(wildcard tests/fuzz/fuzz_*.c)
# The front end without a terminal: the driver fuzz_keys and the script
# runner share, and the runner.
HEADLESS_SRC := $(wildcard tests/headless/*.c)
FAULT_SRC  := $(wildcard tests/fault/*.c)
DATA_SRC   := packaging/data.c
# The libgit2 that valgrind's run of the unit tests loads (make valgrind).
VALGRIND_SRC := tests/valgrind/libgit2.c
ALL_SRC    := $(ENGINE_SRC) $(SOLVER_SRC) $(APP_SRC) $(PLAY_SRC) $(TUI_SRC) $(CLI_SRC) $(UNIT_SRC) \
	$(BENCH_SRC) $(REFERENCE_SRC) $(FUZZ_SRC) tests/fuzz/replay.c $(HEADLESS_SRC) $(FAULT_SRC) \
	$(DATA_SRC) $(VALGRIND_SRC)

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))
pic = $(patsubst %.c,$(BUILD)/pic/%.o,$(1))
LIB     := $(BUILD)/libtihbat.a
SHARED  := $(BUILD)/libtihbat.so.$(VERSION)
PROGRAM := $(BUILD)/tihbat
SCRIPT  := $(BUILD)/tui-script
UNIT    := $(BUILD)/unit-tests
FAULT   := $(BUILD)/fault-tests
BENCH   := $(BUILD)/bench

# `make V=1` shows the commands; by default one line a file.
Q = $(if $(V),,@)
say = $(if $(V),,@printf '  %-8s %s\n' '$(1)' '$(2)';)
SUBMAKE = $(MAKE) --no-print-directory
CORES  := $(shell nproc 2>/dev/null || echo 1)

.PHONY: all play check test unit check-san check-clang check-cli check-screens check-tui \
	check-build check-fault update-screens bench install uninstall clean deps help FORCE
all: $(PROGRAM) $(LIB) $(SHARED) ## the program, build/tihbat, and the engine library

FORCE:
# Coverage's counters (check-clang sets COVERAGE on its make's command
# line; an environment's COVERAGE is no flag of ours) go where coverage is
# reported, src/: the tests and the reference code count nothing, and
# compile faster for it (docs/reliability.md, "Session 8: check-clang").
COVERAGE :=
COVERED_SRC = $(ENGINE_SRC) $(SOLVER_SRC) $(APP_SRC) $(PLAY_SRC) $(TUI_SRC) $(CLI_SRC)
coverage_of = $(if $(filter $(1),$(COVERED_SRC)),$(COVERAGE))
# Objects are made again when the flags that made them change.
FLAGS_USED = $(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $(WERROR) $(COVERAGE)
$(BUILD)/flags: FORCE
	@mkdir -p $(@D); flags='$(subst ','\'',$(FLAGS_USED))'; \
	    [ "$$flags" = "$$(cat $@ 2>/dev/null)" ] || printf '%s\n' "$$flags" >$@

$(BUILD)/obj/%.o: %.c $(BUILD)/flags
	@mkdir -p $(@D)
	$(call say,CC,$<)$(CC) $(call flags_of,$<) $(CFLAGS) $(call coverage_of,$<) -MMD -c -o $@ $<
# The shared library's objects: position-independent.  No test links them,
# so they count nothing.
$(BUILD)/pic/%.o: %.c $(BUILD)/flags
	@mkdir -p $(@D)
	$(call say,CC,$< (PIC))$(CC) $(call flags_of,$<) $(CFLAGS) -fPIC -MMD -c -o $@ $<

# The static library is one object, linked from the engine's, in which only
# the header's names stay global: a program that links it can have its own
# function of any other name (the tbi_ ones included).
$(LIB): $(call obj,$(ENGINE_SRC))
	$(call say,AR,$@)$(CC) -r -nostdlib -o $(@:.a=.o) $^ && \
	    $(OBJCOPY) --localize-hidden $(@:.a=.o) && rm -f $@ && $(AR) rcs $@ $(@:.a=.o)
# The shared one exports the same names (internal ones are hidden).
$(SHARED): $(call pic,$(ENGINE_SRC))
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) \
	    -Wl,--no-undefined -o $@ $^
$(PROGRAM): $(call obj,$(CLI_SRC) $(TUI_SRC) $(PLAY_SRC) $(APP_SRC) $(SOLVER_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(TUI_LIBS) -lm

play: all ## build, then start a game of Tihbat (make deps play: install first)
	$(abspath $(PROGRAM))

# make deps GOAL...: the packages first, then the goals.
ifneq ($(filter deps,$(GOALS)),)
$(call obj,$(ALL_SRC)) $(call pic,$(ENGINE_SRC)) $(BUILD)/flags test: | deps
endif

# ---- Languages: gettext catalogues (docs/translating.md) ----
# The words a person reads are marked _(), N_() or ngettext() in the front
# end and the command line; src/po holds one catalogue a language.  Each is
# checked and compiled into $(BUILD)/locale, where the program finds them
# when it runs from the build tree.  The template is generated, never kept.
.PHONY: po-update check-po
PO_SRC  := $(sort $(ENGINE_SRC) src/solver/levels.c $(APP_SRC) $(PLAY_SRC) $(TUI_SRC) $(CLI_SRC))
# The menu's entry and the AppStream file: their words are in the catalogues.
PACKAGING_WORDS := packaging/tihbat.desktop packaging/tihbat.metainfo.xml
PO      := $(wildcard src/po/*.po)
POT     := $(BUILD)/tihbat.pot
MO      := $(PO:src/po/%.po=$(BUILD)/locale/%/LC_MESSAGES/tihbat.mo)
all check-cli check-screens check-tui: $(MO)

$(POT): $(PO_SRC) $(PACKAGING_WORDS)
	@mkdir -p $(@D)
	$(call say,XGETTEXT,$@)xgettext --language=C --from-code=UTF-8 --keyword=_ \
	    --keyword=N_ --keyword=TB_TEXT --flag=TB_TEXT:1:c-format --add-comments=TRANSLATORS: \
	    --add-location=file --package-name=tihbat -o $@ $(filter %.c,$^)
	$(Q)xgettext --join-existing --add-location=file -o $@ $(filter-out %.c,$^)
$(BUILD)/locale/%/LC_MESSAGES/tihbat.mo: src/po/%.po
	@mkdir -p $(@D)
	$(call say,MSGFMT,$<)msgfmt --check -o $@ $<

po-update: $(POT) ## extract the strings and merge them into every catalogue
	$(Q)for po in $(PO); do msgmerge --quiet --update --backup=none --previous $$po $(POT) || exit 1; done
# Merged with today's sources first: a string added since the last
# po-update counts as untranslated.
check-po: $(POT) ## every catalogue translates every string, none fuzzy
	$(Q)for po in $(PO); do \
	    msgmerge --quiet -o $(BUILD)/check.po $$po $(POT) || exit 1; \
	    stats=$$(msgfmt --check --statistics -o /dev/null $(BUILD)/check.po 2>&1) || exit 1; \
	    echo "$$po: $$stats"; \
	    case $$stats in *untranslated*|*fuzzy*) echo "$$po is not complete: make po-update, then translate"; exit 1;; esac; \
	done

# ---- Tests ----
# Besides the engine and the solver, the unit tests check large print, in
# the fonts the projector draws with, the lessons, the saves, the puzzles
# solved, the languages, the cache of solved tables, the words of a
# review and a puzzle, the play core (the
# table, the story, the autosave's policy, with the advisor's thread) and
# of the front end what needs no terminal: the modes' tables of keys and
# the layout of the screen.  They link the front end whole, and draw
# nothing.
$(UNIT): $(call obj,$(UNIT_SRC) $(REFERENCE_SRC) $(SOLVER_SRC) $(APP_SRC) $(PLAY_SRC) \
	$(TUI_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(CRITERION_LIBS) $(TUI_LIBS) -lm

# Every allocation can fail: the test program's own allocations go through
# tests/fault/alloc.c (the linker's --wrap), which fails the N-th on
# demand; the library and the program have no such hook.
ALLOC_WRAP := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
FAULT_APP  := src/app/cache.c src/app/save.c src/app/progress.c src/app/i18n.c \
	src/app/terminal_text.c src/app/installed.c src/app/rulebook.c
$(FAULT): $(call obj,$(FAULT_SRC) $(SOLVER_SRC) $(FAULT_APP)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ -lm $(ALLOC_WRAP)

# The three side by side, as make test runs its parts (with make's -j, or
# within make test's share of the cores), each one's output whole.
check: ## the developer's loop: unit, command-line and allocation fault tests, side by side
	+$(Q)$(SUBMAKE) $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(TEST_JOBS)) --output-sync=recurse \
	    unit check-cli check-fault
unit: $(UNIT) $(MO) ## the unit tests (Criterion)
	$(abspath $(UNIT)) --jobs 2
check-cli: $(PROGRAM) ## the command-line tests
	tests/cli/run.sh $(PROGRAM)
check-screens: $(PROGRAM) $(SCRIPT) ## the screen tests: the program on the headless runner, golden screens
	TUI_JOBS=$${TUI_JOBS:-$(CORES)} tests/tui/run.sh $(PROGRAM) tests/screens
check-fault: $(FAULT) ## every allocation of every call made to fail in turn: reported, nothing leaked or changed
	./$(FAULT)
check-tui: $(PROGRAM) ## the terminal tests: what only a real terminal shows, the real program in tmux
	tests/tui/run.sh $(PROGRAM)
# The library as a packager and its users see it: exported names, the
# installed header, libraries and .pc, the installed program's catalogues,
# and this Makefile itself.
check-build: all ## the library's symbols, make install, and the build's own rules
	tests/build/run.sh $(BUILD)

# -g1: the line tables and the functions, inlined ones included, which is
# all a sanitizer's report names (a stack of function, file and line, the
# same as with -g); not the variables' types and places, a fifth of each
# compile (docs/reliability.md).
SAN := -O1 -g1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# Each of the thousand-odd processes the sanitizers' tests start paid some
# 0.17 CPU-s to start and end, checks aside: LeakSanitizer's scan at exit
# reads every module's globals, libubsan.so's 6 MB of zeros among them, and
# the dynamic linker applied 138,000 relocations to the unit tests'
# position-independent program, ASan's globals' descriptors, writing each
# page it touched.  Linked statically, UBSan's runtime shares libasan's
# common part (its own 6 MB are gone); linked at a fixed address, the
# program needs no relocation.  The same checks run, at about 0.13 CPU-s a
# process (docs/reliability.md).
SAN_LDFLAGS := $(SAN) -static-libubsan -no-pie
# CLI_PDF=no: test_print's worksheets are written by the sanitized program,
# and printed by Chromium in check-cli alone (tests/cli/test_print.sh).
check-san: ## the unit and command-line tests under ASan and UBSan
	+CLI_PDF=no $(SUBMAKE) BUILD=build/san CFLAGS="$(SAN)" LDFLAGS="$(SAN_LDFLAGS)" \
	    unit check-cli check-fault
# clang's build is the coverage build too: clang's source-based coverage
# counts regions of the source, not of the compiled code, so it is exact
# at -O2, and this run of the unit tests, the whole count of each loop, is
# the coverage run (a gcc --coverage build at -O0 and a run of its own cost
# some 190 CPU-s more).  Criterion runs each test in a process of its own:
# each writes its counts into build/clang (%p, a file a process), emptied
# first.  The counters are not atomic (-fprofile-update=atomic made each a
# locked add: six times the unit tests' CPU); the advisor's thread can
# make a count low, but what was reached came out the same
# (docs/reliability.md, "Coverage").  The floors
# are the engine's, which its unit tests must reach; llvm-cov counts each
# condition of && and || as a branch of two ways, so its figures are not
# gcov's.  The whole of src/ is printed; that figure fails nothing.
# The counters are in src/ alone (COVERAGE, coverage_of): what is reported.
# A static function's counters are named by its file's base name and its
# own, so tests/reference/playout.c's hash_key, find, set_insert, ... were
# src/engine/playout.c's too, and llvm-cov left 6 of the engine's functions
# out of its report.  The build is some 15 CPU-s less so, with the line
# tables alone (docs/reliability.md, "Session 8: check-clang").  The link
# takes the profile runtime, which writes the counts out.
CLANG_COVERAGE := -fprofile-instr-generate -fcoverage-mapping
# Coverage reads no debug information; the line tables (-g's last word
# wins) still give a crash's stack its files and lines.
CLANG_DEBUG := -gline-tables-only
CLANG_PROFILES := build/clang/profiles
# Bakuk's batch in eight lanes runs only where the processor has AVX-512
# (F, BW, DQ): elsewhere its code is left out of this build
# (PLAYOUT_NO_LANES), so that the floors count what the tests can run.
# Read when check-clang's recipe expands it, not at every make.
CLANG_LANES = $(if $(shell grep -w avx512f /proc/cpuinfo | grep -w avx512bw | grep -qw avx512dq \
	&& echo yes),,-DPLAYOUT_NO_LANES)
ENGINE_LINES    := 97
ENGINE_BRANCHES := 91
LLVM_COV = llvm-cov report build/clang/unit-tests -instr-profile=build/clang/unit-tests.profdata \
	-show-region-summary=false
# Every source file is compiled once: the program, the static library and
# the unit tests; the shared library's position-independent copy of the
# engine, the same code and warnings, is gcc's (all, check-build), and was
# some 5 CPU-s here.
check-clang: ## the program, library and unit tests built with clang, the tests run, their coverage: the engine's floors
	$(Q)rm -rf $(CLANG_PROFILES) build/clang/unit-tests.profdata
	+LLVM_PROFILE_FILE=$(abspath $(CLANG_PROFILES))/%p.profraw $(SUBMAKE) BUILD=build/clang CC=clang \
	    CFLAGS="$(strip $(CFLAGS) $(CLANG_DEBUG) $(CLANG_LANES))" COVERAGE="$(CLANG_COVERAGE)" \
	    LDFLAGS="$(LDFLAGS) -fprofile-instr-generate" build/clang/tihbat build/clang/libtihbat.a unit
	$(Q)llvm-profdata merge -sparse -o build/clang/unit-tests.profdata $(CLANG_PROFILES)/*.profraw && \
	    rm -rf $(CLANG_PROFILES)
	$(LLVM_COV) src/
	$(Q)$(LLVM_COV) src/engine/ | awk '$$1 == "TOTAL" { lines = $$5 - $$6; branches = $$8 - $$9; \
	    printf "the engine: %.2f%% of lines (%d of %d), %.2f%% of branches (%d of %d); floors %d%%, %d%%\n", \
	        100 * lines / $$5, lines, $$5, 100 * branches / $$8, branches, $$8, $(ENGINE_LINES), $(ENGINE_BRANCHES); \
	    ok = 100 * lines >= $(ENGINE_LINES) * $$5 && 100 * branches >= $(ENGINE_BRANCHES) * $$8 } \
	    END { if (!ok) print "tihbat: the engine is below its coverage floors"; exit !ok }'
# The golden screens that check-screens compares (tests/tui/screens),
# written anew from the program as it is, on the headless runner: review
# the diff like code.
update-screens: $(PROGRAM) $(SCRIPT) $(MO) ## rewrite the golden screens
	UPDATE_SCREENS=1 TIHBAT=$(abspath $(PROGRAM)) sh tests/screens/test_screens.sh

# ---- The front end without a terminal (tests/headless) ----
# The script runner: the whole program but main, on the headless driver,
# which holds the clock and the computer (driver.h); the screen tests
# drive it (tests/screens).
DRIVER_WRAP := clock_gettime time getpid thinker_start thinker_start_puzzles thinker_poll
$(SCRIPT): $(call obj,$(HEADLESS_SRC) src/cli/options.c src/cli/output.c $(TUI_SRC) $(PLAY_SRC) \
	$(APP_SRC) $(SOLVER_SRC)) $(LIB) $(MO)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o %.a,$^) $(TUI_LIBS) -lm \
	    $(DRIVER_WRAP:%=-Wl,--wrap=%)

# ---- Reliability: fuzzing, static analysis, coverage, valgrind ----
# What each found is in docs/reliability.md.
.PHONY: fuzz fuzz-build fuzz-replay analyze check-format coverage valgrind
FUZZ_TARGETS := $(notdir $(basename $(FUZZ_SRC)))
FUZZ_SECONDS ?= 60
# -gline-tables-only: what a crash's stack names (function, file, line,
# inlined calls included), as check-san's -g1.
FUZZ_CLANG   := -O1 -gline-tables-only -fno-omit-frame-pointer -fno-sanitize-recover=all \
	-fsanitize=fuzzer-no-link,address,undefined
# A target's main is libFuzzer's (make fuzz) or the replay driver's.
FUZZ_MAIN ?= $(BUILD)/obj/tests/fuzz/replay.o
$(BUILD)/fuzz_%: $(BUILD)/obj/tests/fuzz/fuzz_%.o $(FUZZ_MAIN) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o,$^) $(LIB) $(FUZZ_LIBS)
# What each target takes of the program besides the engine; the languages'
# targets find the catalogues beside them, as the program does.
FUZZ_LANG := $(call obj,src/app/i18n.c src/app/terminal_text.c src/app/installed.c)
$(BUILD)/fuzz_batch: $(call obj,src/cli/batch.c src/cli/json.c src/cli/output.c) $(FUZZ_LANG) $(MO)
$(BUILD)/fuzz_options: $(call obj,src/cli/options.c src/cli/output.c src/app/rulebook.c \
	src/app/save.c src/app/capacity.c $(SOLVER_SRC)) $(FUZZ_LANG)
$(BUILD)/fuzz_lang: $(FUZZ_LANG) $(MO)
$(BUILD)/fuzz_text: $(call obj,src/app/terminal_text.c)
$(BUILD)/fuzz_solver: $(call obj,$(SOLVER_SRC))
$(BUILD)/fuzz_cache: $(call obj,$(SOLVER_SRC) src/app/cache.c src/app/save.c src/app/rulebook.c \
	src/app/i18n.c src/app/terminal_text.c src/app/installed.c)
# Allocation faults where the fuzzer gives the input (tests/fault/alloc.c).
$(BUILD)/fuzz_alloc: $(call obj,tests/fault/alloc.c)
$(BUILD)/fuzz_alloc: FUZZ_LIBS = $(ALLOC_WRAP)
$(BUILD)/fuzz_bigtext: $(call obj,src/app/bigtext.c)
$(BUILD)/fuzz_bigtext: FUZZ_LIBS = $(LARGE_LIBS) -lm
# The front end's keys: the whole program but main, on the headless
# driver's curses screen; the calls that tell the time and ask the
# computer go through the driver on their way (DRIVER_WRAP), and those
# that write files and solve through fuzz_keys.c.
FUZZ_KEYS_WRAP := open openat rename unlink unlinkat mkdir solver_new solver_free solver_moves \
	$(DRIVER_WRAP)
flags.tests/fuzz/fuzz_keys.c = $(flags.src/tui)
$(BUILD)/fuzz_keys: $(call obj,$(TUI_SRC) $(PLAY_SRC) $(APP_SRC) $(SOLVER_SRC) tests/headless/driver.c) $(MO)
$(BUILD)/fuzz_keys: FUZZ_LIBS = $(TUI_LIBS) -lm $(FUZZ_KEYS_WRAP:%=-Wl,--wrap=%)
.SECONDARY: $(call obj,$(FUZZ_SRC) tests/fuzz/replay.c)

fuzz-build: ## the libFuzzer targets, built by clang
	+$(SUBMAKE) BUILD=build/fuzz CC=clang CFLAGS="$(FUZZ_CLANG)" \
	    LDFLAGS="-fsanitize=fuzzer,address,undefined" FUZZ_MAIN= \
	    $(FUZZ_TARGETS:%=build/fuzz/%)
fuzz: fuzz-build ## each fuzzer for FUZZ_SECONDS (60), one after the other
	tests/fuzz/run.sh build/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)
fuzz-replay: ## every corpus through its target, gcc ASan and UBSan
	+$(SUBMAKE) BUILD=build/san CFLAGS="$(SAN)" LDFLAGS="$(SAN_LDFLAGS)" \
	    $(FUZZ_TARGETS:%=build/san/%)
	$(Q)failed=0; for t in $(FUZZ_TARGETS); do \
	    build/san/$$t tests/fuzz/corpus/$$t || failed=1; done; exit $$failed

# Every source file, with the flags the compiler gives it, a file to each
# core (each file's words kept together).  Both path analyses read what
# ships (src/, packaging/); the tests' own code (tests/) gets gcc's path
# analysis and clang-tidy's other checks, and most of it runs under ASan
# or valgrind besides: clang-tidy's path analysis took ten seconds a file
# of the unit tests through Criterion's macros, and some 80 CPU-s on the
# fuzzers, the benchmarks, the reference code and the drivers
# (docs/reliability.md, "Session 9: analysis").  Nearly all of gcc's
# time is its analyzer (the code it then makes at -O0 is some 5%): -S
# spares the assembler's run on that code, whose findings are the
# analyzer's.
# gcc's analyzer reads the unit tests with Criterion's asserts as plain C
# (tests/analysis/criterion/criterion.h): 118 CPU-s through Criterion's
# expansions, some 50 so.  Its budget is five paths' nodes a basic block,
# and the plain asserts have far fewer blocks: at that budget it gave up
# on 17 of the 33 files, at 20 on two, at 100 on none (Criterion's gave up
# on one, test_keys.c).
analyzer_flags = $(if $(filter tests/unit/%,$(1)),-Itests/analysis \
	--param=analyzer-bb-explosion-factor=100)
ANALYZED_FILES := $(ALL_SRC:%=analyze/%)
$(ANALYZED_FILES): analyze/%: FORCE
	$(call say,ANALYZE,$*)$(CC) $(call flags_of,$*) $(call analyzer_flags,$*) -fanalyzer -S \
	    -o /dev/null $*
	$(Q)out=$$(clang-tidy --quiet $(if $(filter tests/%,$*),--checks=-clang-analyzer-*) \
	    $* -- $(call flags_of,$*) 2>&1) || { printf '%s\n' "$$out"; exit 1; }
# cppcheck reads the whole tree in one process (a function never called, a
# name shadowed across files are only seen so), single-threaded: it is one
# job beside the files', not a step before them.
analyze/cppcheck: FORCE
	$(call say,CPPCHECK,src tests packaging)cppcheck --quiet --error-exitcode=1 --inline-suppr \
	    --std=c11 --enable=warning,style,performance,portability,unusedFunction -Iinclude -Isrc \
	    src tests packaging
# The longest first, so that no core ends alone on one (CPU-s, 2 December
# 2026): cppcheck 16, then gcc's analyzer on the unit tests
# (test_properties.c 17, the rest 1 to 6), the path analyses of the solver
# (retro.c 23, solver.c 20) and of the fault tests (fault.c 17).
ANALYZED_FIRST := $(UNIT_SRC) $(SOLVER_SRC) $(FAULT_SRC)
ANALYZED := analyze/cppcheck $(ANALYZED_FIRST:%=analyze/%) \
	$(filter-out $(ANALYZED_FIRST:%=analyze/%),$(ANALYZED_FILES))
analyze: ## cppcheck (and no function never called), gcc -fanalyzer and clang-tidy: no findings
	@# A .clang-tidy that does not parse would be ignored, not refused.
	$(Q)for config in $$(find src tests -name .clang-tidy) .clang-tidy; do \
	    clang-tidy --config-file=$$config --list-checks >/dev/null || exit 1; done
	@# Within make test's job server, its share of the cores; there at a
	@# lower priority, so that its jobs take what the other parts leave and
	@# those that run one step after another (check-build) are not starved.
	+$(Q)$(if $(TEST_RUN),nice -n 10 )$(SUBMAKE) $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(CORES)) \
	    --output-sync=target \
	    $(ANALYZED)

# Every C file as .clang-format lays it out (clang-format 14, Debian's):
# `clang-format -i FILE` puts one right.
FORMATTED := $(sort $(wildcard include/*.h src/*/*.[ch] tests/*/*.[ch] tests/analysis/*/*.h))
check-format: ## every C file as .clang-format lays it out
	$(call say,FORMAT,$(words $(FORMATTED)) files)clang-format --dry-run --Werror $(FORMATTED)

# Coverage is check-clang's (above): its build and its run of the unit
# tests count, and it reports.
coverage: check-clang ## the unit tests' coverage, on clang's build: make check-clang

# No gdb server (--vgdb=no): its pipes, in TMPDIR, outlive every process
# that does not end through valgrind's own exit.  Each unit test is a
# valgrind of its own, whose start is most of its time: the debug
# information of inlined calls (a report's stack names the function a
# call was inlined into instead) is not read, an eighth of that start.
# Only definite leaks fail the run, and only they are shown: Criterion's
# own sockets, "possibly lost" in a test that skips itself (one that
# needs root, run as a user), would fill the log with lists that fail
# nothing.
VALGRIND := valgrind -q --vgdb=no --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite \
	--show-leak-kinds=definite --read-inline-info=no
# Criterion runs each test in a new process of the same program.  The
# saves' tests fork helpers that hold a lock or write a pipe and end with
# _exit, holding Criterion's state: valgrind would list that as "possibly
# lost" in each, so forks without exec are not followed (the sanitizers'
# run of the unit tests checks them).  What valgrind and the tests leave
# in their temporary directory fails the run.
# Criterion takes a test's result from the test and not from how its
# process ends, so a test's valgrind reports what it finds into a log of
# its own (--error-exitcode would fail nothing): a log that is not empty
# fails the run, and is shown.  The heaviest tests are smaller there
# (test_under_valgrind) only where the smaller case reaches every line and
# branch of src/ that the whole one does, test by test (docs/reliability.md,
# "Session 6: valgrind" and "Session 9: the heaviest tests under
# valgrind"): valgrind looks for bad reads and leaks, and
# check-clang runs the whole count.
# Each valgrind start (some 290: a test each, the runner, the games) would
# read the whole debug information of the C library, libm and libresolv
# (Debian's libc6-dbg, which valgrind finds by the library's build id,
# 5 MB of compressed DWARF): some 0.17 CPU s a start (docs/reliability.md,
# "Session 8: valgrind's starts").  Those libraries run from a copy
# in $(VALGRIND_LIBS) instead (LD_LIBRARY_PATH; the dynamic linker, which
# the program names itself, stays the system's), whose build-id note's
# owner (the name after the note's three 4-byte words) reads TIH instead
# of GNU, so that valgrind does not take it for a build id, and whose
# .gnu_debuglink names a copy of the debug file with its symbols and no
# DWARF: a report names every function as before, and
# libc's frames lose only their line numbers.  The directory's name keeps
# the suppressions' obj:*/lib*/libc.so.6 matching.  Made anew at each run
# from the libraries the programs load now: a copy left from an older
# libc would not match the dynamic linker.  A library with no debug file
# by build id is not copied (valgrind reads nothing more for it).
# Criterion's library needs libgit2, and libgit2 thirteen libraries more,
# whose symbols valgrind read at each start, some 0.13 CPU s of it; the
# unit tests call libgit2 only for a failing test's diff
# (tests/unit/criterion_git.c).  In $(VALGRIND_LIBS), a libgit2 of three
# functions (tests/valgrind/libgit2.c) stands in for it, and loads the
# real one, GIT_REAL, the first time one is called.  Read when a recipe
# needs it, once $(UNIT) is built; none where Criterion has no libgit2.
VALGRIND_LIBS = $(abspath $(BUILD)/lib.valgrind)
comma := ,
GIT_REAL = $(shell ldd $(UNIT) 2>/dev/null | sed -n 's|.*libgit2[^ ]* => \(/[^ ]*\) .*|\1|p')
flags.tests/valgrind = -DLIBGIT2='"$(GIT_REAL)"' -pthread
VALGRIND_ENV = TMPDIR=$(VALGRIND_TMP) LD_LIBRARY_PATH=$(VALGRIND_LIBS)$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH}
VALGRIND_TMP = $(abspath $(BUILD)/valgrind.tmp)
VALGRIND_LOGS = $(abspath $(BUILD)/valgrind.logs)
valgrind: $(PROGRAM) $(UNIT) $(MO) ## the unit tests and batch games: no error, no definite leak
	$(Q)rm -rf $(VALGRIND_TMP) $(VALGRIND_LOGS) $(VALGRIND_LIBS) && \
	    mkdir -p $(VALGRIND_TMP) $(VALGRIND_LOGS) $(VALGRIND_LIBS)
	$(Q)for lib in $$(ldd $(UNIT) $(PROGRAM) | sed -n 's|.* => \(/[^ ]*\) .*|\1|p' | sort -u); do \
	    id=$$(LC_ALL=C readelf -n $$lib | sed -n 's/^ *Build ID: *//p'); \
	    debug=/usr/lib/debug/.build-id/$$(echo "$$id" | cut -c1-2)/$$(echo "$$id" | cut -c3-).debug; \
	    [ -n "$$id" ] && [ -f $$debug ] || continue; \
	    copy=$(VALGRIND_LIBS)/$${lib##*/}; \
	    objcopy --strip-debug $$debug $$copy.debug && \
	    objcopy --remove-section=.gnu_debuglink --add-gnu-debuglink=$$copy.debug $$lib $$copy || exit 1; \
	    note=$$(LC_ALL=C readelf -S -W $$copy | \
	        sed -n 's/.* \.note\.gnu\.build-id  *NOTE  *[0-9a-f]*  *\([0-9a-f]*\) .*/\1/p'); \
	    owner=$$((0x$${note:-0} + 12)); \
	    [ -n "$$note" ] && [ "$$(dd if=$$copy bs=1 skip=$$owner count=3 status=none)" = GNU ] || \
	        { echo "valgrind: no build-id note of GNU's in $$lib"; exit 1; }; \
	    printf TIH | dd of=$$copy bs=1 seek=$$owner conv=notrunc status=none || exit 1; \
	done
	$(if $(GIT_REAL),$(call say,CC,$(VALGRIND_SRC))$(CC) $(call flags_of,$(VALGRIND_SRC)) $(CFLAGS) \
	    -fPIC -shared -Wl$(comma)-soname$(comma)$(notdir $(GIT_REAL)) -o $(VALGRIND_LIBS)/$(notdir $(GIT_REAL)) \
	    $(VALGRIND_SRC))
	$(VALGRIND_ENV) $(VALGRIND) --trace-children=yes --child-silent-after-fork=yes \
	    --log-file=$(VALGRIND_LOGS)/%p $(abspath $(UNIT)) --jobs 2
	$(Q)for log in $(VALGRIND_LOGS)/*; do [ ! -s "$$log" ] || { cat $(VALGRIND_LOGS)/*; \
	    echo "valgrind: errors in the unit tests (above)"; exit 1; }; done; rm -rf $(VALGRIND_LOGS)
	$(Q)for game in tests/fuzz/corpus/fuzz_batch/game-*; do \
	    set -- $$(head -n 1 $$game); \
	    tail -n +2 $$game | $(VALGRIND_ENV) $(VALGRIND) $(abspath $(PROGRAM)) --batch --rules $$1 \
	        $${2:+--position $$2} >/dev/null || exit 1; \
	done
	$(Q)rmdir $(VALGRIND_TMP) 2>/dev/null || \
	    { echo "valgrind: left behind in its temporary directory:"; ls -A $(VALGRIND_TMP); exit 1; }

# The longest first: valgrind (the unit tests, each a valgrind of its own:
# some 500 to 600 CPU seconds, a quarter of make test's), then check-build, a
# chain of steps that wait on one another (two package builds, lintian,
# apt), then the largest others; analyze last, whose hundred-odd files of
# a few seconds each fill the cores as the other parts end (listed before
# check-build, it ended first and check-build ran alone for its last 45 s),
# at a lower priority (analyze, above).
# `unit` is not one: valgrind runs that very program, $(UNIT), every test
# of it, and fails when a test fails as when valgrind finds an error; its
# heaviest loops play fewer games there (test_scaled, test_under_valgrind),
# so check-clang runs the whole count, optimised, on clang's build, and
# measures coverage on that run (and check-san runs the tests again on a
# build of its own).
TEST_PARTS := valgrind check-build check-san check-clang check-tui check-screens check-cli \
	all check-fault fuzz-build fuzz-replay check-po check-format analyze
# The parts are independent: those in build are one make's targets, made
# once, and every other builds in a BUILD directory of its own (fuzz-replay
# in check-san's, so it follows it); their temporary files are mktemp's.
# make test runs them side by side, one a core and one more, since the
# terminal and command-line tests mostly wait for the program.  What
# valgrind runs is built first, with every core, so that it starts in the
# first minutes rather than once the other parts' builds are done.  Each
# part's output comes whole when it ends; a part that fails stops none of
# the others, and fails the whole (a build that fails here fails again in
# the parts that need it, and says so there).  TEST_JOBS=1 runs them one
# after the other.
TEST_JOBS ?= $(shell echo $$(($(CORES) + 1)))
test: ## the whole suite, as CI runs it (warnings are errors), its parts side by side
	+$(Q)$(SUBMAKE) -j$(TEST_JOBS) TEST_RUN=yes $(PROGRAM) $(UNIT) $(MO) || true
	+$(Q)$(SUBMAKE) -j$(TEST_JOBS) --keep-going --output-sync=recurse TEST_RUN=yes \
	    $(TEST_PARTS) || { echo "tihbat: make test FAILED: each part that failed is marked *** above"; exit 1; }
	@echo "tihbat: all tests passed"
ifdef TEST_RUN
fuzz-replay: | check-san
endif

# ---- Benchmarks (never tests: no figure here can fail a build) ----
$(BENCH): $(call obj,$(BENCH_SRC) $(REFERENCE_SRC) $(SOLVER_SRC) src/app/cache.c src/app/save.c \
	src/app/rulebook.c src/app/i18n.c src/app/terminal_text.c src/app/installed.c) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ -lm
bench: $(BENCH) $(PROGRAM) ## the benchmarks (figures in docs/performance.md)
	$(abspath $(BENCH)) --program $(abspath $(PROGRAM)) --json bench.json

# ---- Install ----
# What is installed finds its catalogues wherever PREFIX was at build time:
# the program looks beside itself (../share/locale) before LOCALEDIR.
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
# The built-in games in the rules format, as the program prints them: the
# examples a rules file of one's own starts from (docs/rules.md).
RULE_SETS  := tihbat bakuk bakuk3 koumma modiar
RULES_DIR  := $(DATADIR)/tihbat/rules
RULE_FILES := $(RULE_SETS:%=$(BUILD)/rules/%.rules)
$(BUILD)/rules/%.rules: $(PROGRAM)
	@mkdir -p $(@D)
	$(call say,RULES,$@)$(PROGRAM) --rules $* --print-rules >$@.tmp && mv $@.tmp $@

install: all $(RULE_FILES) ## the program, man page, catalogues, rule sets, header, libraries, tihbat.pc
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(RULES_DIR)
	install -m 755 $(PROGRAM) $(DESTDIR)$(BINDIR)/tihbat
	install -m 644 $(RULE_FILES) $(DESTDIR)$(RULES_DIR)
	install -m 644 docs/tihbat.6 $(DESTDIR)$(MANDIR)/man6/tihbat.6
	$(Q)for mo in $(MO:$(BUILD)/locale/%=%); do \
	    install -D -m 644 $(BUILD)/locale/$$mo $(DESTDIR)$(LOCALEDIR)/$$mo || exit 1; \
	done
	install -m 644 include/tihbat.h $(DESTDIR)$(INCLUDEDIR)/tihbat.h
	install -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/libtihbat.a
	install -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/$(notdir $(SHARED))
	ln -sf $(notdir $(SHARED)) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libtihbat.so
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	    -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	    src/engine/tihbat.pc.in >$(DESTDIR)$(PKGCONFIGDIR)/tihbat.pc
	@# The dynamic linker learns of a new library in a system directory.
	$(Q)if [ -z "$(DESTDIR)" ] && [ -n "$(IS_ROOT)" ] && command -v ldconfig >/dev/null; then \
	    ldconfig; fi
uninstall: ## what make install put there
	rm -f $(DESTDIR)$(BINDIR)/tihbat $(DESTDIR)$(MANDIR)/man6/tihbat.6 \
	    $(MO:$(BUILD)/locale/%=$(DESTDIR)$(LOCALEDIR)/%) $(DESTDIR)$(INCLUDEDIR)/tihbat.h \
	    $(DESTDIR)$(LIBDIR)/libtihbat.a $(DESTDIR)$(LIBDIR)/$(notdir $(SHARED)) \
	    $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libtihbat.so \
	    $(DESTDIR)$(PKGCONFIGDIR)/tihbat.pc $(RULE_SETS:%=$(DESTDIR)$(RULES_DIR)/%.rules)
	-rmdir $(DESTDIR)$(RULES_DIR) $(DESTDIR)$(DATADIR)/tihbat 2>/dev/null

# ---- Installed data: the solved tables, the menu's entry, the icon ----
# What an installation holds besides the program, made at build time by
# the program's own code (packaging/data.c): the solved tables of every
# built-in game, which the program reads before the user's cache (never a
# wait for a solve); a desktop entry and an AppStream file whose words come
# from the catalogues (msgfmt merges them); and the icon, the board drawn
# by the diagrams' code, in PNG for the menus.  docs/packaging.md.
APP_ID     := org.tihbat.tihbat
TABLESDIR  ?= $(DATADIR)/tihbat/tables
ICONDIR    ?= $(DATADIR)/icons/hicolor
ICON_SIZES := 16 22 24 32 48 64 128 256
DATA_TOOL  := $(BUILD)/tihbat-data
TABLES     := $(BUILD)/tables
DESKTOP    := $(BUILD)/$(APP_ID).desktop
METAINFO   := $(BUILD)/$(APP_ID).metainfo.xml
ICON_SVG   := $(BUILD)/icons/scalable/apps/tihbat.svg
ICON_PNG   := $(foreach n,$(ICON_SIZES),$(BUILD)/icons/$(n)x$(n)/apps/tihbat.png)
DATA       := $(TABLES) $(DESKTOP) $(METAINFO) $(ICON_SVG) $(ICON_PNG)
.PHONY: data install-data uninstall-data
data: $(DATA) ## what make install adds to the program: solved tables, menu entry, icons

$(DATA_TOOL): $(call obj,$(DATA_SRC) $(filter-out src/cli/main.c,$(CLI_SRC)) $(APP_SRC) \
	$(SOLVER_SRC)) $(LIB)
	$(call say,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LARGE_LIBS) -pthread -lm
# Solved in a directory of their own, then put in place whole.
$(TABLES): $(DATA_TOOL)
	$(call say,TABLES,$@)rm -rf $@ $@.work && \
	    XDG_CACHE_HOME=$(abspath $@.work) $(DATA_TOOL) tables && mv $@.work/tihbat $@ && rm -rf $@.work
# msgfmt reads the catalogues a LINGUAS file names.
$(BUILD)/po/LINGUAS: $(PO)
	@mkdir -p $(@D)
	$(Q)cp $(PO) $(@D)/ && printf '%s\n' $(notdir $(PO:.po=)) >$@
$(DESKTOP): packaging/tihbat.desktop $(BUILD)/po/LINGUAS
	$(call say,MSGFMT,$@)msgfmt --desktop --template=$< -d $(BUILD)/po -o $@
$(METAINFO): packaging/tihbat.metainfo.xml $(BUILD)/po/LINGUAS
	$(call say,MSGFMT,$@)msgfmt --xml --template=$< -d $(BUILD)/po -o $@
$(ICON_SVG): $(DATA_TOOL)
	@mkdir -p $(@D)
	$(call say,ICON,$@)$(DATA_TOOL) icon >$@.tmp && mv $@.tmp $@
$(BUILD)/icons/%/apps/tihbat.png: $(ICON_SVG)
	@mkdir -p $(@D)
	$(call say,ICON,$@)size=$*; rsvg-convert -w $${size%x*} -h $${size%x*} -o $@ $<

# The entry starts the program where it is installed, whatever the PATH.
install-data: $(DATA)
	install -d $(DESTDIR)$(TABLESDIR) $(DESTDIR)$(DATADIR)/applications \
	    $(DESTDIR)$(DATADIR)/metainfo $(DESTDIR)$(ICONDIR)/scalable/apps
	install -m 644 $(TABLES)/*.tables $(DESTDIR)$(TABLESDIR)/
	sed 's|^Exec=tihbat$$|Exec=$(BINDIR)/tihbat|' $(DESKTOP) >$(BUILD)/installed.desktop
	install -m 644 $(BUILD)/installed.desktop $(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop
	install -m 644 $(METAINFO) $(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml
	install -m 644 $(ICON_SVG) $(DESTDIR)$(ICONDIR)/scalable/apps/tihbat.svg
	$(Q)for n in $(ICON_SIZES); do \
	    install -D -m 644 $(BUILD)/icons/$${n}x$$n/apps/tihbat.png \
	        $(DESTDIR)$(ICONDIR)/$${n}x$$n/apps/tihbat.png || exit 1; done
uninstall-data:
	rm -f $(DESTDIR)$(TABLESDIR)/*.tables $(DESTDIR)$(DATADIR)/applications/$(APP_ID).desktop \
	    $(DESTDIR)$(DATADIR)/metainfo/$(APP_ID).metainfo.xml \
	    $(DESTDIR)$(ICONDIR)/scalable/apps/tihbat.svg \
	    $(foreach n,$(ICON_SIZES),$(DESTDIR)$(ICONDIR)/$(n)x$(n)/apps/tihbat.png)
	-rmdir $(DESTDIR)$(TABLESDIR) $(DESTDIR)$(DATADIR)/tihbat 2>/dev/null
install: install-data
uninstall: uninstall-data

# ---- The Debian packages (packaging/debian; docs/packaging.md) ----
# dpkg-buildpackage with debhelper, on a copy of the tree with the
# packaging's debian/ at its root; the packages are dated by the commit
# (SOURCE_DATE_EPOCH), so that two builds of one commit are the same bytes.
# The copy is new, so there is nothing to clean first (--no-pre-clean:
# dh_auto_clean's make runs would cost more than a second each time).
DEB_DIR   := $(BUILD)/deb
DEB_STAGE := $(DEB_DIR)/tihbat-$(VERSION)
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null)
.PHONY: deb
deb: ## the Debian packages, in build/deb: tihbat, libtihbat1, libtihbat-dev
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_STAGE)
	cp -R Makefile README.md docs include src packaging $(DEB_STAGE)/
	cp -R packaging/debian $(DEB_STAGE)/debian
	cd $(DEB_STAGE) && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u WERROR -u BUILD -u DESTDIR \
	    -u PREFIX -u BINDIR -u LIBDIR -u DATADIR -u TABLESDIR \
	    $(if $(SOURCE_DATE_EPOCH),SOURCE_DATE_EPOCH=$(SOURCE_DATE_EPOCH)) \
	    dpkg-buildpackage --build=binary --no-sign --no-pre-clean -j$(CORES) >../build.log 2>&1 || \
	    { tail -n 30 ../build.log; exit 1; }
	@ls $(DEB_DIR)/*.deb

# make deps GOAL...: the packages those goals need; make deps alone: all.
DEPS_GOALS    := $(filter-out deps,$(GOALS))
DEPS_PACKAGES := $(call packages_of,$(if $(DEPS_GOALS),\
	$(foreach goal,$(DEPS_GOALS),$(call needs_of,$(goal))),$(NEED_ALL)))
deps: ## install what the goals named after it need (make deps play), or every package
	$(if $(DEPS_PACKAGES),$(call as_root,apt-get update -q && DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -q --no-install-recommends $(DEPS_PACKAGES)),@echo "tihbat: nothing to install")

clean: ## remove build/ and bench.json
	rm -rf build bench.json

# The targets, from the ## after each in this file.
help: ## this list
	@echo 'make TARGET, where TARGET is one of:'
	@sed -n 's/^\([a-z-]*\):.*## \(.*\)/\1|\2/p' Makefile | awk -F'|' '{ printf "  %-14s %s\n", $$1, $$2 }'
	@echo 'Variables: PREFIX=$(PREFIX) DESTDIR= (make install), BUILD=$(BUILD), CC, CFLAGS,'
	@echo 'WERROR=-Werror (as make test sets it), V=1 (show every command).'

-include $(wildcard $(patsubst %.o,%.d,$(call obj,$(ALL_SRC)) $(call pic,$(ENGINE_SRC))))
# A header those dependencies name that is gone (renamed, removed) is no
# reason to stop: the objects that named it are made again, and the
# compiler says if a source still includes it.
%.h: ;
