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
    assert "dealerschool.table" in graph["dealerschool.rules.engine"]
    assert "dealerschool.rules.model" in graph["dealerschool.rules"]
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]


def _table_private_names() -> set[str]:
    tree = _modules()["dealerschool.table"]
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
        if name == "dealerschool.table":
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
