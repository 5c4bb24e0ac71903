"""Migration m006_drill_hands_stored_when_over on a database made by the schema before it (migrations up to
m005, drills stored as the code before it stored them: every finished hand's score in the drill's JSON):
the scores move out of the JSON into their rows, the drill keeps its hand in progress, and the app then
counts and shows the same hands as before, with an unfinished hand listed as unfinished."""

from __future__ import annotations

import json
import random

from conftest import csrf_token
from test_drill import play_hand, right_move
from werkzeug.security import generate_password_hash

from dealerschool import store
from dealerschool.drill import Drill, Rate, Settings
from dealerschool.web import create_app

MIGRATION = "m006_drill_hands_stored_when_over"


def old_state(drill: Drill, finished: list[dict]) -> str:
    """The drill as the code before the migration stored it: no ``deal``, every finished hand's score."""
    data = json.loads(drill.to_json())
    del data["deal"]
    data["finished_hands"] = finished
    return json.dumps(data, separators=(",", ":"))


def old_database(path: str) -> dict[str, int]:
    """A database at the schema before the migration, with a trainee's three drills stored the old way:
    two hands finished and a third started; one hand finished and nothing done in the next; and one whose
    JSON lists a finished hand with no row (kept, with nothing to review)."""
    db = store.connect(path)
    db.enable_wal()
    store.MIGRATIONS.apply(db, stop_before=MIGRATION)
    assert [m.name for m in store.MIGRATIONS.pending(db)][0] == MIGRATION
    at = "2026-01-02T03:04:05.000000+00:00"
    user = db.execute("INSERT INTO users (username, password_hash, role, created_at) VALUES (?, ?, 'trainee', ?)",
                      ["oldtimer", generate_password_hash("correct horse"), at]).lastrowid
    ids = {}
    for name, hands, start_next, without_row in (("dealing", 2, True, 0), ("new", 1, False, 0),
                                                 ("missing", 1, False, 1)):
        drill = Drill.start(Settings(variant="NT", players=3, rate=Rate.NONE, seed=len(ids) + 3))
        scores, rows = [], []
        for number in range(hands):
            play_hand(drill, random.Random(number), wrong=0.0)
            rows.append((number + 1, json.dumps(drill.hand_record()), json.dumps(drill.score())))
            scores.append(drill.next_hand())
        if start_next:
            for _ in range(3):
                assert drill.attempt(*right_move(drill)).correct
            assert drill.attempts and not drill.hand_over
        drill_id = db.execute("INSERT INTO drills (user_id, variant, settings, state, version, feedback, created_at, "
                              "updated_at) VALUES (?, 'NT', ?, ?, 7, '', ?, ?)",
                              [user, json.dumps(drill.settings.to_dict()), old_state(drill, scores), at, at]).lastrowid
        for number, record, score in rows[:len(rows) - without_row]:
            db.execute("INSERT INTO drill_hands (drill_id, user_id, number, variant, record, score, finished_at) "
                       "VALUES (?, ?, ?, 'NT', ?, ?, ?)", [drill_id, user, number, record, score, at])
        ids[name] = drill_id
    ids["unreadable"] = db.execute("INSERT INTO drills (user_id, variant, settings, state, version, created_at) "
                                   "VALUES (?, 'NT', '{}', 'not json', 1, ?)", [user, at]).lastrowid
    db.conn.close()
    return ids


def test_the_migration_moves_finished_hands_out_of_the_drills_json(tmp_path):
    path = str(tmp_path / "old.sqlite3")
    ids = old_database(path)
    db = store.connect(path)
    assert MIGRATION in store.migrate(db)
    drills = {row["id"]: dict(row) for row in db.execute("SELECT * FROM drills").fetchall()}
    for name in ("dealing", "new", "missing"):
        row = drills[ids[name]]
        state = json.loads(row["state"])
        assert "finished_hands" not in state and state["deal"] == 1
        drill = Drill.read_json(row["state"])  # the app reads it back, hand in progress and all
        assert (row["hand"], row["deal"]) == (drill.hand_number + 1, 1)
    assert drills[ids["dealing"]]["hand_state"] == "dealing" and drills[ids["new"]]["hand_state"] == "new"
    assert drills[ids["unreadable"]]["state"] == "not json"  # left for its page to say it cannot be rebuilt
    hands = db.execute("SELECT drill_id, number, deal, record FROM drill_hands ORDER BY drill_id, number").fetchall()
    assert [(h["drill_id"], h["number"], h["deal"]) for h in hands] == [
        (ids["dealing"], 1, 1), (ids["dealing"], 2, 1), (ids["new"], 1, 1), (ids["missing"], 1, 1)]
    assert [h["record"] for h in hands][-1] == "{}"  # counted, with no steps to review
    # One row per drill, hand and deal: a repeat is a second deal; the same deal again is ignored.
    store.save_drill_step(db, ids["new"], 1, 7, drills[ids["new"]]["state"], "",
                          {"number": 1, "deal": 1, "variant": "NT", "record": "{}", "score": "{}"})
    assert db.execute("SELECT COUNT(*) FROM drill_hands").fetchone()[0] == 4
    assert store.migrate(db) == []  # applied once
    db.conn.close()

    app = create_app({"TESTING": True, "DATABASE": path, "SECRET_KEY": "test",
                      "INSTANCE_PATH": str(tmp_path / "instance")})
    client = app.test_client()
    token = csrf_token(client, "/auth/sign-in")
    client.post("/auth/sign-in", data={"username": "oldtimer", "password": "correct horse", "csrf_token": token})
    page = client.get("/progress/").get_data(as_text=True)
    assert "4 hands dealt; 1 unfinished." in page
    assert f"/deal/{ids['dealing']}/hands/3" in page  # the unfinished hand, reviewable
    assert client.get(f"/deal/{ids['dealing']}/hands/3").status_code == 200
    assert client.get(f"/deal/{ids['dealing']}/hands/1").status_code == 200
    missing = client.get(f"/deal/{ids['missing']}/hands/1")
    assert missing.status_code == 409 and "its steps were not kept" in missing.get_data(as_text=True)
    assert client.get(f"/deal/{ids['dealing']}").status_code == 200
