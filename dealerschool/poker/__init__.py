"""The poker primitives: cards, hand evaluation, the games, betting arithmetic, pots and the chip race."""
