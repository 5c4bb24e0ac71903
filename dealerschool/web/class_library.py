"""A class's scenario library as data: each scenario the class's instructors wrote, ruled on under the room's
rules as they are now, and which of them an assignment may ask. Below the blueprints that use it: the library's
own pages (``web/class_scenarios.py``) and the class page's assignment form (``web/classes.py``)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dealerschool import authoring, store
from dealerschool.rules.reference import rulebook_title

WRITTEN_PREFIX = "class:"
"""How an assignment names a library scenario among the scripted ones (``class:17``)."""


def written_name(scenario_id: int) -> str:
    return f"{WRITTEN_PREFIX}{scenario_id}"

def room_house(taught: Mapping[str, Any]) -> dict[str, Any]:
    """The class's house options as stored (``classes.house``)."""
    house: dict[str, Any] = json.loads(taught.get("house") or "{}")
    return house

def draft_of(row: Mapping[str, Any]) -> authoring.Draft:
    """A stored library scenario as a draft."""
    return authoring.Draft(row["title"], row["prompt"], row["expected"], row["explanation"], row["citation"],
                           int(row["difficulty"]), json.loads(row["situation"]))

def preview_of(taught: Mapping[str, Any], draft: authoring.Draft) -> authoring.Preview:
    return authoring.preview(draft, taught["rulebook"], room_house(taught))

def disagreement(shown: authoring.Preview) -> str:
    """Why a library scenario cannot be assigned, in one sentence or two."""
    if shown.problem:
        return shown.problem
    return (f"you expect {shown.expected}, the engine rules {shown.code} under {rulebook_title(shown.rulebook)} "
            f"and this room's house options (rule {shown.rule_id}).")

@dataclass(frozen=True)
class LibraryEntry:
    """A library scenario with the engine's ruling on it under the room's rules as they are now."""

    row: dict[str, Any]
    preview: authoring.Preview

    @property
    def name(self) -> str:
        return written_name(int(self.row["id"]))


def library(taught: Mapping[str, Any]) -> list[LibraryEntry]:
    """The class's library, each scenario ruled on under the room's rules now (they may have changed since it
    was saved: a scenario that agreed may not any more)."""
    return [LibraryEntry(row, preview_of(taught, draft_of(row)))
            for row in store.class_scenarios(store.get_db(), int(taught["id"]))]


def assignable(taught: Mapping[str, Any]) -> tuple[dict[str, tuple[str, str]], dict[str, str],
                                                   list[tuple[str, str, str]]]:
    """For the quiz assignment form: (name -> (scenario file text, the instructor's note shown with the answer)
    of each library scenario that can be assigned,
    name -> why each other cannot, (name, title, why not or "") of every one by title). A scenario can be
    assigned when the engine rules as its expected ruling says under the room's rules; its file is copied into
    the assignment (without the room's options: the trainee's question is made under the room's rules as they
    are when the trainee starts)."""
    texts: dict[str, tuple[str, str]] = {}
    refused: dict[str, str] = {}
    choices = []
    for entry in library(taught):
        if entry.preview.agrees:
            draft = draft_of(entry.row)
            texts[entry.name] = (authoring.scenario_text(draft, entry.preview), authoring.note(draft))
        else:
            refused[entry.name] = (f"Scenarios: {entry.row['title']!r} cannot be assigned: "
                                   f"{disagreement(entry.preview)} Fix it in the class library first.")
        choices.append((entry.name, entry.row["title"], "" if entry.preview.agrees else disagreement(entry.preview)))
    return texts, refused, choices
