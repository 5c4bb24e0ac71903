"""How a table is set up: the game, structure and stakes, and the house settings on top of a rulebook."""

from __future__ import annotations

from dataclasses import dataclass

from dealerschool.poker import pots
from dealerschool.poker.betting import Limits
from dealerschool.poker.games import Family, ForcedBets, Game, Structure


@dataclass(frozen=True)
class TableSettings:
    """House settings on top of a rulebook that change how a hand is dealt or bet."""

    raise_cap: int | None = 3
    """Limit games: raises allowed after the opening bet (one bet plus three raises); in a game with only
    two betting rounds ``two_round_raise_cap`` is the cap instead."""
    two_round_raise_cap: int | None = 3
    """Limit games with only two betting rounds (five-card draw, single-draw lowball): raises allowed after
    the opening bet. Robert's Rules, Betting and Raising 3, allows one more there (bet plus four; catalog C04)."""
    heads_up_uncapped: bool = True
    """Limit games: no cap when only two players are left (Robert's Rules; catalog C04)."""
    cap_counts_all_in: bool = True
    """Limit games: a player all in still counts among the players who keep a round capped (the source
    documents: 'When there are more than two players still in the hand, only one bet and three raises');
    False counts only the players not all in (Robert's Rules, Betting and Raising: 'for a pot involving three
    or more players who are not all-in'), so two players with chips left raise on as heads-up."""
    blind_counts_toward_cap: bool = True
    """The big blind counts as the opening bet for the cap (so preflop allows three raises)."""
    stud_ties_by_suit: bool = False
    """Stud first-to-act ties: False = by position (S001 rule 1), True = by suit of the high card (S000)."""
    open_pair_option: bool = True
    """Fixed-limit stud: an open pair on fourth street allows the big bet (catalog D05)."""
    open_pair_option_hi_lo: bool | None = None
    """The same in stud/8 (catalog E04), where the rulebooks differ from stud high: Robert's Rules' stud
    high-low section keeps the limit whatever pairs show; None = as ``open_pair_option``."""
    five_card_discard_rule: bool = True
    """Draw games: a player discarding five gets four now and the fifth after everyone else (catalog F04)."""
    max_discard: int = 5
    """Most cards a player may discard in one draw."""
    odd_chip: pots.OddChipRule | None = None
    """Odd-chip rule; None = the game family's rule (stud: by suit as ``stud_odd_chip_five_card`` says;
    others: the first seat left of the button)."""
    stud_odd_chip_five_card: bool = False
    """Stud, razz and stud/8 ties with an odd chip (catalog X17). False = Robert's Rules, Ties 5: all the
    player's cards count, the highest card by suit in high games and high halves, the lowest card by suit in
    razz and stud/8 low halves. True = TDA 2024 Rule 20-B: the highest card by suit in the five-card hand,
    razz and low halves included."""
    chip_unit: int = 1
    """The smallest chip in play: pots split in these units."""
    showdown_last_aggressor: bool = False
    """Showdown order: True = the last aggressor on the final round shows first (TDA 17-A);
    False = the player who bet on the river shows first (the sources)."""
    razz_bring_in_highest_suit: bool = True
    """Razz bring-in between equal ranks: True = the highest suit (the K♠ always brings in; catalog E01),
    False = the lowest suit, as in stud."""
    runout_tabled: bool = True
    """A player all in and the betting over with cards still to come: True = every live hand is tabled now, before
    the rest is dealt (TDA 2024 Rule 16; Robert's Rules, Tournaments 34: "All hands will be turned face up whenever
    a player is all-in and betting action is complete"); False = the hands stay down until the showdown and are
    shown in its order (Robert's Rules in a cash game: its Showdown section's rule 7, "If everyone checks (or is
    all-in) on the final betting round, the player who acted first is the first to show the hand", has no earlier
    tabling, and Tournaments 34 is in the tournament section)."""
    runout_tabled_before_draw: bool = True
    """Draw games, a player all in and nobody left to bet with a draw still to come: True = every live hand is
    tabled now, before the draw (TDA 2024 Rule 16 and its Addendum make no exception for draws: "if betting
    action is finalized on any street prior to the showdown, turn the cards up at that point"; the sources
    fall back to it where their documents are silent); False = the hands stay down until the last draw is
    over, the players choosing their discards from hands nobody has seen (robert-rules; PokerKit's order)."""
    allin_showdown_tabled: bool = False
    """The showdown with a player all in, the hands not tabled for a run-out (the last card came with the
    betting, or the run-out was dealt with the hands still down): True = every live hand is tabled at once, in
    no order, none may be mucked (TDA 2024 Rule 16: 'No player who is either all-in or has called all betting
    action may muck their hand without tabling'; Rule 17-A's order is for a 'non all-in showdown'); False = the
    order of showing applies (Robert's Rules, The Showdown 7: 'If everyone checks (or is all-in) on the final
    betting round, the player who acted first is the first to show the hand'; the sources follow their seed's
    order), in a cash game: a tournament hand is tabled under Robert's Rules too (Tournaments 34: 'All hands will
    be turned face up whenever a player is all-in and betting action is complete'; ``Rulebook.table_rules`` sets
    it)."""
    killed_hand_forfeits_unmatched: bool = True
    """A hand a ruling kills with an unmatched blind or bet in front of it (a hand holding the wrong number of
    cards found after the action began, a draw hand given too many cards): True = every chip it put in stays in
    the pot, the unmatched part too (Robert's Rules, Misdeals: 'The hand will be played to conclusion and no
    money will be returned to any player whose hand is fouled'; the sources fall back to Robert's Rules where
    they are silent); False = the unmatched part goes back to it, as TDA 2024 Rule 15-B returns 'the uncalled
    amount' to a player whose hand is mucked before his bet is called (tda-2024). A player who throws his own
    hand away with his bet not yet called gets it back under every rulebook (Rule 15-B)."""
    chop_blinds: bool = True
    """Cash games, everyone folded to the blinds before the flop: True = the blinds may agree to chop (each takes
    his blind back and the hand ends), as most card rooms allow; False = the house does not allow it and the small
    blind must act. None of the rulebooks this product is built from speaks of chopping (the source documents,
    TDA 2024 and Robert's Rules were searched): it is the house's choice. Never in a tournament (TDA 2024 Rule 69:
    poker is an individual game)."""
    new_player_on_button_waits: bool = True
    """A new player whose seat the button reaches as the dead-button rule places it this hand (a situation's
    ``previous_blinds``): True = he waits for the button to pass, treated as if nobody sat there, and the button
    and blinds are placed among the others (the source documents: 'A player can never come into the game
    between the blinds, or between the button and the blinds (unless they buy the button ...)', buying being
    for one who sits 'on the seat where the button would be next'; robert-rules follows them, its own text on
    new players not found); False = he is dealt in on the button (TDA 2024 Rule 10-A: new players 'can get any
    seat including the small or big blind or the button and be dealt in except between the SB and button')."""
    capped_raise_chips_call: bool = False
    """Limit, chips put out silently in turn as a raise once the raising is capped: True = they are committed
    and stand as a call, only what is over the call goes back (TDA 2024 Rule 50-A: "Action in turn is binding
    and commits chips to the pot that stay in the pot"); False = they are handed back and the player may then
    call or fold (the source documents and Robert's Rules: once capped, "players may only call or fold")."""
    check_raise: bool | None = None
    """Whether a player who checked may raise later in the same betting round. None = as the rulebooks' texts
    say for the game: barred in limit ace-to-five lowball (Robert's Rules, Lowball, Ace-to-Five: "In limit play,
    check-raise is not permitted (unless the players are alerted that it is allowed)"), permitted in every other
    game (Robert's Rules, Betting and Raising 1: "Check-raise is permitted in all games, except in certain forms
    of lowball"; the other rulebooks say nothing against it). True = permitted in every game (the players alerted
    that it is allowed); False = barred in every game (a house rule). See ``TableConfig.check_raise_barred``."""
    stud_running_out_tda: bool = False
    """Stud, too few cards for seventh street. True = TDA 2024 RP-10-H: count the players, a burn and the last
    card; scramble the stub with the burns when they cover that, else burn and turn a common card, and
    whoever acted first on sixth street acts first again. False = Robert's Rules, Stud 15: deal all but the
    last card, scramble it with the burns, and only if that cannot serve everyone a common card, the high
    hand using it acting first."""


@dataclass(frozen=True)
class TableConfig:
    """Everything that fixes how a hand is played, in PHH's terms where PHH has one."""

    game: Game
    structure: Structure
    antes: int = 0
    """Each player's ante; with ``big_blind_ante``, the one ante the big blind posts for the whole table."""
    small_blind: int = 0
    """0 with a big blind: a single-blind game, where the first player left of the button posts the blind."""
    big_blind: int = 0
    bring_in: int = 0
    small_bet: int = 0
    """Fixed-limit small bet, or the bottom of a spread."""
    big_bet: int = 0
    """Fixed-limit big bet, or the top of a spread."""
    min_bet: int = 0
    """No-/pot-limit minimum bet; 0 means the big blind (or in stud the bring-in)."""
    rules: TableSettings = TableSettings()
    big_blind_ante: bool = False
    """Big blind ante (catalog B10): the big blind posts ``antes`` for the table, after his blind (TDA 2024:
    when he cannot cover both, the blind comes first); the ante is dead money in the main pot."""
    straddles: tuple[int, ...] = ()
    """Mandatory (live) straddles, PHH's third and further ``blinds_or_straddles`` entries: posted before the
    deal by the seats after the big blind in turn, each one larger than the blind or straddle before it. The
    largest is the bet to call before the flop and the least raise (Robert's Rules, No Limit and Pot Limit:
    'a straddle bet sets a new minimum bring-in, and is not treated as a raise'); the seat after the last
    straddler acts first and the last straddler last."""

    @property
    def opening_blind(self) -> int:
        """The largest blind or straddle: the bet the first betting round opens facing."""
        return self.straddles[-1] if self.straddles else self.big_blind

    @property
    def check_raise_barred(self) -> bool:
        """A player who checked may not raise later in the round: the house's ``check_raise`` where it sets one,
        else only in limit ace-to-five lowball (fixed or spread limit; see ``TableSettings.check_raise``)."""
        if self.rules.check_raise is not None:
            return not self.rules.check_raise
        return (self.game.family is Family.DRAW and self.game.low_kind == "razz"
                and self.structure in (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT))

    @property
    def forced(self) -> ForcedBets:
        if self.game.family is Family.STUD:
            return ForcedBets.ANTES_BRING_IN
        return ForcedBets.BLINDS if self.big_blind or self.small_blind else ForcedBets.ANTES

    def limits(self) -> Limits:
        minimum = self.min_bet or self.opening_blind or self.small_bet or self.bring_in or self.antes or 1
        if self.structure in (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT):
            minimum = self.small_bet
        cap = self.rules.two_round_raise_cap if len(self.game.streets) == 2 else self.rules.raise_cap
        return Limits(self.structure, self.small_bet, self.big_bet, minimum, cap, self.rules.heads_up_uncapped)

    def validate(self, seat_count: int) -> None:
        game = self.game
        if self.structure not in game.structures:
            raise ValueError(f"{game.name} is not played {self.structure.value}; expected one of "
                             + ", ".join(s.value for s in game.structures))
        if not 2 <= seat_count <= game.max_seats:
            raise ValueError(f"{game.name} needs 2 to {game.max_seats} players, not {seat_count}")
        if self.structure in (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT) and not (0 < self.small_bet <= self.big_bet):
            raise ValueError("small_bet and big_bet must be positive, small_bet <= big_bet, for limit games")
        if game.family is Family.STUD and self.bring_in <= 0:
            raise ValueError("stud games need a positive bring_in")
        if game.family is not Family.STUD and not (self.big_blind or self.antes):
            raise ValueError("a game needs blinds or antes")
        if self.big_blind_ante and not (self.big_blind and self.antes and game.family is not Family.STUD):
            raise ValueError("big_blind_ante needs a blind game with a big blind and an ante")
        for name in ("antes", "small_blind", "big_blind", "bring_in", "small_bet", "big_bet", "min_bet"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")
        self._validate_straddles(seat_count)

    def _validate_straddles(self, seat_count: int) -> None:
        """Straddles follow a big blind, each larger than the one before, one player each past the blinds."""
        if not self.straddles:
            return
        if self.game.family is Family.STUD or not (self.small_blind and self.big_blind):
            raise ValueError(f"straddles {list(self.straddles)} need a blind game with a small and a big blind")
        if self.structure not in (Structure.NO_LIMIT, Structure.POT_LIMIT):
            # The straddle text found (Robert's Rules, No Limit and Pot Limit) is for the big-bet games only.
            raise ValueError(f"straddles {list(self.straddles)}: only no-limit and pot-limit games take a straddle "
                             f"here, not {self.structure.value}")
        before = self.big_blind
        for amount in self.straddles:
            if amount <= before:
                raise ValueError(f"straddles {list(self.straddles)}: each straddle must be larger than the blind or "
                                 f"straddle before it ({amount} follows {before})")
            before = amount
        if seat_count < 2 + len(self.straddles):
            raise ValueError(f"{len(self.straddles)} straddle(s) need {2 + len(self.straddles)} players (the two "
                             f"blinds and one a straddle), not {seat_count}")
