"""The layers run one way, read from the code's own imports (see shared/design.md and the README):
no import cycle, no underscore name taken from another module, Flask only in ``web/`` and the CLI,
SQLite only in the store."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dealerschool"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def _modules() -> dict[str, ast.Module]:
    return {_module_name(path): ast.parse(path.read_text(), str(path)) for path in sorted(PACKAGE.rglob("*.py"))}


def _is_package(name: str) -> bool:
    return (PACKAGE.parent / name.replace(".", "/") / "__init__.py").exists()


def _resolve(module: str, node: ast.ImportFrom) -> str:
    """The absolute module an ``from X import ...`` names."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not _is_package(module):
        base = base[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _imports(module: str, tree: ast.Module) -> list[tuple[str, ast.stmt, list[str]]]:
    """(imported module, statement, names taken from it) for every import in the module, wherever it is
    (inside functions too: a deferred import is still a dependency)."""
    found: list[tuple[str, ast.stmt, list[str]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name, node, []) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(module, node)
            names = []
            for alias in node.names:
                # 'from package import submodule' depends on the submodule
                if f"{target}.{alias.name}" in _modules():
                    found.append((f"{target}.{alias.name}", node, []))
                else:
                    names.append(alias.name)
            found.append((target, node, names))
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: {target for target, _, _ in _imports(name, tree) if target in modules and target != name}
            for name, tree in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycle():
    cycles = _cycles(_graph())
    assert not cycles, "import cycles: " + "; ".join(" <-> ".join(cycle) for cycle in cycles)


def test_no_underscore_name_taken_from_another_module():
    modules = _modules()
    taken = []
    for name, tree in modules.items():
        imported_modules = set()
        for target, node, names in _imports(name, tree):
            if target.startswith("dealerschool"):
                taken.extend(f"{name}: {target}.{n}" for n in names if n.startswith("_") and not n.startswith("__"))
                if isinstance(node, ast.ImportFrom):
                    imported_modules.update(alias.asname or alias.name for alias in node.names
                                            if f"{target}.{alias.name}" in modules)
                else:
                    imported_modules.update(alias.asname or alias.name for alias in node.names)
        # module._name where module is one of ours
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id in imported_modules and node.attr.startswith("_") \
                    and not node.attr.startswith("__"):
                taken.append(f"{name}: {node.value.id}.{node.attr}")
    assert not taken, f"{len(taken)} underscore names used across modules:\n" + "\n".join(sorted(set(taken)))


def _importers_of(prefixes: tuple[str, ...]) -> set[str]:
    return {name for name, tree in _modules().items()
            for target, _, _ in _imports(name, tree) if target.split(".")[0] in prefixes}


WEB_SIDE = {"dealerschool.cli", "dealerschool.__main__", "dealerschool.store"}
"""Besides web/: the CLI, and the store, whose get_db/close_db keep the connection on Flask's ``g`` as
flaskr does (shared/design.md: ``store.py``: ``get_db()``/``close_db()`` on ``g``)."""


def _web_side(name: str) -> bool:
    return name in WEB_SIDE or name == "dealerschool.web" or name.startswith("dealerschool.web.")


LAYERS = (
    ("the ground", ("dealerschool", "dealerschool.caches", "dealerschool.files", "dealerschool.resources")),
    ("the poker primitives", ("dealerschool.poker",)),
    ("the physical table", ("dealerschool.table",)),
    ("hand histories", ("dealerschool.histories",)),
    ("situations", ("dealerschool.situations",)),
    ("rules", ("dealerschool.rules",)),
    ("questions", ("dealerschool.quiz", "dealerschool.generate", "dealerschool.floor", "dealerschool.room",
                   "dealerschool.authoring")),
    ("the drill", ("dealerschool.drill",)),
    ("a class's work", ("dealerschool.assignments",)),
    ("the web app and the command line", ("dealerschool.web", "dealerschool.cli", "dealerschool.__main__")),
)
"""The layer map of shared/design.md, bottom up, by folder (or by module, where a layer is one module): a
module imports only from its own layer and the layers below it. Inside a layer, only the no-cycle check holds
(``generate/`` builds on ``quiz.grading`` and ``quiz.questions`` on ``generate/``)."""

STORE = "dealerschool.store"
STORE_MAY_IMPORT = ("dealerschool", "dealerschool.quiz", "dealerschool.quiz.practice")
"""The store sits beside the layers: it imports the package's errors and the practice schedule, whose card it
moves on inside the answer's own write transaction (so that a page reads cards, not history)."""


def _layer_of(name: str) -> int | None:
    for index, (_, prefixes) in enumerate(LAYERS):
        if any(name == prefix or name.startswith(prefix + ".") for prefix in prefixes if prefix != "dealerschool"):
            return index
    return 0 if name in LAYERS[0][1] else None


def test_every_module_has_a_layer():
    unplaced = sorted(name for name in _modules() if name != STORE and _layer_of(name) is None)
    assert not unplaced, f"modules in no layer of LAYERS (say where they belong): {unplaced}"


def test_a_module_imports_only_from_its_layer_and_below():
    upward = []
    for name, targets in _graph().items():
        if name == STORE:
            upward.extend(f"{name} -> {target}" for target in sorted(targets) if target not in STORE_MAY_IMPORT)
            continue
        layer = _layer_of(name)
        for target in sorted(targets):
            if target == STORE:
                if layer != len(LAYERS) - 1:
                    upward.append(f"{name} -> {target} (the store is for the web app and the command line)")
                continue
            target_layer = _layer_of(target)
            if layer is not None and target_layer is not None and target_layer > layer:
                upward.append(f"{name} ({LAYERS[layer][0]}) -> {target} ({LAYERS[target_layer][0]})")
    assert not upward, "imports against the layer order:\n" + "\n".join(upward)


def test_the_layer_check_sees_an_upward_import():
    # the table layer below rules: an import of the engine from table.py would be upward
    assert _layer_of("dealerschool.table.table") < _layer_of("dealerschool.rules.engine")
    assert _layer_of("dealerschool.web.deal") == len(LAYERS) - 1
    assert _layer_of("dealerschool") == 0 and _layer_of("dealerschool.poker.cards") == 1


ACCESS_BLUEPRINT = "dealerschool.web.auth"
"""The one blueprint others import: sign-in, the session and ``login_required``, which every page stands on."""


def _blueprint_modules() -> set[str]:
    """The modules of web/ that make a Flask Blueprint (``bp = Blueprint(...)``)."""
    return {name for name, tree in _modules().items() if name.startswith("dealerschool.web.")
            and any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Blueprint"
                    for node in ast.walk(tree))}


def test_a_blueprint_imports_no_other_blueprint():
    """A blueprint's helpers that another uses live below both (web/quiz_pages.py, web/dealing.py,
    web/summaries.py, web/builder.py, web/class_library.py), so no page module reaches into another's."""
    blueprints = _blueprint_modules()
    assert {"dealerschool.web.quiz", "dealerschool.web.deal", "dealerschool.web.classes"} <= blueprints
    graph = _graph()
    crossing = sorted(f"{name} -> {target}" for name in blueprints for target in graph[name]
                      if target in blueprints and target != ACCESS_BLUEPRINT)
    assert not crossing, "blueprints importing other blueprints:\n" + "\n".join(crossing)


def test_flask_only_in_web_and_the_cli():
    outside = {name for name in _importers_of(("flask", "werkzeug", "jinja2")) if not _web_side(name)}
    assert not outside, f"Flask imported outside web/, the CLI and the store: {sorted(outside)}"


def test_the_engine_imports_neither_the_web_nor_the_store():
    graph = _graph()
    reaching = {name for name, targets in graph.items() if not _web_side(name)
                and any(_web_side(target) for target in targets)}
    assert not reaching, f"engine modules importing web/, the CLI or the store: {sorted(reaching)}"


def test_sqlite_only_in_the_store():
    outside = {name for name in _importers_of(("sqlite3", "sqlite_utils")) if name != "dealerschool.store"}
    assert not outside, f"SQLite used outside the store: {sorted(outside)}"


def test_the_checks_see_the_imports():
    # The import graph is read from the code: a known edge is there, and a known cycle-free chain too.
    graph = _graph()
    assert "dealerschool.table.table" in graph["dealerschool.rules.engine"]
    assert "dealerschool.rules.model" in graph["dealerschool.rules"]
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]


def _table_private_names() -> set[str]:
    tree = _modules()["dealerschool.table.table"]
    table = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "Table")
    names = {node.name for node in table.body if isinstance(node, ast.FunctionDef)}
    names |= {node.attr for node in ast.walk(table) if isinstance(node, ast.Attribute)
              and isinstance(node.value, ast.Name) and node.value.id == "self"}
    return {name for name in names if name.startswith("_") and not name.startswith("__")}


def test_only_the_table_touches_its_private_state():
    # Every correction a remedy makes is a named Table method (resume_dealing, kill_hand, redeal...):
    # no module but table.py reads or writes the Table's underscore members, nor swaps its __dict__.
    private = _table_private_names()
    assert {"_to_act", "_queue", "_in_draw", "_stud_first"} <= private  # the check sees them
    found = []
    for name, tree in _modules().items():
        if name == "dealerschool.table.table":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and not (isinstance(node.value, ast.Name) and node.value.id == "self"):
                if node.attr in private:
                    found.append(f"{name}:{node.lineno}: .{node.attr}")
                if node.attr == "__dict__" and isinstance(node.value, ast.Name) and "table" in node.value.id:
                    found.append(f"{name}:{node.lineno}: {node.value.id}.__dict__")
    assert not found, "the Table's private state touched from outside:\n" + "\n".join(found)


REGISTRY = "dealerschool.rules"
"""The rule registry: the package's ``__init__``, which loads the catalog modules."""

BELOW_THE_REGISTRY = ("dealerschool.rules.engine", "dealerschool.rules.remedies", "dealerschool.rules.triggers",
                      "dealerschool.rules.model", "dealerschool.rules.rulebooks")
"""The engine and what the catalogs stand on: they read the rules from ``rules.triggers``, never from the
package that loads the catalog (the catalog modules themselves neither, or loading them would cycle)."""


def _takes_from_registry(name: str) -> list[str]:
    """How module ``name`` imports the rule registry itself (a name from the package, or the package),
    as opposed to one of its submodules (``from . import remedies`` names only the submodule)."""
    found = []
    for target, node, names in _imports(name, _modules()[name]):
        if target != REGISTRY:
            continue
        if isinstance(node, ast.Import) or names:
            found.append(f"{name}:{node.lineno}: {REGISTRY} {', '.join(names)}".rstrip())
    return found


def test_the_engine_does_not_import_the_rule_registry():
    modules = _modules()
    below = [*BELOW_THE_REGISTRY, *(name for name in modules if name.startswith("dealerschool.rules.catalog_"))]
    assert len(below) > len(BELOW_THE_REGISTRY)  # the catalog modules are found
    found = [line for name in below for line in _takes_from_registry(name)]
    assert not found, "modules below the rule registry import it:\n" + "\n".join(found)
    # and the registry does not import the engine
    assert "dealerschool.rules.engine" not in _graph()[REGISTRY]


def test_the_registry_check_sees_a_registry_import():
    # conflicts.py sits above the registry and takes get_rule from it: the check would see that.
    assert _takes_from_registry("dealerschool.rules.conflicts")

def _package_map_modules() -> set[str]:
    """The module and package names in the left column of the package map (dealerschool/README.md)."""
    import re

    readme = (PACKAGE / "README.md").read_text()
    block = readme.split("<!-- package map -->")[1].split("<!-- end of package map -->")[0]
    listed: set[str] = set()
    for line in block.splitlines():
        if line.startswith("```") or line.startswith(" " * 12) or not line.strip():
            continue  # the fence, a description carried onto its own line, a blank line
        left = re.split(r"\s{3,}", line.strip())[0]
        listed.update(name.strip().rstrip("/") for name in left.split(","))
    return listed


def test_the_readme_package_map_names_every_module():
    """A module added, moved or renamed without the README's layout section saying where it belongs fails."""
    listed = _package_map_modules()
    missing = [name for name in _modules() if name.split(".")[-1] not in listed and name != "dealerschool"]
    assert not missing, f"dealerschool/README.md's package map does not name {missing}"


def test_the_readme_package_map_names_only_modules_that_exist():
    """Every name in the map's left column is a module or package of the tree."""
    stems = {name.split(".")[-1] for name in _modules()} | {"__init__"}
    unknown = sorted(_package_map_modules() - stems)
    assert not unknown, f"dealerschool/README.md's package map names modules that do not exist: {unknown}"


# ---------------------------------------------------------------- walls around the table's piles and chips

_MUTATING_METHODS = frozenset((
    "append", "appendleft", "extend", "extendleft", "insert", "pop", "popleft", "remove", "clear", "sort",
    "reverse", "add", "discard", "update", "setdefault", "popitem", "shuffle",
))
"""Methods that change a list, set, dict or deque in place (``shuffle``: ``rng.shuffle(table.stub)``)."""

STATE_OWNERS = {
    "dealerschool.table.table": "the Table itself: dealing, betting and every named correction a remedy makes",
    "dealerschool.table.seats": "Seat and HeldCard, the Table's parts: copy_seat copies a seat for Table.copy",
    "dealerschool.poker.betting": "Round, the Table's betting round: record_bet updates the round the Table hands it",
}
"""The only modules that may write a Table's piles, a seat's cards and chips, or the betting round, and why.
Nothing in rules/, situations/, generate/, drill.py, floor.py or web/ belongs here: a ruling changes the table
through the Table's named corrections (``replace_card``, ``move_card``, ``refund_bet``...)."""


def _fields(module: str, class_name: str) -> set[str]:
    tree = _modules()[module]
    found = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == class_name)
    return {node.target.id for node in found.body if isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)}


def _table_state_names() -> set[str]:
    """The Table's public attributes (what table.py's Table assigns on self) and the fields of its seats,
    held cards and betting round."""
    tree = _modules()["dealerschool.table.table"]
    table = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "Table")
    names = set()
    for node in ast.walk(table):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []
        names |= {target.attr for target in targets if isinstance(target, ast.Attribute)
                  and isinstance(target.value, ast.Name) and target.value.id == "self"}
    names = {name for name in names if not name.startswith("_")}
    return names | _fields("dealerschool.table.seats", "Seat") | _fields("dealerschool.table.seats", "HeldCard") \
        | _fields("dealerschool.poker.betting", "Round")


_FROZEN_STATE = frozenset(("config", "game", "limits"))
"""Table attributes holding frozen values: only replacing one is a write to the Table (an item written on
a ``.config``, such as Flask's ``app.config[...]``, is some other object's)."""


def _watched(node: ast.expr, state: set[str], aliases: set[str]) -> str | None:
    """The state ``node`` stands for (``table.stub``, ``table.stub[0]``, ``held[k]`` where ``held`` is an
    alias of a seat's cards...), or None; an object's own ``self.x`` is its own business."""
    whole = True
    while isinstance(node, ast.Subscript):
        node, whole = node.value, False
    if isinstance(node, ast.Attribute) and node.attr in state:
        if isinstance(node.value, ast.Name) and node.value.id == "self":
            return None
        if node.attr in _FROZEN_STATE and not whole:
            return None
        return "." + node.attr
    if isinstance(node, ast.Name) and node.id in aliases:
        return node.id
    return None


def _writes_to_table_state(tree: ast.AST, state: set[str]) -> list[tuple[int, str]]:
    """(line, what) for every write to the watched state in ``tree``: an assignment, augmented assignment or
    ``del`` of such an attribute (or an item or slice of it), a mutating method called on it, and the same
    through a local name bound to it (``stub = table.stub; stub.pop(0)``)."""
    found: list[tuple[int, str]] = []
    functions = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
    scopes = [node for node in ast.walk(tree) if isinstance(node, functions)]
    for scope in [tree, *scopes]:
        # A scope's own nodes: a nested function is a scope of its own, with its own local names.
        body, pending = [], list(ast.iter_child_nodes(scope))
        while pending:
            node = pending.pop()
            body.append(node)
            if not isinstance(node, functions):
                pending.extend(ast.iter_child_nodes(node))
        aliases = {target.id for node in body if isinstance(node, ast.Assign)
                   and isinstance(node.value, (ast.Attribute, ast.Subscript))
                   and _watched(node.value, state, set()) is not None
                   for target in node.targets if isinstance(target, ast.Name)}
        for node in body:
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
                for target in targets:
                    for element in target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]:
                        if isinstance(element, ast.Name):
                            continue  # rebinding a local name changes nothing on the table
                        what = _watched(element, state, aliases)
                        if what is not None:
                            found.append((node.lineno, f"{ast.unparse(element)} written"))
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in _MUTATING_METHODS:
                what = _watched(node.func.value, state, aliases)
                if what is None and node.func.attr == "shuffle" and node.args:
                    what = _watched(node.args[0], state, aliases)
                if what is not None:
                    found.append((node.lineno, f"{ast.unparse(node.func)}(...)"))
    return sorted(set(found))


def test_only_the_table_writes_its_piles_and_chips():
    """No module but the Table's own changes the stub, burns, board, muck or set-aside cards, a seat's cards,
    stack, bet or contribution, or the betting round: a remedy asks the Table for a named correction."""
    state = _table_state_names()
    assert {"stub", "burns", "board", "muck", "set_aside", "cards", "stack", "bet", "face_up",
            "current_bet"} <= state  # the check sees them
    found = []
    for name, tree in _modules().items():
        if name in STATE_OWNERS:
            continue
        found.extend(f"{name}:{line}: {what}" for line, what in _writes_to_table_state(tree, state))
    assert not found, f"{len(found)} writes to the Table's state from outside it:\n" + "\n".join(found)


def test_the_wall_check_sees_every_kind_of_write():
    # Each line of the plant is one way of writing a table's state from outside; each must be found.
    planted = '''
def remedy(table, player, held):
    table.stub.pop(0)
    table.burns.append(card)
    table.board[2] = card
    table.stub[0:0] = extra
    del table.board[-1:]
    table.muck, table.burns = [], []
    player.stack += 5
    player.bet = 0
    player.cards = []
    held.face_up = True
    random.Random(1).shuffle(table.stub)
    stub = table.stub
    stub.insert(0, card)
    self.table.set_aside.extend(cards)
    table.config = replace(table.config, rules=rules)
'''
    state = _table_state_names()
    found = _writes_to_table_state(ast.parse(planted), state)
    planted_lines = {k + 1 for k, line in enumerate(planted.splitlines())
                     if line.startswith("    ") and not line.strip().startswith("stub =")}
    assert {line for line, _ in found} == planted_lines, found
    assert len(found) == len(planted_lines) + 1  # the tuple assignment is two writes
    # An object's own attributes, a local name rebound, and reads are not writes.
    clean = '''
def own(self, table):
    self.board.pop(0)
    cards = table.stub
    cards = sorted(cards)
    top = table.stub[0]
    n = len(table.burns)
    app.config["SECRET_KEY"] = key
'''
    assert _writes_to_table_state(ast.parse(clean), state) == []


# ---------------------------------------------------------------- the drill package, where drill.py sat

DRILL_ORDER = ("settings", "moves", "payouts", "view", "players", "mistakes", "remedy", "rebuilding", "results",
               "stored", "hand")
"""The drill package's modules, lowest first: each imports only those before it (its ``__init__``, the
package's face, any of them)."""

BESIDE_OR_ABOVE_THE_DRILL = ("dealerschool.floor", "dealerschool.quiz.practice", "dealerschool.quiz.questions",
                             "dealerschool.rules.reference", "dealerschool.store", "dealerschool.cli",
                             "dealerschool.__main__", "dealerschool.web", "dealerschool.assignments")
"""What the drill must not import: its own layer's other modules (the engine's sides of the other pages),
a class's work above it, the store, the command line and the web."""

ABOVE_THE_DRILL = ("dealerschool.assignments",)
"""Engine modules above the drill that may import it: a class's work, which sets a drill's settings."""


def test_the_drill_package_sits_where_drill_py_sat():
    graph = _graph()
    package = {name for name in graph if name == "dealerschool.drill" or name.startswith("dealerschool.drill.")}
    assert package == {"dealerschool.drill", *(f"dealerschool.drill.{name}" for name in DRILL_ORDER)}, \
        "a module added to drill/ (or gone) must take its place in DRILL_ORDER"
    found = []
    for position, short in enumerate(DRILL_ORDER):
        name = f"dealerschool.drill.{short}"
        for target in sorted(graph[name]):
            if target in package and target.removeprefix("dealerschool.drill.") not in DRILL_ORDER[:position]:
                found.append(f"{name} imports {target}, which is not below it in DRILL_ORDER")
            if any(target == above or target.startswith(above + ".") for above in BESIDE_OR_ABOVE_THE_DRILL):
                found.append(f"{name} imports {target}, beside or above the drill")
    importers = {name for name, targets in graph.items() if name not in package and targets & package}
    found += [f"{name} imports the drill from below it" for name in sorted(importers)
              if not (_web_side(name) or name.startswith("dealerschool.web") or name in ABOVE_THE_DRILL)]
    assert not found, "\n".join(found)
    # The check sees the package's edges: the hand rebuilds through rebuilding, the web imports the face.
    assert "dealerschool.drill.rebuilding" in graph["dealerschool.drill.hand"]
    assert "dealerschool.drill" in graph["dealerschool.web.deal"]


# ---------------------------------------------------------------- kept state: one cache type, listed in one place

NOT_YET_BOUNDED: dict[str, str] = {}
"""Modules whose hand-written OrderedDict caches are still to be converted, and why; the test fails once one
holds none, so the entry goes with the conversion."""


def _decorator_name(node: ast.expr) -> str:
    node = node.func if isinstance(node, ast.Call) else node
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


def _kept_state(name: str, tree: ast.Module) -> dict[str, list[str]]:
    """What module ``name`` keeps: its OrderedDict uses, the BoundedCaches it makes (by their names, or
    the expression when the name is not a literal), its lru_cache'd functions, its module-level tables
    written from a function, and what an object keeps beside its value (a dataclass field outside its
    comparison, ``field(compare=False)``, or a ``cached_property``), each as a fully named item."""
    found: dict[str, list[str]] = {"ordered": [], "bounded": [], "functions": [], "tables": [], "per_object": []}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) \
                        and isinstance(item.value, ast.Call) and _decorator_name(item.value.func) == "field" \
                        and any(keyword.arg == "compare" and isinstance(keyword.value, ast.Constant)
                                and keyword.value.value is False for keyword in item.value.keywords):
                    found["per_object"].append(f"{name}.{node.name}.{item.target.id}")
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                        _decorator_name(decorator) == "cached_property" for decorator in item.decorator_list):
                    found["per_object"].append(f"{name}.{node.name}.{item.name}")
        if (isinstance(node, ast.Name) and node.id == "OrderedDict") or \
                (isinstance(node, ast.Attribute) and node.attr == "OrderedDict"):
            found["ordered"].append(f"{name}:{node.lineno}")
        if isinstance(node, ast.Call) and _decorator_name(node.func) == "BoundedCache":
            first = node.args[0] if node.args else None
            found["bounded"].append(first.value if isinstance(first, ast.Constant) else ast.unparse(node))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
                _decorator_name(decorator) in ("lru_cache", "cache") for decorator in node.decorator_list):
            found["functions"].append(f"{name}.{node.name}")
    tables = set()
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else \
            node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and isinstance(node.value, (ast.Dict, ast.Call)) and \
                (isinstance(node.value, ast.Dict) and not node.value.keys or
                 isinstance(node.value, ast.Call) and _decorator_name(node.value.func) in ("dict", "OrderedDict")
                 and not node.value.args):
            tables.add(target.id)
    functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for function in functions:
        for node in ast.walk(function):
            written = None
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
                        written = target.value.id
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in _MUTATING_METHODS and isinstance(node.func.value, ast.Name):
                written = node.func.value.id
            if written in tables:
                found["tables"].append(f"{name}.{written}")
    found["tables"] = sorted(set(found["tables"]))
    return found


def test_every_cache_is_the_one_type_and_listed_in_one_place():
    import importlib

    from dealerschool import caches

    ordered, bounded, functions, tables, per_object = [], {}, set(), set(), set()
    for name, tree in _modules().items():
        if name == "dealerschool.caches":
            continue
        kept = _kept_state(name, tree)
        if kept["ordered"] and name not in NOT_YET_BOUNDED:
            ordered += kept["ordered"]
        bounded.update({cache_name: name for cache_name in kept["bounded"]})
        functions.update(kept["functions"])
        tables.update(kept["tables"])
        per_object.update(kept["per_object"])
    assert not ordered, "hand-written OrderedDict caches (make each a caches.BoundedCache): " + ", ".join(ordered)
    stale = [name for name in NOT_YET_BOUNDED if not _kept_state(name, _modules()[name])["ordered"]]
    assert not stale, f"{stale} hold no OrderedDict any more: take them out of NOT_YET_BOUNDED"
    assert bounded == caches.KEPT, "caches.KEPT must name every BoundedCache and the module that makes it " \
        f"(made: {bounded})"
    for cache_name, module in caches.KEPT.items():
        importlib.import_module(module)
        assert isinstance(caches.CACHES[cache_name], caches.BoundedCache)
    assert functions == set(caches.FUNCTION_CACHES), "lru_cache'd functions not listed in (or gone from) " \
        f"caches.FUNCTION_CACHES: {sorted(functions ^ set(caches.FUNCTION_CACHES))}"
    for function in caches.FUNCTION_CACHES:
        module, attribute = function.rsplit(".", 1)
        assert getattr(importlib.import_module(module), attribute).cache_info() is not None
    assert per_object == set(caches.PER_OBJECT), "what an object keeps beside its value (field(compare=False), " \
        f"cached_property), not listed in (or gone from) caches.PER_OBJECT: {sorted(per_object ^ set(caches.PER_OBJECT))}"
    listed = set(caches.MEMO_TABLES) | set(caches.PER_DATABASE) | set(caches.REGISTRIES)
    assert tables == listed, "module-level tables filled from functions, not listed in (or gone from) " \
        f"caches.MEMO_TABLES, PER_DATABASE or REGISTRIES: {sorted(tables ^ listed)}"


def test_the_cache_check_sees_each_kind_of_kept_state():
    planted = '''
from collections import OrderedDict
from functools import lru_cache
import functools

_seen: OrderedDict[str, int] = OrderedDict()
_memo = {}
REPLIES = BoundedCache("replies", max_entries=1, max_bytes=10)
_constant = {}


@lru_cache(maxsize=8)
def parsed(text):
    return text


@functools.cache
def whole(text):
    _memo[text] = 1
    return text


@dataclass
class Hand:
    events: list = field(default_factory=list)
    _rebuilt: tuple | None = field(default=None, repr=False, compare=False)
    _shown: str = field(default="", repr=False)

    @cached_property
    def others(self):
        return []
'''
    kept = _kept_state("planted", ast.parse(planted))
    assert kept["ordered"] == ["planted:6", "planted:6"]  # the annotation and the call
    assert kept["bounded"] == ["replies"]
    assert sorted(kept["functions"]) == ["planted.parsed", "planted.whole"]
    assert kept["tables"] == ["planted._memo"]
    assert sorted(kept["per_object"]) == ["planted.Hand._rebuilt", "planted.Hand.others"]
