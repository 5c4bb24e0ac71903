"""The bounded cache type: least recently used out first, bounded by entries and by estimated bytes."""

from __future__ import annotations

import threading

import pytest

from dealerschool import caches
from dealerschool.caches import CACHES, BoundedCache


@pytest.fixture
def fresh():
    made: list[str] = []

    def make(name: str, **bounds) -> BoundedCache:
        made.append(name)
        return BoundedCache(name, **bounds)

    yield make
    for name in made:
        CACHES.pop(name, None)


def test_least_recently_used_leaves_first_by_count(fresh):
    cache = fresh("test count", max_entries=2, max_bytes=10**6)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # now b is the least recently used
    cache.put("c", 3)
    assert cache.get("b") is None and cache.get("a") == 1 and cache.get("c") == 3
    assert len(cache) == 2


def test_bounded_by_bytes(fresh):
    cache = fresh("test bytes", max_entries=1000, max_bytes=100, size_of=lambda key, value: len(value))
    for index in range(10):
        cache.put(index, "x" * 30)
    assert len(cache) == 3 and cache.bytes == 90
    assert cache.get(9) and cache.get(7) and cache.get(6) is None
    cache.put("big", "y" * 101)  # larger than the whole bound: not kept, nothing evicted for it
    assert cache.get("big") is None and len(cache) == 3


def test_replacing_a_key_counts_its_size_once(fresh):
    cache = fresh("test replace", max_entries=10, max_bytes=100, size_of=lambda key, value: len(value))
    cache.put("k", "x" * 40)
    cache.put("k", "x" * 50)
    assert cache.bytes == 50 and len(cache) == 1


def test_every_cache_is_listed_by_a_unique_name(fresh):
    fresh("test listed", max_entries=1, max_bytes=1000)
    assert isinstance(CACHES["test listed"], BoundedCache)
    with pytest.raises(ValueError, match="exists already"):
        BoundedCache("test listed", max_entries=1, max_bytes=1)
    with pytest.raises(ValueError, match="at least 1"):
        fresh("test zero", max_entries=0, max_bytes=1)


def test_the_engine_caches_are_listed():
    import dealerschool.generate.core  # noqa: F401
    import dealerschool.situations.record  # noqa: F401

    assert {"generated event texts", "replayed hands", "web.csrf_tokens", "web.session_cookies"} <= set(CACHES)
    for cache in CACHES.values():
        assert cache.bytes <= cache.max_bytes and len(cache) <= cache.max_entries


def test_the_parse_cache_stays_bounded_on_varied_texts():
    from dealerschool import generate
    from dealerschool.generate.core import PARSED_EVENTS

    for seed in range(40):
        generate.generate("no-limit-minimum-raise", seed)
    assert 0 < len(PARSED_EVENTS) <= PARSED_EVENTS.max_entries
    assert PARSED_EVENTS.bytes <= PARSED_EVENTS.max_bytes


def test_forget_all_empties_every_cache(fresh):
    cache = fresh("test forget", max_entries=5, max_bytes=1000)
    cache.put(1, 1)
    caches.forget_all()
    assert len(cache) == 0 and cache.bytes == 0


def test_threads_keep_the_bounds(fresh):
    cache = fresh("test threads", max_entries=50, max_bytes=10**6)

    def work(offset: int) -> None:
        for index in range(2000):
            cache.put((offset, index), index)
            cache.get((offset, index - 1))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(cache) == 50


def test_take_hands_an_entry_to_one_reader(fresh):
    cache = fresh("test take", max_entries=4, max_bytes=1000, size_of=lambda key, value: len(value))
    value = ["mutable"]
    cache.put("k", value)
    cache.put("other", ["x"])
    assert cache.bytes == 2
    assert cache.take("k") is value
    assert cache.take("k") is None and cache.get("k") is None, "a second reader never gets the same object"
    assert len(cache) == 1 and cache.bytes == 1


def test_the_drill_caches_are_listed_and_bounded():
    from dealerschool.drill import KEPT_DRILLS, KEPT_HANDS

    assert CACHES["kept drills"] is KEPT_DRILLS and CACHES["rebuilt drill hands"] is KEPT_HANDS
    assert caches.KEPT["kept drills"] == "dealerschool.drill.hand"
    assert KEPT_DRILLS.max_entries == KEPT_HANDS.max_entries == 128
