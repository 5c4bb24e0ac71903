"""The replay: a situation's events played on a table, mistakes included.

:func:`replay` plays the events on a :class:`~dealerschool.table.table.Table`. Each
event that is what a correct dealer would do is applied; each one that is not
is carried out as it physically happened and recorded as an
:class:`Irregularity` for the rules engine to rule on.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from dealerschool.poker import hands
from dealerschool.poker.betting import RaiseOptions, unitless_meanings
from dealerschool.poker.cards import Card, parse_cards
from dealerschool.poker.games import Structure
from dealerschool.situations.events import DECLARED_HANDS, SHOWDOWN_VERBS, Event, Verb, push_shares, unitless_number
from dealerschool.situations.setup import Situation, build_table
from dealerschool.table.operations import (
    PLAYER_OPERATIONS,
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Fold,
    IllegalOperation,
    MoveButton,
    Operation,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    PushPot,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Phase, Pile, Table, TableSettings
from dealerschool.table.words import describe

_BETTING = Phase.BETTING
"""Read for every player's action: a module global loads faster than the enum class's attribute."""


class IrregularityKind(Enum):
    """How a physical event departed from the correct procedure."""

    CARD_EXPOSED_ON_DEAL = "card-exposed-on-deal"
    """A card meant to go face down was dealt face up or flashed by the dealer."""
    DOWNCARD_DEALT_UP = "downcard-dealt-up"
    """Stud: a hole card (first, second or seventh) dealt face up."""
    UPCARD_DEALT_DOWN = "upcard-dealt-down"
    """Stud: a card meant to be face up was dealt face down."""
    WRONG_SEAT_DEALT = "wrong-seat-dealt"
    """A card went to a seat other than the one due (the first card to the wrong seat, a skipped player)."""
    EMPTY_SEAT_DEALT = "empty-seat-dealt"
    """A hand was dealt to a seat with no player."""
    BOXED_CARD = "boxed-card"
    """A face-up card was found in the stub."""
    MISSING_BURN = "missing-burn"
    """A card was dealt or turned without the burn that should have come first."""
    EXTRA_BURN = "extra-burn"
    """A second burn was taken where one was due."""
    PREMATURE_CARD = "premature-card"
    """A card was burned, turned or dealt while a player still had to act."""
    WRONG_BRING_IN = "wrong-bring-in"
    """Stud: the dealer named the wrong seat to bring in."""
    WRONG_FIRST_TO_ACT = "wrong-first-to-act"
    """Stud: the dealer named the wrong seat to act first."""
    ACTION_OUT_OF_TURN = "action-out-of-turn"
    """A player acted before their turn."""
    HOLE_CARD_EXPOSED = "hole-card-exposed"
    """A card already in a player's hand was exposed."""
    MARKED_CARD = "marked-card"
    """A card in play was found marked."""
    MISSING_CARD = "missing-card"
    """A card due to a seat on the deal was passed over, so the seat holds too few cards."""
    DUPLICATE_CARD = "duplicate-card"
    """A second card of the same rank and suit turned up: the deck is fouled."""
    DECK_SHORT = "deck-short"
    """The deck was found short: ``card`` is not in it (taken out of the stub, where it would have been)."""
    STUB_DISORDERED = "stub-disordered"
    """The stub was dropped or scattered and its order lost (``detail`` 'mixed': mixed with muck and burns)."""
    BUTTON_OUT_OF_POSITION = "button-out-of-position"
    """The button was found in the wrong place; ``seat`` is where it should be."""
    UNDERCALL = "undercall"
    """A player silently put forward less than the amount to call."""
    MISWORDED_ACTION = "misworded-action"
    """A player's word does not fit the betting (for example 'call' when nothing is bet)."""
    ADDED_CHIPS = "added-chips"
    """A player tried to add chips from off the table during a hand."""
    CARD_OFF_TABLE = "card-off-table"
    """The dealer pitched a card off the table."""
    REFUND_REQUEST = "refund-request"
    """A player who called asks for his chips back after seeing he was beaten on board."""
    SKIPS_GAME = "skips-game"
    """In a mixed game, a player asks to sit out the games he does not like."""
    ALL_IN_DECLARED = "all-in-declared"
    """Stud, the last street: a player declared himself all in ('pN declares-all-in'), the option Robert's Rules,
    Seven-Card Stud 17, gives a player whose last card is dealt face up, before betting action starts. Recorded,
    not carried out: the ruling says whether it was his to take (``player_actions_before`` against the exposure's
    says whether anyone had acted since)."""
    FOLD_FACING_NO_BET = "fold-facing-no-bet"
    """A player folded when he could have checked (legal, but noted: TDA may penalise it)."""
    SHOWN_TO_ONE = "shown-to-one"
    """During the deal a player showed his cards to one other player (show one, show all)."""
    WRONG_COUNT_ACCEPTED = "wrong-count-accepted"
    """A player asked for a count, was told a wrong one, and pushed out that amount or said 'call' (TDA 2024
    Rule 49: he has accepted the full correct action). ``owed``: the correct bet; ``declared``: the count told."""
    PRIOR_BET_PULLED_BACK = "prior-bet-pulled-back"
    """Facing a raise, a player pulled back chips of his prior bet, not yet pulled in (TDA 2024 Rule 46-B: he
    may call or raise, not fold); the chips stay his bet until he acts."""
    UNITLESS_BET = "unitless-bet"
    """A player said a bet as a number without its unit ('I bet five': 5, 50, 500?): not carried out; TDA 2024
    Rule 57 rules it the highest reasonable amount no larger than the pot."""
    TABLE_TAPPED = "table-tapped"
    """A player tapped the table in turn with no bet to face (a gesture, not a word; carried out as a check and
    noted: TDA 2024 Rule 3 says a tap is a check)."""
    CHIPS_FOUND_BEHIND = "chips-found-behind"
    """A player all in and called is found, the betting over, to have had chips hidden behind his stack (TDA
    2024 Rule 62). Not carried out: the ruling says where they go. ``seat``: the all-in player; the event's
    ``amount`` the chips, its ``detail`` the TD's finding (part of the accepted action or not, Rule 49)."""
    NEXT_CARD_ASKED = "next-card-asked"
    """The hand over, a player asked to see the card that would have come next (rabbit hunting)."""
    BLINDS_CHOP = "blinds-chop"
    """Everyone folded to the blinds before the flop, and the blinds agreed to take their blinds back and end the
    hand (chopping). Not carried out: the ruling says whether the chop stands. ``seat``: the player to act (the
    small blind, or the button heads-up)."""
    FOLD_DECLARED_FACING_BET = "fold-declared-facing-bet"
    """A player facing a bet said 'fold' (legal, and carried out; noted: Robert's Rules, Dead Hands 1, rules the
    hand dead on the word)."""
    STRING_BET = "string-bet"
    """A player put chips out, then went back to the stack for more without declaring a raise."""
    UPCARDS_TURNED_DOWN = "upcards-turned-down"
    """Stud: facing a bet, a player turned his upcards down or picked them up."""
    OWED_POST_SKIPPED = "owed-post-skipped"
    """A returning player who owes missed blinds (``seat``) was dealt in without posting them: the dealer dealt
    past his owed posts, which are left out (``owed``: their total). Robert's Rules, Button and Blind Use, rules
    it by what he did before it was found: looked, acted, neither."""
    CHECK_OWING_THE_OPENING = "check-owing-the-opening"
    """Stud third street: the player who must open the betting (the low card, or the first player on the left of
    a low card all in for its ante) checked. A check is no action there: not carried out, he is still to act."""
    UPCARDS_TURNED_DOWN_AT_SHOWDOWN = "upcards-turned-down-at-showdown"
    """Stud: the betting over, a player still in the hand turned his upcards down before the showdown (not
    carried out: no fold now; Robert's Rules, Stud 10)."""
    PLAYER_AWAY = "player-away"
    """A dealt player was not at the seat when the last card of the initial deal went out."""
    OVERSIZED_CHIP = "oversized-chip"
    """A player put in one chip bigger than the call without saying anything (catalog C09)."""
    MULTIPLE_CHIPS_CALL = "multiple-chips-call"
    """Facing a bet, a player silently put in several chips worth more than the call, every one of them needed
    to make it (without the smallest, they fall short): TDA 2024 Rule 45-A, a call."""
    MULTIPLE_CHIPS_ALL_IN = "multiple-chips-all-in"
    """Facing a bet, a player silently put in several chips that are his last, and without one of the smallest
    they would still make the call: TDA 2024 Rule 45-B-2, all in for them all, whether they reach the 50%
    standard or not (carried out as the all-in)."""
    MULTIPLE_CHIPS_RAISE = "multiple-chips-raise"
    """Facing a raise, a player with chips behind silently added several chips to his earlier bet still in front
    (a blind, a bet), one of the smallest not needed for the call, making a full raise or more: TDA 2024 Rule 46-C
    and the 50% standard of Rules 43 and 45, a raise of them all (carried out as the raise)."""
    OVERSIZED_CHIP_NO_BET = "oversized-chip-no-bet"
    """With no bet to face, a player put in one chip bigger than the minimum bet without a word (catalog C09)."""
    INCORRECT_AMOUNT = "incorrect-amount"
    """A bet or raise of a size the structure does not allow (a limit raise of the wrong size, a
    pot-limit bet over the pot, a no-limit raise under the minimum); the chips are not taken as bet."""
    HAND_MUCKED_UNSHOWN = "hand-mucked-unshown"
    """At the showdown a hand that was never tabled went into the muck (thrown in by the player or
    killed by the dealer): its cards are mixed with the muck and can no longer be told apart."""
    HAND_DISCARDED_UNSHOWN = "hand-discarded-unshown"
    """At the showdown a player let go of his hand face down without tabling it; the cards lie apart
    from the muck and can still be identified (they stay with the seat on the table)."""
    TABLED_HAND_KILLED = "tabled-hand-killed"
    """A tabled hand (every card face up) was pushed into the muck at the showdown; ``cards`` are its cards."""
    HAND_MISDECLARED = "hand-misdeclared"
    """A player named a hand that his tabled cards do not make ('pN declares two-pair' over a flush)."""
    SPOKEN_THEN_CHIPS = "spoken-then-chips"
    """A player said what he did aloud ('call', 'raise to 60', 'bet 40', 'all in') and the chips he then pushed
    out do not match the words; ``declared`` is the spoken event."""
    SPOKEN_RAISE_SHORT = "spoken-raise-short"
    """A player said 'raise' (or 'bet') with no amount, then pushed out chips short of a full raise (or bet)."""
    POT_SAID_THEN_OTHER = "pot-said-then-other"
    """Pot limit: a player said 'pot' in turn, then pushed out chips that are not the pot (nor a wrong pot count
    he was told), or checked, called or folded: not carried out (the words bind him, the ruling says to what);
    ``declared`` is the words."""
    POT_BET_ON_SHORT_COUNT = "pot-bet-on-short-count"
    """Pot limit: the player to act was told a count of the pot ('count pot N') less than the pot really makes
    it and bet or raised to the count he was told: carried out as made, a legal size (TDA 2024 Rule 52-B: an
    underbet 'based on an inaccurate count'); ``declared`` is the count, ``owed`` the total the pot made it."""
    POT_SAID_NO_LIMIT = "pot-said-no-limit"
    """No limit: a player said 'pot' in turn (TDA 2024 Rule 54-D: 'not a valid bet in no-limit but it does bind
    the player to making a valid bet'), and nothing he did has settled it yet."""
    SPOKEN_RAISE_CHIP = "spoken-raise-chip"
    """A player said 'raise' (or 'bet') with no amount, then put in one chip: the chip sets the amount."""
    NON_STANDARD_CARD = "non-standard-card"
    """A card that does not belong in the deck turned up (``event.detail``: 'joker', or 'back' for a card of
    another deck): as the next card off the deck, in a seat's hand (``seat``), or in the stub (no seat)."""
    HAND_MUCKED_IN_BETTING = "hand-mucked-in-betting"
    """During the betting a player threw his unshown hand into the muck (a bettor who forgot another player
    was still in, TDA 2024 Rule 15-B); the cards can no longer be told apart."""
    ANTE_BEFORE_BLIND = "ante-before-blind"
    """Big blind ante: the dealer took the big blind's ante for the table before his blind (``seat``); the blind
    then took only what the ante left. TDA 2024 RP-11 recommends the big blind first."""
    POT_PUSHED_WRONG = "pot-pushed-wrong"
    """At the showdown the dealer pushed a whole pot to ``seat``, which the hands as they read do not give it
    all: a hand misread, a split pot or a hi-lo pot's other half missed ('push pN'); ``expected`` is the push
    the showdown gave."""
    POT_SPLIT_WRONG = "pot-split-wrong"
    """At the showdown the dealer pushed a pot to the seats the hands as they read give it, in the wrong amounts
    (a split miscounted, the odd chip to the wrong seat: 'push pN X pM Y'), an accounting error in awarding the
    pot; ``seat`` is the first seat paid other than its share, ``expected`` the push the showdown gave."""
    ASKED_TO_SEE_HAND = "asked-to-see-hand"
    """At the showdown a player asked to see a called hand that was let go face down unshown;
    ``seat`` is the hand asked for, the event's ``seat`` the player asking."""


@dataclass(frozen=True)
class Irregularity:
    """A departure from the correct procedure, with the facts a rule needs to judge it."""

    kind: IrregularityKind
    event: Event
    expected: Operation | None
    street: str
    street_index: int
    deal_index: int
    """1-based count of cards off the deck this street (for the initial deal: the catalog's deal_index)."""
    seat: int | None
    card: Card | None
    player_actions_before: int
    """Player decisions taken earlier in the hand (blinds and antes not counted)."""
    cards: tuple[Card, ...] = ()
    """The cards the mistake moved, where one card is not enough (a tabled hand killed into the muck)."""
    declared: Event | None = None
    """The words the chips departed from ('pN says call'), for the spoken-declaration kinds; the wrong count a
    player acted on ('count 500'), for a wrong count accepted."""
    declared_chips: int = 0
    """The chips the words put in when the replay carried them out ('call' facing 6: 6)."""
    owed: int | None = None
    """An action out of turn: the chips the seat had to put in to call at that moment (0: it was a check)."""
    after_the_hand: bool = False
    """Found once the next hand had begun ('riffle'): the hand it belongs to was over and paid."""
    actions_recorded: int = 0
    """Player actions the replay had recorded when it was found (``actions_before`` and ``actions_after``
    together): the actions after it begin there (:meth:`Replay.actions_since`)."""
    in_front: int = 0
    """The one chip a blind was posted with, bigger than the blind, still in front when the seat added a chip to
    it ('post bb chip 1000'): the change the ruling gives counts it (0: none)."""
    made_at: int | None = None
    """A wrong-sized bet or raise carried out as made (``Table.bet_as_made``): its place in the table's log,
    so the ruling can see whether the next card has been dealt since. None: recorded, not put in (the seat
    still to act), as every other wrong amount is."""
    in_hand: int = 0
    """An undercall: the players still in the hand when it was made (his own fold after it, or anyone's, does
    not turn a multi-way pot into a heads-up one: TDA 2024 Rule 51-B, 'if made in turn facing ...')."""
    facing_raise: bool = False
    """An undercall: whether the bet it fell short of was a raise when it was made (:func:`facing_a_raise`),
    not the opening bet (in blind games the posted big blind pre-flop)."""


@dataclass
class Replay:
    """A situation played out: the table as it stands and every irregularity met."""

    situation: Situation
    table: Table
    irregularities: list[Irregularity] = field(default_factory=list)
    actions_after: list[tuple[int, Operation, int]] = field(default_factory=list)
    """Player actions taken after the first irregularity: (seat, operation, chips it put in)."""
    actions_before: list[tuple[int, Operation, int]] = field(default_factory=list)
    """Player actions taken before the first irregularity, the same way (a mistake found only after some
    action, a button out of position, is judged on them)."""
    boxed: list[Card] = field(default_factory=list)
    spoken: dict[int, tuple[Event, int, int]] = field(default_factory=dict)
    """Seat -> its last spoken declaration not yet followed by chips: (the 'says' event, the street index,
    the chips it put in, or -1 when the words alone did not say how much, as 'raise' with no amount)."""
    counts: dict[int, Event] = field(default_factory=dict)
    """Seat -> the count it was last told of the bet it faces ('count N'), until it acts."""
    pot_counts: dict[int, tuple[Event, int]] = field(default_factory=dict)
    """Seat -> the pot count it was last told ('count pot N') and the street it was told on, until it acts."""
    pulled_back: dict[int, int] = field(default_factory=dict)
    """Seat -> chips of its prior bet it has pulled back facing a raise ('pN pulls-back X'), until it acts: the
    chips it puts out next are read with what is left in front (TDA 2024 Rule 46-C)."""
    chip_in_front: dict[int, tuple[int, int, int]] = field(default_factory=dict)
    """Seat -> the one chip its blind was posted with, bigger than the blind ('post bb chip 1000'): (the chip's
    value, the street index, the blind). The blind is the bet; the chip stays in front as the prior chip that
    chips he adds without a word are read with (TDA 2024 Rule 46-C; Addendum 46 Situation 4: "BB posts one 1k
    chip"), until he acts or the bets are pulled in (``_chip_in_front``)."""
    looked: set[int] = field(default_factory=set)
    """Seats whose player looked at his hole cards ('pN looks'): what a hand dealt in without an owed post turns
    on (Robert's Rules, Button and Blind Use: dead 'if the player looks at it before putting up the required
    chips, and has not yet acted')."""
    next_hand_begun: bool = False
    """A 'riffle' event: the hand was over and the next one had begun (TDA 2024 Rule 23)."""
    next_hand: Table | None = None
    """The next hand's own table, once a 'next ...' event has played a step of it (the finished hand's table,
    ``table``, stays as the hand ended: a ruling on the finished hand is made there)."""
    next_hand_actions: list[tuple[int, Operation, int]] = field(default_factory=list)
    """The players' actions on the next hand, in turn: (seat, operation, chips it put in)."""

    @property
    def next_hand_substantial_action(self) -> bool:
        """Substantial action has occurred on the next hand (TDA 2024 Rule 36)."""
        return substantial_action(self.next_hand_actions)

    @property
    def first(self) -> Irregularity | None:
        return self.irregularities[0] if self.irregularities else None

    def first_of(self, *kinds: IrregularityKind) -> Irregularity | None:
        """The first irregularity of these kinds, or None: what most irregularity triggers rule on."""
        return next((i for i in self.irregularities if i.kind in kinds), None)

    def of_kind(self, *kinds: IrregularityKind) -> list[Irregularity]:
        return [i for i in self.irregularities if i.kind in kinds]

    def actions_since(self, irregularity: Irregularity) -> list[tuple[int, Operation, int]]:
        """Player actions taken after ``irregularity`` (seat, operation, chips put in). Not
        ``actions_after``, which counts from the deal's first irregularity: a rule on a later one (an action
        out of turn after a card exposed on the deal) reads only what came after its own."""
        return (self.actions_before + self.actions_after)[irregularity.actions_recorded:]


def facing_a_raise(table: Table) -> bool:
    """Whether the bet the player to act faces is a raise, not the round's opening bet (TDA 2024 Rule 51-B: 'In
    blind games the posted BB is the pre-flop opener')."""
    if table.street_index == 0 and table.config.big_blind:
        return table.round.current_bet > table.config.big_blind
    return table.round.bets_and_raises >= 2


def substantial_action(actions: list[tuple[int, Operation, int]]) -> bool:
    """TDA 2024 Rule 36: 'Substantial Action is either A) any 2 actions in turn, at least one of which puts chips
    in the pot (i.e. any 2 actions except 2 checks or 2 folds) or B) any combination of 3 actions in turn (check,
    bet, raise, call, fold). Posted blinds do not count towards SA.' ``actions``: (seat, operation, chips put
    in), in turn, forced bets not among them."""
    return len(actions) >= 3 or (len(actions) >= 2 and any(chips > 0 for _, _, chips in actions[:2]))


def _player_actions(table: Table) -> int:
    return sum(isinstance(op, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn)) for op in table.log)


def _street_cards(table: Table) -> int:
    """Cards taken off the deck for seats or the board since this street's dealing began."""
    count = 0
    for op in reversed(table.log):
        if isinstance(op, (CollectBets, Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, PostAnte, PostBlind)):
            break
        if isinstance(op, (DealCard, TurnBoardCard)):
            count += 1
    return count


def replay(situation: Situation, house: TableSettings | None = None, *, table: Table | None = None) -> Replay:
    """Play the events; carry out mistakes as they happened and record each as an Irregularity.

    ``house``: the table's house settings (a rulebook's, see ``Rulebook.table_rules``); default the
    situation file's own. ``table``: the table ``build_table(situation, house)`` sets, when the caller
    has one of its own already (a copy of one built before): it is played on. This always plays the
    events afresh: :func:`replayed` keeps the replay."""
    result = Replay(situation, build_table(situation, house) if table is None else table)
    for event in situation.events:
        try:
            step(result, event)
        except ValueError as error:  # IllegalOperation, or a hand the showdown cannot read (wrong card count)
            raise ValueError(f"{situation.source}: event {event.index + 1} {event.spelled_from or event.text!r}: "
                             "cannot be replayed: "
                             f"{error}{_hint(situation, event, result.table)}") from None
    return result


def _hint(situation: Situation, event: Event, table: Table) -> str:
    """What to write instead, where a case writer's usual slip left the hand over before this event: a
    'continue' that ran it to the end (no player had a decision left, so the dealer dealt, showed and pushed)."""
    ran = [earlier for earlier in situation.events[:event.index] if earlier.verb is Verb.CONTINUE]
    if ran and isinstance(event.operation, (AnnounceBringIn, AnnounceFirstToAct)) and not table.is_complete:
        # A wrong announcement (the dealer names the wrong bring-in or first to act) can only come where the
        # announcement is due; a 'continue' before it has already made the right one.
        return (f" ('continue' at event {ran[-1].index + 1} already announced the right seat: for the dealer "
                "naming a wrong one, write the steps before it event by event instead, like 'post antes', "
                "'deal p1', ... (or 'collect', 'burn', 'deal p4', ...), then the announcement)")
    if not table.is_complete or not ran:
        return ""
    return (f" ('continue' at event {ran[-1].index + 1} ran the hand to its end, as no player had a decision "
            "left: write the deal that follows event by event instead, like 'burn', 'board', ..., and the "
            "shows, 'show p1'; a situation ends where the floor is called)")


def replayed(situation: Situation, house: TableSettings | None = None) -> Replay:
    """The situation's events replayed under ``house``, played once per situation and settings and kept
    (loading a file replays it to check the events; ruling on it under the same settings reuses that).

    The replay is shared: read it, and copy its table before changing anything (the engine's remedy
    works on a copy)."""
    settings = situation.house if house is None else house
    kept = situation.replays.get(settings)
    if kept is None:
        kept = replay(situation, settings)
        situation.replays[settings] = kept
    return kept


def _record(result: Replay, kind: IrregularityKind, event: Event, expected: Operation | None,
            seat: int | None = None, card: Card | None = None, deal_index: int | None = None,
            owed: int | None = None) -> None:
    table = result.table
    result.irregularities.append(Irregularity(
        kind, event, expected, table.street.name, table.street_index,
        deal_index if deal_index is not None else _street_cards(table) + 1,
        seat, card, _player_actions(table), owed=owed, after_the_hand=result.next_hand_begun,
        actions_recorded=len(result.actions_before) + len(result.actions_after)))


_AFTER_THE_HAND = frozenset({Verb.DUPLICATE, Verb.MISSING, Verb.FOREIGN, Verb.RIFFLE, Verb.NEXT})
"""What may follow 'riffle': a deck fault found once the hand is over, the next hand's steps ('next ...'), and
'riffle' again, refused below."""


def step(result: Replay, event: Event) -> None:
    """Play one event on the replay's table: what a correct dealer would do is applied, a mistake is
    carried out as it happened and recorded in ``result.irregularities``. IllegalOperation (a
    ValueError) when the event cannot happen on the table as it stands.

    :func:`replay` calls this for every event of a situation; a generator or a drill drives a replay
    event by event with it."""
    _step(result, event)
    _pass_seats_dealt_out(result)


def _pass_seats_dealt_out(result: Replay) -> None:
    """A seat the dealer passed over on every card of the deal holds no hand: once the first betting round
    begins, the action passes it, as a dealer passes any seat with no cards in front of it, so the players
    after it act in turn. Whether the deal stands is the ruling's question (TDA 2024 Rule 35-A-4: 'a seat
    entitled to a hand is dealt out' is a misdeal, and 35-D: none once substantial action occurs; Robert's
    Rules, Misdeals: none once two players have acted): the players' actions must count for it wherever the
    seat sits, before them in the order as after them."""
    table = result.table
    if table.phase is not _BETTING or table.street_index != 0:
        return
    for passed in result.of_kind(IrregularityKind.MISSING_CARD):
        seat = passed.seat
        player = table.seats[seat] if seat is not None else None
        if passed.street_index == 0 and player is not None and not player.folded and not player.cards:
            table.kill_hand(seat)  # type: ignore[arg-type]


def _step(result: Replay, event: Event) -> None:
    table = result.table
    if result.next_hand_begun and event.verb not in _AFTER_THE_HAND:
        raise IllegalOperation("the next hand has begun ('riffle'): only a deck fault found after the hand "
                               "(duplicate CARD, missing CARD, foreign joker|back) or the next hand's steps "
                               "('next continue', 'next pN cc') may follow")
    if event.verb is Verb.NEXT:
        _replay_next_hand(result, event)
        return
    if event.written or (event.verb is Verb.POST and (event.seat is not None or event.amount is not None
                                                      or event.detail)):
        _hold_to_words(result, event)  # an event written another way: held to what its words said
    if event.verb is Verb.OPERATION and type(event.operation) is not ShowHand:
        # The common case first (a player's action or a dealer step); the verbs below never take this path.
        operation = event.operation
        assert operation is not None
        if isinstance(operation, BetOrRaiseTo) and _chips_read_against_words(result, operation.seat):
            # 'pN cbr X' is chips put out to a total of X: after a pot count told or words that set no amount
            # yet ('pot', 'raise', 'bet'), what binds is the rulebook's reading of chips (TDA 2024 Rules 40-A,
            # 52-B), not the notation's, so it is read as those chips pushed out ('pN put').
            amount = operation.amount - table.seat(operation.seat).bet
            _replay_table_event(result, replace(event, verb=Verb.PUT, amount=amount, operation=None))
        elif type(operation) in PLAYER_OPERATIONS:
            _replay_player(result, event, operation)
        else:
            _replay_dealer(result, event, operation)
        return
    if event.verb is Verb.CONTINUE:
        table.run_dealer()
        return
    if event.verb is Verb.POST:
        expected = table.next_dealer_operation()
        if not isinstance(expected, (PostAnte, PostBlind, PostDeadBlind)):
            raise IllegalOperation("no forced bet is due")
        if event.detail:
            _post_with_chip(result, event, expected)
            return
        ante = _ante_behind_blind(table, expected) if event.written == "ante" else None
        if ante is not None:
            # 'post ante' with the big blind due: the dealer took the table's ante first (TDA 2024 RP-11 says big
            # blind first); the blind, posted next, takes what is left.
            _record(result, IrregularityKind.ANTE_BEFORE_BLIND, event, expected, seat=ante)
            table.take_ante_before_blind(ante)
            return
        table.apply(expected)
        if event.written in _POST_EVERY:
            # 'post blinds', 'post antes', 'post all': every forced bet of that kind due in a row.
            while isinstance(table.next_dealer_operation(), _POST_EVERY[event.written]):
                table.apply(table.next_dealer_operation())  # type: ignore[arg-type]
        return
    if event.verb is Verb.PUSH:
        expected = table.next_dealer_operation()
        if not isinstance(expected, PushPot):
            raise IllegalOperation("no pot is ready to be pushed")
        shares = push_shares(event)
        if shares:
            _push_shares(result, event, expected, shares)
            return
        if event.seat is not None and any(share.seat != event.seat for share in table.awards[expected.index].shares):
            # 'push pN': the whole pot to seat N, which the showdown does not give it all (a hand misread, a
            # split or the low half missed): carried out as it happened, and recorded.
            if table.seats[event.seat] is None:
                raise IllegalOperation(f"seat {event.seat + 1} is empty")
            _record(result, IrregularityKind.POT_PUSHED_WRONG, event, expected, seat=event.seat)
            table.push_pot_to(event.seat)
            return
        table.apply(expected)
        return
    if event.verb is Verb.BOXED:
        card = table.stub[0]
        _record(result, IrregularityKind.BOXED_CARD, event, table.next_dealer_operation(), card=card)
        # Found and taken out at once: the dealer shows it and the deal goes on with the next card.
        table.move_card(card, Pile.STUB, Pile.SET_ASIDE)
        result.boxed.append(card)
        return
    if event.verb is Verb.EXPOSE:
        assert event.seat is not None
        held = table.seat(event.seat).cards
        if not held:
            raise IllegalOperation(f"seat {event.seat + 1} holds no cards to expose")
        position = (event.position or len(held)) - 1
        if not 0 <= position < len(held):
            raise IllegalOperation(f"seat {event.seat + 1} holds {len(held)} cards, not {position + 1}")
        table.expose_card(event.seat, held[position].card)
        # expected: the dealer operation still due (a DealCard while the deal is going on), None once players act.
        _record(result, IrregularityKind.HOLE_CARD_EXPOSED, event, table.next_dealer_operation(), seat=event.seat,
                card=held[position].card)
        return
    if event.verb is Verb.FOREIGN:
        _replay_foreign(result, event)
        return
    if event.verb in (Verb.MISSING, Verb.RIFFLE):
        _replay_deck_count(result, event)
        return
    if event.verb is Verb.CHIPS_BEHIND:
        _replay_chips_behind(result, event)
        return
    if event.verb in (Verb.CHIP, Verb.CHIPS, Verb.PUT) and event.seat in result.chip_in_front \
            and _chips_onto_chip_in_front(result, event):
        return
    if event.verb is Verb.CHIPS:
        _replay_chips(result, event)
        return
    if event.verb is Verb.PULLS_BACK:
        _replay_pull_back(result, event)
        return
    if event.verb is Verb.COUNT and event.detail == "pot":
        _replay_pot_count(result, event)
        return
    if event.verb is Verb.COUNT:
        if table.actor is None:
            table.run_dealer()
        if table.actor is None or table.to_call(table.actor) == 0:
            raise IllegalOperation("no player faces a bet: a count is asked for by the player to act, facing one")
        result.counts[table.actor] = event
        return
    if event.verb in (Verb.PUT, Verb.SAYS) and event.seat in result.counts and event.seat == table.actor \
            and _acted_on_a_wrong_count(result, event):
        return
    if event.verb in (Verb.CHIP, Verb.PUT) and event.seat in result.pulled_back:
        if event.verb is Verb.PUT:
            raise IllegalOperation(f"seat {event.seat + 1} pulled back prior chips: write the chips he puts out "
                                   "('pN chip X', 'pN chips X Y') or his action, not an amount")
        if result.pulled_back[event.seat] < table.seat(event.seat).bet:
            # One chip added to prior chips partly pulled back: with those left out, several chips (Rule 46-C).
            _replay_chips(result, replace(event, verb=Verb.CHIPS, detail=str(event.amount)))
            return
        _settle_pull_back(result, event.seat)  # all pulled back: an overchip is read alone, a call (46-C-1)
    if event.verb in (Verb.SKIP, Verb.BUTTON, Verb.DROP, Verb.DUPLICATE, Verb.PUT, Verb.SAYS, Verb.CHIP, Verb.STRING,
                      Verb.TURNS_DOWN):
        _replay_table_event(result, event)
        return
    if event.verb in SHOWDOWN_VERBS:
        _replay_showdown_event(result, event)
        return
    if isinstance(event.operation, ShowHand):
        _collect_before_the_show(table)
    if isinstance(event.operation, ShowHand) and _at_showdown(table) and event.operation not in table.queued() \
            and _let_go_unshown(result, event.operation.seat):
        # A hand let go face down, apart from the muck, tabled after all: the player changed his mind (TDA 2024
        # Rule 14: 'players may change their minds and table cards that remain 100% identifiable and
        # retrievable'). The discard stays recorded for the ruling, which says whether the hand plays.
        table.replace_queued([event.operation] + table.queued())
        table.apply(event.operation)
        return
    if isinstance(event.operation, ShowHand) and _at_showdown(table) and event.operation in table.queued()[1:]:
        # Anyone may table before his turn (the seeds allow it): his show moves to the front.
        early = event.operation
        table.replace_queued([early] + [op for op in table.queued() if op != early])
        table.apply(early)
        return
    if event.verb is Verb.MARKED:
        _record(result, IrregularityKind.MARKED_CARD, event, None, card=event.card)
        return
    if event.verb is Verb.SHOWS_TO:
        assert event.seat is not None and event.other_seat is not None
        table.seat(event.other_seat)
        if not table.seat(event.seat).in_hand or not table.seat(event.seat).cards:
            raise IllegalOperation(f"seat {event.seat + 1} holds no live hand to show")
        if table.is_complete:
            raise IllegalOperation("the hand is over: 'shows-to' is for cards shown during the deal")
        _record(result, IrregularityKind.SHOWN_TO_ONE, event, None, seat=event.seat)
        return
    if event.verb is Verb.TAPS:
        _replay_tap(result, event)
        return
    if event.verb is Verb.LOOKS:
        assert event.seat is not None
        if not table.seat(event.seat).cards:
            raise IllegalOperation(f"seat {event.seat + 1} holds no cards to look at")
        result.looked.add(event.seat)
        return
    if event.verb is Verb.ASKS_NEXT_CARD:
        assert event.seat is not None
        table.seat(event.seat)
        if len(table.in_hand()) > 1 and not table.is_complete:
            raise IllegalOperation("the hand is not over: 'asks-next-card' is for the card that would have come "
                                   "had the hand gone on (rabbit hunting)")
        _record(result, IrregularityKind.NEXT_CARD_ASKED, event, None, seat=event.seat)
        return
    if event.verb is Verb.CHOP:
        _replay_chop(result, event)
        return
    if event.verb is Verb.DECLARES_ALL_IN:
        _replay_all_in_declared(result, event)
        return
    if event.verb in (Verb.ADDS, Verb.ASKS_REFUND, Verb.SKIPS_GAME):
        assert event.seat is not None
        table.seat(event.seat)
        kinds = {Verb.ADDS: IrregularityKind.ADDED_CHIPS, Verb.ASKS_REFUND: IrregularityKind.REFUND_REQUEST,
                 Verb.SKIPS_GAME: IrregularityKind.SKIPS_GAME}
        _record(result, kinds[event.verb], event, None, seat=event.seat)
        return
    if event.verb is Verb.OFF:
        # A card pitched off the table: it plays where it was due; a downcard is exposed by it.
        expected = table.next_dealer_operation()
        if not isinstance(expected, DealCard) or expected.seat != event.seat:
            raise IllegalOperation(f"no card is due to seat {(event.seat or 0) + 1} now")
        _record(result, IrregularityKind.CARD_OFF_TABLE, event, expected, seat=event.seat, card=table.stub[0])
        _replay_dealer(result, replace(event, verb=Verb.OPERATION, position=None), DealCard(expected.seat, True))
        return
    if event.verb is Verb.AWAY:
        assert event.seat is not None
        table.seat(event.seat)  # an empty seat cannot be away
        _record(result, IrregularityKind.PLAYER_AWAY, event, table.next_dealer_operation(), seat=event.seat)
        return
    operation = event.operation
    assert operation is not None  # a show not brought forward: every other operation took the first branch
    _replay_dealer(result, event, operation)


_POST_EVERY: dict[str, tuple[type, ...]] = {"blinds": (PostBlind, PostDeadBlind), "antes": (PostAnte,),
                                            "all": (PostAnte, PostBlind, PostDeadBlind)}
"""'post blinds', 'post antes', 'post all': the forced bets each posts, every one due in a row."""

_POST_NAMED: dict[str, tuple[type, ...]] = {"sb": (PostBlind,), "bb": (PostBlind, PostDeadBlind), "blind": (PostBlind,),
                                            "straddle": (PostBlind,),
                                            "dead": (PostDeadBlind,), "ante": (PostAnte,), **_POST_EVERY}
"""'post sb', 'post ante', 'blind p1 1'...: the forced bet the event names, which must be the one due."""


def _ante_behind_blind(table: Table, due: Operation | None) -> int | None:
    """The seat of the big blind due now in a big blind ante game (None: another forced bet due, or no big
    blind ante): a 'post ante' written in the blind's place takes his ante for the table first. (His ante may
    be queued behind the blind, or not at all when the blind would leave nothing for it.)"""
    if not isinstance(due, PostBlind) or due.name != "big blind" or not table.config.big_blind_ante:
        return None
    return due.seat


def _hold_to_words(result: Replay, event: Event) -> None:
    """An event written another common way said more than its notation: hold it to that, or refuse it with
    what to write instead, where the two readings would be ruled differently (:func:`events.respelled`)."""
    table = result.table
    seat = event.seat
    if event.verb is Verb.OPERATION and isinstance(event.operation, (CheckOrCall, BetOrRaiseTo)) and seat is not None:
        if table.actor is None and table.phase is not _BETTING:
            table.run_dealer()  # as the action itself would (_replay_player): the betting it meets
        owed = table.to_call(seat)
        if event.written == "check" and owed > 0:
            raise IllegalOperation(f"seat {seat + 1} faces {owed} to call, and a check is no action facing a bet: "
                                   f"write 'p{seat + 1} cc' if he called, or 'p{seat + 1} says check' for the word "
                                   "said aloud (then the ruling is on a check facing a bet)")
        facing = max((held.bet for held in table.seats if held is not None), default=0)
        if event.written == "bet" and facing > 0:
            amount = event.operation.amount  # type: ignore[union-attr]
            raise IllegalOperation(f"seat {seat + 1} faces a bet of {facing}, so 'bets {amount}' could be a raise to "
                                   f"{amount} or by {amount}: write the total with 'to', like 'p{seat + 1} raises to "
                                   f"{amount}' (or 'p{seat + 1} cbr {amount}')")
        return
    if event.verb is Verb.POST:
        expected = table.next_dealer_operation()
        if not isinstance(expected, (PostAnte, PostBlind, PostDeadBlind)):
            return  # the post itself says no forced bet is due
        said = "the forced bet named"
        wrong = event.written in _POST_NAMED and not isinstance(expected, _POST_NAMED[event.written])
        if isinstance(expected, PostBlind) and event.written in ("sb", "bb", "straddle"):
            wrong = (wrong or (event.written == "sb") != (expected.name == "small blind")
                     or (event.written == "straddle") != (expected.name == "straddle"))
        if event.seat is not None and event.seat != expected.seat:
            wrong, said = True, f"seat {event.seat + 1}'s forced bet"
        if event.amount is not None and event.amount != expected.amount:
            wrong, said = True, f"a forced bet of {event.amount}"
        if wrong and event.written == "ante" and _ante_behind_blind(table, expected) is not None \
                and event.seat in (None, getattr(expected, "seat", None)) and event.amount is None:
            return  # the big blind's ante taken before his blind: carried out and recorded (step)
        if wrong:
            raise IllegalOperation(f"the dealer must now {describe(expected)}, not post {said}: write 'post' for "
                                   "each forced bet in the order they are due "
                                   "(a blind missed or posted by the wrong seat is for `missed_blinds`, `button` "
                                   "or `previous_blinds`)")
        return
    if event.verb is Verb.PUSH and event.written.startswith("pot "):
        expected = table.next_dealer_operation()
        due = expected.index + 1 if isinstance(expected, PushPot) and expected.index >= 0 else None
        if due is not None and str(due) != event.written[4:]:
            raise IllegalOperation(f"the pot due to be pushed is pot {due}, not {event.written}: write 'push' for "
                                   "each pot in turn (the last side pot first, the main pot last)")
        return
    if isinstance(event.operation, ShowHand) and seat is not None and event.written:
        held = table.seat(seat).cards
        shown = event.written
        have = "".join(str(card.card) for card in held)
        try:
            named = sorted(map(str, parse_cards(shown)))
        except ValueError as error:
            raise IllegalOperation(f"the cards shown: {error}") from None
        if named != sorted(str(card.card) for card in held):
            raise IllegalOperation(f"seat {seat + 1} holds {have or 'no cards'}, not {shown}: the cards come off "
                                   f"`stub` as dealt, so write 'show p{seat + 1}' and put his cards in `stub` "
                                   "where they are dealt")


def _replay_player(result: Replay, event: Event, operation: Operation) -> None:
    table = result.table
    seat = operation.seat  # type: ignore[union-attr]
    if table.actor is not None and seat != table.actor and table.phase is _BETTING:
        _record(result, IrregularityKind.ACTION_OUT_OF_TURN, event, None, seat=seat, owed=table.to_call(seat))
        if event.verb is not Verb.SAYS:
            # Chips put out (a call, bet, raise or all in) stay in front of him while the action backs up:
            # binding if it reaches him unchanged, returned if not (TDA 2024 Rule 53-A). Words alone move none.
            table.return_out_of_turn(seat)  # (a second action out of turn replaces the first)
            table.push_out_of_turn(seat, _chips_out_of_turn(table, seat, operation))
        return
    if table.actor is None:
        table.run_dealer()
    if isinstance(operation, CheckOrCall) and table.owes_the_opening(seat):
        # Nothing bet yet, but a check is not his to make (Robert's Rules, Stud 2 and 8; TDA 2024 RP-10-E):
        # recorded, not carried out; the ruling says what he may do.
        _record(result, IrregularityKind.CHECK_OWING_THE_OPENING, event, None, seat=seat)
        return
    result.counts.pop(seat, None)
    result.pot_counts.pop(seat, None)
    if seat in result.pulled_back:
        if isinstance(operation, Fold):
            return  # not carried out: a prior bet pulled back facing a raise binds him to call or raise (46-B)
        _settle_pull_back(result, seat)
    said = result.spoken.get(seat)
    if said is not None and said[2] < 0 and said[1] == table.street_index and seat == table.actor \
            and table.phase is _BETTING and isinstance(operation, (CheckOrCall, Fold)):
        # 'Raise' (or 'bet') said in turn with no amount binds him to it (Robert's Rules, Betting and Raising:
        # "If in turn you verbally declare a fold, check, bet, call, or raise, you are forced to take that
        # action"; TDA 2024 Rule 51-A, and Rule 55-B with nothing bet: "the player must make at least a minimum
        # bet"): a check, call or fold after the word is not carried out. Recorded as 'raise' said before
        # short chips, none: the ruling makes it the least raise (or bet) the word bound him to.
        del result.spoken[seat]
        potted = said[0].detail == "pot" and table.config.structure is Structure.POT_LIMIT
        if said[0].detail == "pot" and not potted:
            _settle_pot_said_no_limit(result, seat)
        _record(result, IrregularityKind.POT_SAID_THEN_OTHER if potted else IrregularityKind.SPOKEN_RAISE_SHORT,
                event, None, seat=seat)
        result.irregularities[-1] = replace(result.irregularities[-1], declared=said[0])
        return
    if isinstance(operation, Fold) and table.phase is _BETTING and seat == table.actor \
            and table.to_call(seat) == 0 and table.game.family.value != "stud":
        # (Stud has its own procedure rule for a fold with no wager, catalog D10.)
        _record(result, IrregularityKind.FOLD_FACING_NO_BET, event, None, seat=seat)
    before = table.seat(seat).stack
    if isinstance(operation, BetOrRaiseTo) and table.phase is _BETTING and seat == table.actor:
        # The table's own check of the amount decides; only a refused bet is looked at again (verify
        # changes nothing, so the table is still as it stood before the bet).
        try:
            table.apply(operation)
        except IllegalOperation:
            options = table.raise_options(seat)
            if options is None and operation.amount > table.round.current_bet and table.to_call(seat) > 0 \
                    and table.seat(seat).stack > table.to_call(seat):
                # A raise where none is allowed (the round capped, or not reopened) is a wrong amount
                # too, as the notation says: recorded, not applied; the seat may still call or fold.
                _record(result, IrregularityKind.INCORRECT_AMOUNT, event, None, seat=seat)
                return
            if options is None or options.allows(operation.amount):
                raise
            if _sized_as_made(table, seat, operation.amount, options, silent=False):
                _bet_as_made(result, event, seat, operation.amount)
                return
            # Recorded, not applied: the ruling corrects the amount (catalog X26), so the table
            # stays as it was before the wrong-sized bet.
            _record(result, IrregularityKind.INCORRECT_AMOUNT, event, None, seat=seat)
            return
    else:
        table.apply(operation)
    (result.actions_after if result.irregularities else result.actions_before).append(
        (seat, operation, before - table.seat(seat).stack))


def _sized_as_made(table: Table, seat: int, total: int, options: RaiseOptions, silent: bool) -> bool:
    """A bet or raise to ``total`` the seat may make in kind but not of that size, to be put in as he made it:
    a pot-limit bet over the pot, a fixed-limit bet of the wrong size, a bet or raise under the minimum. TDA
    2024 Rule 52 corrects these 'anywhere on the current street' and lets them stand once the next card is
    dealt (52-A: 'After the turn the error stands'; Illustration Addendum 52-B: 'If the next card is dealt the
    error will stand'), which only a bet carried out can reach. Not these, still recorded and not put in:
    chips without a word facing a bet, over the call and short of a full raise (the 50% standard of Rule 43-A
    rules them at once), and stud's big bet on fourth street with an open pair showing (the open-pair rule's)."""
    player = table.seat(seat)
    if not table.round.current_bet < total <= player.bet + player.stack + player.out_of_turn:
        return False
    if silent and table.to_call(seat) > 0 and total < options.minimum:
        return False
    if table.game.family.value == "stud" and table.street_index == 1 and not table.game.bring_in_high:
        ahead = table.copy()
        ahead.change_house_rules(open_pair_option=True, open_pair_option_hi_lo=True)
        allowed = ahead.raise_options(seat)
        if allowed is not None and allowed.allows(total):
            return False
    return True


def _bet_as_made(result: Replay, event: Event, seat: int, total: int) -> None:
    """The wrong-sized bet put in as made (``_sized_as_made``), recorded with its place in the log."""
    table = result.table
    before = table.seat(seat).stack
    _record(result, IrregularityKind.INCORRECT_AMOUNT, event, None, seat=seat)
    table.bet_as_made(BetOrRaiseTo(seat, total))
    result.irregularities[-1] = replace(result.irregularities[-1], made_at=len(table.log) - 1)
    result.actions_after.append((seat, table.log[-1], before - table.seat(seat).stack))


def _chips_out_of_turn(table: Table, seat: int, operation: Operation) -> int:
    """The chips an action out of turn puts in front of the seat: what a call of the bet then standing takes,
    or a bet or raise to its total (none for a check or a fold)."""
    if isinstance(operation, CheckOrCall):
        return table.to_call(seat)
    if isinstance(operation, BetOrRaiseTo):
        return operation.amount - table.seat(seat).bet
    return 0


def _replay_table_event(result: Replay, event: Event) -> None:
    """Events that are not an operation: a passed-over card, the button, the stub, a duplicate, chips and words."""
    table = result.table
    kind = IrregularityKind
    if event.verb is Verb.SKIP:
        expected = table.next_dealer_operation()
        if isinstance(expected, DealCard) and expected.seat != event.seat and event.seat == table.folded_with_nothing_bet(
                no_bet_since=True):
            # Stud: the seat folded with nothing bet, and the dealer passes it on the next street, as the table
            # deals (the fold out of the deal). Whether a card was due to it is the ruling's question (Robert's
            # Rules Seven-Card Stud 7 keeps dealing to it; TDA 2024 RP-10-C deals none to a hand not live), so the
            # pass is written and nothing else changes.
            return
        if not (isinstance(expected, DealCard) and expected.seat == event.seat):
            raise IllegalOperation(f"no card is due to seat {event.seat + 1} now")  # type: ignore[operator]
        _record(result, kind.MISSING_CARD, event, expected, seat=event.seat)
        table.pass_over()  # (the passed-over card may have been the last one of the deal)
    elif event.verb is Verb.BUTTON:
        _record(result, kind.BUTTON_OUT_OF_POSITION, event, None, seat=event.seat)
    elif event.verb is Verb.DROP:
        _record(result, kind.STUB_DISORDERED, event, table.next_dealer_operation())
    elif event.verb is Verb.DUPLICATE:
        _record(result, kind.DUPLICATE_CARD, event, None, card=event.card)
    else:
        seat = event.seat
        assert seat is not None
        declared = _declaration(result, seat) if event.verb in (Verb.PUT, Verb.CHIP) else None
        if declared is not None:
            _chips_after_words(result, event, declared)
            return
        if event.verb is Verb.SAYS and table.actor is not None and table.actor != seat and table.phase is _BETTING:
            # Words said before his turn: an action out of turn like chips put out (TDA 2024 Rule 53, whose
            # examples are declarations: Seat 6 declares "raise to eight hundred").
            operation = _spoken_operation(table, event, seat)
            _replay_player(result, replace(event, operation=operation), operation)
            return
        if event.verb is Verb.TURNS_DOWN and table.showdown_due and seat in table.in_hand():
            # The betting is over: turning the upcards down is no fold now; recorded for the ruling.
            _record(result, kind.UPCARDS_TURNED_DOWN_AT_SHOWDOWN, event, None, seat=seat)
            table.turn_upcards_down(seat)  # carried out as it happened: they lie face down until the showdown
            return
        if table.actor != seat:
            raise IllegalOperation(f"seat {seat + 1} is not the player to act")
        to_call = table.to_call(seat)
        if event.verb is Verb.STRING:
            # Recorded, not applied: only the first motion counts (catalog C08), unless 'raise' was said
            # first, which the rulebooks read apart (the irregularity keeps the words).
            said = result.spoken.get(seat)
            _record(result, kind.STRING_BET, event, None, seat=seat)
            if said is not None and said[1] == table.street_index and said[2] < 0:
                del result.spoken[seat]
                result.irregularities[-1] = replace(result.irregularities[-1], declared=said[0])
        elif event.verb is Verb.TURNS_DOWN:
            if to_call == 0:
                raise IllegalOperation(f"seat {seat + 1} faces no bet: turning the upcards down is a fold only facing one")
            _record(result, kind.UPCARDS_TURNED_DOWN, event, None, seat=seat)
            table.turn_upcards_down(seat)  # carried out as it happened: face down in front of him (a fold, ruled)
        elif event.verb is Verb.CHIP and (event.amount or 0) > to_call > 0:
            # One oversized chip, silently: recorded, and the ruling says what it is.
            _record(result, kind.OVERSIZED_CHIP, event, None, seat=seat)
        elif event.verb is Verb.CHIP and table.round.current_bet == 0 and _bigger_than_minimum_bet(table, seat, event):
            # The same with nothing bet yet: recorded too, for its own ruling (a bet of the chip's value).
            _record(result, kind.OVERSIZED_CHIP_NO_BET, event, None, seat=seat)
        elif event.verb is Verb.CHIP and 0 < (event.amount or 0) < to_call:
            # One chip worth less than the call is chips short of it: read as that amount pushed out (an
            # undercall, TDA 2024 Rule 51-B: 'declaring or pushing out less than the call amount'; the
            # Addendum's Example 4 is one 500 chip facing 1200), not as a bet of the chip's value.
            _replay_table_event(result, replace(event, verb=Verb.PUT))
        elif event.verb is Verb.CHIP:
            _replay_player(result, event, CheckOrCall(seat) if event.amount == to_call
                           else BetOrRaiseTo(seat, table.seat(seat).bet + (event.amount or 0)))
        elif event.verb is Verb.PUT and _bet_on_short_pot_count(result, event, seat):
            return
        elif event.verb is Verb.PUT:
            # Chips pushed forward without a word: judged by the amount.
            amount = event.amount or 0
            total = table.seat(seat).bet + amount
            options = table.raise_options(seat)
            if 0 < amount < to_call:
                _record(result, kind.UNDERCALL, event, None, seat=seat)
                # What Rule 51-B turns on, as it stood in turn: later folds and raises do not change it.
                result.irregularities[-1] = replace(result.irregularities[-1], in_hand=len(table.in_hand()),
                                                    facing_raise=facing_a_raise(table))
            elif amount == to_call:
                _replay_player(result, event, CheckOrCall(seat))
            elif options is not None and options.allows(total):
                _replay_player(result, event, BetOrRaiseTo(seat, total))
            elif options is not None and _sized_as_made(table, seat, total, options, silent=True):
                _bet_as_made(result, event, seat, total)
            elif options is not None or (to_call > 0 and amount > to_call and table.seat(seat).stack > to_call):
                # (With no raise allowed, chips over the call are a wrong amount too: the round is capped
                # or not reopened; the ruling says what they are.)
                _record(result, kind.INCORRECT_AMOUNT, event, None, seat=seat)
            else:
                raise IllegalOperation(f"seat {seat + 1} may not bet or raise; {amount} is not a call of {to_call}")
        elif event.detail == "call" and to_call == 0:
            _record(result, kind.MISWORDED_ACTION, event, None, seat=seat)
        elif event.detail == "check" and to_call > 0:
            # Not an action facing a bet: recorded, not carried out (the seat is still to act).
            _record(result, kind.MISWORDED_ACTION, event, None, seat=seat)
        elif event.detail == "raise" and table.round.current_bet == 0 and table.raise_options(seat) is not None:
            # 'Raise' with nothing bet on the round (TDA 2024 Rule 55-B: "the player must make at least a minimum
            # bet"): recorded for the ruling. The word binds him to bet; an amount said is the bet (Rule 43-B),
            # and one short of the least bet is left to the ruling, which makes it the least bet.
            _record(result, kind.MISWORDED_ACTION, event, None, seat=seat)
            options = table.raise_options(seat)
            if event.amount is not None and options is not None and event.amount < options.minimum:
                table.bind_to_raise(seat)
            else:
                _replay_spoken(result, event, seat, to_call)
        else:
            _replay_spoken(result, event, seat, to_call)


def _replay_all_in_declared(result: Replay, event: Event) -> None:
    """'pN declares-all-in': written only where it can be an option at all (stud, the last street, a seat in the
    hand with chips behind, the hand not over); whether it was his to take is the ruling's."""
    table = result.table
    seat = event.seat
    assert seat is not None
    player = table.seat(seat)
    if table.game.family.value != "stud" or table.street_index != len(table.game.streets) - 1 or table.is_complete:
        raise IllegalOperation("'declares-all-in' is stud's last-street option (Robert's Rules, Seven-Card Stud 17): "
                               "a player whose last card is dealt face up may declare all in before the betting")
    if player.folded or player.stack == 0:
        raise IllegalOperation(f"seat {seat + 1} is not in the hand with chips behind to declare all in")
    if not any(hit.seat == seat and hit.street_index == table.street_index
               for hit in result.of_kind(IrregularityKind.DOWNCARD_DEALT_UP, IrregularityKind.CARD_EXPOSED_ON_DEAL)):
        raise IllegalOperation(f"seat {seat + 1}'s last card was not dealt face up: the option to declare all in is "
                               "for a player whose last card is face up (Robert's Rules, Seven-Card Stud 17)")
    _record(result, IrregularityKind.ALL_IN_DECLARED, event, None, seat=seat)


def _replay_chop(result: Replay, event: Event) -> None:
    """'chop': legal to write only where a chop can be asked for at all (everyone folded to the two blinds
    before the flop, the small blind to act); whether it stands is the ruling's."""
    table = result.table
    small, big = table.small_blind_seat, table.big_blind_seat
    if small is None or big is None or table.street_index != 0 or table.is_complete:
        raise IllegalOperation("'chop' is for the blinds before the flop, when everyone else has folded to them")
    if sorted(table.in_hand()) != sorted((small, big)) or table.actor != small:
        raise IllegalOperation(f"'chop' needs everyone but the blinds (seats {small + 1} and {big + 1}) folded "
                               f"and the small blind, seat {small + 1}, to act")
    _record(result, IrregularityKind.BLINDS_CHOP, event, None, seat=small)


def _replay_chips_behind(result: Replay, event: Event) -> None:
    """'pN chips behind X ...': legal once the betting is over and before a pot is pushed, for a player all in
    whose all-in was called (TDA 2024 Rule 62: "If A bets all-in and a hidden chip is found behind after a player
    calls"); recorded, not carried out: the ruling says where the chips go."""
    table = result.table
    seat = event.seat
    assert seat is not None
    player = table.seats[seat]
    if not table.showdown_due or any(isinstance(op, PushPot) for op in table.log):
        raise IllegalOperation("'chips behind' is written once the betting is over, before a pot is pushed")
    returned = sum(op.amount for op in table.log if isinstance(op, ReturnUncalledBet) and op.seat == seat)
    if player is None or player.folded or not (player.all_in or 0 < player.stack == returned):
        # All in, or all in until the part of his all-in no one called came back (the callers all in for less).
        raise IllegalOperation(f"'chips behind' is for a player all in (TDA 2024 Rule 62): seat {seat + 1} is not")
    called = [other for other, someone in enumerate(table.seats)
              if someone is not None and other != seat and someone.contributed >= player.contributed]
    if not called:
        raise IllegalOperation(f"seat {seat + 1}'s all-in has not been called (TDA 2024 Rule 62: chips found "
                               "behind after a player calls)")
    _record(result, IrregularityKind.CHIPS_FOUND_BEHIND, event, None, seat=seat)


def _replay_tap(result: Replay, event: Event) -> None:
    """'pN taps': a tap on the table in turn with nothing to call is a check (TDA 2024 Rule 3); it is carried
    out and noted. Facing a bet a check is no action at all, so a tap there is refused: write the words said."""
    table = result.table
    seat = event.seat
    assert seat is not None
    if table.actor is None:
        table.run_dealer()
    if table.actor != seat:
        raise IllegalOperation(f"seat {seat + 1} is not the player to act: a tap is a check only in turn")
    if table.to_call(seat) > 0:
        raise IllegalOperation(f"seat {seat + 1} faces a bet of {table.to_call(seat)}: a tap is a check, which is "
                               f"no action facing a bet (write 'p{seat + 1} says check' for a check said facing a bet)")
    _record(result, IrregularityKind.TABLE_TAPPED, event, None, seat=seat)
    _replay_player(result, event, CheckOrCall(seat))


def _replay_spoken(result: Replay, event: Event, seat: int, to_call: int) -> None:
    """'pN says WORD [AMOUNT]' in turn: the words are the action (TDA 2024 Rule 40-A); the chips follow."""
    table = result.table
    word = event.detail
    if unitless_number(event) is not None:
        options = table.raise_options(seat)
        if to_call > 0 or table.round.current_bet > 0 or options is None:
            raise IllegalOperation(f"seat {seat + 1} may not bet now: 'says bet five' (a number without its unit) is "
                                   "for a bet with nothing bet yet on the round")
        if not unitless_meanings(unitless_number(event) or 0, options):
            raise IllegalOperation(f"no amount '{event.detail}' could mean is a legal bet for seat {seat + 1} "
                                   f"(from {options.minimum} to {options.maximum})")
        _record(result, IrregularityKind.UNITLESS_BET, event, None, seat=seat)  # the ruling says how much
        return
    if word == "pot":
        _replay_pot_said(result, event, seat)
        return
    if word in ("raise", "bet") and event.amount is None:
        if table.raise_options(seat) is None:
            raise IllegalOperation(f"seat {seat + 1} may not bet or raise now")
        result.spoken[seat] = (event, table.street_index, -1)  # how much is for the chips to say
        table.bind_to_raise(seat)  # the word binds: only a bet or raise is his now
        return
    player = table.seat(seat)
    operation: Operation
    if word == "fold":
        operation = Fold(seat)
    elif word in ("call", "check") or (word == "all-in" and player.stack <= to_call):
        operation = CheckOrCall(seat)
    elif word == "all-in":
        operation = BetOrRaiseTo(seat, player.bet + player.stack)
    else:
        operation = BetOrRaiseTo(seat, (event.amount or 0) + (player.bet if word == "bet" else 0))
    if word == "fold" and to_call > 0 and table.actor == seat:
        _record(result, IrregularityKind.FOLD_DECLARED_FACING_BET, event, None, seat=seat)
    if word == "raise" and event.amount is not None and table.actor == seat and table.phase is _BETTING \
            and table.round.current_bet > 0:
        options = table.raise_options(seat)
        if options is not None and event.amount < options.minimum:
            # 'Raise' said, with a total short of a full raise: the word makes it a raise, made up to the
            # minimum (TDA 2024 Rule 43-A: under half a raise is a call only "unless 'raise' is first
            # declared"), so it is ruled as 'raise' said before short chips, not as silent chips.
            _record(result, IrregularityKind.SPOKEN_RAISE_SHORT, event, None, seat=seat)
            result.irregularities[-1] = replace(result.irregularities[-1], declared=event)
            return
    before = player.stack
    _replay_player(result, event, operation)
    if word != "fold":
        result.spoken[seat] = (event, table.street_index, before - table.seat(seat).stack)


def _replay_pot_said(result: Replay, event: Event, seat: int) -> None:
    """'pN says pot' in turn. 'Pot' is an official betting term in pot limit only (TDA 2024 Rule 3): there it binds
    him to a bet or raise of the pot, all in where the pot is more than he has (the chips that follow are held
    to it: Rule 40-A, the words first define the bet; Robert's Rules, No-Limit and Pot-Limit 5: 'corrected to the
    verbal statement'). In no limit it is no valid bet, but binds him to a valid one, at least the minimum
    (TDA 2024 Rule 54-D): recorded until what he does settles it. No rulebook read says what it binds in limit,
    where the bet has one size: refused there."""
    table = result.table
    structure = table.config.structure
    if structure not in (Structure.POT_LIMIT, Structure.NO_LIMIT):
        raise IllegalOperation(f"'pot' is an official betting term in pot limit only (TDA 2024 Rule 3), and no "
                               f"rulebook read says what it binds in {structure.value}: write what seat {seat + 1} "
                               f"said as 'p{seat + 1} says bet' or 'p{seat + 1} says raise', or his chips")
    if table.raise_options(seat) is None:
        raise IllegalOperation(f"seat {seat + 1} may not bet or raise now: 'pot' said is a bet or raise")
    result.spoken[seat] = (event, table.street_index, -1)  # the pot says how much; the chips follow
    if structure is Structure.NO_LIMIT:
        table.bind_to_raise(seat)
        _record(result, IrregularityKind.POT_SAID_NO_LIMIT, event, None, seat=seat)
    else:
        table.bind_to_pot(seat)


def _settle_pot_said_no_limit(result: Replay, seat: int) -> None:
    """No limit: the seat acted after saying 'pot', so what it did is ruled on (a valid bet stands; short chips
    or a check, call or fold are 'bet' said then short, made the least bet): the words alone are no longer the
    thing to rule on."""
    result.irregularities = [hit for hit in result.irregularities
                             if not (hit.kind is IrregularityKind.POT_SAID_NO_LIMIT and hit.seat == seat)]


def _replay_pot_count(result: Replay, event: Event) -> None:
    """'count pot N [by pM]': pot limit, the player to act asks what a bet of the pot makes it and is told N.
    Players are entitled to a pot count in pot limit only; dealers do not count the pot in limit and no limit
    (TDA 2024 Rule 54-A), so elsewhere it is refused. Kept until he acts, for the chips he puts out on it."""
    table = result.table
    if table.config.structure is not Structure.POT_LIMIT:
        raise IllegalOperation("players are entitled to a pot count in pot limit only; dealers do not count the pot "
                               "in limit and no limit (TDA 2024 Rule 54-A): 'count pot N' is for pot limit")
    if table.actor is None:
        table.run_dealer()
    if table.actor is None or table.phase is not _BETTING or table.raise_options(table.actor) is None:
        raise IllegalOperation("no player to act may bet or raise now: a pot count is asked for by the player to "
                               "act, before he bets or raises")
    result.pot_counts[table.actor] = (event, table.street_index)
    result.counts.pop(table.actor, None)


def _chips_read_against_words(result: Replay, seat: int) -> bool:
    """The seat, in turn in the betting, was told a pot count or has said 'pot', 'raise' or 'bet' with no amount
    yet carried out: the chips it puts out next are read against the count or the words."""
    table = result.table
    if table.actor is None and table.phase is not _BETTING:
        table.run_dealer()  # as the action itself would (_replay_player): the betting it meets
    if table.actor != seat or table.phase is not _BETTING:
        return False
    kept = result.spoken.get(seat)
    words = kept is not None and kept[1] == table.street_index and kept[2] < 0
    return words or _pot_count_told(result, seat) is not None


def _pot_count_told(result: Replay, seat: int) -> Event | None:
    """The pot count the seat was told on this street and has not yet acted since, or None."""
    kept = result.pot_counts.get(seat)
    return kept[0] if kept is not None and kept[1] == result.table.street_index else None


def _bet_on_short_pot_count(result: Replay, event: Event, seat: int) -> bool:
    """The seat, told a pot count less than the pot really makes it, bets or raises to the count: carried out as
    made and recorded (TDA 2024 Rule 52-B: 'if too low, corrected until substantial action occurs after the
    bet'). A count too high the seat bets on is a bet over the pot, which the general path puts in as made (52-B:
    'corrected for all players anywhere on the current street'). True when handled here."""
    table = result.table
    told = _pot_count_told(result, seat)
    options = table.raise_options(seat)
    total = table.seat(seat).bet + (event.amount or 0)
    if told is None or options is None or total != told.amount or not options.minimum <= total < options.maximum:
        return False
    _replay_player(result, event, BetOrRaiseTo(seat, total))
    _record(result, IrregularityKind.POT_BET_ON_SHORT_COUNT, event, None, seat=seat, owed=options.maximum)
    result.irregularities[-1] = replace(result.irregularities[-1], declared=told, made_at=len(table.log) - 1,
                                        actions_recorded=result.irregularities[-1].actions_recorded - 1)
    return True


def _chips_after_pot(result: Replay, event: Event, said: Event) -> None:
    """Pot limit, 'pot' said, then chips: the pot (all in where he has less) is carried out; a wrong pot count he
    was told and bet to is Rule 52-B's (a count too low: recorded as made; too high: over the pot, put in as
    made); any other amount is not carried out, and the words rule it (Rule 40-A)."""
    table = result.table
    seat = event.seat
    assert seat is not None
    options = table.raise_options(seat)
    assert options is not None  # checked when the words were said, and nothing has happened since
    total = table.seat(seat).bet + (event.amount or 0)
    told = _pot_count_told(result, seat)
    if event.verb is Verb.PUT and total == options.maximum:
        _replay_player(result, event, BetOrRaiseTo(seat, total))
        return
    if event.verb is Verb.PUT and told is not None and total == told.amount:
        if _bet_on_short_pot_count(result, event, seat):
            return
        if total > options.maximum and _sized_as_made(table, seat, total, options, silent=False):
            _bet_as_made(result, event, seat, total)
            return
    _record(result, IrregularityKind.POT_SAID_THEN_OTHER, event, None, seat=seat)
    result.irregularities[-1] = replace(result.irregularities[-1], declared=said)


def _spoken_operation(table: Table, event: Event, seat: int) -> Operation:
    """The action words said out of turn stand for: fold, check or call, or a bet or raise to the amount
    said. 'Raise' or 'bet' alone says no amount, and out of turn no chips follow to give one."""
    word, player = event.detail, table.seat(seat)
    if word == "fold":
        return Fold(seat)
    if word in ("call", "check") or (word == "all-in" and player.stack <= table.to_call(seat)):
        return CheckOrCall(seat)
    if word == "all-in":
        return BetOrRaiseTo(seat, player.bet + player.stack)
    if event.amount is None:
        raise IllegalOperation(f"seat {seat + 1} is not the player to act: out of turn, write the amount said "
                               f"('p{seat + 1} says {word} {'to ' if word == 'raise' else ''}N') or the chips "
                               f"('p{seat + 1} cbr N')")
    return BetOrRaiseTo(seat, event.amount + (player.bet if word == "bet" else 0))


def _declaration(result: Replay, seat: int) -> tuple[Event, int, int] | None:
    """The seat's spoken declaration that chips pushed out now follow: on this street, and either not yet
    carried out (the seat still to act) or carried out with the action gone past him."""
    kept = result.spoken.get(seat)
    table = result.table
    if kept is None or kept[1] != table.street_index or (kept[2] >= 0) == (table.actor == seat):
        return None
    return kept


def _chips_after_words(result: Replay, event: Event, declared: tuple[Event, int, int]) -> None:
    """Chips pushed out after the words: matching them is nothing to rule on; otherwise recorded."""
    table = result.table
    said, _, paid = declared
    seat = event.seat
    assert seat is not None
    del result.spoken[seat]
    amount = event.amount or 0
    kind = IrregularityKind
    if said.detail == "pot" and paid < 0 and table.config.structure is Structure.POT_LIMIT:
        _chips_after_pot(result, event, said)
        return
    if said.detail == "pot":
        _settle_pot_said_no_limit(result, seat)
    if paid >= 0:
        # The words were carried out already: chips that do not match them are ruled on.
        if amount != paid:
            _record(result, kind.SPOKEN_THEN_CHIPS, event, None, seat=seat)
            result.irregularities[-1] = replace(result.irregularities[-1], declared=said, declared_chips=paid)
        return
    options = table.raise_options(seat)
    assert options is not None  # checked when the words were said, and nothing has happened since
    total = table.seat(seat).bet + amount
    if event.verb is Verb.PUT and options.allows(total) and total > table.round.current_bet:
        _replay_player(result, event, BetOrRaiseTo(seat, total))
        return
    if event.verb is Verb.PUT and total > options.maximum:
        if _sized_as_made(table, seat, total, options, silent=False):
            _bet_as_made(result, event, seat, total)
        else:
            _record(result, kind.INCORRECT_AMOUNT, event, None, seat=seat)
        return
    _record(result, kind.SPOKEN_RAISE_CHIP if event.verb is Verb.CHIP else kind.SPOKEN_RAISE_SHORT, event, None,
            seat=seat)
    result.irregularities[-1] = replace(result.irregularities[-1], declared=said)


def _replay_pull_back(result: Replay, event: Event) -> None:
    """'pN pulls-back X': in turn, facing a raise, seat N pulls back X of the chips bet in front of him. Recorded
    (TDA 2024 Rule 46-B binds him to call or raise); the chips stay his bet on the table until he acts, and chips
    he puts out next are read with what he left in front (Rule 46-C, in ``_replay_chips``)."""
    table = result.table
    seat = event.seat
    assert seat is not None and event.amount is not None
    if table.actor is None:
        table.run_dealer()
    if table.actor != seat:
        raise IllegalOperation(f"seat {seat + 1} is not the player to act: a prior bet is pulled back facing a raise, "
                               "in turn")
    if table.to_call(seat) == 0:
        raise IllegalOperation(f"seat {seat + 1} faces no raise: there is nothing to pull prior chips back for")
    chip = _chip_in_front(result, seat)
    if chip is not None:
        # His blind is one chip: pulled back, it is pulled back whole (Addendum 46 Situation 4: "whether or not
        # the initial 1k posted is pulled back or left alone").
        if event.amount != chip or seat in result.pulled_back:
            raise IllegalOperation(f"seat {seat + 1}'s blind is one {chip} chip: he pulls back the whole chip, "
                                   f"'p{seat + 1} pulls-back {chip}'")
        result.pulled_back[seat] = table.seat(seat).bet
        _record(result, IrregularityKind.PRIOR_BET_PULLED_BACK, event, None, seat=seat)
        return
    left = table.seat(seat).bet - result.pulled_back.get(seat, 0)
    if event.amount > left:
        raise IllegalOperation(f"seat {seat + 1} has {left} in front, not {event.amount} to pull back")
    result.pulled_back[seat] = result.pulled_back.get(seat, 0) + event.amount
    _record(result, IrregularityKind.PRIOR_BET_PULLED_BACK, event, None, seat=seat)


def _acted_on_a_wrong_count(result: Replay, event: Event) -> bool:
    """Seat N was told a wrong count and now pushes out that amount or says 'call' (TDA 2024 Rule 49): recorded.
    Chips are not carried out (the ruling makes the call full); 'call' is, in full. True when handled here."""
    table = result.table
    seat = event.seat
    assert seat is not None
    told = result.counts.pop(seat)
    bet = table.seat(seat).bet
    wrong = told.amount != table.round.current_bet
    if wrong and event.verb is Verb.PUT and event.amount == (told.amount or 0) - bet < table.to_call(seat):
        _record(result, IrregularityKind.WRONG_COUNT_ACCEPTED, event, None, seat=seat,
                owed=table.round.current_bet)
        result.irregularities[-1] = replace(result.irregularities[-1], declared=told)
        return True
    if wrong and event.verb is Verb.SAYS and event.detail == "call":
        _record(result, IrregularityKind.WRONG_COUNT_ACCEPTED, event, None, seat=seat,
                owed=table.round.current_bet)
        result.irregularities[-1] = replace(result.irregularities[-1], declared=told)
        _replay_player(result, event, CheckOrCall(seat))
        return True
    return False


def _settle_pull_back(result: Replay, seat: int) -> int:
    """The seat acts after pulling back prior chips: the chips it puts out are read under the call and raise
    rules (TDA 2024 Rule 46-C), so the pull-back itself is no longer a thing to rule on. Returns the chips it
    had pulled back (0 for none)."""
    pulled = result.pulled_back.pop(seat, 0)
    if pulled:
        result.irregularities = [hit for hit in result.irregularities
                                 if not (hit.kind is IrregularityKind.PRIOR_BET_PULLED_BACK and hit.seat == seat)]
    return pulled


def _post_with_chip(result: Replay, event: Event, expected: Operation) -> None:
    """'post ... chip VALUE': the blind due put out as one chip bigger than it. The blind is posted as due; the
    chip is kept as the one in front of the seat (``Replay.chip_in_front``)."""
    table = result.table
    chip = int(event.detail)
    if not isinstance(expected, PostBlind) or event.written == "ante":
        what = "an ante" if event.written == "ante" else f"the forced bet due (the dealer must now {describe(expected)})"
        raise IllegalOperation(f"{what} goes to the pot, not in front of the seat: 'chip' names the one chip a "
                               "blind is posted with")
    if chip <= expected.amount:
        raise IllegalOperation(f"a {chip} chip is no bigger than the {expected.amount} blind: 'chip' names the one "
                               "oversized chip a blind is posted with; write 'post' for a blind posted as it is")
    if chip > table.seat(expected.seat).stack:
        raise IllegalOperation(f"seat {expected.seat + 1} has {table.seat(expected.seat).stack} chips, no "
                               f"{chip} chip")
    table.apply(expected)
    result.chip_in_front[expected.seat] = (chip, table.street_index, table.seat(expected.seat).bet)


def _chip_in_front(result: Replay, seat: int) -> int | None:
    """The one chip the seat's blind was posted with, while it is still his bet as posted on that street (he
    has not acted since, nor the bets been pulled in); None otherwise."""
    held = result.chip_in_front.get(seat)
    table = result.table
    if held is None or held[1] != table.street_index or table.seat(seat).bet != held[2]:
        return None
    return held[0]


def _chips_onto_chip_in_front(result: Replay, event: Event) -> bool:
    """Chips put out without a word, in turn facing a raise, by a seat whose blind is one chip bigger than it
    ('post bb chip 1000'): read with that chip as the prior chip (TDA 2024 Rule 46-C). True when read here.

    Rule 46-C-2: "if prior chip(s) cover the call, the combined final chip bet is a raise if reaching the 50%
    standard (Rules 43 and 45), if less it is a call", the chip left alone or pulled back (Addendum 46
    Situation 4: "adding any new chip(s) is a Rule 45 bet of all chips. This applies whether or not the initial
    1k posted is pulled back or left alone"), and a player's last chips are all in (Rule 45-B-2). Rule 46-C-1
    where the chip does not cover the call and is left alone: one new chip, an overchip, is a call; several
    are a call when every one is needed, else the 50% standard (Addendum 46 Situation 1). Pulled back and not
    covering, the new chips stand alone (Situation 2): read as for any prior chips pulled back whole."""
    table = result.table
    seat = event.seat
    assert seat is not None
    chip = _chip_in_front(result, seat)
    if chip is None or table.actor != seat or table.to_call(seat) == 0 or seat in result.counts \
            or _declaration(result, seat) is not None:
        return False
    pulled = seat in result.pulled_back
    current, bet = table.round.current_bet, table.seat(seat).bet
    if pulled and (event.verb is Verb.PUT or chip < current):
        return False
    added = [int(value) for value in event.detail.split()] if event.verb is Verb.CHIPS else [event.amount or 0]
    behind = table.seat(seat).stack - (chip - bet)
    if sum(added) > behind:
        raise IllegalOperation(f"seat {seat + 1} has {behind} chips behind the {chip} chip of his blind, not "
                               f"{sum(added)}")
    _settle_pull_back(result, seat)
    front = chip + sum(added)
    # The chips in front, named as one multiple-chip bet: its amount is what they come to past the blind (the
    # change a call gives back is reckoned from it), or for a raise or all in, all of them.
    named = replace(event, verb=Verb.CHIPS, amount=front - bet, detail=" ".join(map(str, [chip, *added])))
    as_put = replace(event, verb=Verb.PUT, amount=front - bet, detail="")
    kind = IrregularityKind
    if chip < current:
        if front < current or event.verb is Verb.PUT:
            _replay_table_event(result, as_put)  # short of the call (an undercall), or an amount: by the amount
        elif event.verb is Verb.CHIP:
            _record(result, kind.OVERSIZED_CHIP, event, None, seat=seat)  # an overchip onto it: a call
            result.irregularities[-1] = replace(result.irregularities[-1], in_front=chip)
        elif front - min(added) < current:
            _record(result, kind.MULTIPLE_CHIPS_CALL, named, None, seat=seat)  # every chip needed: a call
        else:
            _chips_past_the_call(result, named, as_put, sum(added) == behind)
        return True
    _chips_past_the_call(result, named, as_put, sum(added) == behind)
    return True


def _chips_past_the_call(result: Replay, named: Event, as_put: Event, last: bool) -> None:
    """Several chips, one of the smallest not needed for the call, put in by amount (TDA 2024 Rule 45-B). His
    last chips: all in whether they reach the 50% standard or not (45-B-2). Chips behind and a full raise or
    more with what he had in front (Rules 43, 45 and 46-C): a raise. Either is recorded for the ruling and
    carried out as 'pN put TOTAL'; where the structure does not take it (a pot-limit bet over the pot) the
    record is dropped and the wrong amount is what is ruled. Otherwise 'pN put TOTAL', which the 50% standard
    of Rule 43 rules."""
    table = result.table
    seat = named.seat
    assert seat is not None
    options = table.raise_options(seat)
    if last or (options is not None and table.seat(seat).bet + (as_put.amount or 0) >= options.minimum):
        _record(result, IrregularityKind.MULTIPLE_CHIPS_ALL_IN if last else IrregularityKind.MULTIPLE_CHIPS_RAISE,
                replace(named, amount=sum(int(value) for value in named.detail.split())), None, seat=seat)
        recorded = len(result.irregularities)
        _replay_table_event(result, as_put)
        if len(result.irregularities) > recorded or (last and table.seat(seat).stack):
            result.irregularities.pop(recorded - 1)
        return
    _replay_table_event(result, as_put)


def _replay_chips(result: Replay, event: Event) -> None:
    """'pN chips X Y ...': several chips put in silently (TDA 2024 Rule 45). Facing a bet, when every chip is
    needed to make the call (without one of the smallest they fall short) and they come to more than the
    call, they are recorded for the ruling: a call. Otherwise they are what their total is, as 'pN put TOTAL'
    (the 50% standard of Rule 43, or all-in with the last chips, Rule 45-B)."""
    table = result.table
    seat = event.seat
    assert seat is not None
    as_put = replace(event, verb=Verb.PUT)
    if _declaration(result, seat) is not None or table.actor != seat:
        _replay_table_event(result, as_put)  # after words, or out of turn: as the same chips by amount
        return
    values = [int(value) for value in event.detail.split()]
    total, to_call = sum(values), table.to_call(seat)
    pulled = _settle_pull_back(result, seat)
    if pulled:
        # TDA 2024 Rule 46-C: prior chips pulled back all the way leave the new chips to stand alone against the
        # whole bet; some left out count with them as one more chip (the Addendum's one 25 of two left out).
        # What the seat adds to its bet on the table is what it now has out less what was bet.
        left = table.seat(seat).bet - pulled
        values = values + [left] if left else values
        front = sum(values)
        if front - table.seat(seat).bet > table.seat(seat).stack:
            raise IllegalOperation(f"seat {seat + 1} has {table.seat(seat).stack} chips behind his bet, not "
                                   f"{front - table.seat(seat).bet} more")
        if front <= table.seat(seat).bet:
            raise IllegalOperation(f"seat {seat + 1} puts out {front} with the chips left in front, no more than "
                                   f"the {table.seat(seat).bet} he had bet: write the chips he adds")
        needed = table.round.current_bet
        if front < needed or front - min(values) >= needed:
            _replay_table_event(result, replace(as_put, amount=front - table.seat(seat).bet))
            return
        _record(result, IrregularityKind.MULTIPLE_CHIPS_CALL, event, None, seat=seat)
        return
    if total > table.seat(seat).stack:
        raise IllegalOperation(f"seat {seat + 1} has {table.seat(seat).stack} chips, not {total}")
    if 0 < to_call < total and total - min(values) < to_call:
        _record(result, IrregularityKind.MULTIPLE_CHIPS_CALL, event, None, seat=seat)
        return
    last = 0 < to_call < total == table.seat(seat).stack
    if last or (0 < to_call < total and table.seat(seat).bet):
        # One of the smallest not needed for the call (else the call above): his last chips, or chips added to
        # his earlier bet left in front (TDA 2024 Rule 46-C holds the combined chips to the 50% standard).
        _chips_past_the_call(result, event, as_put, last)
        return
    _replay_table_event(result, as_put)


def _replay_deck_count(result: Replay, event: Event) -> None:
    """'riffle': the next hand begins, so the one played is over (every pot pushed). 'missing CARD': the
    deck is found short of CARD. The card cannot have been dealt, burned or turned, so it must still be in
    the stub: it is set aside there, out of play, as it would have been had it never been in the deck."""
    table = result.table
    if event.verb is Verb.RIFFLE:
        if isinstance(table.next_dealer_operation(), MoveButton):
            table.apply(MoveButton())  # the pots are pushed: the button moves on for the next hand
        if not table.is_complete:
            raise IllegalOperation("the hand is not over: the next hand can begin ('riffle') only once every pot "
                                   "is pushed")
        if result.next_hand_begun:
            raise IllegalOperation("the next hand has already begun ('riffle' once)")
        result.next_hand_begun = True
        return
    card = event.card
    assert card is not None
    where = table.card_locations().get(card)
    if where != "stub":
        raise IllegalOperation(f"{card} is in play ({where}): a card missing from the deck cannot have been "
                               "dealt; name a card still in the stub")
    table.move_card(card, Pile.STUB, Pile.SET_ASIDE)
    _record(result, IrregularityKind.DECK_SHORT, event, None, card=card)


def _push_shares(result: Replay, event: Event, expected: PushPot, shares: dict[int, int]) -> None:
    """'push pN X pM Y ...': the pot due pushed in those amounts. The showdown's own shares are the push done
    right; the right seats in other amounts are a split miscounted (an accounting error), any other seat paid a
    pot pushed wrong, as 'push pN' records it. Carried out as it happened."""
    table = result.table
    right: dict[int, int] = {}
    for share in table.awards[expected.index].shares:  # a seat may hold two (the high half and part of the low)
        right[share.seat] = right.get(share.seat, 0) + share.amount
    if shares == right:
        table.apply(expected)
        return
    if set(shares) == set(right):
        wrong = next(seat for seat in shares if shares[seat] != right[seat])
        _record(result, IrregularityKind.POT_SPLIT_WRONG, event, expected, seat=wrong)
    else:
        wrong = next(seat for seat in shares if seat not in right)
        _record(result, IrregularityKind.POT_PUSHED_WRONG, event, expected, seat=wrong)
    table.push_pot_shares(shares)


def _replay_next_hand(result: Replay, event: Event) -> None:
    """'next continue', 'next pN ACTION': a step of the next hand, played right on its own table, dealt from the
    finished hand's stacks with the button where it moved (a seat left with no chips sits out; a button on it
    moves on to the next player). Every step must be the correct one: the notation records no mistake there."""
    if not result.next_hand_begun:
        raise IllegalOperation("'next ...' is a step of the next hand: it begins with 'riffle', once every pot is "
                               "pushed")
    if result.next_hand is None:
        finished = result.table
        stacks = [None if seat is None or seat.stack <= 0 else seat.stack for seat in finished.seats]
        if sum(stack is not None for stack in stacks) < 2:
            raise IllegalOperation("fewer than two players have chips left: there is no next hand to play")
        button = finished.button
        while stacks[button] is None:
            button = (button + 1) % len(stacks)
        result.next_hand = Table(finished.config, stacks, button=button, seed=f"{finished.seed}-next",
                                 names=[seat.name if seat is not None else "" for seat in finished.seats])
    table, operation = result.next_hand, event.operation
    if operation is None:
        table.run_dealer()
        return
    assert isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn))  # what 'next pN ...' reads
    seat = operation.seat
    before = table.seat(seat).stack
    table.apply(operation)
    result.next_hand_actions.append((seat, operation, before - table.seat(seat).stack))


def _replay_foreign(result: Replay, event: Event) -> None:
    """A card not of this deck: found in the stub, in a seat's hand, or as the next card off the deck (the
    seat it was due to is recorded, and the deal goes on with the next card: it is taken out at once)."""
    table = result.table
    expected = table.next_dealer_operation()
    seat = event.seat
    if seat is not None:
        if not table.seat(seat).cards:
            raise IllegalOperation(f"seat {seat + 1} holds no cards")
    elif event.position is None and isinstance(expected, DealCard):
        seat = expected.seat
    _record(result, IrregularityKind.NON_STANDARD_CARD, event, expected, seat=seat)


def _bigger_than_minimum_bet(table: Table, seat: int, event: Event) -> bool:
    options = table.raise_options(seat)
    return options is not None and (event.amount or 0) > options.minimum


def _collect_before_the_show(table: Table) -> None:
    """Players table their hands with the last round's bets still in front of them: the betting is over, and the
    dealer's gathering of those bets (any uncalled chips back first) is implied, not an irregularity; no rulebook
    makes the show wait for it. Done here so a show written before 'collect' reads as the show it is."""
    if table.actor is not None or len(table.in_hand()) < 2:
        return
    queued = table.queued()
    gathering = 0
    while gathering < len(queued) and type(queued[gathering]) in (ReturnUncalledBet, CollectBets):
        gathering += 1
    # Only at the showdown itself: with cards still to come, a hand turned up is another matter.
    after = queued[gathering] if gathering < len(queued) else None
    if gathering and (isinstance(after, ShowHand) or (isinstance(after, PushPot) and after.index == -1)):
        for operation in queued[:gathering]:
            table.apply(operation)


def _at_showdown(table: Table) -> bool:
    """Betting is over, two or more hands are live and the pot is not yet decided (shows are due, or the pot)."""
    queued = table.queued()
    if table.actor is not None or not queued or len(table.in_hand()) < 2:
        return False
    head = queued[0]
    return isinstance(head, ShowHand) or (isinstance(head, PushPot) and head.index == -1)


def _tabled(table: Table, seat: int) -> bool:
    """Tabled: every card of the hand face up (catalog X21)."""
    held = table.seat(seat).cards
    return bool(held) and all(card.face_up for card in held)


def _declared_wrongly(table: Table, seat: int, declared: str) -> bool:
    kind = table.game.high_kind
    if kind is None and table.game.low_kind == hands.HandKind.DEUCE_SEVEN:
        # Deuce-to-seven reads the hand as high poker does, the other way up: a pair, a straight or a flush
        # counts against it (A-5-4-3-2 is ace-high, not a straight), so the names a player declares are the
        # same, and a hand that is none of them is a no-pair hand ('high card', told as 'a seven', 'a nine').
        best = hands.best_hand(hands.HandKind.DEUCE_SEVEN, table.seat(seat).hole, table.board)
        if best is None:
            raise IllegalOperation(f"seat {seat + 1} holds no readable hand")
        label = "High card" if best.label.endswith(" low") else best.label
        made = max((name for name in DECLARED_HANDS.values() if label.startswith(name)), key=len)
        return made != DECLARED_HANDS[declared]
    if kind is None:
        raise IllegalOperation(f"{table.game.name} reads low hands: 'declares' names a high hand "
                               "(deuce-to-seven excepted, read the same way up)")
    best = hands.best_hand(kind, table.seat(seat).hole, table.board)
    if best is None:
        raise IllegalOperation(f"seat {seat + 1} holds no readable hand")
    label = "Straight flush" if best.label.startswith("Royal flush") else best.label
    # The longest name that fits: a straight flush's label also starts with "Straight".
    made = max((name for name in DECLARED_HANDS.values() if label.startswith(name)), key=len)
    if made != DECLARED_HANDS[declared]:
        return True
    # A split game: the words name the high hand only, and say nothing of a qualifying low the same cards make
    # (he 'shows only the high'): the floor rules on what was said against what the cards hold (TDA 2024
    # Rule 12, cards speak).
    low_kind = table.game.low_kind
    return (table.game.split and low_kind is not None
            and hands.best_hand(low_kind, table.seat(seat).hole, table.board) is not None)


def _let_go_unshown(result: Replay, seat: int) -> bool:
    """The seat let its untabled hand go face down (``pN discards``) and still holds it, untabled."""
    table = result.table
    held = table.seats[seat] if 0 <= seat < len(table.seats) else None
    return held is not None and held.in_hand and not _tabled(table, seat) \
        and any(i.seat == seat for i in result.of_kind(IrregularityKind.HAND_DISCARDED_UNSHOWN))


def _drop_show(table: Table, seat: int) -> None:
    table.replace_queued([op for op in table.queued() if op != ShowHand(seat)])


def _bet_uncalled(table: Table, seat: int) -> bool:
    """The seat holds a live hand and a bet this round bigger than any other live hand's."""
    player = table.seats[seat]
    if player is None or not player.in_hand or not player.cards:
        return False
    others = [other.bet for index, other in enumerate(table.seats)
              if other is not None and index != seat and not other.folded]
    return player.bet > max(others, default=0)


def _replay_showdown_event(result: Replay, event: Event) -> None:
    """Showdown events: a hand mucked, let go face down, killed by the dealer, declared, or asked for."""
    table = result.table
    seat = event.seat
    assert seat is not None
    kind = IrregularityKind
    if event.verb is Verb.MUCKS and table.phase is Phase.BETTING and _bet_uncalled(table, seat):
        # A bettor throws his hand away before his bet is called (thinking he has won): the cards are in the
        # muck, and the ruling says what becomes of his bet. Anyone else mucking in the betting is refused
        # below: a fold is written 'pN f'.
        _record(result, kind.HAND_MUCKED_IN_BETTING, event, None, seat=seat)
        table.kill_hand(seat, mucked_bet=True)
        return
    if not _at_showdown(table):
        raise IllegalOperation(f"'{event.verb}' happens at the showdown (or, for 'mucks', during the betting by a "
                               "player whose bet is not yet called): betting must be over with two or more hands "
                               "live and the pot not yet pushed")
    if event.verb is Verb.ASKS_TO_SEE:
        other = event.other_seat
        assert other is not None
        asked = [i for i in result.of_kind(kind.HAND_DISCARDED_UNSHOWN) if i.seat == other]
        if not asked or not table.seat(other).in_hand:
            raise IllegalOperation(f"seat {other + 1} has no hand let go unshown and still identifiable to ask for "
                                   f"(use 'p{other + 1} discards' first)")
        if table.seats[seat] is None:
            raise IllegalOperation(f"seat {seat + 1} is empty")
        _record(result, kind.ASKED_TO_SEE_HAND, event, None, seat=other)
        return
    player = table.seat(seat)
    if not player.in_hand or not player.cards:
        raise IllegalOperation(f"seat {seat + 1} has no live hand at the showdown")
    if event.verb is Verb.DECLARES:
        if not _tabled(table, seat):
            raise IllegalOperation(f"seat {seat + 1} has not tabled the hand (use 'show p{seat + 1}' first)")
        if _declared_wrongly(table, seat, event.detail):
            _record(result, kind.HAND_MISDECLARED, event, None, seat=seat)
        return
    if event.verb is Verb.DISCARDS:
        if _tabled(table, seat) or any(i.seat == seat for i in result.of_kind(kind.HAND_DISCARDED_UNSHOWN)):
            raise IllegalOperation(f"seat {seat + 1}'s hand is tabled or already let go: only a hand held "
                                   "unshown can be discarded")
        # The cards lie apart, face down and identifiable: they stay with the seat, but he is no longer due to show.
        _record(result, kind.HAND_DISCARDED_UNSHOWN, event, table.queued()[0], seat=seat)
        _drop_show(table, seat)
        return
    # 'pN mucks' or 'kill pN': the cards go into the muck.
    tabled = _tabled(table, seat)
    cards = tuple(player.hole)
    expected = table.queued()[0]
    _record(result, kind.TABLED_HAND_KILLED if tabled else kind.HAND_MUCKED_UNSHOWN, event, expected, seat=seat)
    last = result.irregularities[-1]
    result.irregularities[-1] = replace(last, cards=cards)
    table.kill_hand(seat)
    _drop_show(table, seat)


_CARD_OPERATIONS = (Burn, TurnBoardCard, DealCard, DealCommonCard)
"""Dealer operations that move a card."""


def _replay_dealer(result: Replay, event: Event, operation: Operation) -> None:
    table = result.table
    expected = table.next_dealer_operation()
    kind = IrregularityKind
    if type(operation) is CollectBets and not isinstance(expected, CollectBets) and table.actor is None \
            and not any(held.bet for held in table.seats if held is not None):
        # 'collect' at the end of a round nobody bet in: there is nothing to gather, so nothing happens (case
        # writers close every round with it; the notation needs it only where bets are out).
        return
    if type(operation) is ShowHand and operation != expected and table.table_for_runout_as_shown(operation.seat):
        # A cash hand under a rulebook that keeps all-in hands down until the showdown (Robert's Rules), shown
        # before the run-out as the record says: tabled for it, as where the rulebook tables them.
        expected = table.next_dealer_operation()
    while isinstance(expected, (CollectBets, ReturnUncalledBet)) and type(operation) in _CARD_OPERATIONS:
        # The betting is over and the dealer goes on to the cards without a word about gathering the
        # bets (or returning an uncalled one): that is done as a matter of course, not a mistake.
        table.apply(expected)
        expected = table.next_dealer_operation()
    if type(expected) is ShowHand and (type(operation) in _CARD_OPERATIONS or type(operation) is AnnounceFirstToAct) \
            and table.tabled_for_runout:
        # The run-out dealt before the all-in hands were tabled (TDA 2024 Rule 16 tables them first). No card
        # is misplaced by it, so it is not recorded as a mistake; but while cards are still to come the
        # tabling stays due, before the next card (the floor called here rules it: Illustration Addendum 16).
        # Once the street's last card is out (or stud's next first player is named), the shows not yet made
        # wait for the showdown: many records, and hand histories from elsewhere, show the hands at the end.
        table.deal_before_runout_tabling(operation)
        expected = table.next_dealer_operation()
    if isinstance(operation, DealCard) and event.position == -1 and isinstance(expected, DealCard) \
            and expected.seat == operation.seat:
        operation = expected  # 'deal pN' with no face given: as the procedure has it
    if expected is None and table.actor is not None:
        _record(result, kind.PREMATURE_CARD, event, None, seat=getattr(operation, "seat", None))
        table.insert(operation)
        _note_card(result)
        return
    if (operation is expected or operation == expected) and not event.exposed:
        # The table's own (equal) operation: the table knows it as the one due without comparing again.
        table.apply(expected)
        return
    if isinstance(operation, DealCard) and isinstance(expected, DealCard):
        if operation.seat == expected.seat:
            if operation.face_up and not expected.face_up:
                stud = table.game.family.value == "stud"
                irregular = kind.DOWNCARD_DEALT_UP if stud else kind.CARD_EXPOSED_ON_DEAL
            elif expected.face_up and not operation.face_up:
                irregular = kind.UPCARD_DEALT_DOWN
            else:
                irregular = kind.CARD_EXPOSED_ON_DEAL  # flashed: dealt as due, but seen
            deal_index = _street_cards(table) + 1
            card = table.stub[0]
            table.substitute(DealCard(operation.seat, operation.face_up or event.exposed))
            _record(result, irregular, event, expected, seat=operation.seat, card=card, deal_index=deal_index)
            return
        if table.seats[operation.seat] is None:
            _record(result, kind.EMPTY_SEAT_DEALT, event, expected, seat=operation.seat, card=table.stub[0])
            table.insert(operation)
            return
        _record(result, kind.WRONG_SEAT_DEALT, event, expected, seat=operation.seat, card=table.stub[0])
        table.substitute(operation)
        return
    if isinstance(operation, AnnounceBringIn) and isinstance(expected, AnnounceBringIn):
        _record(result, kind.WRONG_BRING_IN, event, expected, seat=operation.seat)
        table.substitute(operation)
        return
    if isinstance(operation, AnnounceFirstToAct) and isinstance(expected, AnnounceFirstToAct):
        _record(result, kind.WRONG_FIRST_TO_ACT, event, expected, seat=operation.seat)
        table.substitute(operation)
        return
    if isinstance(expected, Burn) and isinstance(operation, (TurnBoardCard, DealCard)):
        if isinstance(operation, DealCard) and event.position == -1:
            # 'deal pN' with no face given, the burn before it left out: the face the procedure gives that
            # card (a stud upcard on fourth street), not a downcard by default.
            operation = next((due for due in table.queued()[:3] if isinstance(due, DealCard)
                              and due.seat == operation.seat), operation)
        _record(result, kind.MISSING_BURN, event, expected, card=table.stub[0])
        table.skip_to(operation)
        return
    if isinstance(operation, Burn):
        _record(result, kind.EXTRA_BURN, event, expected, card=table.stub[0])
        table.insert(operation)
        return
    if expected is None:
        raise IllegalOperation("the hand is over" if table.is_complete else "nothing is due from the dealer")
    if isinstance(operation, DealCard) and _owed_post(table, expected):
        # A returning player's owed missed blinds passed over and the deal begun: he is dealt in without
        # posting (Robert's Rules, Button and Blind Use). Carried out, his posts left out, and recorded.
        while _owed_post(table, expected):
            seat = expected.seat  # type: ignore[union-attr]
            owed = [op for op in table.queued()
                    if isinstance(op, (PostBlind, PostDeadBlind)) and _owed_post(table, op) and op.seat == seat]
            table.replace_queued([op for op in table.queued() if not any(op is left for left in owed)])
            _record(result, kind.OWED_POST_SKIPPED, event, expected, seat=seat, owed=sum(op.amount for op in owed))
            expected = table.next_dealer_operation()
        _replay_dealer(result, event, operation)
        return
    if isinstance(expected, (PostAnte, PostBlind, PostDeadBlind)):
        # No rule covers cards dealt before the forced bets are in: the situation must post them first.
        raise IllegalOperation(f"the forced bets come first (expected the dealer to {describe(expected)}; "
                               "begin the events with 'post')")
    table.insert(operation)
    _record(result, kind.PREMATURE_CARD, event, expected, seat=getattr(operation, "seat", None))
    _note_card(result)


def _owed_post(table: Table, operation: Operation | None) -> bool:
    """Whether ``operation`` is a returning player's make-up of missed blinds (the dead small part or the live
    big part), not a blind of this hand."""
    if isinstance(operation, PostDeadBlind) or (isinstance(operation, PostBlind)
                                                and operation.name == "missed big blind (live)"):
        return operation.seat in table.missed_blinds + table.missed_small_blinds
    return False


def _note_card(result: Replay) -> None:
    """Attach the card just moved to the last irregularity (it was unknown before the move)."""
    table = result.table
    last = result.irregularities[-1]
    moved = table.log[-1]
    card = None
    if isinstance(moved, Burn):
        card = table.burns[-1]
    elif isinstance(moved, TurnBoardCard):
        card = table.board[-1]
    elif isinstance(moved, DealCard):
        holder = table.seats[moved.seat]
        card = holder.cards[-1].card if holder else table.empty_seat_cards[moved.seat][-1].card
    result.irregularities[-1] = Irregularity(last.kind, last.event, last.expected, last.street, last.street_index,
                                             last.deal_index, last.seat, card, last.player_actions_before,
                                             actions_recorded=last.actions_recorded)
