"""One is_htmx for every blueprint: an htmx request gets the partial, htmx's history restore (which also says
HX-Request) and a plain request get the whole page, on the reference, the floor and the error pages alike."""

from __future__ import annotations

import pytest

HX = {"HX-Request": "true"}
RESTORE = {"HX-Request": "true", "HX-History-Restore-Request": "true"}


@pytest.mark.parametrize("url", ["/rules/?q=premature+turn", "/rules/no-such-page"])
def test_a_history_restore_gets_the_whole_page(client, url):
    partial = client.get(url, headers=HX).get_data(as_text=True)
    restored = client.get(url, headers=RESTORE).get_data(as_text=True)
    plain = client.get(url).get_data(as_text=True)
    assert "<html" not in partial
    assert "<html" in restored and "<html" in plain


def test_the_floor_workspace_is_the_partial_and_a_restore_the_page(client):
    assert "<html" not in client.get("/floor/", headers=HX).get_data(as_text=True)
    assert "<html" in client.get("/floor/", headers=RESTORE).get_data(as_text=True)
