"""What a process keeps between requests: one bounded cache type, and the list of every cache made from it.

The database is the truth; a cache only saves work (a parsed event text, a replayed table). Each cache is
bounded twice, by its number of entries and by an estimate of the memory they hold, so that no stream of
varied input (amounts make event texts varied) can grow a worker without limit. Entries leave least
recently used first. A cache is made once, at import, with a name; :data:`CACHES` lists them all, so a test
or an operator can see what a process keeps and empty it (:func:`forget_all`).
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

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


CACHES: dict[str, BoundedCache] = {}
"""Every cache of the process by name, in the order they were made (modules make theirs at import)."""


def forget_all() -> None:
    """Empty every cache (a benchmark timing work from nothing; a test that must not see another's entries)."""
    for cache in CACHES.values():
        cache.clear()
