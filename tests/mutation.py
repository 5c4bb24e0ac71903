"""Mutation testing of the engine's core and the web's guards with mutmut, one module at a time.

    python tests/mutation.py                      # every module below, one after another
    python tests/mutation.py pots odd-chip        # some of them
    python tests/mutation.py --report             # print the scores of the last runs only
    python tests/mutation.py pots --fresh         # forget the last run of pots first
    python tests/mutation.py pots --survivors     # try again only what survived the last run of pots (but
                                                  # those listed as equivalent)

Needs the ``mutation`` extra (``pip install -e '.[test,mutation]'``). Each module runs in its own folder,
``build/mutation/NAME/`` (mutmut keeps its mutated copy in ``mutants/`` there), with only the tests that
cover it; mutmut then runs, for each mutant, only those of them that call the mutated function. A module's
run stops after ``--timeout`` seconds (what was tried by then is kept and reported; a later run goes on from
there). The score per module is killed / (killed + survived), where a mutant that makes the tests run out of
time counts as killed and one no test reaches as survived; the survivors are listed by mutmut's name
(``mutmut show NAME`` in the module's folder prints the diff).

A survivor is either killed by a new test or listed in ``tests/mutation_equivalent.md`` with the reason it is
equivalent (no test could tell it from the code); the report counts those apart ("equiv.") from the survivors
left ("left"), and names a listed mutant that no longer survives, so the list cannot go stale unseen.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import tomli_w

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "mutation"
LINKED = ("dealerschool", "tests", "templates", "static", "scenarios")
"""What a module's folder links to from the checkout: the package, the tests and the files the app reads."""


@dataclass(frozen=True)
class Target:
    """One module (or part of one) to mutate, with the tests that cover it."""

    source: str
    """The file to mutate, from the checkout's root."""
    tests: tuple[str, ...]
    """The test files (or node ids) that cover it; mutmut runs only those of them that reach each mutant."""
    functions: tuple[str, ...] = ()
    """mutmut mutant-name globs to run (``dealerschool.table.table.xǁTableǁshowdown__mutmut_*``); none: all."""
    deselect: tuple[str, ...] = ()
    """Tests that cannot run under mutmut (one that patches a module function the trampolines bypass)."""


TARGETS: dict[str, Target] = {
    "pots": Target("dealerschool/poker/pots.py", ("tests/engine/test_pots.py", "tests/engine/test_pots_oracles.py", "tests/engine/test_pots_exact.py",
                                            "tests/engine/test_chiprace.py", "tests/rules/test_odd_chip_stud.py")),
    "betting": Target("dealerschool/poker/betting.py", ("tests/engine/test_betting_arithmetic.py", "tests/engine/test_table.py", "tests/rules/test_short_blind.py",
                                                  "tests/rules/test_string_bet_half_raise.py",
                                                  "tests/rules/test_oversized_chip_no_bet.py")),
    "odd-chip": Target("dealerschool/table/table.py", ("tests/engine/test_pots_oracles.py", "tests/rules/test_odd_chip_stud.py",
                                                 "tests/engine/test_table.py", "tests/rules/test_house_options.py"),
                       ("dealerschool.table.table.xǁTableǁodd_chip_rules__mutmut_*", "dealerschool.table.table.xǁTableǁ_resolve_pots__mutmut_*",
                        "dealerschool.table.table.xǁTableǁclockwise_from__mutmut_*", "dealerschool.table.table.xǁTableǁ_clockwise__mutmut_*")),
    "seats": Target("dealerschool/table/seats.py", ("tests/engine/test_table.py", "tests/rules/test_dead_button.py",
                                              "tests/rules/test_heads_up_dead_button.py", "tests/engine/test_table_copy.py")),
    "hands": Target("dealerschool/poker/hands.py", ("tests/engine/test_hands.py",)),
    "remedies": Target("dealerschool/rules/remedies.py", ("tests/rules/test_remedies_play_on.py",
                                                          "tests/rules/test_rules_irregularities.py")),
    "drill-checks": Target("dealerschool/drill/hand.py", ("tests/drill/test_drill_moves.py", "tests/drill/test_drill_push_form.py",
                                                           "tests/drill/test_drill.py"),
                           ("dealerschool.drill.hand.xǁDrillǁattempt__mutmut_*", "dealerschool.drill.hand.xǁDrillǁ_matches__mutmut_*"),
                           ("tests/drill/test_drill.py::test_a_kept_hand_is_taken_once_and_only_for_its_own_record",)),
    "drill-payouts": Target("dealerschool/drill/payouts.py", ("tests/drill/test_drill_moves.py", "tests/drill/test_drill_push_form.py",
                                                              "tests/drill/test_drill.py"),
                            ("dealerschool.drill.payouts.x_checked_payouts__mutmut_*",
                             "dealerschool.drill.payouts.x_due_payouts__mutmut_*",
                             "dealerschool.drill.payouts.x_normal_payouts__mutmut_*"),
                            ("tests/drill/test_drill.py::test_a_kept_hand_is_taken_once_and_only_for_its_own_record",)),
    "csrf": Target("dealerschool/web/__init__.py", ("tests/web/test_web_csrf.py", "tests/web/test_web_deal.py::test_forged_posts_are_refused",
                                                     "tests/web/test_web_deal.py::test_a_step_hands_back_the_csrf_token_it_was_posted_with"),
                   ("dealerschool.web.xǁCheckedCSRFǁ*",)),
    "ownership": Target("dealerschool/web/auth.py", ("tests/web/test_web_auth.py", "tests/web/test_web_accounts.py", "tests/web/test_web_csrf.py",
                                                     "tests/web/test_web_quiz.py::test_every_trainee_url_is_private",
                                                     "tests/web/test_web_deal.py::test_other_trainees_and_signed_out_visitors_get_nothing",
                                                     "tests/web/test_web_hardening.py::test_a_cookie_saved_before_sign_out_is_signed_out_too",
                                                     "tests/web/test_web_hardening.py::test_a_password_change_ends_every_other_session",
                                                     "tests/web/test_web_hardening.py::test_an_unknown_name_costs_a_password_check_like_a_known_one",
                                                     "tests/web/test_web_hardening.py::test_a_trainee_cannot_reset_a_password")),
    "answers-once": Target("dealerschool/store.py", ("tests/web/test_store_answers.py", "tests/web/test_web_quiz.py"),
                           ("dealerschool.store.x_record_answer__mutmut_*", "dealerschool.store.x_attempt_to_answer__mutmut_*",
                            "dealerschool.store.x_attempt_by_token__mutmut_*", "dealerschool.store.x_get_quiz__mutmut_*")),
    "drill-saves": Target("dealerschool/store.py", ("tests/web/test_web_deal.py",),
                          ("dealerschool.store.x_get_drill__mutmut_*", "dealerschool.store.x_save_drill_step__mutmut_*")),
    "version-checks": Target("dealerschool/web/deal.py", ("tests/web/test_web_deal.py",),
                             ("dealerschool.web.deal.x_drill_step__mutmut_*", "dealerschool.web.deal.x_load__mutmut_*",
                              "dealerschool.web.deal.x_checked_version__mutmut_*", "dealerschool.web.deal.x_posted_version__mutmut_*",
                              "dealerschool.web.deal.x_stale__mutmut_*")),
}
"""The modules scored, by name. The odd-chip award is the table's showdown and the seat order it passes
to pots (pots.py itself is scored as "pots"); the drill's checks are how a trainee's move is graded."""

HYPOTHESIS_EXAMPLES = 25
PLUGIN = f'''"""Written by tests/mutation.py, loaded into mutmut's pytest runs (-p mutation_plugin)."""

import gc
import os
import sys

from hypothesis import settings

RESET = {{
    "dealerschool.table.table": lambda module: module._ORDERS.clear(),
    "dealerschool.drill": lambda module: module.forget_kept(),
    "dealerschool.web": lambda module: module.csrf.verified.clear(),
    "dealerschool.situations.record": lambda module: module.forget_replays(),
    "dealerschool.rules.engine": lambda module: module._APPLICABLE.clear(),
    "dealerschool.caches": lambda module: [cache.clear() for cache in module.CACHES.values()],
    "dealerschool.web.auth": lambda module: module.DUMMY_HASH.clear(),
}}


def pytest_collection_modifyitems(items):
    # Each property test runs a fixed few examples, the same on every run.
    for item in items:
        test = getattr(item, "obj", None)
        current = getattr(test, "_hypothesis_internal_use_settings", None)
        if current is not None and current.max_examples > {HYPOTHESIS_EXAMPLES}:
            test._hypothesis_internal_use_settings = settings(current, max_examples={HYPOTHESIS_EXAMPLES},
                                                              derandomize=True, database=None)
    # mutmut forks each mutant from the process that ran the tests once unmutated: what was cached then (the
    # table's clockwise orders, replays kept by a situation or a record, kept drill hands, verified CSRF
    # tokens, lru and bounded caches, the dummy password hash made on first use) would answer instead of the
    # mutant. Forget all of it.
    if not os.environ.get("MUTANT_UNDER_TEST"):
        return
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith("dealerschool"):
            continue
        for value in list(vars(module).values()):
            # Looked up on the type: a Flask proxy (g, request) would answer for an app context there is none of.
            if callable(getattr(type(value), "cache_clear", None)):
                value.cache_clear()
        if name in RESET:
            RESET[name](module)
    setup = sys.modules.get("dealerschool.situations.setup")
    if setup is not None:
        for found in gc.get_objects():
            if isinstance(found, setup.Situation):
                found.replays.clear()
'''
"""A pytest plugin for the mutation runs. Each property test runs a fixed few examples (the same on every run,
so a mutant's verdict does not depend on luck) where the suite runs up to 300 random ones: a mutant costs the
covering tests' time, and 300 examples of each pot property made a mutant of build_pots take seconds. And the
mutated module's caches are emptied before each mutant's tests: mutmut forks every mutant from the process
that ran the tests unmutated, and a cache filled then (the shared clockwise orders of table.py) hid every
mutant of the function behind it (all 20 of Table._clockwise survived)."""

KILLED = {"killed", "timeout", "caught by type check", "segfault"}
SURVIVED = {"survived", "no tests", "suspicious"}


def mutmut_command() -> list[str]:
    found = shutil.which("mutmut") or str(Path(sys.executable).with_name("mutmut"))
    if not Path(found).exists():
        sys.exit("mutmut is not installed: pip install -e '.[test,mutation]'")
    return [found]


def present_tests(target: Target) -> list[str]:
    """The target's tests that this checkout has (an older checkout, scored for comparison, may lack some)."""
    present = [test for test in target.tests if (ROOT / test.split("::")[0]).exists()]
    for test in sorted(set(target.tests) - set(present)):
        print(f"   not in this checkout: {test}", flush=True)
    return present


def prepare(name: str, target: Target, fresh: bool) -> Path:
    """The module's folder: links to the checkout and a pyproject.toml that says what mutmut mutates and runs."""
    folder = BUILD / name
    if fresh and folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for entry in LINKED:
        link = folder / entry
        if not link.exists():
            link.symlink_to(ROOT / entry)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    config = {"tool": {
        "pytest": {"ini_options": project["tool"]["pytest"]["ini_options"]},
        "mutmut": {
            "source_paths": ["dealerschool"],
            "only_mutate": [target.source],
            "also_copy": ["templates", "static", "scenarios", "mutation_plugin.py"],
            "pytest_add_cli_args": ["-p", "no:cacheprovider", "-p", "no:xdist", "-p", "mutation_plugin"]
            + [f"--deselect={test}" for test in target.deselect],
            "pytest_add_cli_args_test_selection": present_tests(target),
            "use_git_change_detection": False,
        },
    }}
    (folder / "pyproject.toml").write_text(tomli_w.dumps(config))
    (folder / "mutation_plugin.py").write_text(PLUGIN)
    return folder


def run(name: str, target: Target, folder: Path, children: int, timeout: float, survivors: bool = False) -> None:
    """Run mutmut on the target's mutants, or with ``survivors`` only on those the last run left alive (after
    a test was written to kill them: mutmut tries a mutant it names again, where a plain run keeps its verdict)."""
    chosen = list(target.functions)
    if survivors:
        listed = equivalent_mutants().get(name, {})
        chosen = sorted(key for key, status in (results(name, target) or {}).items()
                        if status in SURVIVED | {"error"} and key not in listed)
        if not chosen:
            print(f"== {name}: no survivors of a last run to try again but those listed as equivalent", flush=True)
            return
    print(f"== {name}: mutating {target.source} with {', '.join(target.tests)} (at most {timeout:.0f} s)"
          + (f", the {len(chosen)} survivors of the last run" if survivors else ""), flush=True)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    command = mutmut_command() + ["run", "--max-children", str(children), *chosen]
    log = (folder / "mutmut.log").open("w")
    process = subprocess.Popen(command, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    started = time.monotonic()

    def stop(signum: int, frame: object) -> None:  # stopping this script stops its mutmut (in a session of its own)
        os.killpg(process.pid, signal.SIGTERM)
        sys.exit(f"stopped by signal {signum}")

    signal.signal(signal.SIGTERM, stop)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        print(f"   stopped after {timeout:.0f} s: what was tried is kept", flush=True)
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    log.close()
    print(f"   mutmut exited {process.returncode} after {time.monotonic() - started:.0f} s (log: {folder / 'mutmut.log'})",
          flush=True)


def results(name: str, target: Target) -> dict[str, str] | None:
    """Each mutant of the target by name with its status, or None when the module was never run."""
    from fnmatch import fnmatchcase

    meta = BUILD / name / "mutants" / (target.source + ".meta")
    if not meta.exists():
        return None
    from mutmut.stats import status_by_exit_code

    codes = json.loads(meta.read_text())["exit_code_by_key"]
    # mutmut counts pytest's internal error (exit 3) as a kill; it is the run breaking, not a test failing.
    return {key: "error" if code == 3 else status_by_exit_code[code] for key, code in codes.items()
            if not target.functions or any(fnmatchcase(key, pattern) for pattern in target.functions)}


EQUIVALENT_FILE = ROOT / "tests" / "mutation_equivalent.md"


def equivalent_mutants() -> dict[str, dict[str, str]]:
    """The survivors judged equivalent, by module and mutant name, with the reason: read from
    ``tests/mutation_equivalent.md``, where each module is a ``## NAME`` heading and each mutant a bullet
    line that starts with its name in backticks. A name given twice, or under a module not in TARGETS, is
    refused (the list must say exactly what it excuses)."""
    found: dict[str, dict[str, str]] = {}
    module = None
    for number, line in enumerate(EQUIVALENT_FILE.read_text().splitlines(), 1):
        if line.startswith("## "):
            module = line[3:].strip()
            if module not in TARGETS:
                sys.exit(f"{EQUIVALENT_FILE.name}, line {number}: {module!r} is not a module of TARGETS")
            found.setdefault(module, {})
        elif line.startswith("- `") and module is not None:
            key, _, reason = line[3:].partition("`")
            if key in found[module]:
                sys.exit(f"{EQUIVALENT_FILE.name}, line {number}: {key} is listed twice")
            found[module][key] = reason.lstrip(": ").strip()
    return found


def report(names: list[str]) -> None:
    """Per module: the mutants, how many were killed and survived, the survivors listed as equivalent and the
    ones left (survivors not listed); the score is killed / (killed + survived), equivalent ones included."""
    equivalent = equivalent_mutants()
    print(f"\n{'module':<16}{'mutants':>8}{'killed':>8}{'survived':>9}{'equiv.':>8}{'left':>6}{'errors':>8}{'not run':>8}"
          f"{'score':>8}")
    for name in names:
        found = results(name, TARGETS[name])
        if found is None:
            print(f"{name:<16}{'not run':>8}")
            continue
        counts = Counter(found.values())
        killed = sum(counts[s] for s in KILLED)
        survived = sum(counts[s] for s in SURVIVED)
        excused = sum(1 for key, status in found.items() if status in SURVIVED and key in equivalent.get(name, {}))
        tried = killed + survived
        score = f"{100 * killed / tried:.1f}%" if tried else "-"
        print(f"{name:<16}{len(found):>8}{killed:>8}{survived:>9}{excused:>8}{survived - excused:>6}{counts['error']:>8}"
              f"{len(found) - tried - counts['error']:>8}{score:>8}")
    for name in names:
        found = results(name, TARGETS[name]) or {}
        listed = equivalent.get(name, {})
        survivors = sorted(key for key, status in found.items() if status in SURVIVED | {"error"})
        left = [key for key in survivors if key not in listed]
        if left:
            print(f"\nsurvivors in {name} ({TARGETS[name].source}) not listed as equivalent:")
            for key in left:
                print(f"  {key}  [{found[key]}]")
        stale = sorted(key for key in listed if found and found.get(key) not in SURVIVED)
        if stale:
            print(f"\nlisted as equivalent in {name} but not a survivor of its last run (killed, not run or renamed):")
            for key in stale:
                print(f"  {key}  [{found.get(key, 'no such mutant')}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", help=f"of {', '.join(TARGETS)} (default: all)")
    parser.add_argument("--report", action="store_true", help="only print the scores of the last runs")
    parser.add_argument("--fresh", action="store_true", help="forget the module's last run first")
    parser.add_argument("--survivors", action="store_true", help="try again only the last run's survivors")
    parser.add_argument("--max-children", type=int, default=1, help="mutants tried at once (default 1)")
    parser.add_argument("--timeout", type=float, default=1200, help="seconds per module (default 1200)")
    options = parser.parse_args()
    unknown = [name for name in options.modules if name not in TARGETS]
    if unknown:
        parser.error(f"unknown module {unknown[0]!r} (expected one of {', '.join(TARGETS)})")
    names = options.modules or list(TARGETS)
    if not options.report:
        for name in names:
            target = TARGETS[name]
            run(name, target, prepare(name, target, options.fresh), options.max_children, options.timeout,
                options.survivors)
    report(names)


if __name__ == "__main__":
    main()
