"""DealerSchool: a dealer-training procedural simulator for poker.

The engine (cards, hands, games, betting, table, pots, rules) is plain
Python and knows nothing of Flask; ``dealerschool.web`` is a thin layer on top.
"""

__version__ = "0.1.0"
