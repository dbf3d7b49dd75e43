/*
 * criterion.h - Criterion's asserts as plain C, for gcc's analyzer alone.
 *
 * `make analyze` puts this directory before the system's in the unit
 * tests' include path when gcc's analyzer reads them; they are built, run
 * and read by clang-tidy with Criterion's own.  Each of Criterion's asserts
 * is some thirty lines of branches (its message built and freed, a record
 * sent, an option read) that the analyzer followed at every one of the
 * tests' asserts: 134 of its 211 CPU-s.  Here an assert is what it means
 * to the analyzer: its condition; when that fails, the message's arguments
 * go to the same formatter Criterion's take (cr_asprintf, which checks
 * them against the format), then a failed cr_assert* ends the test as
 * Criterion's does (criterion_abort_test, noreturn) and a cr_expect* goes
 * on.  An assert not named here keeps Criterion's expansion: slower, and
 * meaning the same.
 */
#ifndef TESTS_ANALYSIS_CRITERION_H
#define TESTS_ANALYSIS_CRITERION_H

#include_next <criterion/criterion.h>
#include <stddef.h>
#include <string.h>

/* The message is Criterion's: a format and its arguments, or nothing. */
#define ANALYSIS_REPORT_(...)                                                                      \
    do {                                                                                           \
        char *analysis_message_;                                                                   \
        cr_asprintf(&analysis_message_, "x" __VA_ARGS__);                                          \
    } while (0)
#define ANALYSIS_ASSERT_(Condition, ...)                                                           \
    do {                                                                                           \
        if (!(Condition)) {                                                                        \
            ANALYSIS_REPORT_(__VA_ARGS__);                                                         \
            criterion_abort_test();                                                                \
        }                                                                                          \
    } while (0)
#define ANALYSIS_EXPECT_(Condition, ...)                                                           \
    do {                                                                                           \
        if (!(Condition))                                                                          \
            ANALYSIS_REPORT_(__VA_ARGS__);                                                         \
    } while (0)
/* Each string taken once; a null one fails, as in Criterion. */
#define ANALYSIS_STR_(Check, Actual, Op, Expected, ...)                                            \
    do {                                                                                           \
        const char *analysis_actual_ = (Actual), *analysis_expected_ = (Expected);                 \
        Check(analysis_actual_ != NULL && analysis_expected_ != NULL &&                            \
                  strcmp(analysis_actual_, analysis_expected_) Op 0,                               \
              __VA_ARGS__);                                                                        \
    } while (0)
#define ANALYSIS_STR_EMPTY_(Check, Value, Op, ...)                                                 \
    do {                                                                                           \
        const char *analysis_value_ = (Value);                                                     \
        Check(analysis_value_ != NULL && analysis_value_[0] Op '\0', __VA_ARGS__);                 \
    } while (0)

#undef cr_assert
#undef cr_expect
#undef cr_assert_not
#undef cr_expect_not
#undef cr_assert_fail
#undef cr_expect_fail
#undef cr_assert_eq
#undef cr_expect_eq
#undef cr_assert_neq
#undef cr_expect_neq
#undef cr_assert_lt
#undef cr_expect_lt
#undef cr_assert_leq
#undef cr_expect_leq
#undef cr_assert_gt
#undef cr_expect_gt
#undef cr_assert_geq
#undef cr_expect_geq
#undef cr_assert_null
#undef cr_expect_null
#undef cr_assert_not_null
#undef cr_expect_not_null
#undef cr_assert_str_eq
#undef cr_expect_str_eq
#undef cr_assert_str_neq
#undef cr_expect_str_neq
#undef cr_assert_str_empty
#undef cr_expect_str_empty
#undef cr_assert_str_not_empty
#undef cr_expect_str_not_empty

#define cr_assert(Condition, ...) ANALYSIS_ASSERT_(Condition, __VA_ARGS__)
#define cr_expect(Condition, ...) ANALYSIS_EXPECT_(Condition, __VA_ARGS__)
#define cr_assert_not(Value, ...) ANALYSIS_ASSERT_(!(Value), __VA_ARGS__)
#define cr_expect_not(Value, ...) ANALYSIS_EXPECT_(!(Value), __VA_ARGS__)
#define cr_assert_fail(...) ANALYSIS_ASSERT_(0, __VA_ARGS__)
#define cr_expect_fail(...) ANALYSIS_EXPECT_(0, __VA_ARGS__)
#define cr_assert_eq(Actual, Expected, ...) ANALYSIS_ASSERT_((Actual) == (Expected), __VA_ARGS__)
#define cr_expect_eq(Actual, Expected, ...) ANALYSIS_EXPECT_((Actual) == (Expected), __VA_ARGS__)
#define cr_assert_neq(Actual, Expected, ...) ANALYSIS_ASSERT_((Actual) != (Expected), __VA_ARGS__)
#define cr_expect_neq(Actual, Expected, ...) ANALYSIS_EXPECT_((Actual) != (Expected), __VA_ARGS__)
#define cr_assert_lt(Actual, Expected, ...) ANALYSIS_ASSERT_((Actual) < (Expected), __VA_ARGS__)
#define cr_expect_lt(Actual, Expected, ...) ANALYSIS_EXPECT_((Actual) < (Expected), __VA_ARGS__)
#define cr_assert_leq(Actual, Expected, ...) ANALYSIS_ASSERT_((Actual) <= (Expected), __VA_ARGS__)
#define cr_expect_leq(Actual, Expected, ...) ANALYSIS_EXPECT_((Actual) <= (Expected), __VA_ARGS__)
#define cr_assert_gt(Actual, Expected, ...) ANALYSIS_ASSERT_((Actual) > (Expected), __VA_ARGS__)
#define cr_expect_gt(Actual, Expected, ...) ANALYSIS_EXPECT_((Actual) > (Expected), __VA_ARGS__)
#define cr_assert_geq(Actual, Expected, ...) ANALYSIS_ASSERT_((Actual) >= (Expected), __VA_ARGS__)
#define cr_expect_geq(Actual, Expected, ...) ANALYSIS_EXPECT_((Actual) >= (Expected), __VA_ARGS__)
#define cr_assert_null(Value, ...) ANALYSIS_ASSERT_((Value) == NULL, __VA_ARGS__)
#define cr_expect_null(Value, ...) ANALYSIS_EXPECT_((Value) == NULL, __VA_ARGS__)
#define cr_assert_not_null(Value, ...) ANALYSIS_ASSERT_((Value) != NULL, __VA_ARGS__)
#define cr_expect_not_null(Value, ...) ANALYSIS_EXPECT_((Value) != NULL, __VA_ARGS__)
#define cr_assert_str_eq(Actual, Expected, ...)                                                    \
    ANALYSIS_STR_(ANALYSIS_ASSERT_, Actual, ==, Expected, __VA_ARGS__)
#define cr_expect_str_eq(Actual, Expected, ...)                                                    \
    ANALYSIS_STR_(ANALYSIS_EXPECT_, Actual, ==, Expected, __VA_ARGS__)
#define cr_assert_str_neq(Actual, Expected, ...)                                                   \
    ANALYSIS_STR_(ANALYSIS_ASSERT_, Actual, !=, Expected, __VA_ARGS__)
#define cr_expect_str_neq(Actual, Expected, ...)                                                   \
    ANALYSIS_STR_(ANALYSIS_EXPECT_, Actual, !=, Expected, __VA_ARGS__)
#define cr_assert_str_empty(Value, ...)                                                            \
    ANALYSIS_STR_EMPTY_(ANALYSIS_ASSERT_, Value, ==, __VA_ARGS__)
#define cr_expect_str_empty(Value, ...)                                                            \
    ANALYSIS_STR_EMPTY_(ANALYSIS_EXPECT_, Value, ==, __VA_ARGS__)
#define cr_assert_str_not_empty(Value, ...)                                                        \
    ANALYSIS_STR_EMPTY_(ANALYSIS_ASSERT_, Value, !=, __VA_ARGS__)
#define cr_expect_str_not_empty(Value, ...)                                                        \
    ANALYSIS_STR_EMPTY_(ANALYSIS_EXPECT_, Value, !=, __VA_ARGS__)

#endif
