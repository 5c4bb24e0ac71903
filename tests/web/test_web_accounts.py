"""Making an account: the user name and password limits at their edges, the role, and the exact messages
(written from the survivors of ``python tests/mutation.py ownership``)."""

import pytest

from dealerschool.web.auth import MIN_PASSWORD, check_username, create_account

NAME = "A user name has 3 to 32 characters."
LETTERS = "A user name uses lower-case letters, digits, '-', '_' and '.' only."


@pytest.mark.parametrize("username, problem", [
    ("ab", NAME), ("abc", None), ("a" * 32, None), ("a" * 33, NAME),
    ("all-of_them.0123456789abcdefghij", None), ("abcdefghijklmnopqrstuvwxyz", None), ("bad name", LETTERS),
    ("UPPER", LETTERS), ("caf\u00e9", LETTERS),
])
def test_user_names_at_the_edges(username, problem):
    assert check_username(username) == problem


def test_passwords_roles_and_names_when_the_account_is_made(app):
    with app.app_context():
        assert create_account("short", "x" * (MIN_PASSWORD - 1)) == (None, f"A password has at least {MIN_PASSWORD} characters.")
        assert create_account("roleless", "x" * MIN_PASSWORD, role="admin") == (
            None, "A role is one of trainee, instructor.")
        assert create_account("b", "x" * MIN_PASSWORD, role="admin") == (None, NAME)  # the first problem is told
        made, problem = create_account("  Edge  ", "x" * MIN_PASSWORD)
        assert problem is None and made is not None
        assert create_account("edge", "y" * MIN_PASSWORD) == (None, "The user name 'edge' is taken.")
