"""What a process keeps between requests: one bounded cache type, and the list of every cache made from it.

The database is the truth; a cache only saves work (a parsed event text, a replayed table, the drill a
request just stored). Each cache is bounded twice, by its number of entries and by an estimate of the
memory they hold, so that no stream of varied input (amounts make event texts varied) can grow a worker
without limit. Entries leave least recently used first, and a process's caches die with it (a restart, a
worker recycled): nothing cached is ever the only copy. A cache is made once, at import, with a name;
:data:`KEPT` names every one and the module that makes it (the one place to read what is kept),
:data:`CACHES` holds those a running process has made, so a test or an operator can see what it keeps and
empty it (:func:`forget_all`). Besides them, :data:`FUNCTION_CACHES` lists the pure functions memoised with
``functools.lru_cache`` and :data:`MEMO_TABLES` the module-level tables filled over a small, finite domain;
:data:`PER_OBJECT` the values an object works out once from its own fields, and :data:`PER_DATABASE` and
:data:`REGISTRIES` what else a module keeps: none of these three is a cache.
``tests/test_layers.py`` holds every module of the package to these lists.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value")


def shallow_size(key: object, value: object) -> int:
    """The default estimate of an entry's memory: the key's and the value's own sizes, not what they refer to."""
    return sys.getsizeof(key) + sys.getsizeof(value)


class BoundedCache(Generic[Key, Value]):
    """A named, thread-safe, least-recently-used cache bounded by entries and by estimated bytes."""

    def __init__(self, name: str, *, max_entries: int, max_bytes: int,
                 size_of: Callable[[Key, Value], int] = shallow_size) -> None:
        if name in CACHES:
            raise ValueError(f"a cache named {name!r} exists already")
        if max_entries < 1 or max_bytes < 1:
            raise ValueError(f"cache {name!r}: max_entries and max_bytes must be at least 1")
        self.name = name
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._size_of = size_of
        self._entries: OrderedDict[Key, tuple[Value, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        CACHES[name] = self

    def get(self, key: Key) -> Value | None:
        """The value kept for ``key`` (now the most recently used), or None."""
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                return None
            self._entries.move_to_end(key)
            return found[0]

    def take(self, key: Key) -> Value | None:
        """The value kept for ``key``, taken out (or None): the caller owns it, no later get or take sees it.
        For a mutable value one request hands to the next: it is never shared by two."""
        with self._lock:
            found = self._entries.pop(key, None)
            if found is None:
                return None
            self._bytes -= found[1]
            return found[0]

    def put(self, key: Key, value: Value) -> None:
        """Keep ``value`` for ``key``, letting the least recently used entries go while over either bound.
        A single entry larger than the whole byte bound is not kept."""
        size = self._size_of(key, value)
        if size > self.max_bytes:
            return
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old[1]
            self._entries[key] = (value, size)
            self._bytes += size
            while len(self._entries) > self.max_entries or self._bytes > self.max_bytes:
                _, (_, dropped) = self._entries.popitem(last=False)
                self._bytes -= dropped

    def clear(self) -> None:
        """Forget every entry."""
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def bytes(self) -> int:
        """The estimated memory the entries hold now (never above :attr:`max_bytes`)."""
        return self._bytes


CACHES: dict[str, BoundedCache[Any, Any]] = {}
"""Every cache of the process by name, in the order they were made (modules make theirs at import)."""


def forget_all() -> None:
    """Empty every cache (a benchmark timing work from nothing; a test that must not see another's entries)."""
    for cache in CACHES.values():
        cache.clear()


KEPT: dict[str, str] = {
    "replayed hands": "dealerschool.situations.record",
    "generated event texts": "dealerschool.generate.core",
    "rebuilt drill hands": "dealerschool.drill.rebuilding",
    "kept drills": "dealerschool.drill.hand",
    "web.csrf_tokens": "dealerschool.web",
    "web.session_cookies": "dealerschool.web",
    "web.question_tables": "dealerschool.web.quiz_pages",
}
"""Every :class:`BoundedCache` by name, with the module that makes it at import; what each keeps, its bounds
and how long an entry stays are in the docstring beside it there:

- "replayed hands" (:data:`dealerschool.situations.record.REPLAYS`): a hand record's replay, copied out to
  each reader, until pushed out;
- "generated event texts" (:data:`dealerschool.generate.core.PARSED_EVENTS`): an event text, parsed (frozen),
  until pushed out;
- "rebuilt drill hands" (:data:`dealerschool.drill.rebuilding.KEPT_HANDS`) and "kept drills"
  (:data:`dealerschool.drill.hand.KEPT_DRILLS`): a drill's rebuilt hand, or the drill itself, handed from
  one request to the next that reads the same record: taken out by that request (never shared by two), or
  pushed out.

- "web.csrf_tokens" (:data:`dealerschool.web.CSRF_TOKENS`) and "web.session_cookies"
  (:data:`dealerschool.web.SESSION_COOKIES`): a form token flask-wtf verified, and a session cookie checked,
  so the same token or cookie is not verified again on each request, until pushed out;
- "web.question_tables" (:data:`dealerschool.web.quiz_pages.QUESTION_TABLES`): a quiz question's table drawn,
  shared (a ``Markup`` cannot change), so its page and its answered page draw it once, until pushed out."""

FUNCTION_CACHES: dict[str, str] = {
    "dealerschool.situations.record._situation": "a set-up's Situation, per set-up JSON (512)",
    "dealerschool.situations.record._event": "an event text parsed, per text, index and seat count (4,096)",
    "dealerschool.situations.record._events": "a record's events parsed, per events and seat count (1,024)",
    "dealerschool.situations.record._fresh_table": "the table a set-up sets, per set-up JSON; copied to use (512)",
    "dealerschool.situations.views._card_view": "a card as an audience sees it, per card, face and visibility (512)",
    "dealerschool.quiz.questions.library": "the scenario library, read once (1)",
    "dealerschool.quiz.questions.generated_kinds": "the generated kinds of a rule, per rule id (unbounded: the rules)",
    "dealerschool.quiz.questions.scripted_rules": "the rules the scenario library asks, read once (1)",
    "dealerschool.quiz.questions.scripted_by_rule": "the scenario library's scripted questions by rule, read once (1)",
    "dealerschool.quiz.questions.practice_rules": "the rules practice asks, read once (1)",
    "dealerschool.drill.moves._event": "a drill's event text parsed, per text (4,096)",
    "dealerschool.drill.mistakes._mistake_kind": "the mistake a hand waits for, per seed, hand and kinds (1,024)",
    "dealerschool.web.draw.card_svg": "a card's SVG, per card view and place (4,096)",
    "dealerschool.web.draw.seat_drawing": "a seat's SVG, per seat view, place and layout (4,096)",
    "dealerschool.web.draw.fitted": "a layout fitted to a seat count (64)",
    "dealerschool.web.draw.spark_xs": "a sparkline's points' x as written, per number of points (32)",
    "dealerschool.web.deal.dealer_controls": "a drill's dealer controls, per seat mode and occupied seats (256)",
    "dealerschool.web.classes.week_labels": "a report's week labels, per run of Mondays (16)",
}
"""The pure functions memoised with ``functools.lru_cache``: each result a function of its arguments alone,
which are small values, so an entry is small and bounded by count (the figure in brackets) and kept for the
process's life, least recently used out first."""

MEMO_TABLES: dict[str, str] = {
    "dealerschool.table.table._ORDERS": "the clockwise orders, per pattern of occupied seats (at most 2**10)",
    "dealerschool.table.table._DEAL_CARDS": "the DealCard operation, per seat and face (at most 20)",
    "dealerschool.table.table._HANDLERS": "the Table's handler, per operation type (one per type)",
    "dealerschool.rules.engine._APPLICABLE": "the rules that apply, per trigger table and game (a few dozen)",
    "dealerschool.table.table._COPY_PLANS": "the attributes Table.copy copies, per shape of a table (a handful)",
    "dealerschool.table.stud._SHOWING": "a stud hand's showing value, per kind and up to four upcards' ranks",
}
"""Module-level tables filled on demand over a small, finite domain (so bounded by it), kept for the
process's life."""

PER_OBJECT: dict[str, str] = {
    "dealerschool.drill.hand.Drill._hand": "the hand rebuilt from the drill's record, with that record",
    "dealerschool.drill.hand.Drill._other_steps": "the other rulings' remedy steps on that record, with it",
    "dealerschool.drill.hand.Drill._setup_text": "the drill's set-up and its canonical JSON (part of the record)",
    "dealerschool.drill.hand.Drill._stored": "the text to_json last gave, with the drill's fingerprint then",
    "dealerschool.situations.setup.Situation.replays": "the situation's events replayed, per house settings asked",
    "dealerschool.rules.engine.Ruling.other_rulebooks": "each other rulebook's ruling code on the ruling's events",
    "dealerschool.rules.engine.Ruling.replayed": "the replay ruled on, handed over by rule_on (other_rulebooks reads it)",
    "dealerschool.generate.core.Generated.prebuilt": "the situation the generator's own replay parsed, handed over",
    "dealerschool.generate.core.Generated.replayed": "the generator's own replay of the events, handed over",
    "dealerschool.rules.triggers.Registered.peers": "the registry's triggers of the same kind (a shared reference)",
}
"""Not caches: what an object holds beside its value (outside its comparison): values it works out once from its
own fields (the drill's, a situation's replays, a ruling's other rulebooks), or that whoever made it hands over so
that they are not worked out again (a generator's replay, the replay a ruling was made on). Each holds what that
one object's fields give, keyed by or checked against those fields before use where they can change (a drill's
record grows as the hand goes on), and goes with the object, which a request makes and lets go: nothing here is
kept between requests, except through :meth:`dealerschool.drill.hand.Drill.keep`, which hands the rebuilt hand (or
the drill itself) to the bounded caches of :data:`KEPT`."""

PER_DATABASE: dict[str, str] = {
    "dealerschool.store.KEEPERS": "one idle connection per process and database, for the process's life",
    "dealerschool.store.IDLE": "connections handed back for the next request, per database (MAX_IDLE each)",
    "dealerschool.store.THREAD_LOCKS": "the lock a process's threads take before writing, per database path",
    "dealerschool.store.LOCK_FILES": "the lock file a process holds open, per process and database",
}
"""Not caches but state the store keeps per database a process opens (one, in a server), for its life."""

REGISTRIES: dict[str, str] = {
    "dealerschool.rules.triggers.RULES": "every rule, registered as the catalog modules load",
    "dealerschool.rules.triggers._PER_MODULE": "the rules each catalog module registered",
    "dealerschool.rules.remedies.REMEDIES": "every remedy, registered as its module loads",
    "dealerschool.generate.core.GENERATORS": "every scenario generator, registered as its module loads",
}
"""Not caches: tables filled once, as the modules load, and read after."""
