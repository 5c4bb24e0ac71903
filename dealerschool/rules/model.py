"""The data model of a procedural rule: citations, answers per rulebook, a gradable question.

A :class:`Rule` is metadata only. It says which catalog entries it covers,
what each rulebook rules, why, and where that is written. The table engine
later attaches a state-based trigger and remedy to a rule by its stable
``id``; nothing here depends on the engine.

The ruling vocabulary (:class:`RulingCode`) is a closed enum, so an answer
can never name a ruling that is not documented.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Literal


class RulingCode(str, Enum):
    """The closed vocabulary of rulings: every answer and every quiz option is one of these."""

    ACTION_PENDING = "action-pending"
    """The betting round is not over: someone still has to act."""
    ACTION_STANDS = "action-stands"
    """The action (or the hand) stands as it is; no correction."""
    ACTION_TO_NEXT_PLAYER = "action-to-next-player"
    """Action starts with the next player, who may fold, bring in or complete."""
    ADD_CHIPS_MID_HAND = "add-chips-mid-hand"
    """Mistake: letting a player add or remove chips or money outside table-stakes rules."""
    ALL_IN_NEXT_HAND = "all-in-next-hand"
    """The short stack is put all-in on the next hand regardless of position (seed rule)."""
    ANNOUNCE_PAIRS_NOT_DRAWS = "announce-pairs-not-draws"
    """Stud dealer announces low card, high hand, raises and pairs, not possible straights or flushes."""
    ANNOUNCE_POSSIBLE_FLUSH = "announce-possible-flush"
    """Mistake: announcing a possible straight or flush on a stud board."""
    ANTE_OPENER_MUST_BET = "ante-opener-must-bet"
    """Mistake: the first player in an ante game is forced to bet."""
    ANTE_BEFORE_BLIND = "ante-before-blind"
    """Mistake under TDA 2024: a big blind short of the blind plus the ante posts the ante first."""
    ANTE_FROM_EVERY_PLAYER = "ante-from-every-player"
    """Mistake: with a big blind ante, every player antes as well."""
    ANTE_IS_LIVE = "ante-is-live"
    """Mistake: the big blind ante is counted as part of the big blind's bet."""
    AWARD_FIRST_HAND = "award-first-hand"
    """Award the pot to the first hand described."""
    AWARD_POTS_SEPARATELY = "award-pots-separately"
    """Main and side pots are awarded one by one to the best eligible hand for each."""
    AWARD_SECOND_HAND = "award-second-hand"
    """Award the pot to the second hand described."""
    AWARD_WHOLE_POT_TO_BEST_HAND = "award-whole-pot-to-best-hand"
    """Mistake: the best hand takes every pot, whatever it put in."""
    BET_CHIP_VALUE = "bet-chip-value"
    """Not facing a bet, a single chip put in without a word is a bet of its full value."""
    BIG_BET_OPTION = "big-bet-option"
    """Stud open pair on fourth street: the big bet may be made."""
    BIG_BLIND_OPTION = "big-blind-option"
    """The big blind may still check or raise before the round closes."""
    BIG_BLIND_POSTS_ANTE = "big-blind-posts-ante"
    """Big blind ante: the big blind posts the table's ante after his blind (blind first when short);
    the ante is dead money in the main pot."""
    BRING_IN_ACE_LOW = "bring-in-ace-low"
    """Mistake: the ace is treated as low when choosing the stud bring-in."""
    BRING_IN_ACTS_FIRST = "bring-in-acts-first"
    """Mistake: the bring-in player acts first on later streets."""
    BRING_IN_CORRECTED = "bring-in-corrected"
    """The wrong bring-in is taken back and the true low card brings in."""
    BRING_IN_HIGHER_SUIT = "bring-in-higher-suit"
    """Between equal ranks, the higher suit brings in (razz: the K♠ is the worst card)."""
    BRING_IN_LOWEST_SUIT = "bring-in-lowest-suit"
    """Between equal ranks, the lowest suit (clubs) brings in."""
    BRING_IN_OR_COMPLETE = "bring-in-or-complete"
    """Stud: the player with the forced bet may post just the bring-in or open for a full bet."""
    BURN_ONE_PER_BOARD_CARD = "burn-one-per-board-card"
    """Mistake: burning before every board card."""
    BURN_ONE_THEN_DEAL = "burn-one-then-deal"
    """Burn exactly one card, then deal the street."""
    BRING_IN_STAYS_FULL = "bring-in-stays-full"
    """A blind posted short (all in) changes nothing for the others: they still call the full blind, and
    the least raise is the one the full blind sets."""
    BUTTON_POSTS_BIG_BLIND = "button-posts-big-blind"
    """Mistake: heads-up, the button posts the big blind."""
    BUTTON_POSTS_SMALL_BLIND = "button-posts-small-blind"
    """Heads-up, the button posts the small blind."""
    BUTTON_STAYS = "button-stays"
    """The button does not move (for example for a misdeal redeal)."""
    BUTTON_TO_WINNER = "button-to-winner"
    """Mistake: the button goes to the pot winner."""
    BUY_FROM_HOUSE_ONLY = "buy-from-house-only"
    """Chips are bought only from the house or banker."""
    BUY_THE_BUTTON = "buy-the-button"
    """A new player pays both blinds and takes the button this hand (house option)."""
    CALL_FULL_AMOUNT = "call-full-amount"
    """Mistake: a posted blind is ignored and the full bet is called again."""
    CALL_ONLY = "call-only"
    """The action counts only as a call."""
    CALL_OR_FOLD_ONLY = "call-or-fold-only"
    """The player may call or fold but not raise."""
    CALL_OR_RAISE_ONLY = "call-or-raise-only"
    """The player may call or raise but not fold."""
    CALL_THE_DIFFERENCE = "call-the-difference"
    """A live blind counts toward the call; add only the difference."""
    CAP_REACHED = "cap-reached"
    """The limit raise cap is reached: call or fold only."""
    CARDS_SPEAK = "cards-speak"
    """The dealer reads tabled cards; the cards, not the words, decide."""
    CARD_PLAYS = "card-plays"
    """The card stays in play where it landed."""
    CASH_OUT_WHOLE_STACK = "cash-out-whole-stack"
    """Taking chips off the table means cashing out all of them."""
    CHIPS_BEHIND_OUT_OF_THE_POT = "chips-behind-out-of-the-pot"
    """Chips found behind an all-in player, ruled no part of the accepted action: the pot is played for what was
    called; a winner is not paid off for them, a loser is not saved by them (TDA 2024 Rule 62)."""
    CHOP_BLINDS = "chop-blinds"
    """The blinds chop: each takes his blind back and the hand ends, no pot won (a cash game that allows it)."""
    COMMON_CARD = "common-card"
    """Deal one community card face up that plays in every stud hand."""
    COMMON_CARD_SIXTH_STREET_ORDER = "common-card-sixth-street-order"
    """Stud run-out (TDA): a common card, and whoever acted first on sixth street acts first on seventh."""
    COMPLETION_NOT_A_RAISE = "completion-not-a-raise"
    """Completing a stud bring-in is not counted as a raise."""
    CORRECT_BET_AMOUNT = "correct-bet-amount"
    """Correct a wrong bet amount to the legal one."""
    CORRECT_BUTTON = "correct-button"
    """Move the button to its correct seat."""
    DEAD_BUTTON = "dead-button"
    """Dead-button rule: blinds posted by those due; the button may be on an empty seat."""
    DEAD_HAND = "dead-hand"
    """The hand is dead."""
    DEAD_HAND_ANTE_RETURNED = "dead-hand-ante-returned"
    """The hand is dead through the dealer's fault, so the player gets the ante back."""
    DEAL_DRAW_ALL_AT_ONCE = "deal-draw-all-at-once"
    """Each drawing player receives all his cards before the next is served."""
    DEAL_DRAW_ROUND_ROBIN = "deal-draw-round-robin"
    """Mistake: draw cards dealt one at a time around the table."""
    DEAL_FROM_LEFT_OF_BIG_BLIND = "deal-from-left-of-big-blind"
    """Mistake: dealing starts with the first player to act."""
    DEAL_FROM_LEFT_OF_BUTTON = "deal-from-left-of-button"
    """Deal one card at a time starting left of the button/dealer."""
    DEAL_IN_PACKETS = "deal-in-packets"
    """Mistake: dealing several cards at once to each player."""
    DEAL_MISSING_CARDS = "deal-missing-cards"
    """Give the short hand its missing card(s) from the stub."""
    DEAL_TO_BRING_IN_FIRST = "deal-to-bring-in-first"
    """Mistake: dealing a stud street from the bring-in player."""
    DEAL_TO_BUTTON_FIRST = "deal-to-button-first"
    """Mistake: the button receives the first card."""
    DEAL_TO_EVERY_SEAT = "deal-to-every-seat"
    """Mistake: dealing to seats whose hands are already dead."""
    DEAL_TO_LIVE_HANDS_ONLY = "deal-to-live-hands-only"
    """Deal only to live hands, starting with the first live hand left of the dealer."""
    DEAL_WITHOUT_BURN = "deal-without-burn"
    """Mistake: dealing the street without a burn."""
    DRAW_ONLY_WHAT_IS_LEFT = "draw-only-what-is-left"
    """Mistake: a drawing player gets only the cards left in the stub."""
    EXCHANGE_AT_FACE_VALUE = "exchange-at-face-value"
    """Mistake: leftover small chips are exchanged one for one with no race."""
    EXPOSED_CARD_BRINGS_IN = "exposed-card-brings-in"
    """TDA stud: the exposed hole card becomes the upcard and may bring in."""
    EXPOSED_CARD_NOT_BRING_IN = "exposed-card-not-bring-in"
    """Cash stud: third card dealt down; an exposed low card does not bring in."""
    FINISH_HAND_THEN_REPLACE = "finish-hand-then-replace"
    """Finish the hand, then replace the card or deck."""
    FIRST_BY_POSITION = "first-by-position"
    """Equal cards or boards: the one nearest the dealer's left goes first."""
    FIRST_BY_SUIT = "first-by-suit"
    """Equal boards: the high card by suit decides who acts first."""
    FIRST_LEFT_OF_BIG_BLIND = "first-left-of-big-blind"
    """The first player left of the big blind acts first."""
    FIRST_LEFT_OF_BUTTON = "first-left-of-button"
    """The first live player left of the button/dealer acts first."""
    FIRST_MOTION_ONLY = "first-motion-only"
    """String bet: only the first motion counts."""
    FIRST_PREFLOP_RAISER = "first-preflop-raiser"
    """Mistake: the preflop raiser acts first after the flop."""
    FOLD_EXTRA_HAND = "fold-extra-hand"
    """Seed: an extra or empty-seat hand nobody looked at is folded; play on."""
    FOLD_STANDS = "fold-stands"
    """The fold stands with no further consequence."""
    FOLD_STANDS_PENALTY_POSSIBLE = "fold-stands-penalty-possible"
    """The fold is binding and may be penalised."""
    FOUR_NOW_FIFTH_LAST = "four-now-fifth-last"
    """Five-card draw: four cards now, the fifth after everyone else (burn first if last)."""
    FREEZE_BUTTON = "freeze-button"
    """Mixed games: freeze the button during stud rounds (TDA 11-B)."""
    HAND_PLAYS = "hand-plays"
    """The hand may still play: what happened to it (a short or exposed deal, a card passed over) does not stop it
    from going on in the hand."""
    HAND_STAYS_LIVE = "hand-stays-live"
    """The hand is not dead although its player let it show or let it go: a card shown to others, or cards released
    face down at the showdown that are still identifiable (TDA 2024 Rule 14), which may still be tabled and win."""
    HEARTS_OUTRANK_SPADES = "hearts-outrank-spades"
    """Mistake: wrong suit order with hearts above spades."""
    HIGH_BOARD_FIRST = "high-board-first"
    """Stud: the best poker hand showing acts first (razz: the lowest board)."""
    HOUSE_RULE_DECIDES = "house-rule-decides"
    """No general rule: the room's posted rule decides."""
    KEEP_DEALING_TO_SEAT = "keep-dealing-to-seat"
    """Stud: keep dealing to a seat folded with no wager until a bet kills it."""
    KILL_HAND = "kill-hand"
    """Kill the hand now."""
    KILL_HAND_WHEN_ACTION_REACHES = "kill-hand-when-action-reaches"
    """Kill the absent player's hand when action reaches his seat."""
    LEAVE_BETS_IN_FRONT = "leave-bets-in-front"
    """Leave bets in front of players until the round ends."""
    MIN_RAISE_BIG_BLIND = "min-raise-big-blind"
    """Mistake: the minimum raise is always one big blind."""
    MIN_RAISE_LAST_INCREMENT = "min-raise-last-increment"
    """The minimum raise equals the last full bet or raise increment."""
    MISDEAL = "misdeal"
    """Misdeal: gather, reshuffle, cut and redeal; the button stays."""
    MOVE_BUTTON_ONE_SEAT = "move-button-one-seat"
    """Move the button one seat clockwise."""
    MOVE_NEXT_BIG_BLIND = "move-next-big-blind"
    """Balancing: move the player due to be the next big blind (TDA 11-A)."""
    MUST_CALL_FULL_AMOUNT = "must-call-full-amount"
    """A call short of the amount (an undercall he must complete, or 'call' said and too few chips pushed out) is
    made up to a full call."""
    MUST_COMPLETE_MIN_RAISE = "must-complete-min-raise"
    """A short raise of at least half a raise must be completed to the full minimum."""
    NEXT_LOWEST_BRINGS_IN = "next-lowest-brings-in"
    """Mistake: the next-lowest card must bring in."""
    NO_CHOP = "no-chop"
    """No chop: the blinds stay in and the small blind must call, raise or fold."""
    NO_RABBIT_HUNT = "no-rabbit-hunt"
    """Undealt cards are not shown."""
    NO_REFUND = "no-refund"
    """No money is returned."""
    NO_RIGHT_TO_SEE = "no-right-to-see"
    """The player asking has no right to see the hand: it stays unshown (and, untabled, cannot win)."""
    ODD_CHIP_HIGH_SUIT_IN_HAND = "odd-chip-high-suit-in-hand"
    """Odd chip to the highest card by suit in the five-card hand (TDA 20-B)."""
    ODD_CHIP_HIGH_SUIT_ALL_CARDS = "odd-chip-high-suit-all-cards"
    """Odd chip in high stud games to the highest card by suit, using all cards."""
    ODD_CHIP_LEFT_OF_BUTTON = "odd-chip-left-of-button"
    """Odd chip to the first tied player left of the button."""
    ODD_CHIP_LOW_SUIT_ALL_CARDS = "odd-chip-low-suit-all-cards"
    """Odd chip in low stud games to the lowest card by suit, using all cards."""
    ODD_CHIP_TO_DEALER = "odd-chip-to-dealer"
    """Mistake: the odd chip is held over for the next pot."""
    ODD_CHIP_TO_HIGH = "odd-chip-to-high"
    """Hi-lo: the odd chip goes to the high half."""
    ODD_CHIP_TO_LOW = "odd-chip-to-low"
    """Mistake: the odd chip goes to the low half."""
    ORDER_BY_CHIP_COUNT = "order-by-chip-count"
    """Simultaneous busts ordered by starting stack (not the hand-for-hand rule)."""
    OUT_OF_TURN_ALL_OPTIONS = "out-of-turn-all-options"
    """The out-of-turn player gets all options back."""
    OUT_OF_TURN_BINDING = "out-of-turn-binding"
    """The out-of-turn action is binding."""
    PLAYER_CHOOSES_SEAT = "player-chooses-seat"
    """Mistake: players choose their own new seats."""
    PLAY_AT_OLD_LEVEL = "play-at-old-level"
    """The hand plays at the old level."""
    PLAY_FULL_ORBIT = "play-full-orbit"
    """Mixed games: every player plays each game for a full orbit."""
    PLAY_ON_NO_REORDER = "play-on-no-reorder"
    """Play on with cards as dealt; never reorder by extra or skipped burns."""
    POST_MISSED_BLINDS_AFTER_BUTTON = "post-missed-blinds-after-button"
    """Wait for the button to pass, then post missed blinds (small dead, big live)."""
    POST_OR_WAIT_FOR_BIG_BLIND = "post-or-wait-for-big-blind"
    """Post all missed blinds now or wait for the big blind."""
    POST_WHAT_IS_OWED = "post-what-is-owed"
    """Post forced bets normally; all-in only when a post takes the whole stack."""
    POT_EXCLUDING_CALL = "pot-excluding-call"
    """Mistake: pot size computed without the caller's call."""
    POT_INCLUDING_CALL = "pot-including-call"
    """Pot-limit maximum counts the caller's call into the pot."""
    PULL_BETS_IN = "pull-bets-in"
    """Mistake: pulling bets into the pot mid-round unasked."""
    RACE_HALF_RULE = "race-half-rule"
    """Race only for full chips plus one more if the remainder is at least half a chip."""
    RACE_ROUNDED_UP = "race-rounded-up"
    """Race for the leftover value rounded up to whole larger chips (seed example)."""
    RAISE_ACCEPTED = "raise-accepted"
    """The raise is accepted as made."""
    RAISE_ALLOWED = "raise-allowed"
    """Another raise is allowed."""
    RAISE_ANY_AMOUNT = "raise-any-amount"
    """Mistake: limit raises of any size."""
    RAISE_BLINDS_NOW = "raise-blinds-now"
    """Mistake: the new level applies to the hand in progress."""
    RAISE_BY_SPREAD_TOP = "raise-by-spread-top"
    """Spread limit: the largest raise adds the top of the spread."""
    RAISE_DOUBLE = "raise-double"
    """Mistake: a raise doubles the current bet."""
    RAISE_ONE_UNIT = "raise-one-unit"
    """Limit: a raise adds exactly one bet unit."""
    RAISE_TO_SPREAD_TOP = "raise-to-spread-top"
    """Mistake: spread-limit raises cannot exceed the top of the spread in total."""
    RANDOM_SEAT_DRAW = "random-seat-draw"
    """Seats are assigned by random draw."""
    REBUY_BEFORE_NEXT_DEAL = "rebuy-before-next-deal"
    """A rebuy must be declared before the next deal."""
    REFUSE_FIVE_CARD_DRAW = "refuse-five-card-draw"
    """Mistake: a player may not draw five."""
    REMOVE_BOXED_CARD_CONTINUE = "remove-boxed-card-continue"
    """Seed: remove and show boxed cards, then continue."""
    REMOVE_BUTTON = "remove-button"
    """Mistake: take the button off the table and redraw later."""
    REPLACE_EXPOSED_CARD = "replace-exposed-card"
    """Replace the card the dealer exposed."""
    REPLACE_EXPOSED_CARD_BURN = "replace-exposed-card-burn"
    """Finish the deal, replace the exposed card with the top card; it becomes the first burn."""
    REPLACE_AFTER_DRAW = "replace-after-draw"
    """Draw games: an exposed replacement card cannot be taken; the draw goes on in order and the player
    gets his replacement after everyone else has drawn."""
    RESHUFFLE_AND_REDEAL = "reshuffle-and-redeal"
    """Return the premature/extra board cards to the stub, reshuffle face down, redeal (burn already out)."""
    RESHUFFLE_DISCARDS_FOR_DRAW = "reshuffle-discards-for-draw"
    """Draw: the last card is not dealt; the discards and burns (never the hands in play or the drawer's
    own discards) are scrambled with it, cut, and a burn comes off before the draw goes on."""
    RESHUFFLE_WITH_BURNS = "reshuffle-with-burns"
    """Stud run-out: scramble the last card with the burns, cut, burn and deal."""
    RESHUFFLE_STUB_WITH_BURNS = "reshuffle-stub-with-burns"
    """Stud run-out (TDA): scramble the whole stub with the earlier burns, cut, burn and deal everyone."""
    RESHUFFLE_WITH_MUCK = "reshuffle-with-muck"
    """Mistake: shuffle the muck into the cards in play."""
    RESTORE_CARD_ORDER = "restore-card-order"
    """Move cards back to the order they would have had without the burn error."""
    RESULTS_STAND = "results-stand"
    """The hand is over and paid: its result stands; only the deck is changed."""
    RETURN_ALL_BETS = "return-all-bets"
    """Stop the hand and return all bets."""
    RETURN_BLIND = "return-blind"
    """Mistake: return a forfeited blind or ante."""
    RETURN_CALL = "return-call"
    """Mistake: refund a call that could not win."""
    RETURN_CARDS_AS_CHECK = "return-cards-as-check"
    """Mistake: undo the action and treat it as a check."""
    ROUND_COMPLETE = "round-complete"
    """The betting round is over."""
    SAME_RELATIVE_POSITION = "same-relative-position"
    """Balancing: move the player in the same position relative to the button (seed)."""
    SCOOP_HIGH = "scoop-high"
    """No qualifying low: the high hand takes the whole pot."""
    SCRAMBLE_AND_PICK_BURN = "scramble-and-pick-burn"
    """TDA: scramble the flop cards face down and pick one at random as the burn."""
    SEAT_PLAYER = "seat-player"
    """Seat or deal in the player now."""
    SEAT_PLAYER_NEXT_HAND = "seat-player-next-hand"
    """Mistake here: let the player join or rejoin later at will."""
    SET_ASIDE_AND_BURN_EXTRA = "set-aside-and-burn-extra"
    """Stud premature cards: set aside, then remove one card per active player."""
    SET_ASIDE_USE_RIVER_AS_TURN = "set-aside-use-river-as-turn"
    """Robert's Rules premature turn: set it aside; the next card is the turn."""
    SHARE_PAYOUT = "share-payout"
    """Simultaneous hand-for-hand busts tie and share the payout."""
    SHOW_BETTOR_FIRST = "show-bettor-first"
    """The river bettor shows first (seed)."""
    TABLE_ALL_HANDS_NOW = "table-all-hands-now"
    """A player is all in and no more betting can happen: every live hand is turned up before the rest is dealt."""
    SHOW_LAST_AGGRESSOR_FIRST = "show-last-aggressor-first"
    """The last aggressor shows first (TDA)."""
    SHOW_LEFT_OF_BUTTON_FIRST = "show-left-of-button-first"
    """The first player left of the button shows first."""
    SHOW_NEXT_CARD = "show-next-card"
    """Mistake: showing the next card (rabbit hunting)."""
    SHOW_TO_ALL = "show-to-all"
    """Cards a player showed to one other player during the deal are shown to the whole table; the hand stays
    live (show one, show all)."""
    SHUFFLE_STUB_ONLY = "shuffle-stub-only"
    """Shuffle and cut the stub cards only."""
    SHUFFLE_WITH_OWN_DISCARDS = "shuffle-with-own-discards"
    """Mistake: the drawing player's own discards of this draw go into the new stub."""
    SMALL_BET_ONLY = "small-bet-only"
    """Only the small bet is allowed."""
    SPLIT_POT = "split-pot"
    """Split the pot."""
    TABLE_FULL = "table-full"
    """Refuse the seat: the table is at its limit."""
    TABLE_STAKES_ONLY = "table-stakes-only"
    """Only chips in play at the start of the hand can be used."""
    TIE_BROKEN_BY_SUIT = "tie-broken-by-suit"
    """A card tie is broken by suit: spades, hearts, diamonds, clubs."""
    TREAT_AS_BET = "treat-as-bet"
    """Treat the declaration as a bet."""
    TREAT_AS_CHECK = "treat-as-check"
    """Treat the declaration as a check."""
    USE_CARD_AS_BURN = "use-card-as-burn"
    """Use the wrongly dealt card as the burn."""
    WAIT_FOR_BUTTON_TO_PASS = "wait-for-button-to-pass"
    """The player waits until the button passes his seat."""


SOURCES = "sources"
"""Rulebook name: the seed documents (default)."""
TDA_2024 = "tda-2024"
"""Rulebook name: Poker TDA Rules 2024."""
ROBERTS = "robert-rules"
"""Rulebook name: Robert's Rules of Poker (v10, read through excerpts)."""
RULEBOOK_NAMES: tuple[str, ...] = (SOURCES, TDA_2024, ROBERTS)

S000 = "000_deb0bbb3231e60a7.txt"
S001 = "001_4e57ff2f431f1683.txt"
S003 = "003_dd37766be10688d8.txt"
TDA_SOURCE = "TDA 2024"
RROP_SOURCE = "Robert's Rules v10"
BARGE_SOURCE = "BARGE rulebook"
KNOWN_SOURCES = frozenset({S000, S001, S003, TDA_SOURCE, RROP_SOURCE, BARGE_SOURCE})

DOCUMENT_TITLES: Mapping[str, str] = MappingProxyType({
    S000: "Poker Rules for Beginners",
    S001: "Lowball Poker Games",
    S003: "Poker Rules: Holdem, Omaha, Seven Card Stud",
    TDA_SOURCE: "TDA 2024",
    RROP_SOURCE: "Robert's Rules",
    BARGE_SOURCE: "BARGE rulebook",
})
"""What a reader sees for each source: the document's own title (the source files' first lines; the
second source's first line is a cut-off word, so its first heading stands for it), never a file name."""


class GameFamily(str, Enum):
    """A game family a rule applies to; values are the names the CLI and JSON use."""

    HOLDEM = "holdem"
    """Texas hold'em (any betting structure)."""
    OMAHA = "omaha"
    """Omaha high."""
    OMAHA_HI_LO = "omaha-hi-lo"
    """Omaha high-low eight-or-better."""
    STUD = "stud"
    """Seven-card stud high."""
    STUD_HI_LO = "stud-hi-lo"
    """Seven-card stud high-low eight-or-better."""
    RAZZ = "razz"
    """Seven-card stud ace-to-five lowball."""
    FIVE_CARD_DRAW = "five-card-draw"
    """Five-card draw high."""
    TRIPLE_DRAW_2_7 = "2-7-triple-draw"
    """Deuce-to-seven triple draw."""
    BADUGI = "badugi"
    """Badugi (four-card triple draw)."""
    ACE_TO_FIVE_LOWBALL = "ace-to-five-lowball"
    """Ace-to-five (California) lowball draw."""


ALL_GAMES: Literal["all"] = "all"
"""Marker for a rule that applies to every game family."""

FLOP_GAMES = frozenset({GameFamily.HOLDEM, GameFamily.OMAHA, GameFamily.OMAHA_HI_LO})
STUD_GAMES = frozenset({GameFamily.STUD, GameFamily.STUD_HI_LO, GameFamily.RAZZ})
DRAW_GAMES = frozenset({GameFamily.FIVE_CARD_DRAW, GameFamily.TRIPLE_DRAW_2_7, GameFamily.BADUGI,
                        GameFamily.ACE_TO_FIVE_LOWBALL})
BUTTON_GAMES = FLOP_GAMES | DRAW_GAMES

Games = frozenset[GameFamily] | Literal["all"]


class RuleKind(str, Enum):
    """Whether a rule can be recognised from table state or is asked about only."""

    STATE = "state"
    """Recognisable from table state; the engine will attach a trigger and remedy."""
    POLICY = "policy"
    """A house, tournament or conduct policy with no dealing state: question only."""


@dataclass(frozen=True)
class Citation:
    """Where a ruling is written: a source document and section, or a rulebook and rule number.

    ``str()`` is what a floor person reads: the document's title and the section, as
    "TDA 2024 Rule 39-D", "Robert's Rules, Stud 5" or "Poker Rules for Beginners, Razz / The Bring".
    """

    source: str
    """The source's key (one of KNOWN_SOURCES): a file name for the source documents."""
    section: str
    """A section heading or rule number; several are separated by '; '."""

    def __post_init__(self) -> None:
        if self.source not in KNOWN_SOURCES:
            raise ValueError(f"Citation.source: {self.source!r} is not one of {sorted(KNOWN_SOURCES)}")
        if not self.section.strip():
            raise ValueError(f"Citation.section: expected a section heading or rule number for {self.source}")

    @property
    def document(self) -> str:
        """The title of the document cited."""
        return DOCUMENT_TITLES[self.source]

    def __str__(self) -> str:
        # Lists of citations are joined with '; ', so parts of one citation are joined with ', '.
        section = ", ".join(part.strip() for part in self.section.split(";"))
        if section == self.document:  # a short document cited whole
            return section
        # TDA numbers read on from the title ("TDA 2024 Rule 39-D"); other sections follow a comma.
        return f"{self.document} {section}" if self.source == TDA_SOURCE else f"{self.document}, {section}"


@dataclass(frozen=True)
class Answer:
    """One rulebook's ruling on a situation, explained in our own words."""

    ruling: RulingCode
    explanation: str
    citations: tuple[Citation, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.ruling, RulingCode):
            raise ValueError(f"Answer.ruling: expected a RulingCode, got {self.ruling!r}")
        if len(self.explanation.strip()) < 20:
            raise ValueError(f"Answer.explanation: expected a real explanation for {self.ruling.value}")
        if not self.citations or not all(isinstance(c, Citation) for c in self.citations):
            raise ValueError(f"Answer.citations: expected at least one Citation for {self.ruling.value}")


@dataclass(frozen=True)
class Option:
    """One choice in a question; ``correct_under`` names the rulebooks that rule this way.

    ``text`` is worded for the rule's own example question (its amounts, cards and seats). ``general``,
    when the example text names such things, says the same ruling for any situation the rule is asked
    about: a generated or scripted scenario, a quiz, a dealing drill shows that one (:meth:`shown`)."""

    code: RulingCode
    text: str
    correct_under: frozenset[str]
    general: str = ""

    def shown(self, for_example: bool) -> str:
        """The words offered: the example's own beside the rule's example prompt, else the general ones."""
        return self.text if for_example or not self.general else self.general


@dataclass(frozen=True)
class RulingQuestion:
    """A gradable multiple-choice question: pick the ruling."""

    prompt: str
    options: tuple[Option, ...]

    def correct_option(self, rulebook: str) -> Option:
        """The single option correct under ``rulebook``."""
        found = [option for option in self.options if rulebook in option.correct_under]
        if len(found) != 1:
            raise ValueError(f"Question: expected exactly one correct option under {rulebook!r}, found {len(found)}")
        return found[0]

    def grade(self, rulebook: str, code: RulingCode | str) -> bool:
        """Whether choosing ``code`` is right under ``rulebook``."""
        try:
            chosen = RulingCode(code)
        except ValueError:
            raise ValueError(f"code: {code!r} is not a RulingCode value (expected e.g. 'misdeal')") from None
        return self.correct_option(rulebook).code is chosen


@dataclass(frozen=True, eq=False)
class Rule:
    """A procedural rule or ruling, keyed by a stable kebab-case id."""

    id: str
    title: str
    catalog_ids: tuple[str, ...]
    games: Games
    answers: Mapping[str, Answer]
    question: RulingQuestion | None
    trigger: str = ""
    """The situation in words (paraphrasing the catalog's trigger); the engine's predicate comes later."""
    kind: RuleKind = RuleKind.STATE

    def __post_init__(self) -> None:
        # Checked at import so a malformed catalog entry fails loudly, naming the rule and field.
        where = f"Rule {self.id!r}"
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", self.id):
            raise ValueError(f"Rule.id: {self.id!r} is not kebab-case")
        if not self.catalog_ids or not all(re.fullmatch(r"[A-LX]\d\d", c) for c in self.catalog_ids):
            raise ValueError(f"{where}.catalog_ids: expected ids like 'H02' or 'X17', got {self.catalog_ids!r}")
        if self.games != ALL_GAMES and (not self.games or not all(isinstance(g, GameFamily) for g in self.games)):
            raise ValueError(f"{where}.games: expected 'all' or a non-empty frozenset of GameFamily")
        if set(self.answers) != set(RULEBOOK_NAMES):
            raise ValueError(f"{where}.answers: expected one answer for each of {RULEBOOK_NAMES}")
        if self.question is not None:
            for name in RULEBOOK_NAMES:
                try:
                    correct = self.question.correct_option(name)
                except ValueError as error:
                    raise ValueError(f"{where}.question: {error}") from None
                if correct.code is not self.answers[name].ruling:
                    raise ValueError(f"{where}.question: correct option under {name} does not match its answer")

    def answer(self, rulebook: str) -> Answer:
        try:
            return self.answers[rulebook]
        except KeyError:
            raise ValueError(f"rulebook: {rulebook!r} is not one of {sorted(self.answers)}") from None

    @property
    def citations(self) -> tuple[Citation, ...]:
        """Every citation of every answer, once each, in first-seen order."""
        seen: dict[Citation, None] = {}
        for answer in self.answers.values():
            for citation in answer.citations:
                seen.setdefault(citation, None)
        return tuple(seen)


@dataclass(frozen=True, eq=False)
class Conflict:
    """One row of the catalog's conflict register: the same situation ruled differently.

    ``answers`` holds the rulebooks' answers; ``alternatives`` holds positions that
    no rulebook here adopts (for example the other reading of an ambiguous seed).
    """

    id: int
    topic: str
    catalog_ids: tuple[str, ...]
    answers: Mapping[str, Answer]
    alternatives: Mapping[str, Answer] = field(default_factory=lambda: MappingProxyType({}))
    rule_id: str = ""

    def positions(self) -> dict[str, Answer]:
        return {**self.answers, **self.alternatives}


# --- builders used by the catalog modules --------------------------------------------------


def s000(section: str) -> Citation:
    return Citation(S000, section)


def s001(section: str) -> Citation:
    return Citation(S001, section)


def s003(section: str) -> Citation:
    return Citation(S003, section)


def tda(rule: str) -> Citation:
    return Citation(TDA_SOURCE, rule)


def rrop(rule: str) -> Citation:
    return Citation(RROP_SOURCE, rule)


def barge(section: str) -> Citation:
    return Citation(BARGE_SOURCE, section)


def answer(ruling: RulingCode, explanation: str, *citations: Citation) -> Answer:
    return Answer(ruling, " ".join(explanation.split()), tuple(citations))


def agree(shared: Answer) -> Mapping[str, Answer]:
    """All rulebooks give the same answer (one object, so 'same' is identity)."""
    return MappingProxyType({name: shared for name in RULEBOOK_NAMES})


def by_book(sources: Answer, tda_2024: Answer, roberts: Answer) -> Mapping[str, Answer]:
    """Per-rulebook answers; rulebooks that reach the same ruling share one merged Answer object."""
    merged: dict[RulingCode, Answer] = {}
    for given in (sources, tda_2024, roberts):
        kept = merged.get(given.ruling)
        if kept is None or kept is given:
            merged[given.ruling] = given
            continue
        extra = "" if given.explanation in kept.explanation else " " + given.explanation
        citations = kept.citations + tuple(c for c in given.citations if c not in kept.citations)
        merged[given.ruling] = Answer(given.ruling, kept.explanation + extra, citations)
    return MappingProxyType({name: merged[given.ruling] for name, given in
                             ((SOURCES, sources), (TDA_2024, tda_2024), (ROBERTS, roberts))})


def make_rule(
    *,
    id: str,
    title: str,
    catalog_ids: Sequence[str],
    games: Games,
    trigger: str,
    answers: Mapping[str, Answer],
    prompt: str,
    options: Sequence[tuple[RulingCode, str] | tuple[RulingCode, str, str]],
    kind: RuleKind = RuleKind.STATE,
) -> Rule:
    """Build a rule; each option is correct under exactly the rulebooks whose answer has its code.
    Keyword-only: a catalog entry names each of its eight parts, so a prompt cannot pass for a trigger.

    An option is (code, text) or (code, example text, general text): see :class:`Option`."""
    built = tuple(
        Option(option[0], option[1], frozenset(name for name, given in answers.items() if given.ruling is option[0]),
               option[2] if len(option) == 3 else "")
        for option in options
    )
    return Rule(
        id=id,
        title=title,
        catalog_ids=tuple(catalog_ids),
        games=games,
        answers=MappingProxyType(dict(answers)),
        question=RulingQuestion(" ".join(prompt.split()), built),
        trigger=trigger,
        kind=kind,
    )
