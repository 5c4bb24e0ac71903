"""Playing a PHH hand history on our table, and writing a hand our table dealt back as PHH.

:func:`replay_history` lets our table deal and run a hand while the history decides
every player action; :func:`from_table` turns a table's log back into a
:class:`dealerschool.histories.phh.HandHistory`. The format itself (variant codes,
actions, reading and writing TOML, :func:`dealerschool.histories.phh.table_config`)
lives in :mod:`dealerschool.histories.phh`, which this module builds on and which
never imports it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dealerschool.histories.phh import (
    ALL_VARIANT_GAMES,
    DECK_FIELD,
    SEED_FIELD,
    Action,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    HandHistory,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    field_where,
    format_action,
    table_config,
)
from dealerschool.poker.cards import Card
from dealerschool.table.words import describe

__all__ = [
    "ReplayResult",
    "replay_history",
    "from_table",
]


@dataclass(frozen=True)
class ReplayResult:
    """A PHH hand played through our table engine."""

    history: HandHistory
    table: Any
    """The :class:`dealerschool.table.table.Table` after the last operation (complete or not)."""
    complete: bool
    """True if the hand reached its end (pots pushed, button moved)."""
    finishing_stacks: tuple[int, ...]
    strict_deck: bool
    """True if the stub came from ``_deck`` (or the caller) and every dealt card was checked against it."""
    invented_burns: tuple[Card, ...] = ()
    """Burn cards the replay had to choose itself (PHH records no burns; without ``_deck`` the replay
    burns cards the history never names): they are not the hand's real burns."""
    notes: tuple[str, ...] = ()
    """Where the history's dealing departed from this table's procedure with every card still accounted
    for (its source made a draw's new stub at another moment): replayed as it happened, and said here."""

    @property
    def expected_finishing_stacks(self) -> tuple[int, ...] | None:
        return self.history.finishing_stacks

    @property
    def matches_history(self) -> bool | None:
        """Whether our stacks equal the file's ``finishing_stacks`` (None if the file has none)."""
        if self.history.finishing_stacks is None:
            return None
        return self.finishing_stacks == self.history.finishing_stacks

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (what ``dealerschool replay --json`` prints)."""
        table = self.table
        names = list(self.history.players) if self.history.players else [f"p{i + 1}" for i in range(self.history.player_count)]
        return {
            "variant": self.history.variant,
            "game": table.game.code,
            "structure": table.config.structure.value,
            "players": names,
            "complete": self.complete,
            "strict_deck": self.strict_deck,
            "starting_stacks": list(self.history.starting_stacks),
            "finishing_stacks": list(self.finishing_stacks),
            "expected_finishing_stacks": (list(self.history.finishing_stacks)
                                          if self.history.finishing_stacks is not None else None),
            "matches_history": self.matches_history,
            "board": [str(c) for c in table.board],
            "burns": [str(c) for c in table.burns],
            "burns_invented": [str(c) for c in self.invented_burns],
            "notes": list(self.notes),
            "pots": [
                {
                    "amount": award.pot.amount,
                    "eligible": [names[i] for i in award.pot.eligible],
                    "shares": [{"player": names[s.seat], "amount": s.amount, "half": s.half}
                               for s in award.shares],
                }
                for award in table.awards
            ],
            "operations": [describe(op) for op in table.log],
        }



class _CardFeed:
    """The cards the history says each seat and the board receive, in order, and the stub to deal them from."""

    def __init__(self, history: HandHistory, table: Any, strict: bool, source_name: str) -> None:
        self.table = table
        self.strict = strict
        self.source_name = source_name
        self.hole: dict[int, list[tuple[Card | None, int]]] = {i: [] for i in range(history.player_count)}
        self.board: list[tuple[Card | None, int]] = []
        self.placeholders: set[Card] = set()
        """Cards we chose to stand in for '??' cards."""
        self.invented_burns: list[Card] = []
        """Cards we chose to burn (the history names no burns)."""
        self.notes: list[str] = []
        """Where the history departs from this table's procedure without losing a card (a new stub made
        at another moment)."""
        draw_game = any(s.draw for s in table.game.streets)
        for index, action in enumerate(history.actions):
            if isinstance(action, DealHole):
                self.hole[action.player].extend((c, index) for c in action.cards)
            elif isinstance(action, DealBoard):
                self.board.extend((c, index) for c in action.cards)
        # A shown hand reveals cards dealt as '??' (not in draw games: the hand shown is after the draw).
        if not draw_game:
            for action in history.actions:
                if isinstance(action, ShowOrMuck) and action.cards is not None:
                    dealt = self.hole[action.player]
                    if len(action.cards) == len(dealt):
                        self.hole[action.player] = [
                            (shown if card is None else card, index)
                            for (card, index), shown in zip(dealt, action.cards, strict=False)
                        ]
        self.known: set[Card] = {c for q in (*self.hole.values(), self.board) for c, _ in q if c is not None}
        for action in history.actions:
            if isinstance(action, (StandPatOrDiscard, ShowOrMuck)) and action.cards:
                self.known.update(c for c in action.cards if c is not None)

    def unknown_upcards(self) -> bool:
        """Some live seat shows a card we stood in for a '??' of the history."""
        return any(held.face_up and held.card in self.placeholders
                   for seat in self.table.in_hand() for held in self.table.seat(seat).cards)

    def has_card_for(self, operation: Any) -> bool:
        from dealerschool.table.operations import DealCard, DealCommonCard, TurnBoardCard

        if isinstance(operation, DealCard):
            return bool(self.hole[operation.seat])
        if isinstance(operation, (TurnBoardCard, DealCommonCard)):
            return bool(self.board)
        return True

    def _to_top(self, card: Card, action_index: int | None) -> None:
        from dealerschool.table.table import Pile

        table = self.table
        stub = table.stub
        if card not in stub:
            where = f"action {action_index}: " if action_index is not None else ""
            pile = next((pile for pile, cards in ((Pile.MUCK, table.muck), (Pile.BURNS, table.burns),
                                                   (Pile.SET_ASIDE, table.set_aside)) if card in cards), None)
            if pile is None:
                # In a hand still in play or on the board: no stub, old or new, could deal it.
                raise ValueError(f"{self.source_name}: field 'actions': {where}card {card} is dealt twice "
                                 f"(it is no longer in the stub)")
            # The history's source made its new stub of the discards at another moment than this table
            # does (when the stub is down to its last card, catalog F09): PokerKit, for one, makes it before
            # a draw the stub cannot cover. The card is accounted for, so the hand is replayed as it
            # happened, and the difference noted.
            self.notes.append(f"{where}{card} is dealt from the discards ({pile.value}) while the stub still "
                              f"held {len(stub)} cards: the history's source made its new stub earlier than this "
                              "table would (when the stub is down to its last card)")
            table.move_card(card, pile, Pile.STUB)
            return
        table.move_card(card, Pile.STUB, Pile.STUB)  # to the top, to be dealt next

    def _free_card(self) -> Card:
        # A card the history never names, for burns and for '??' cards; in a deep draw hand, where the
        # history may name nearly every card, one it does not deal from here on will do.
        stub: list[Card] = self.table.stub
        for unnamed in stub:
            if unnamed not in self.known:
                return unnamed
        # Every card left is named somewhere: burn the one the history deals last (after a later new
        # stub, a burnt card can come back), so no card is missing when it is due.
        first_due: dict[Card, int] = {}
        for queue in (*self.hole.values(), self.board):
            for card, index in queue:
                if card is not None:
                    first_due[card] = min(index, first_due.get(card, index))
        if not stub:
            raise ValueError(f"{self.source_name}: the stub is empty, so no card is left to burn")
        never = 10**9
        return max(stub, key=lambda card: first_due.get(card, never))

    def reshuffled(self) -> None:
        """The table made a new stub from the discards (a draw game's stub ran out, catalog F09): a shuffle
        has no order to check the history against, so from now on each card the history deals is taken
        from the new stub (it must be there: not in a hand still in play, not the drawer's own discards)."""
        self.strict = False

    def before(self, operation: Any) -> tuple[Card | None, int | None] | None:
        """Arrange the stub for ``operation``; return what the history expects it to deal."""
        from dealerschool.table.operations import Burn, DealCard, DealCommonCard, TurnBoardCard

        expected: tuple[Card | None, int | None]
        if isinstance(operation, DealCard):
            expected = self.hole[operation.seat].pop(0)
        elif isinstance(operation, (TurnBoardCard, DealCommonCard)):
            expected = self.board.pop(0)
        elif isinstance(operation, Burn):
            expected = (None, None)
        else:
            return None
        if not self.strict:
            card, index = expected
            if card is None:
                card = self._free_card()
                self.placeholders.add(card)
                if isinstance(operation, Burn):
                    self.invented_burns.append(card)
            self._to_top(card, index)
        return expected

    def after(self, operation: Any, expected: tuple[Card | None, int | None]) -> None:
        from dealerschool.table.operations import DealCard

        card, index = expected
        if not self.strict or card is None:
            return
        dealt = self.table.seat(operation.seat).cards[-1].card if isinstance(operation, DealCard) \
            else self.table.board[-1]
        if dealt != card:
            target = f"seat {operation.seat + 1}" if isinstance(operation, DealCard) else "the board"
            raise ValueError(f"{self.source_name}: field 'actions': action {index}: the table dealt {dealt} to "
                             f"{target} from the stub, but the history has {card} (deal order differs)")


def replay_history(
    history: HandHistory,
    *,
    stub: list[Card] | None = None,
    rules: Any = None,
    source_name: str = "<history>",
) -> ReplayResult:
    """Play a PHH hand on our table: the table deals, the history decides.

    Players sit in seats 0.. in PHH order (``p1`` first left of the button,
    the button on the last seat). Our table runs every dealer operation
    itself; the history's player actions are applied in order, and its
    show/muck actions are only read for cards (our showdown is cards-speak).
    The stub is ``stub``, else the ``_deck`` field (both checked card by card
    against the history), else built on the fly from the history's cards.
    Raises ValueError naming the action when the history and our rules disagree.
    """
    from dealerschool.poker.games import Family
    from dealerschool.table import operations as ops
    from dealerschool.table.table import Table

    config = table_config(history, rules, source_name)
    if stub is None and DECK_FIELD in history.extra:
        try:
            from dealerschool.poker.cards import parse_cards

            stub = list(parse_cards(str(history.extra[DECK_FIELD])))
        except ValueError as error:
            raise ValueError(f"{field_where(source_name, DECK_FIELD)}: {error}") from None
    strict = stub is not None
    from dealerschool.poker.cards import DECK

    try:
        table = Table(config, list(history.starting_stacks), stub=list(stub) if stub is not None else list(DECK),
                      seed=history.extra.get(SEED_FIELD),
                      names=list(history.players) if history.players else None)
    except ValueError as error:
        raise ValueError(f"{source_name}: {error}") from None
    feed = _CardFeed(history, table, strict, source_name)

    def run_dealer(last_action: bool, next_player: int | None = None) -> bool:
        """Deal until a player must act; False if the history runs out of cards first."""
        while True:
            operation = table.next_dealer_operation()
            if operation is None:
                return True
            if (isinstance(operation, (ops.AnnounceBringIn, ops.AnnounceFirstToAct)) and next_player is not None
                    and operation.seat != next_player and feed.unknown_upcards()):
                # A stud upcard the history does not know ('??'): the recorded actions decide who
                # brings in or acts first, not the card we stood in for it.
                table.substitute(type(operation)(next_player))
                continue
            if not feed.has_card_for(operation):
                if last_action:
                    return False  # a partial history: stop where its cards stop
                raise ValueError(f"{source_name}: field 'actions': the table must {describe(operation)}, "
                                 f"but the history deals no more cards there")
            expected = feed.before(operation)
            table.apply(operation)
            if expected is not None:
                feed.after(operation, expected)
            elif (isinstance(operation, ops.ReshuffleForStub) and table.game.family is Family.DRAW
                  and SEED_FIELD not in history.extra):
                feed.reshuffled()  # (with our _seed the table scrambles the new stub as it did: still strict)

    player_actions = [(i, a) for i, a in enumerate(history.actions)
                      if isinstance(a, (StandPatOrDiscard, PostBringIn, CompleteBetOrRaiseTo, CheckOrCall, Fold))]
    for index, action in player_actions:
        run_dealer(last_action=False, next_player=action.player)
        text = format_action(action)
        operation = _player_operation(action, table, feed, source_name, index, text)
        try:
            table.apply(operation)
        except ops.IllegalOperation as error:
            raise ValueError(f"{source_name}: field 'actions': action {index} {text!r}: {error}") from None
    run_dealer(last_action=True)
    return ReplayResult(history, table, table.is_complete, tuple(table.finishing_stacks()), strict,
                        tuple(feed.invented_burns), tuple(feed.notes))


def _player_operation(action: Action, table: Any, feed: _CardFeed, source_name: str, index: int, text: str) -> Any:
    from dealerschool.table import operations as ops

    match action:
        case Fold(player, _):
            return ops.Fold(player)
        case CheckOrCall(player, _):
            return ops.CheckOrCall(player)
        case CompleteBetOrRaiseTo(player, amount, _):
            return ops.BetOrRaiseTo(player, amount)
        case PostBringIn(player, _):
            return ops.PostBringIn(player)
        case StandPatOrDiscard(player, cards, _):
            known = [c for c in cards if c is not None]
            unknown = len(cards) - len(known)
            if unknown:
                # '??' discards: the cards we stood in for '??' deals, oldest first.
                stand_ins = [held.card for held in table.seat(player).cards
                             if held.card in feed.placeholders and held.card not in known]
                if len(stand_ins) < unknown:
                    raise ValueError(f"{source_name}: field 'actions': action {index} {text!r}: "
                                     f"discards unknown cards the player was dealt face up or by name")
                known += stand_ins[:unknown]
            return ops.Discard(player, tuple(known))
    raise AssertionError(action)


# ---------------------------------------------------------------- write back from our table


def _variant_code(game_code: str, structure: str) -> str:
    for code, pair in ALL_VARIANT_GAMES.items():
        if pair == (game_code, structure):
            return code
    raise ValueError(f"table: no variant code for {structure} {game_code}")


def from_table(table: Any, players: list[str] | tuple[str, ...] | None = None) -> HandHistory:
    """The PHH history of the hand dealt on ``table`` (finished or not).

    Players are written in PHH order: ``p1`` is the first seat the deal
    starts with (left of the button; in stud, seat 1), the button last.
    ``players`` names them in that order (default: the seat names).
    The hand is dealt again from the table's starting stub and seed to read
    which card each operation dealt; hole cards go out as one ``d dh`` per
    player and street (in draw rounds after everyone's ``sd``, the order
    PHH readers expect), board cards as one ``d db`` per street, and each
    tabled hand as ``sm`` (a hand tabled for an all-in before a draw, at the
    showdown: PokerKit shows hands only after the draws). Antes, blinds, the bring-in, bet sizes and our
    ``_deck`` (the starting stub, so a replay is strict) come from the
    table; ``finishing_stacks`` only once the hand is complete. House
    rules (``TableSettings``) are not part of PHH: replay with the same rules.
    Raises ValueError if the log holds operations that are not the regular
    procedure (dealer mistakes replayed by the rules engine).
    """
    from dealerschool.poker.cards import format_cards
    from dealerschool.table import operations as ops
    from dealerschool.table.table import Table

    if table.blinds is not None:
        raise ValueError("from_table: a hand with a dead button or a dead small blind cannot be written as PHH "
                         "(PHH puts the blinds on the first players left of the button)")
    config = table.config
    structure = config.structure
    code = _variant_code(table.game.code, structure.value)
    stacks = [None if s is None else s.starting_stack for s in table.seats]
    fresh = Table(config, stacks, button=table.starting_button, stub=list(table.initial_stub), seed=table.seed,
                  names=[s.name if s else "" for s in table.seats])
    order = fresh.clockwise_from(fresh.deals_after)
    player_of = {seat: k for k, seat in enumerate(order)}
    count = len(order)
    if players is not None and len(players) != count:
        raise ValueError(f"players: expected {count} names (one per player), got {len(players)}")

    actions = _logged_actions(table, fresh, player_of)
    values = _stakes_fields(table, fresh, order)

    extra: dict[str, Any] = {DECK_FIELD: format_cards(table.initial_stub)}
    if table.seed is not None and any(type(op) is ops.ReshuffleForStub for op in table.log):
        extra[SEED_FIELD] = table.seed
    return HandHistory(
        variant=code,
        antes=(tuple(config.antes if k == 1 else 0 for k in range(count)) if config.big_blind_ante
               else (config.antes,) * count),
        # Read from the seats (every seat in ``order`` is occupied), as finishing_stacks does, so no stack is None.
        starting_stacks=tuple(table.seats[seat].starting_stack for seat in order),
        actions=tuple(actions),
        players=tuple(players) if players is not None else tuple(table.seats[seat].name for seat in order),
        finishing_stacks=tuple(table.seats[seat].stack for seat in order) if table.is_complete else None,
        extra=extra,
        **values,
    )


def _logged_actions(table: Any, fresh: Any, player_of: dict[int, int]) -> list[Action]:
    """The PHH actions of ``table``'s log, read by dealing it again on ``fresh`` (the same start): hole cards
    one ``d dh`` per player and street, board cards one ``d db`` per street, draws' discards before their
    replacements, and each tabled hand. ValueError names an operation that is not the regular procedure."""
    from dealerschool.table import operations as ops

    actions: list[Action] = []
    holes: dict[int, list[Card]] = {}
    """Hole cards dealt and not yet written, by player, in the order players were first dealt to."""
    holes_street = -1
    board: list[Card] = []

    def flush_holes() -> None:
        actions.extend(DealHole(player, tuple(cards)) for player, cards in holes.items())
        holes.clear()

    def flush_board() -> None:
        if board:
            actions.append(DealBoard(tuple(board)))
            board.clear()

    tabled_before_draw: list[int] = []
    """Seats whose hands were tabled for an all-in with a draw still to come (TDA 2024 Rule 16). PokerKit shows
    hands only once the draws are over (it cannot replay a show before a draw), and our reader tables them by
    its own rules whatever the record says: such a show is written at the showdown instead, with the hand as
    it then is, unless the hand is shown again there."""

    def write_tabled_before_draw(index: int) -> None:
        shown_again = {op.seat for op in table.log[index:] if type(op) is ops.ShowHand}
        actions.extend(ShowOrMuck(player_of[seat], tuple(fresh.seats[seat].hole))
                       for seat in tabled_before_draw if seat not in shown_again)
        tabled_before_draw.clear()

    streets = fresh.game.streets
    for index, operation in enumerate(table.log):
        street = fresh.street_index
        drawing = fresh.in_draw
        if holes and street != holes_street:
            flush_holes()
        kind = type(operation)
        if kind not in (ops.TurnBoardCard, ops.DealCommonCard):
            flush_board()
        try:
            fresh.apply(operation)
        except ops.IllegalOperation as error:
            raise ValueError(f"table: operation {index} ({describe(operation)}) is not the regular "
                             f"procedure, which PHH cannot record: {error}") from None
        if kind is ops.DealCard:
            holes_street = street
            holes.setdefault(player_of[operation.seat], []).append(fresh.seats[operation.seat].cards[-1].card)
        elif kind in (ops.TurnBoardCard, ops.DealCommonCard):
            flush_holes()
            board.append(fresh.board[-1])
        elif kind is ops.Discard:
            # Draw rounds: every discard is written before the replacements (dealt in seat order).
            actions.append(StandPatOrDiscard(player_of[operation.seat], tuple(operation.cards)))
        elif kind in (ops.Burn, ops.ReshuffleForStub) and streets[street].draw:
            pass  # still inside the draw round: keep collecting its replacements
        else:
            flush_holes()
            if kind is ops.Fold:
                actions.append(Fold(player_of[operation.seat]))
            elif kind is ops.CheckOrCall:
                actions.append(CheckOrCall(player_of[operation.seat]))
            elif kind is ops.BetOrRaiseTo:
                actions.append(CompleteBetOrRaiseTo(player_of[operation.seat], operation.amount))
            elif kind is ops.PostBringIn:
                actions.append(PostBringIn(player_of[operation.seat]))
            elif kind is ops.ShowHand and drawing:
                tabled_before_draw.append(operation.seat)
            elif kind in (ops.ShowHand, ops.PushPot):
                if tabled_before_draw:
                    write_tabled_before_draw(index)
                if kind is ops.ShowHand:
                    actions.append(ShowOrMuck(player_of[operation.seat], tuple(fresh.seats[operation.seat].hole)))
    flush_holes()
    flush_board()
    return actions


def _stakes_fields(table: Any, fresh: Any, order: list[int] | tuple[int, ...]) -> dict[str, Any]:
    """The history's forced bets, bet sizes and seats, as PHH names them for the table's game and structure."""
    from dealerschool.poker.games import Family, Structure

    config, structure, count = table.config, table.config.structure, len(order)
    values: dict[str, Any] = {}
    if table.game.family is Family.STUD:
        values["bring_in"] = config.bring_in
    else:
        blinds = ([config.big_blind, 0] if not config.small_blind and count > 2  # a single blind on p1
                  else [config.small_blind, config.big_blind, *config.straddles])
        values["blinds_or_straddles"] = tuple(blinds + [0] * (count - len(blinds)))
    if structure is Structure.FIXED_LIMIT:
        values["small_bet"], values["big_bet"] = config.small_bet, config.big_bet
    elif structure is Structure.SPREAD_LIMIT:
        values["min_bet"], values["max_bet"] = config.small_bet, config.big_bet
    else:
        values["min_bet"] = fresh.limits.min_bet
    if len(order) != len(table.seats):
        values["seats"] = tuple(seat + 1 for seat in order)
        values["seat_count"] = len(table.seats)
    return values
