"""Print one digest line per answer the engine gives, to compare the engine's behaviour before and after a change.

    python tests/answers_digest.py --seeds 200 > before.txt
    ... change the code ...
    python tests/answers_digest.py --seeds 200 > after.txt
    diff before.txt after.txt

A line is ``key<TAB>rule ruling<TAB>hash``: the hash covers everything an answer says (rule ids,
ruling code, explanation, citations, remedy steps and the table afterwards card by card, or for an
amount, seat or dealer-operation question the value, rule, explanation and citations), so any change
shows, and the readable part says which. Keys:

* ``scenario <file> <rulebook>`` for every scripted scenario under every rulebook (not only the ones its
  author answers for);
* ``generated <rule> <seed> <rulebook>`` for the first ``--seeds`` seeds of every generator, also the
  situation it wrote (``generated <rule> <seed> situation``).

No golden file is kept: branches change rulings on purpose. Record a baseline, change, compare.
``--modules`` imports the rule catalogs in the given order before the package's own import of them, and
``--orders`` also prints the order the triggers are tried in (tests/rules/test_rule_precedence.py uses both).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _hash(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _ruling_line(key: str, ruling: Any) -> str:
    data = ruling.to_dict()
    return f"{key}\t{' '.join(data['rule_ids'])} {data['ruling']}\t{_hash(data)}"


def _value_line(key: str, value: Any, rule: Any, explanation: str, citations: tuple[str, ...]) -> str:
    data = {"value": value, "rule": rule.id, "explanation": explanation, "citations": list(citations)}
    return f"{key}\t{rule.id} {json.dumps(value, sort_keys=True)}\t{_hash(data)}"


def scenario_lines() -> Iterator[str]:
    from dealerschool.quiz import scenarios
    from dealerschool.quiz.grading import DecisionType, correct_answer
    from dealerschool.rules.engine import rule_on
    from dealerschool.rules.model import RULEBOOK_NAMES

    for path in scenarios.scenario_files():
        name = path.relative_to(path.parents[1]).as_posix()
        try:
            scenario = scenarios.load(path)
        except ValueError as error:
            yield f"scenario {name}\tload-error\t{_hash(str(error))}"
            continue
        for book in RULEBOOK_NAMES:
            key = f"scenario {name} {book}"
            question = scenario.question
            try:
                if question.type is DecisionType.RULING and not question.rule:
                    line = _ruling_line(key, rule_on(scenario.situation, book))
                    again = _ruling_line(key, rule_on(scenario.situation, book))
                else:
                    line = _value_line(key, *correct_answer(question, scenario.situation, book))
                    again = _value_line(key, *correct_answer(question, scenario.situation, book))
                yield line
                if again != line:  # asked twice, the same answer (nothing the engine keeps was changed)
                    yield f"{key} again\t{again.split(chr(9), 1)[1]}"
            except ValueError as error:  # NoRuling too
                yield f"{key}\terror\t{_hash(str(error))}"


def generated_lines(seeds: int, only: list[str] | None = None) -> Iterator[str]:
    from dealerschool import generate
    from dealerschool.quiz.grading import DecisionType, correct_answer
    from dealerschool.rules.engine import rule_on
    from dealerschool.rules.model import RULEBOOK_NAMES

    for rule_id in only or generate.generatable():
        for seed in range(seeds):
            try:
                made = generate.generate(rule_id, seed)
            except Exception as error:  # noqa: BLE001 - a generator that fails is a difference to report
                yield f"generated {rule_id} {seed} situation\tgenerate-error\t{_hash(repr(error))}"
                continue
            yield f"generated {rule_id} {seed} situation\t{made.situation['variant']}\t{_hash(made.situation)}"
            # Every tenth seed also goes the whole way a scenario file does (the events replayed again).
            built = made.build() if seed % 10 == 0 else None
            for book in RULEBOOK_NAMES:
                key = f"generated {rule_id} {seed} {book}"
                try:
                    value, found_rule, ruling = made.answer(book)
                    if ruling is not None:
                        line = _ruling_line(key, ruling)
                    else:
                        question = made.question_object()
                        line = _value_line(key, *correct_answer(question, made.prebuilt or made.build(), book,
                                                                made.own_replay(made.prebuilt or made.build(), book)))
                    yield line
                    if built is not None:
                        question = made.question_object()
                        if question.type is DecisionType.RULING and not question.rule:
                            again = _ruling_line(key, rule_on(built, book))
                        else:
                            again = _value_line(key, *correct_answer(question, built, book))
                        if again != line:
                            yield f"{key} built\t{again.split(chr(9), 1)[1]}"
                except ValueError as error:
                    yield f"{key}\terror\t{_hash(str(error))}"


def import_catalogs_first(names: list[str]) -> None:
    """Import the catalog modules of ``dealerschool.rules`` in this order, before the package's own
    ``__init__`` imports them in its listed order: whatever registers at import registers in this order."""
    import importlib.util

    import dealerschool  # noqa: F401 - the parent package, so the subpackage can be set up alone

    spec = importlib.util.find_spec("dealerschool.rules")
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules["dealerschool.rules"] = package
    for name in names:
        importlib.import_module(f"dealerschool.rules.{name}")
    spec.loader.exec_module(package)


def order_lines() -> Iterator[str]:
    from dealerschool.poker.games import GAMES
    from dealerschool.rules import engine

    for name, triggers in (("irregularity", engine.IRREGULARITY_TRIGGERS), ("procedure", engine.PROCEDURE_TRIGGERS)):
        for game in sorted(GAMES):
            yield f"order {name} {game}\t{' '.join(rule.id for rule, _ in engine.applicable(triggers, game))}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=200, help="seeds per generator (default 200)")
    parser.add_argument("--rules", nargs="*", help="only these generators")
    parser.add_argument("--no-scenarios", action="store_true")
    parser.add_argument("--modules", help="comma-separated catalog module names to import first, in this order")
    parser.add_argument("--orders", action="store_true", help="also print the order triggers are tried in")
    args = parser.parse_args()
    if args.modules:
        import_catalogs_first(args.modules.split(","))
    if args.orders:
        for line in order_lines():
            print(line)
    if not args.no_scenarios:
        for line in scenario_lines():
            print(line)
    for line in generated_lines(args.seeds, args.rules):
        print(line)


if __name__ == "__main__":
    main()
