"""Blinds, the button and posting: catalog family B, and the TDA and Robert's Rules button rulings (the dead
button X14, a button out of position X15, heads-up blinds X16)."""

from __future__ import annotations

from collections.abc import Callable

from dealerschool.poker.games import Family, ForcedBets
from dealerschool.situations.replays import Irregularity, IrregularityKind, Replay
from dealerschool.table.operations import (
    PLAYER_OPERATIONS,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Discard,
    Fold,
    MoveButton,
    PostBlind,
    PostDeadBlind,
    TurnBoardCard,
)
from dealerschool.table.session import dead_button_places
from dealerschool.table.table import Phase, Table

from .model import (
    ALL_GAMES,
    BUTTON_GAMES,
    Rule,
    agree,
    answer,
    by_book,
    make_rule,
    rrop,
    s000,
    s001,
    s003,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import next_step, play_on, rule_remedy, seat_name
from .triggers import Tier, irregularity, procedure

_MISSED_SOURCES = answer(R.POST_MISSED_BLINDS_AFTER_BUTTON,
    """Poker Rules for Beginners makes the returning player wait until the button has gone past, then post
    'the amount equal to the blinds they missed': both blinds if the big blind was missed, the small blind
    alone if only the small blind was (his big blind was posted). The small-blind part is dead, always (it
    is added to the pot but is no part of his bet); the big-blind part is live, so he keeps his option. A
    player who made up only the small blind has no live chips in front of him: he calls the big blind in
    full like any player. TDA has no cash-game rule here, so the tda-2024 rulebook uses the same answer.""",
    s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Cash Games)"))

_NEW_PLAYER_SOURCES = answer(R.WAIT_FOR_BUTTON_TO_PASS,
    """A new or moved player 'can never come into the game between the blinds, or between the button and the
    blinds' (Poker Rules for Beginners): he waits until the button passes him, so he cannot skip the blinds.
    Buying the button is the one way in there, offered to one who sits 'between the small blind and the
    button, or on the seat where the button would be next': so a new player on the seat the button reaches
    this hand waits as well, as if nobody sat there. TDA deals him in on the button (Rule 10-A); Robert's
    Rules' own words on new players were not found, so robert-rules follows the source documents.""",
    s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Cash Games)"),
    s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Cash Games), Buying the button"))

_BIG_BLIND_ANTE = answer(R.BIG_BLIND_POSTS_ANTE,
    """With a big blind ante nobody else antes: the player in the big blind posts one ante for the whole
    table as well as his blind. The blind is a live bet, so the others call the big blind alone; the ante
    is dead money that goes straight into the main pot, which every player still in may win. When he
    cannot cover both, the blind comes first and the ante takes whatever is left. The ante stays the
    same however short-handed the table gets.""",
    tda("Big Blind Ante (BBA): big blind first"))

_RROP_BUTTON = answer(R.MISDEAL,
    """Robert's Rules lists the button out of position as a misdeal cause, if found before two players have
    acted on their hands.""",
    rrop("Misdeals 1; Misdeals 2(g)"))


RULES: tuple[Rule, ...] = (
    make_rule(
        id="big-blind-ante", title="Big blind ante: the big blind antes for the table, blind first", catalog_ids=("B10",),
        games=BUTTON_GAMES, trigger="hand set-up with a big blind ante instead of an ante from every player",
        answers=agree(_BIG_BLIND_ANTE),
        prompt="Tournament, blinds 1,000-2,000 with a 2,000 big blind ante. The big blind has 2,500 chips. What goes in "
        "before the cards are dealt?",
        options=((R.BIG_BLIND_POSTS_ANTE, "Small blind 1,000; the big blind posts his 2,000 blind, then 500 of the ante as dead money.",
          "His blind first, then what he has left as the ante."),
         (R.ANTE_BEFORE_BLIND, "The big blind posts the 2,000 ante first and is all in for a 500 blind.",
          "The ante first; what is left is his blind, all in."),
         (R.ANTE_FROM_EVERY_PLAYER, "Every player antes 2,000 besides the blinds.", "Every player antes, as well as the two blinds."),
         (R.ANTE_IS_LIVE, "The big blind's 2,500 all count as his bet: the others must call 2,500.",
          "Blind and ante both count as his live bet.")),
    ),
    make_rule(
        id="blinds-count-toward-call", title="Blinds are live bets: the poster only adds the difference", catalog_ids=("B01", "B04"),
        games=BUTTON_GAMES, trigger="a blind poster faces a bet, or has just called a raise with his live blind",
        answers=agree(answer(R.CALL_THE_DIFFERENCE,
            """The small blind sits left of the button and the big blind left of him, both posted before the
            deal. A posted blind is part of that player's bet, so to call he adds only the difference. A big
            blind all in for less than the blind does not lower the bet: the others still call the full big
            blind, and raise from it.""",
            s000("Texas Hold'em Rules and Game Play / Putting Out the Blinds"),
            s000("Texas Hold'em Rules and Game Play / Example Betting Round 1"),
            s001("The Essence of the forced bets"), rrop("Button and Blind Use, introduction"),
            rrop("Button and Blind Use 1 (v11)"), tda("Rule 54-B; Addendum 54"))),
        prompt="Blinds are 10¢ and 25¢; everyone calls 25¢ around to the small blind. How much must the small blind add to call?",
        options=((R.CALL_THE_DIFFERENCE, "15¢: his 10¢ blind already counts toward the 25¢.",
          "The difference only: his live blind counts."),
         (R.CALL_FULL_AMOUNT, "25¢: a blind is dead money and does not count toward the call.",
          "The full bet: a blind does not count toward it.")),
    ),
    make_rule(
        id="first-to-act-button-games", title="Preflop action starts left of the big blind, later rounds left of the button",
        catalog_ids=("B02",), games=BUTTON_GAMES, trigger="a betting round starts",
        answers=agree(answer(R.FIRST_LEFT_OF_BUTTON,
            """Preflop the first player left of the big blind acts first; on every later round the first live
            player left of the button does. Heads-up is the exception covered by the heads-up rule.""",
            s000("Texas Hold'em Rules and Game Play / Game-Play and Betting Rounds"), s003("Texas Hold'em"),
            rrop("Button and Blind Use, introduction"), tda("Rule 34-B"))),
        prompt="Six-handed hold'em, the flop is out; the small blind folded preflop, the big blind is live. Who acts first?",
        options=((R.FIRST_LEFT_OF_BUTTON, "The first live player left of the button."),
         (R.FIRST_LEFT_OF_BIG_BLIND, "The player left of the big blind, as preflop."),
         (R.FIRST_PREFLOP_RAISER, "The preflop raiser, who led the betting.")),
    ),
    make_rule(
        id="short-big-blind", title="A blind all in for less: the call stays the full blind", catalog_ids=("B09",), games=BUTTON_GAMES,
        trigger="a blind (the small or the big) is all in for less than the blind, and the first player decides",
        answers=agree(answer(R.BRING_IN_STAYS_FULL,
            """The bring-in and the least raise come from the game's blinds, not from what a short big blind
            could post: the others still call the full big blind, and the least raise is the one the full
            blind sets. The short blind can win only what he matched. The source documents are silent, so
            the sources rulebook follows Robert's Rules (TDA's rulebook falls back to the same).""",
            rrop("Button and Blind Use 1 (v11)"))),
        prompt="No-limit 1-2: the big blind has one chip and posts it all in. What does the first player call, and "
        "what is the least raise?",
        options=((R.BRING_IN_STAYS_FULL, "He calls 2; the least raise is to 4.",
          "He calls the full blind; the least raise is as usual."),
         (R.CALL_ONLY, "He calls 1, what the big blind could post.",
          "He calls only what the short blind posted."),
         (R.RAISE_DOUBLE, "He calls 1 or raises to 2, double the post.",
          "He calls the post or raises to double it.")),
    ),
    make_rule(
        id="straddle-sets-the-bring-in", title="A live straddle: the bet to call and the least raise before the flop",
        catalog_ids=("B02", "C05"), games=BUTTON_GAMES,
        trigger="the first betting round of a no-limit or pot-limit hand with a straddle, nobody has raised yet",
        answers=agree(answer(R.MIN_RAISE_LAST_INCREMENT,
            """A straddle is a blind, posted before the deal by the player after the big blind. It sets a new
            minimum bring-in and is not a raise: the others call the straddle, and the least raise adds a
            straddle's worth (blinds 1-2, straddle 4: call 4, raise to at least 8). Like a blind, the straddle
            is a live bet: the action starts on the straddler's left and he acts last, with the option to
            raise when nobody has. The TDA rules and the source documents do not speak of straddles, so those
            rulebooks follow Robert's.""",
            rrop("No-Limit and Pot-Limit, No Limit Rules"))),
        prompt="No-limit 1-2, the player after the big blind straddles for 4. The next player wants to raise. "
        "What is the least he may raise to?",
        options=((R.MIN_RAISE_LAST_INCREMENT, "To 8: the straddle plus a straddle's worth.",
          "The straddle is the bring-in; a raise adds as much again."),
         (R.MIN_RAISE_BIG_BLIND, "To 6: the straddle plus one big blind.",
          "The straddle plus one big blind, the game's minimum bet."),
         (R.CALL_FULL_AMOUNT, "To 4: the straddle was a raise, so 4 already re-raises.",
          "The straddle counts as the first raise.")),
    ),
    make_rule(
        id="first-to-act-preflop-blinds", title="Blind games: the first betting round starts left of the big blind",
        catalog_ids=("B02", "F01"), games=BUTTON_GAMES, trigger="the first betting round of a blind game starts (three or more players)",
        answers=agree(answer(R.FIRST_LEFT_OF_BIG_BLIND,
            """The blinds are live bets already made, so the first decision belongs to the player after them:
            the first seat left of the big blind (under the gun). The same holds before the first draw in a
            blind draw game. Heads-up the button acts first instead (the heads-up rule).""",
            s000("Texas Hold'em Rules and Game Play / Game-Play and Betting Rounds"), s003("Texas Hold'em"),
            s000("2-7 Triple Draw Lowball Rules and Game-Play / Deal and Game Play"),
            rrop("Button and Blind Use, introduction"), tda("Rule 34-B"))),
        prompt="Seven-handed hold'em, the blinds are posted and the cards are out. Who makes the first decision?",
        options=((R.FIRST_LEFT_OF_BIG_BLIND, "The player left of the big blind."),
         (R.FIRST_LEFT_OF_BUTTON, "The small blind, first left of the button."),
         (R.BIG_BLIND_OPTION, "The big blind, who may check or raise.")),
    ),
    make_rule(
        id="big-blind-option", title="The big blind has the option when nobody raised", catalog_ids=("B03",), games=BUTTON_GAMES,
        trigger="preflop action reaches the big blind with no raise",
        answers=agree(answer(R.BIG_BLIND_OPTION,
            """Even when everyone has only called, the preflop round is not over until the big blind has
            acted: he may check or raise. The dealer must not burn and flop before he declares.""",
            s000("Texas Hold'em Rules and Game Play / Quick Glossary (Check)"),
            s000("Omaha Poker Rules and Game Play / Betting Rounds"), rrop("Button and Blind Use 2 (v10) / 3 (v11)"))),
        prompt="Preflop, three players call the big blind and the small blind completes. What does the dealer do?",
        options=((R.BIG_BLIND_OPTION, "Wait: the big blind still has his option."),
         (R.BURN_ONE_THEN_DEAL, "Burn and deal the flop: all bets are equal.")),
    ),
    make_rule(
        id="missed-blinds-cash", title="Cash game: returning after missing the blinds", catalog_ids=("B05",), games=BUTTON_GAMES,
        trigger="a player who missed his blinds (both, or the small blind only) wants to be dealt in",
        answers=by_book(_MISSED_SOURCES, _MISSED_SOURCES,
            answer(R.POST_OR_WAIT_FOR_BIG_BLIND,
                """Robert's Rules lets the returning player choose: post all missed blinds now (the amount up to
                the minimum opening bet is live, the rest dead) or simply wait for his big blind.""",
                rrop("Button and Blind Use"))),
        prompt="$1-$2 cash: a player was away for both blinds and returns while the button is two seats to his right. What are his choices?",
        options=((R.POST_MISSED_BLINDS_AFTER_BUTTON, "He waits for the button to pass him, then posts $3: $1 dead and $2 live.",
          "He waits for the button to pass, then posts both."),
         (R.POST_OR_WAIT_FOR_BIG_BLIND, "He may post the missed blinds now or wait for his big blind."),
         (R.SEAT_PLAYER, "He is dealt in at once with nothing to post.")),
    ),
    make_rule(
        id="new-player-between-blinds-and-button", title="A new player is not dealt in between the small blind and the button",
        catalog_ids=("B06",), games=BUTTON_GAMES, trigger="a player joins or is moved into a seat between the button and the small blind",
        answers=by_book(_NEW_PLAYER_SOURCES, answer(R.WAIT_FOR_BUTTON_TO_PASS,
            """A new or moved player may take any seat, including a blind or the button, and is dealt in at
            once, except in the gap between the small blind and the button: there he waits until the button
            passes, so he cannot skip the blinds. On the button itself he is dealt in (Rules 8-A and 10-A: 'any
            seat including the small or big blind or the button'). Poker Rules for Beginners words the gap more
            loosely as 'between the blinds or between the button and the blinds'.""",
            s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Cash Games)"),
            tda("Rule 8-A; Rule 10-A")), _NEW_PLAYER_SOURCES),
        prompt="Tournament: a player from a broken table is given seat 4, the empty seat between the button (seat 3) and the small blind (seat 5).",
        options=((R.WAIT_FOR_BUTTON_TO_PASS, "He is not dealt in until the button passes his seat."),
         (R.SEAT_PLAYER, "Deal him in now; the blinds are already posted by others."),
         (R.BUY_THE_BUTTON, "He posts both blinds and plays this hand on the button.")),
    ),
    make_rule(
        id="buy-the-button", title="Cash house option: buying the button", catalog_ids=("B07",), games=BUTTON_GAMES,
        trigger="a new player sits where he would otherwise have to wait for the button",
        answers=agree(answer(R.BUY_THE_BUTTON,
            """Where the house allows it, a new player in the seat the button is about to reach may pay both
            blinds himself and take the button this hand instead of waiting. TDA has no such rule
            (tournaments do not allow it); it is a house option.""",
            s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Cash Games), Buying the button"))),
        prompt="Cash game with the buy-the-button option posted. A new player sits between the small blind and the button and wants to play now.",
        options=((R.BUY_THE_BUTTON, "He may post both blinds and play on the button."),
         (R.POST_MISSED_BLINDS_AFTER_BUTTON, "He sits out until the button passes, then posts.")),
    ),
    make_rule(
        id="chop-the-blinds", title="Cash game: the blinds chop when everyone folds to them", catalog_ids=("B01",),
        games=BUTTON_GAMES,
        trigger="cash, a house that allows chopping; everyone folds to the blinds before the flop, only the blinds "
                "are in, and both agree to take them back",
        answers=agree(answer(R.CHOP_BLINDS,
            """Where the house allows it, a cash game's blinds may chop: everyone has folded to them before the
            flop, nothing but their blinds is in, and both agree. Each takes his own blind back, the two hands go
            to the muck unseen, no pot is won, and the button moves on as after any hand. It is a custom, not a
            ruling any of the three rulebooks makes: the source documents and Robert's Rules do not speak of it,
            and TDA's rules, written for tournaments, allow no chop there (Rule 69: poker is an individual
            game). The house setting ``chop_blinds`` says whether a room allows it.""",
            tda("Rule 69"))),
        prompt="Cash hold'em, in a room that allows chopping: everyone folds to the blinds and both agree to chop.",
        options=((R.CHOP_BLINDS, "Each blind takes his blind back; the hand is over."),
         (R.NO_CHOP, "No chop: the small blind must call, raise or fold.")),
    ),
    make_rule(
        id="chop-refused", title="No chop: a tournament, a house that forbids it, or other chips in",
        catalog_ids=("B01",), games=BUTTON_GAMES,
        trigger="everyone folds to the blinds before the flop and they agree to chop, in a tournament, where the "
                "house does not allow it, or with chips in besides the two blinds (antes, a straddle, dead money)",
        answers=agree(answer(R.NO_CHOP,
            """The blinds cannot chop here, so their agreement changes nothing: the small blind must call, raise
            or fold, and the hand is played. In a tournament every player plays for himself: TDA 2024 Rule 69,
            'Poker is an individual game', and two players agreeing not to contest a pot is a form of the
            collusion it penalises; no chop is allowed. In a cash game a chop stands only where the house
            allows it (the setting ``chop_blinds``) and only when the two blinds are all that is in: antes, a
            straddle or a dead blind belong to the pot, not to the two players. The source documents and Robert's
            Rules do not speak of chopping.""",
            tda("Rule 69"))),
        prompt="Tournament hold'em: everyone folds to the blinds, and the two of them agree to chop.",
        options=((R.NO_CHOP, "No chop: the small blind must call, raise or fold."),
         (R.CHOP_BLINDS, "Each blind takes his blind back; the hand is over.")),
    ),
    make_rule(
        id="tournament-absent-player", title="Tournament: a player away from his seat when the deal ends", catalog_ids=("B08", "X29"),
        games=ALL_GAMES, trigger="tournament; a dealt player is not at his seat when the last card of the initial deal is dealt",
        answers=agree(answer(R.DEAD_HAND,
            """Every stack in a tournament is dealt in and posts its blinds and antes. A player who is not
            within reach of his chair when the last card of the initial deal goes out has his hand killed at
            once, and what he posted is forfeit. In stud, if his upcard makes him the bring-in, the bring-in
            is still posted.""",
            s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Tournaments)"), tda("Rule 30"))),
        prompt="Tournament hold'em: the big blind is still walking back from the rail as the dealer pitches the last card of the deal.",
        options=((R.DEAD_HAND, "Kill his hand now; his big blind stays in the pot."),
         (R.KILL_HAND_WHEN_ACTION_REACHES, "Kill it only if he is not back when action reaches him."),
         (R.RETURN_BLIND, "Kill the hand and give the big blind back.")),
    ),
    make_rule(
        id="short-stack-smaller-than-blind", title="A stack smaller than the small blind", catalog_ids=("B09",), games=ALL_GAMES,
        trigger="tournament; a player not in the blinds has fewer chips than the small blind",
        answers=by_book(
            answer(R.ALL_IN_NEXT_HAND,
                """Poker Rules for Beginners puts such a player all-in automatically on the next hand whatever his position; he
                can then win from each caller only as much as he put in.""",
                s000("Other Odd Poker Rules and Exceptions / Player's Stack Size Less Than the Blind")),
            answer(R.POST_WHAT_IS_OWED,
                """TDA has no automatic all-in: the player posts blinds and antes from his stack when they come
                round (being all-in only when a forced bet takes everything) and otherwise plays normally.
                A short all-in does not reopen betting and, in pot limit, does not change the pot size.""",
                tda("Rule 47; Rule 54-B")),
            answer(R.POST_WHAT_IS_OWED,
                """Robert's Rules likewise only makes a player all-in when a forced bet takes his whole
                stack; the minimum bring-in and raise sizes stay unchanged when a blind is short.""",
                rrop("Button and Blind Use 1 (v11)"))),
        prompt="Tournament, blinds 100-200. A player under the gun has 75 chips. What happens this hand?",
        options=((R.ALL_IN_NEXT_HAND, "He is all-in for 75 this hand, wherever he sits.",
          "He is all in this hand for what he has."),
         (R.POST_WHAT_IS_OWED, "Nothing special: he acts in turn as usual."),
         (R.KILL_HAND, "He is out: a stack below the small blind cannot play.")),
    ),
    make_rule(
        id="dead-button", title="Dead button or moving button", catalog_ids=("X14",), games=BUTTON_GAMES, trigger="tournament; a blind player busts",
        answers=agree(answer(R.DEAD_BUTTON,
            """Tournaments use a dead button: the big blind is posted by the player due, and the small blind and
            button fall where they must, even on an empty seat. A cash house may instead use a moving button.""",
            tda("Rule 32"), rrop("Button and Blind Use 1 (v10) / 2 (v11)"))),
        prompt="Tournament: the big blind busts. In the next hand, who posts the big blind?",
        options=((R.DEAD_BUTTON, "Where it is due, even in front of an empty seat."),
         (R.MOVE_BUTTON_ONE_SEAT, "Move the button to the next occupied seat and post normally."),
         (R.BUTTON_STAYS, "Replay this hand with last hand's positions.")),
    ),
    make_rule(
        id="button-out-of-position", title="Button out of position", catalog_ids=("X15",), games=BUTTON_GAMES, trigger="before action, the button is found in the wrong seat",
        answers=by_book(_RROP_BUTTON,
            answer(R.CORRECT_BUTTON,
                """TDA corrects a wrongly moved button if found before substantial action; after that the hand
                stands and the button is not moved back next hand.""",
                tda("Rule 34-A")),
            _RROP_BUTTON),
        prompt="Hold'em: after the deal and before anyone acts, players point out the button was moved two seats.",
        options=((R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.CORRECT_BUTTON, "Move the button to its right seat."), (R.ACTION_STANDS, "Play on with the button where it is.")),
    ),
    make_rule(
        id="button-out-of-position-after-action", title="Button out of position, found after action", catalog_ids=("X15",),
        games=BUTTON_GAMES, trigger="the button is found in the wrong seat after substantial action",
        answers=agree(answer(R.ACTION_STANDS,
            """Found once action has begun, a wrongly placed button no longer changes the hand: it plays on, and
            TDA does not move the button back for the next hand. Robert's Rules makes it a misdeal only before
            two players have acted on their hands; TDA corrects it only before substantial action (two actions
            of which one puts chips in, or any three).""",
            tda("Rule 34-A"), rrop("Misdeals 1; Misdeals 2(g)"))),
        prompt="Hold'em: after a call, a raise and a call, a player says the button should be one seat to the left.",
        options=((R.ACTION_STANDS, "The hand plays on as it was dealt."), (R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.CORRECT_BUTTON, "Move the button to its right seat now.")),
    ),
    make_rule(
        id="heads-up-blinds", title="Heads-up: the button posts the small blind", catalog_ids=("X16",), games=BUTTON_GAMES, trigger="two players left",
        answers=agree(answer(R.BUTTON_POSTS_SMALL_BLIND,
            """Heads-up the button is the small blind, receives the last card, acts first before the flop and last
            after it. When going heads-up, adjust so no one posts the big blind twice in a row.""",
            tda("Rule 34-B"), rrop("Button and Blind Use 3 (v10)"))),
        prompt="Heads-up hold'em: which player posts the small blind?",
        options=((R.BUTTON_POSTS_SMALL_BLIND, "The button posts the small blind."), (R.BUTTON_POSTS_BIG_BLIND, "The other player; the button posts the big blind.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order, specific before general. The missed-blind, new-player and absent-player rules
# (B05-B08) stay question-only: a table is one hand, with no record of who sat out earlier hands,
# who just arrived, or who is away from his chair.



_PLAYER_ACTIONS = (Fold, CheckOrCall, BetOrRaiseTo)


def blind_seats(table: Table) -> dict[int, str]:
    """Seat -> 'small blind' / 'big blind' for this hand's blinds, posted or still due. A returning player's
    live post counts as a big blind: Robert's Rules, Button and Blind Use 2, 'an amount up to the size of the
    minimum opening bet is live ... When it is his next turn to act, he has the option to raise', as rule 1
    says of the big blind ('it serves as his opening bet')."""
    return {op.seat: _LIVE_POST_IS_A_BIG_BLIND.get(op.name, op.name)
            for op in table.log + table.queued() if isinstance(op, PostBlind)}


_LIVE_POST_IS_A_BIG_BLIND = {"missed big blind (live)": "big blind"}
"""The table's name for a returning player's live post (``Table._start_hand``) -> the blind it plays as."""


_ROUND_STARTS = (CollectBets, Burn, TurnBoardCard, DealCard, DealCommonCard, Discard)
"""Operations that end a betting round or deal the cards of the next one: the next round's decisions come
after them. Not the collection alone: a round checked through leaves no bets to collect."""


def round_actions(table: Table) -> list[Fold | CheckOrCall | BetOrRaiseTo]:
    """Player decisions taken since the current betting round began."""
    taken = []
    for op in reversed(table.log):
        if isinstance(op, _ROUND_STARTS):
            break
        if isinstance(op, _PLAYER_ACTIONS):
            taken.append(op)
    return taken[::-1]


def deciding(table: Table) -> int | None:
    """The seat that must make a betting decision now (not a draw), or None."""
    return table.actor if table.phase is Phase.BETTING else None


def _blind_game(table: Table) -> bool:
    return table.config.forced is ForcedBets.BLINDS and bool(table.config.big_blind)


@procedure("big-blind-ante", tier=Tier.FORCED_BETS)
def _big_blind_ante(table: Table) -> bool:
    """A big blind ante hand, before anyone has decided: the big blind posts for the table (B10)."""
    return table.config.big_blind_ante and _before_any_decision(table)


@irregularity("big-blind-ante", tier=Tier.FORCED_BETS)
def _ante_taken_first(replay: Replay) -> Irregularity | None:
    """The dealer took the big blind's ante before his blind (B10: big blind first, TDA 2024 RP-11)."""
    return replay.first_of(IrregularityKind.ANTE_BEFORE_BLIND)


@rule_remedy("big-blind-ante", R.BIG_BLIND_POSTS_ANTE)
def _big_blind_first(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    if irregularity is None or irregularity.kind is not IrregularityKind.ANTE_BEFORE_BLIND:
        return play_on(code, table, replay, irregularity, rule)
    assert irregularity.seat is not None
    blind, ante = table.post_big_blind_first(irregularity.seat)
    who = seat_name(irregularity.seat)
    return [f"Big blind first: {who}'s chips go to his blind first, {blind:,} (a live bet), and the ante for the "
            f"table takes what is left, {ante:,} (dead money in the pot).", next_step(table)]


@procedure("short-stack-smaller-than-blind")
def _short_stack(table: Table) -> bool:
    # Before the first decision of the hand, a player outside the blinds who cannot cover the small blind.
    if not _blind_game(table) or table.street_index != 0 or any(isinstance(op, _PLAYER_ACTIONS) for op in table.log):
        return False
    blinds = blind_seats(table)
    return any(table.seat(i).starting_stack < table.config.small_blind and i not in blinds for i in table.occupied)


@procedure("big-blind-option")
def _big_blind_option(table: Table) -> bool:
    seat = deciding(table)
    return (seat is not None and _blind_game(table) and table.street_index == 0
            and blind_seats(table).get(seat) == "big blind" and table.to_call(seat) == 0
            and table.round.current_bet == table.config.big_blind)


@procedure("blinds-count-toward-call")
def _blind_calls_difference(table: Table) -> bool:
    seat = deciding(table)
    # Only while the bet is still the big blind: facing a raise, the raise rules govern the decision.
    return (seat is not None and _blind_game(table) and table.street_index == 0 and seat in blind_seats(table)
            and not any(op.seat == seat for op in round_actions(table)) and table.seat(seat).bet > 0
            and table.to_call(seat) > 0 and table.round.current_bet == table.config.big_blind) \
        or _blind_just_called_a_raise(table)


def _blind_just_called_a_raise(table: Table) -> bool:
    """The decision just made: a returning player's first action, a call of a raise, to which his live post
    counted (he added only the difference). A situation that sets a returning player is about him (as the
    missed-blinds rule's own precedence says): how much he put in is the question, whoever acts next. An
    ordinary blind's call is not read this way: the next player's decision is the question there."""
    taken = round_actions(table)
    if not taken or not _blind_game(table) or table.street_index != 0 or table.phase is not Phase.BETTING:
        return False
    last = taken[-1]
    return (isinstance(last, CheckOrCall) and last.seat in table.missed_blinds
            and blind_seats(table).get(last.seat) == "big blind"
            and sum(op.seat == last.seat for op in taken) == 1 and table.round.current_bet > table.config.big_blind)


def _short_blinds(table: Table) -> list[int]:
    """The seats whose blind went in all in for less than it is: the small blind's as well as the big
    blind's (Robert's Rules, Button and Blind Use 1: the sizes 'remain the same even when the player in the
    blind does not have enough chips to post the full amount')."""
    return [op.seat for op in table.log if isinstance(op, PostBlind)
            and table.seat(op.seat).stack == 0 and table.seat(op.seat).bet < op.amount]


@procedure("short-big-blind")
def _short_big_blind(table: Table) -> bool:
    # The first decision of the hand, with a blind all in for less than the full blind.
    seat = deciding(table)
    if seat is None or not _blind_game(table) or table.street_index != 0 or round_actions(table):
        return False
    short = _short_blinds(table)
    return bool(short) and seat not in short


@procedure("straddle-sets-the-bring-in")
def _straddled(table: Table) -> bool:
    # The first round of a straddled hand while the bet is still the straddle: what is called and raised
    # follows from it, ahead of the general first-to-act and blind rules.
    seat = deciding(table)
    return (seat is not None and bool(table.config.straddles) and table.street_index == 0
            and table.round.current_bet == table.config.opening_blind)


@procedure("first-to-act-preflop-blinds")
def _first_preflop(table: Table) -> bool:
    seat = deciding(table)
    return (seat is not None and _blind_game(table) and table.street_index == 0 and len(table.occupied) > 2
            and not round_actions(table) and seat not in table.bound_to_pot)  # ('pot' said: its size is asked)


@procedure("first-to-act-button-games")
def _first_postflop(table: Table) -> bool:
    # Draw games after a draw have their own rule (five-card-draw-first-to-act).
    seat = deciding(table)
    return (seat is not None and table.game.family is Family.FLOP and table.street_index > 0
            and not round_actions(table) and seat not in table.bound_to_pot)  # ('pot' said: its size is asked)


def _before_any_decision(table: Table) -> bool:
    return table.street_index == 0 and not any(
        isinstance(op, (BetOrRaiseTo, CheckOrCall, Fold)) for op in table.log)


@procedure("buy-the-button", tier=Tier.BEFORE_THE_HAND)
def _buying_the_button(table: Table) -> bool:
    """A new player bought the button: he posts both blinds and the button is his this hand."""
    return table.button_buyer is not None and _before_any_decision(table)


@procedure("missed-blinds-cash", tier=Tier.MISSED_BLINDS)
def _missed_blinds(table: Table) -> bool:
    """A returning player makes up missed blinds: small dead, big live. The rule answers while the posting is
    the question (before the other rules on the same table): the posts and the deal up to the hand's first
    decision, and once the first betting round is over (his live part is in the pot: what he owed and what
    it counted for is all there is to ask, as on the flop). During the first betting round, once a player
    has decided, his live post plays as any big blind (Robert's Rules, Button and Blind Use 2: 'When it is
    his next turn to act, he has the option to raise'), and each decision is ruled by its own rule: his call
    of a raise, his option, the real big blind's option."""
    return bool(table.missed_blinds or table.missed_small_blinds) and (
        _before_any_decision(table) or table.street_index > 0 or _dead_post_just_called(table))


def _dead_post_just_called(table: Table) -> bool:
    """The decision just made: the first call by a returning player who made up only the small blind. His
    post was dead ('A small-blind post is always considered dead, meaning it goes into the pot and does not
    count toward any action in the hand', Poker Rules for Beginners), so he put in the whole bet: what he
    owed and what it counted for is the question, as for a live post's call (``_blind_just_called_a_raise``)."""
    taken = round_actions(table)
    if not taken or not _blind_game(table) or table.street_index != 0 or table.phase is not Phase.BETTING:
        return False
    last = taken[-1]
    return (isinstance(last, CheckOrCall) and last.seat in table.missed_small_blinds
            and last.seat not in blind_seats(table) and sum(op.seat == last.seat for op in taken) == 1)


@rule_remedy("missed-blinds-cash", R.POST_MISSED_BLINDS_AFTER_BUTTON, R.POST_OR_WAIT_FOR_BIG_BLIND)
def _missed_blinds_posted(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    done = {id(op) for op in table.log}
    steps = []
    if code is R.POST_OR_WAIT_FOR_BIG_BLIND:
        steps.append("He could also have waited for his big blind; having come back in now, he posts what he missed.")
    for seat in table.missed_blinds + table.missed_small_blinds:
        posts = [op for op in table.log + table.queued()
                 if isinstance(op, (PostDeadBlind, PostBlind)) and op.seat == seat]
        dead = sum(op.amount for op in posts if isinstance(op, PostDeadBlind))
        live = sum(op.amount for op in posts if isinstance(op, PostBlind))
        if not posts:
            steps.append(f"Seat {seat + 1} is in a blind this hand and owes nothing more.")
            continue
        verb = "posted" if all(id(op) in done for op in posts) else "posts"
        counts = ("his bet: he calls only the difference and keeps his option to raise" if table.street_index == 0
                  else "it counted as his bet on the first betting round")
        parts = ([f"{dead} dead (into the pot, no part of his bet)"] if dead else []) + (
            [f"{live} live ({counts})"] if live else [])
        owed = "" if live else (" for the small blind he missed; his big blind was posted, so nothing of it is live "
                                "and he calls the full bet like any player")
        steps.append(f"Seat {seat + 1} {verb} " + " and ".join(parts) + owed + ".")
    return steps + [next_step(table)]


def _chop_allowed(replay: Replay) -> bool:
    """A chop can stand: a cash game, a house that allows it, and nothing in but the two blinds."""
    table = replay.table
    blinds = (table.small_blind_seat, table.big_blind_seat)
    others = any(player is not None and index not in blinds and (player.bet or player.out_of_turn)
                 for index, player in enumerate(table.seats))
    return (replay.situation.play == "cash" and table.config.rules.chop_blinds and not table.pot
            and not others)


@irregularity("chop-the-blinds")
def _blinds_chop(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(IrregularityKind.BLINDS_CHOP)
    return hit if hit is not None and _chop_allowed(replay) else None


@irregularity("chop-refused")
def _chop_refused(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(IrregularityKind.BLINDS_CHOP)
    return hit if hit is not None and not _chop_allowed(replay) else None


@rule_remedy("chop-the-blinds", R.CHOP_BLINDS)
def _chop_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    small, big = table.small_blind_seat, table.big_blind_seat
    assert small is not None and big is not None
    back_small, back_big = table.chop_blinds()
    return [f"{seat_name(small).capitalize()} takes his small blind ({back_small:,}) back and {seat_name(big)} "
            f"his big blind ({back_big:,}); both hands go to the muck unseen, and no pot is won.", next_step(table)]


@rule_remedy("chop-refused", R.NO_CHOP)
def _no_chop_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    small = table.small_blind_seat
    assert small is not None
    return [f"No chop: the blinds stay in, and {seat_name(small)}, the small blind, must call, raise or fold.",
            next_step(table)]


@irregularity("tournament-absent-player")
def _away_at_the_deal(replay: Replay) -> Irregularity | None:
    """Tournament: a player away when the last card of the initial deal is dealt (stud has its own rule)."""
    if replay.table.game.family is Family.STUD:
        return None
    return replay.first_of(IrregularityKind.PLAYER_AWAY)


@rule_remedy("tournament-absent-player", R.DEAD_HAND)
def _absent_hand_killed(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                        rule: Rule) -> list[str]:
    """Kill the absent player's hand with all he posted forfeit (TDA 2024 Rule 30: 'Their posted blinds and
    antes forfeit to the pot'): a big blind nobody called is not an uncalled bet given back to him."""
    assert irregularity is not None and irregularity.seat is not None
    table.kill_hand(irregularity.seat, forfeit_posts=True)
    return [f"Kill the hand of {seat_name(irregularity.seat)}: its cards go to the muck, and the blinds and antes "
            "he posted are forfeit to the pot, the part of a blind nobody called too.", next_step(table)]


@procedure("new-player-between-blinds-and-button", tier=Tier.BEFORE_THE_HAND)
def _new_player_waits(table: Table) -> bool:
    """A new player sat down between the button and the big blind: he is not dealt in this hand."""
    return bool(table.waiting) and _before_any_decision(table)


@rule_remedy("new-player-between-blinds-and-button", R.WAIT_FOR_BUTTON_TO_PASS)
def _new_player_sits_out(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                         rule: Rule) -> list[str]:
    """Say who sits out, and the places of the others (the table already leaves him out)."""
    steps = [f"{seat_name(seat).capitalize()}, the new player, is not dealt in this hand: he waits until the button "
             "has passed him." for seat in table.waiting]
    if len(table.occupied) == 2:
        other = next(seat for seat in table.occupied if seat != table.button)
        steps.append(f"Without him the hand is heads-up: {seat_name(table.button)} has the button and posts the small "
                     f"blind, {seat_name(other)} the big blind.")
    return steps + [next_step(table)]


@procedure("heads-up-blinds", tier=Tier.HEADS_UP)
def _heads_up_posting(table: Table) -> bool:
    """Two players: the button posts the small blind, is dealt the last card and acts first before the flop
    (TDA 2024 Rule 34-B). Where the situation placed the heads-up button from last hand's blinds, that placing
    is what the floor settles until a player acts; where it names the button, the posting and the hand's
    first decision are (the button's own, ahead of the rule for a small blind's call: the first-to-act rule
    leaves heads-up to this one), and the deal between them keeps its own rules."""
    places = next_hand_after_busts(table)
    if places is not None and places[1] is None:
        return True  # this hand is over and its busts leave two players: the next hand starts heads-up
    if len(table.occupied) != 2:
        return False
    return isinstance(table.next_dealer_operation(), PostBlind) or (
        table.street_index == 0 and not any(type(op) in PLAYER_OPERATIONS for op in table.log)
        and (table.heads_up_start or deciding(table) is not None))


@rule_remedy("short-big-blind", R.BRING_IN_STAYS_FULL)
def _short_big_blind_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Say what the first player faces: the table already counts the full blind."""
    seat = table.actor
    assert seat is not None
    options = table.raise_options(seat)
    least = f"; the least raise is to {options.minimum}" if options is not None else ""
    posts = {op.seat: op for op in table.log if isinstance(op, PostBlind)}
    shorts = [f"{seat_name(short)} is all in for {table.seat(short).bet}, short of the {posts[short].amount} "
              f"{posts[short].name}" for short in _short_blinds(table)]
    return ["; ".join(shorts).capitalize() + f": {seat_name(seat)} still calls {table.to_call(seat)}{least}.",
            next_step(table)]


@rule_remedy("heads-up-blinds", R.BUTTON_POSTS_SMALL_BLIND)
def _heads_up_places(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Say who is where heads-up: the places themselves are already right on the table (or, this hand over
    with two players left, where the next hand puts them)."""
    places = next_hand_after_busts(table)
    if places is not None and places[1] is None:
        button = places[0]
        other = next(seat for seat, held in enumerate(table.seats)
                     if held is not None and held.stack > 0 and seat != button)
        return [f"Two players are left: next hand is heads-up. {seat_name(other).capitalize()} posts the big blind "
                "(the player after this hand's big blind, so nobody has it twice running); "
                f"{seat_name(button)} takes the button and posts the small blind.",
                f"{seat_name(button).capitalize()} is dealt the last card, acts first before the flop and last after it."]
    button = table.button
    other = next(seat for seat in table.occupied if seat != button)
    return [f"Heads-up, {seat_name(button)} has the button and posts the small blind; {seat_name(other)} posts "
            "the big blind.",
            f"{seat_name(button).capitalize()} is dealt the last card, acts first before the flop and last after it."]


# ---------------------------------------------------------------- the button: out of position, dead button (X14, X15)
# The button-out-of-position triggers keep the place they had when the TDA and Robert's Rules rulings
# had a module of their own (catalog_external): after the deal and board rulings of catalog_irregularities
# and before the player's own exposed card, so a situation with two mistakes is ruled as before.


@irregularity("button-out-of-position-after-action", before="player-flashes-card-on-deal")
def _button_wrong_after_action(replay: Replay) -> Irregularity | None:
    # Found after three player decisions: substantial action under TDA and action under Robert's Rules.
    wrong = replay.of_kind(IrregularityKind.BUTTON_OUT_OF_POSITION)
    return wrong[0] if wrong and wrong[0].player_actions_before >= 3 else None


@irregularity("button-out-of-position", before="player-flashes-card-on-deal")
def _button_wrong(replay: Replay) -> Irregularity | None:
    return replay.first_of(IrregularityKind.BUTTON_OUT_OF_POSITION)




@rule_remedy("button-out-of-position", R.MISDEAL, R.CORRECT_BUTTON)
def _button_redeal(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    wrong = table.button
    table.redeal(irregularity.seat, f"{table.seed}-button-corrected")
    first = ("Misdeal: take back every card and return the blinds." if code is R.MISDEAL
             else "Correct the button before substantial action: take back the cards and the blinds.")
    return [first, f"Move the button from {seat_name(wrong)} to {seat_name(irregularity.seat)}, where it belongs.",
            "Post the blinds from the corrected button, shuffle, cut and deal.", next_step(table)]




def next_hand_after_busts(table: Table) -> tuple[int, tuple[int | None, int] | None] | None:
    """The hand is over (the pots pushed, the button's move next) and a player busted on it in a way that
    moves the blinds otherwise than the button's plain step: a blind is out of chips, or only two players
    are left. The next hand's button and blinds as the dead button places them (``session.dead_button_places``:
    TDA 2024 Rule 32, 'Tournament play will use a dead button'; heads-up, Rule 34-B, nobody has the big
    blind twice running), or None when no such bust."""
    if not isinstance(table.next_dealer_operation(), MoveButton) or table.big_blind_seat is None:
        return None
    stacks = [seat.stack if seat is not None and seat.stack > 0 else None for seat in table.seats]
    left = sum(1 for stack in stacks if stack is not None)
    blinds = [seat for seat in (table.small_blind_seat, table.big_blind_seat) if seat is not None]
    if left < 2 or (all(stacks[seat] is not None for seat in blinds)
                    and not (left == 2 < len(table.occupied))):
        return None
    small = table.small_blind_seat if table.small_blind_seat is not None else table.starting_button
    return dead_button_places(stacks, small, table.big_blind_seat)


@procedure("dead-button", tier=Tier.DEAD_BUTTON)
def _dead_button(table: Table) -> bool:
    # The situation placed this hand's button and blinds from the last hand's by the dead-button rule
    # (a player has left), and no player has acted yet; or this hand is over and a blind busted on it, three
    # or more players left (two left: the heads-up rule places them).
    if table.blinds is not None and table.street_index == 0 \
            and not any(type(op) in PLAYER_OPERATIONS for op in table.log):
        return True
    places = next_hand_after_busts(table)
    return places is not None and places[1] is not None


@rule_remedy("dead-button", R.DEAD_BUTTON)
def _dead_button_places(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    places = next_hand_after_busts(table)
    if places is not None and places[1] is not None:
        # This hand is over: say where the next hand's button and blinds go (the move itself is the next hand's).
        button, (small, big) = places[0], places[1]
        steps = [f"Next hand the big blind moves on to the next player: {seat_name(big)} posts it."]
        steps.append("Nobody posts the small blind (a dead small blind): the player who would post it has busted."
                     if small is None else f"{seat_name(small).capitalize()}, this hand's big blind, posts the small blind.")
        steps.append(f"The button goes to {seat_name(button)}, this hand's small blind position"
                     + (", though that seat is now empty (a dead button)." if table.seats[button] is None
                        or table.seat(button).stack == 0 else "."))
        return steps
    assert table.blinds is not None
    small, big = table.blinds
    button = table.button
    if table.heads_up_ended is not None:
        return _back_from_heads_up(table, small, big, button, *table.heads_up_ended) + [next_step(table)]
    steps = [f"The big blind moves on to the next player: {seat_name(big)} posts it."]
    if small is None:
        steps.append("Last hand's big blind has left, so nobody posts the small blind this hand (a dead small blind).")
    else:
        steps.append(f"{seat_name(small).capitalize()}, last hand's big blind, posts the small blind.")
    if button in table.waiting:
        steps.append(f"The button goes to {seat_name(button)}, last hand's small blind's seat, where a new player has "
                     "just sat down: he is not dealt in until the button has passed him, so the button is dead there "
                     "and the player on its left is first to be dealt and last to act after the flop.")
    elif table.seats[button] is None:
        steps.append(f"The button goes to {seat_name(button)}, last hand's small blind, though that seat is now empty "
                     "(a dead button): the player on its left is first to be dealt and last to act after the flop.")
    else:
        steps.append(f"The button goes to {seat_name(button)}, last hand's small blind.")
    return steps + [next_step(table)]


def _back_from_heads_up(table: Table, small: int | None, big: int, button: int, last_small: int,
                        last_big: int) -> list[str]:
    """A new player takes the game from two players back to three: the dead-button places, said for it. Last
    hand's button posted its small blind (TDA 2024 Rule 34-B); the big blind still moves on to the next player
    and the small blind and the button are 'positioned accordingly' (Robert's Rules, Button and Blind Use 2(b)).
    A new player may take any of the three places and is dealt in (TDA 2024 Rule 10-A)."""
    who = {last_small: "last hand's button and small blind", last_big: "last hand's big blind"}
    def named(seat: int) -> str:
        return f"{seat_name(seat)} ({who.get(seat, 'the new player')})"
    steps = [f"Back to three players after heads-up: the big blind moves on to the next player, {named(big)}, so "
             "nobody has it twice running."]
    if small is not None:
        steps.append(f"{named(small).capitalize()} posts the small blind.")
    if button == last_small:
        steps.append(f"The button stays in front of {named(button)}: he has the last action again, as a dead "
                     "button allows.")
    else:
        steps.append(f"The button goes to {named(button)}, on the small blind's right"
                     + (": he is dealt in on it." if table.seats[button] is not None and button not in who else "."))
    return steps



# ---------------------------------------------------------------- dealt in without the owed missed-blind post
# One addition, kept together: a returning player who owes missed blinds is dealt in without posting them
# (the replay's OWED_POST_SKIPPED). Robert's Rules, Button and Blind Use, decides it by what he did before it
# was found; each outcome is its own ruling code, so each is a rule here, all four under one trigger below.
# The seeds say only what he must post (seed 000, Player Misses a Blind (Cash Games)); TDA 2024 is a
# tournament book with no cash-game missed-blind rule: both take Robert's Rules' words (the rules catalog's
# fallback for what the sources leave open), TDA unsettled.

_OWED_POST_WORDS = ("'If a player who owes a blind (as a result of a missed blind) is dealt in without posting, the "
                    "hand is dead if the player looks at it before putting up the required chips, and has not yet "
                    "acted. If the player acts on the hand and plays it, putting chips into the pot before the "
                    "error is discovered, the hand is live, and the player is required to post on the next deal.'")
_OWED_POST_CITES = (rrop("Button and Blind Use (missed blinds)"),
                    s000("Other Odd Poker Rules and Exceptions / Player Misses a Blind (Cash Games)"))

_OWED_POST_RULES = tuple(
    make_rule(
        id=f"owed-post-dealt-in-{suffix}", title=title, catalog_ids=("B05",), games=BUTTON_GAMES,
        trigger=f"a returning player who owes missed blinds was dealt in without posting them, and {when}",
        answers=agree(answer(code, explanation + " Robert's Rules: " + _OWED_POST_WORDS + " Poker Rules for Beginners says only what "
                             "he must post, and TDA 2024 has no cash-game rule for it: both follow these words.",
                             *_OWED_POST_CITES)),
        prompt="$1-$2 cash: a player who owes both missed blinds is dealt in without posting. " + prompt,
        options=((R.HAND_PLAYS, "His hand is live; he posts his missed blinds on the next deal."),
                 (R.DEAD_HAND, "His hand is dead: the cards go to the muck, and no chips are taken."),
                 (R.POST_WHAT_IS_OWED, "He posts what he owes now, before he looks, and plays the hand."),
                 (R.FOLD_STANDS, "Nothing to put right this hand; he still owes the blinds next deal.")),
    )
    for suffix, code, title, when, explanation, prompt in (
        ("plays", R.HAND_PLAYS, "Dealt in without the owed missed-blind post, chips already in: the hand plays",
         "he has put chips into the pot before it is found",
         "He acted on the hand and put chips in before the error was found (or said in turn the bet or raise "
         "that binds him to put them in): the hand is live and plays, and he posts his missed blinds on the next "
         "deal.",
         "He calls the $2 before anyone notices. What now?"),
        ("dead", R.DEAD_HAND, "Dealt in without the owed missed-blind post, looked at and not acted on: dead hand",
         "he has looked at his cards and not yet acted when it is found",
         "He looked at the hand before putting up the chips he owed and has not acted ('check' said facing a bet "
         "is no action): the hand is dead. Its cards go to the muck; he put no chips in, so none of his are lost.",
         "He has looked at his cards and not yet acted when the dealer notices. What now?"),
        ("post-now", R.POST_WHAT_IS_OWED, "Dealt in without the owed missed-blind post, found before he looked: "
         "he posts now", "it is found before he has looked at his cards or acted",
         "Found before he looked or acted, neither case of the words applies: the hand is not dead, and nothing "
         "excuses the post, so he puts up the required chips now (the small blind dead, the big live) and plays.",
         "The dealer notices before he has looked at his cards. What now?"),
        ("folded", R.FOLD_STANDS, "Dealt in without the owed missed-blind post, folded before it is found",
         "he has folded before it is found",
         "He folded, putting no chips in: his hand is out, as a dead hand would be, and nothing is to be put "
         "right this hand. The blinds he owes are still owed when he is next dealt in.",
         "He folds before anyone notices. What now?"),
    )
)
RULES = RULES + _OWED_POST_RULES


def _owed_post_state(replay: Replay) -> tuple[str, Irregularity] | None:
    """Which of the four the first owed post skipped is: 'plays', 'dead', 'post-now' or 'folded'."""
    hit = replay.first_of(IrregularityKind.OWED_POST_SKIPPED)
    if hit is None or hit.seat is None:
        return None
    seat = hit.seat
    table = replay.table
    if any(isinstance(op, Fold) and op.seat == seat for op in table.log):
        return "folded", hit
    # Acting on the hand is putting chips in, or a word in turn that binds him to put them in (Robert's Rules,
    # Betting and Raising: "If in turn you verbally declare a fold, check, bet, call, or raise, you are forced to
    # take that action"; the replay keeps such a word in ``spoken`` until the chips follow). 'Check' said facing
    # a bet is no action he can be held to (it is kept nowhere): he has not yet acted.
    if table.seat(seat).contributed > 0 or table.seat(seat).out_of_turn or seat in replay.spoken:
        return "plays", hit
    return ("dead" if seat in replay.looked else "post-now"), hit


def _owed_post_trigger(suffix: str) -> Callable[[Replay], Irregularity | None]:
    def trigger(replay: Replay) -> Irregularity | None:
        state = _owed_post_state(replay)
        return state[1] if state is not None and state[0] == suffix else None
    trigger.__name__ = trigger.__qualname__ = f"_owed_post_{suffix.replace('-', '_')}"
    trigger.__doc__ = f"A player dealt in without his owed missed-blind post: the '{suffix}' case."
    return irregularity(f"owed-post-dealt-in-{suffix}", tier=Tier.MISSED_BLINDS)(trigger)


for _suffix in ("plays", "dead", "post-now", "folded"):
    _owed_post_trigger(_suffix)


_NEXT_DEAL = "the table does not carry the next hand: the missed blinds he owes are posted when he is next dealt in"


@rule_remedy(tuple(rule.id for rule in _OWED_POST_RULES), R.HAND_PLAYS, R.DEAD_HAND, R.POST_WHAT_IS_OWED,
             R.FOLD_STANDS)
def _owed_post_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    who = seat_name(seat)
    owed = irregularity.owed or 0
    if code is R.HAND_PLAYS:
        player = table.seat(seat)
        acted = ("put chips in" if player.contributed or player.out_of_turn else
                 f"said '{replay.spoken[seat][0].detail}' in turn, which binds him to put the chips in")
        return [f"{who.capitalize()} {acted} before the missing post was found: he has acted on the hand, and it is "
                f"live and plays as it stands. He posts the {owed:,} he owes on the next deal ({_NEXT_DEAL}).",
                next_step(table)]
    if code is R.DEAD_HAND:
        table.kill_hand(seat)
        return [f"{who.capitalize()} looked at his hand before putting up the {owed:,} he owed, and has not acted: "
                "his hand is dead, its cards to the muck. He put no chips in, and none are taken: the blinds "
                f"stay owed ({_NEXT_DEAL}).", next_step(table)]
    if code is R.POST_WHAT_IS_OWED:
        posts = [post for post in table.post_owed_blinds(seat) if isinstance(post, (PostBlind, PostDeadBlind))]
        said = " and ".join(f"{post.amount:,} " + ("dead" if isinstance(post, PostDeadBlind) else "live")
                            for post in posts)
        return [f"Found before {who} looked or acted: he posts what he owes now, {said}, and plays the hand.",
                next_step(table)]
    return [f"{who.capitalize()} folded before the missing post was found: nothing is put right this hand "
            f"({_NEXT_DEAL}).", next_step(table)]
