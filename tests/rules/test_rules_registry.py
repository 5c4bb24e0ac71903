"""The rule registry: catalog coverage, answers, questions, rulebooks and the conflict register."""

import re
from pathlib import Path

import pytest

from dealerschool.rules import all_rules, differs, get_rule, rules_as_json
from dealerschool.rules.conflicts import CONFLICTS
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES, TDA_2024, Citation, RuleKind, RulingCode
from dealerschool.rules.rulebooks import RULEBOOKS, HouseOptions, get_rulebook

SHARED = Path(__file__).parents[3] / "shared"
CATALOG = SHARED / "rules-catalog.md"


def catalog_ids() -> set[str]:
    if not CATALOG.exists():
        pytest.skip(f"catalog not found at {CATALOG} (expected shared/ beside the clone)")
    text = CATALOG.read_text(encoding="utf-8")
    ids = set(re.findall(r"^### ([A-L]\d\d) ", text, flags=re.M))
    ids |= set(re.findall(r"^\| (X\d\d) ", text, flags=re.M))
    return ids


def test_catalog_parse_finds_133_entries():
    ids = catalog_ids()
    assert len([i for i in ids if not i.startswith("X")]) == 93
    assert len([i for i in ids if i.startswith("X")]) == 40


def test_every_catalog_entry_is_covered_and_no_unknown_ids():
    ids = catalog_ids()
    covered = {cid for rule in all_rules() for cid in rule.catalog_ids}
    assert ids - covered == set()
    assert covered - ids == set()


def test_conflict_register_starts_with_the_catalogs_24_rows():
    # The catalog's rows first, in its order; rows found since (exposed cards in draw games) follow on.
    assert [c.id for c in CONFLICTS] == list(range(1, len(CONFLICTS) + 1)) and len(CONFLICTS) >= 24
    if not CATALOG.exists():
        pytest.skip(f"catalog not found at {CATALOG}")
    text = CATALOG.read_text(encoding="utf-8").split("## Conflict register", 1)[1]
    rows = re.findall(r"^\| (\d+) \| ([^|]+) \|", text, flags=re.M)
    assert [int(n) for n, _ in rows] == [c.id for c in CONFLICTS[:len(rows)]] == list(range(1, 25))


def test_rules_sorted_unique_and_kebab():
    rules = all_rules()
    ids = [rule.id for rule in rules]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i) for i in ids)
    assert get_rule(ids[0]) is rules[0]
    with pytest.raises(ValueError, match="not a known rule"):
        get_rule("no-such-rule")


@pytest.mark.parametrize("rule", all_rules(), ids=lambda rule: rule.id)
def test_rule_answers_and_question(rule):
    assert set(rule.answers) == set(RULEBOOK_NAMES)
    # Agreeing rulebooks share one Answer object; differing ones have different rulings.
    by_ruling = {}
    for answer in rule.answers.values():
        assert by_ruling.setdefault(answer.ruling, answer) is answer
        assert answer.citations and all(isinstance(c, Citation) for c in answer.citations)
    assert rule.question is not None and len(rule.question.options) >= 2
    codes = [option.code for option in rule.question.options]
    assert len(set(codes)) == len(codes)
    for name in RULEBOOK_NAMES:
        correct = [o for o in rule.question.options if name in o.correct_under]
        assert len(correct) == 1, name
        assert correct[0].code is rule.answers[name].ruling
        assert rule.question.grade(name, correct[0].code)
        wrong = [o for o in rule.question.options if o is not correct[0]]
        assert wrong and not any(rule.question.grade(name, o.code) for o in wrong)


def test_every_ruling_code_is_used():
    used = {o.code for rule in all_rules() for o in rule.question.options}
    assert used == set(RulingCode)


def test_conflicts_genuinely_differ_and_match_their_rules():
    for conflict in CONFLICTS:
        rulings = {answer.ruling for answer in conflict.positions().values()}
        assert len(rulings) >= 2, conflict.topic
        rule = get_rule(conflict.rule_id)
        assert set(conflict.catalog_ids) & set(rule.catalog_ids)


def test_differs_and_json():
    rules = all_rules()
    assert differs(get_rule("premature-turn")) and not differs(get_rule("flop-exposed-first-two"))
    rows = rules_as_json()
    assert [row["id"] for row in rows] == [rule.id for rule in rules]
    for row, rule in zip(rows, rules, strict=False):
        assert bool(row["rulebooks_that_differ"]) == differs(rule)
        assert row["citations"]
    assert get_rule("stud-first-to-act-tie").answers[TDA_2024].ruling is RulingCode.FIRST_BY_SUIT
    assert get_rule("stud-first-to-act-tie").answers[SOURCES].ruling is RulingCode.FIRST_BY_POSITION


def test_policy_rules_are_question_only():
    kinds = {rule.kind for rule in all_rules()}
    assert kinds == {RuleKind.STATE, RuleKind.POLICY}
    # K and L are policies, except the color-up, which a situation's [color_up] table describes.
    assert all(r.kind is RuleKind.POLICY for r in all_rules()
               if any(c[0] in "KL" for c in r.catalog_ids) and r.id != "color-up-chip-race")


def test_rulebooks_and_house_options():
    assert RULEBOOKS[SOURCES].choices
    assert RULEBOOKS[TDA_2024].options.open_pair_option is False
    assert RULEBOOKS[TDA_2024].options.heads_up_uncapped is False
    assert RULEBOOKS[SOURCES].options.raise_cap == 3
    with pytest.raises(ValueError, match="stud_ties"):
        HouseOptions(stud_ties="coin")
    with pytest.raises(ValueError, match="max_discard"):
        HouseOptions(max_discard=7)
    with pytest.raises(ValueError, match="rulebook"):
        get_rulebook("wsop")
    with pytest.raises(ValueError, match="Citation.source"):
        Citation("wikipedia", "x")


def test_house_options_agree_with_rule_answers():
    # The numeric settings and the per-rule answers must tell the same story for each rulebook.
    for name, book in RULEBOOKS.items():
        options = book.options
        ruling = lambda rule_id, name=name: get_rule(rule_id).answers[name].ruling  # noqa: E731
        assert (options.stud_ties == "position") == (ruling("stud-first-to-act-tie") is RulingCode.FIRST_BY_POSITION), name
        assert options.open_pair_option == (ruling("stud-open-pair-fourth-street") is RulingCode.BIG_BET_OPTION), name
        hi_lo = options.open_pair_option if options.open_pair_option_hi_lo is None else options.open_pair_option_hi_lo
        assert hi_lo == (ruling("stud-hi-lo-open-pair") is RulingCode.BIG_BET_OPTION), name
        assert options.heads_up_uncapped == (ruling("limit-cap-heads-up") is RulingCode.RAISE_ALLOWED), name
        assert (options.misdeal_cutoff == "two-players-acted") == (ruling("misdeal-cutoff") is RulingCode.ACTION_STANDS), name
        assert (options.chip_race_rounding == "up") == (ruling("color-up-chip-race") is RulingCode.RACE_ROUNDED_UP), name
        assert (options.two_round_raise_cap > options.raise_cap) == (ruling("limit-cap-size") is RulingCode.RAISE_ALLOWED), name
        assert (options.odd_chip_stud == "five-card-high-suit") == (
            ruling("odd-chip-stud") is RulingCode.ODD_CHIP_HIGH_SUIT_IN_HAND), name
        assert (options.razz_bring_in_suit == "highest") == (ruling("razz-bring-in") is RulingCode.BRING_IN_HIGHER_SUIT), name


def test_choices_markdown_lists_every_choice():
    from dealerschool.rules.rulebooks import choices_markdown

    text = choices_markdown()
    total = sum(len(book.choices) for book in RULEBOOKS.values())
    assert text.count("\n") == total + 1
    assert "Stud tie-break" in text


def test_malformed_rule_is_rejected_with_its_id():
    from dealerschool.rules.model import agree, answer, make_rule, tda

    shared = agree(answer(RulingCode.MISDEAL, "A long enough explanation for the test.", tda("Rule 35")))
    with pytest.raises(ValueError, match="Rule 'bad-rule'.question"):
        make_rule(id="bad-rule", title="t", catalog_ids=("H01",), games="all", trigger="x", answers=shared, prompt="prompt",
                  options=((RulingCode.CARD_PLAYS, "a"), (RulingCode.DEAD_HAND, "b")))
    with pytest.raises(ValueError, match="catalog_ids"):
        make_rule(id="bad-rule", title="t", catalog_ids=("Z99",), games="all", trigger="x", answers=shared, prompt="prompt", options=((RulingCode.MISDEAL, "a"),))
    with pytest.raises(ValueError, match="not a RulingCode"):
        get_rule("premature-turn").question.grade(SOURCES, "shrug")
