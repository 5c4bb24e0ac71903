"""Betting: catalog family C, and the TDA and Robert's Rules betting rulings (undercalls X25, action out of
turn X27, 'call' with no bet X28, and the others of family X about bets)."""

from __future__ import annotations

from dataclasses import replace

from dealerschool.poker import pots
from dealerschool.poker.betting import RaiseOptions, silent_short_raise, unitless_meanings
from dealerschool.poker.games import Family, Structure
from dealerschool.situations.events import Event, Verb, parse_event, unitless_number
from dealerschool.situations.replays import Irregularity, Replay, step, substantial_action
from dealerschool.situations.replays import IrregularityKind as K
from dealerschool.situations.replays import replay as replay_events
from dealerschool.situations.setup import Situation, build_table
from dealerschool.table.operations import (
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Discard,
    Fold,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Table

from .catalog_blinds import deciding, round_actions
from .model import (
    ALL_GAMES,
    DRAW_GAMES,
    Rule,
    agree,
    answer,
    by_book,
    make_rule,
    rrop,
    s000,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import choose, fold_seat, next_step, remedy, rule_remedy, seat_name
from .triggers import irregularity, procedure

_CAP_THREE = answer(R.CAP_REACHED,
    """A limit betting round allows one bet and three raises (Robert's Rules: a bet and four raises in a
    game with two betting rounds, such as lowball or draw); once the cap is reached players may only call
    or fold, and a round capped while three or more players were in stays capped if it then comes down
    to two. Poker Rules for Beginners also mentions four- or five-bet caps in some rooms; the house option decides,
    and both this rulebook's default and TDA's house setting are bet plus three raises.""",
    s000("7 Card Stud Betting Rules / Fixed-Limit 7 Card Stud"), s000("Hold'em Betting Rules / Fixed-Limit Hold'em"),
    tda("Rule 48"), rrop("Betting and Raising 3"))

_RROP_CHECKED_OUT_OF_TURN = answer(R.CALL_OR_FOLD_ONLY,
    """Robert's Rules: "A player who checks out of turn may not bet or raise on the next turn to act." The bet
    in front of him frees him from the check, but only to call or fold. The source documents do not say, so the
    sources rulebook follows Robert's.""",
    rrop("Betting and Raising 11"))

_RROP_FOLD_OUT_OF_TURN = answer(R.FOLD_STANDS,
    """A fold out of turn is binding whatever happens before the player's turn: his cards go to the muck, and
    the action goes back to the player whose turn it was. Robert's Rules: an action out of turn is binding
    unless the action to that player is changed by a bet or raise, and a fold leaves nothing to change. The
    source documents do not say, so the sources rulebook follows Robert's.""",
    rrop("Action out of turn (rule 11, as quoted on the TDA forum)"))


_SAID_RAISE_THEN_MOTIONS = answer(R.RAISE_ACCEPTED,
    """Poker Rules for Beginners: "A player must either declare their intent to raise verbally before making any
    actions, or bring the amount of chips equal to the total amount of their raise into play at the same time."
    He declared the raise first, so the chips may come in more than one motion: the raise is all he put out (at
    least the minimum raise, at most what the structure allows).""",
    s000("Texas Hold'em Rules and Game Play / Random Rules - Raising"))

_TDA_SAID_RAISE_FIRST_MOTION = answer(R.FIRST_MOTION_ONLY,
    """TDA: a no-limit or pot-limit raise is made by pushing out the full amount in one motion or by declaring the
    full amount before the chips; 'raise' with no amount does not say how much, so the chips of a second trip to
    the stack do not count and the first motion is judged as the raise: never a call, since 'raise' was declared
    first (Rule 43-A), and short of the minimum it is made the full minimum raise.""",
    tda("Rule 40; Rule 43-A; Rule 56"))

_FOUND_BEHIND = ("When a player has bet all in and a hidden chip is found behind after a player calls, the TD "
                 "determines whether the chips behind are part of the accepted action. ")
_FOLLOW_TDA = (" The source documents and the Robert's Rules text read say nothing of chips found behind an all-in, "
               "so they follow TDA here.")
_FOUND_BEHIND_TRIGGER = ("a player all in and called is found, the betting over, to have had chips hidden behind his "
                         "stack, and the TD rules them ")
_HELD_TO_THEM = "The whole all-in, the chips found behind too: the caller owes them."
_KEPT_OUT = "Only what he called: the chips found behind stay out of the pot."
"""TDA 2024 Rule 62's two rules (chips found behind an all-in, ruled part of the accepted action or not): the words
they share."""

RULES: tuple[Rule, ...] = (
    make_rule(
        id="betting-round-complete", title="A betting round ends only when all have acted and bets are equal", catalog_ids=("C01",),
        games=ALL_GAMES, trigger="deciding whether to deal the next street",
        answers=agree(answer(R.ACTION_PENDING,
            """A round closes only when every player has had the chance to act on the last full bet and all
            players still in have put in the same amount or are all-in. A player whose bet was raised still
            has a decision.""",
            s000("Texas Hold'em Rules and Game Play / Preflop"), s000("7 Card Stud Rules and Game Play / Betting Round One"))),
        prompt="Turn: A bets $10, B raises to $20, C calls $20. A has not acted again. Can the dealer burn and deal the river?",
        options=((R.ACTION_PENDING, "No: A still has to act on the raise.", "No: the player facing the raise still acts."),
         (R.ROUND_COMPLETE, "Yes: two players have matched the last bet.", "Yes: every player has matched the last bet.")),
    ),
    make_rule(
        id="betting-round-over", title="A betting round is over once everyone has acted and the bets are equal", catalog_ids=("C01",),
        games=ALL_GAMES, trigger="the last player still to act has called, checked or folded",
        answers=agree(answer(R.ROUND_COMPLETE,
            """Everyone still in has acted on the last full bet and has matched it or is all-in, so the round is
            closed: any uncalled excess goes back to its owner and the bets are gathered into the pot before the
            next street or the showdown.""",
            s000("Texas Hold'em Rules and Game Play / Preflop"), s000("7 Card Stud Rules and Game Play / Betting Round One"))),
        prompt="Turn: A bets $10, B raises to $20, C calls, A calls. Is the round over?",
        options=((R.ROUND_COMPLETE, "Yes: all have acted and the bets are equal."),
         (R.ACTION_PENDING, "No: B may raise again.", "No: a player may still raise after the call.")),
    ),
    make_rule(
        id="fold-when-check-possible", title="Folding when a check is possible", catalog_ids=("C02",), games=ALL_GAMES,
        trigger="a player not facing a bet folds",
        answers=by_book(
            answer(R.FOLD_STANDS,
                """Folding is always a legal option, even when a check is free; it makes no sense but it ends
                that player's hand. Check only when nothing is due; call means matching the bet.""",
                s000("Hold'em Betting Rules / No-Limit Texas Hold'em"), s000("Texas Hold'em Rules and Game Play / Preflop")),
            answer(R.FOLD_STANDS_PENALTY_POSSIBLE,
                """The fold is binding, but TDA treats folding when not facing a bet (or out of turn) as an
                infraction that may be penalised, because it can help or hurt other players.""",
                tda("Rule 58; Rule 55")),
            answer(R.FOLD_STANDS,
                """No penalty applies: the fold simply ends the hand.""",
                s000("Hold'em Betting Rules / No-Limit Texas Hold'em"))),
        prompt="Tournament, flop checked to a player who throws his cards in instead of checking. Ruling?",
        options=((R.FOLD_STANDS, "The hand is folded; nothing more to do."),
         (R.FOLD_STANDS_PENALTY_POSSIBLE, "The fold is binding; a penalty is possible."),
         (R.RETURN_CARDS_AS_CHECK, "Give the cards back and treat it as a check.")),
    ),
    make_rule(
        id="fold-declared-facing-a-bet", title="A fold announced facing a bet", catalog_ids=("C02",),
        games=ALL_GAMES, trigger="a player facing a bet says 'fold'",
        answers=agree(answer(R.DEAD_HAND,
            """Saying 'fold' when facing a bet or a raise ends the hand as surely as throwing the cards in:
            the hand is dead on the word, the player cannot take it back, and the chips he put in stay in the
            pot. The betting goes on with the next player. Robert's Rules says so in its list of dead hands; TDA
            and the source documents have no rule of their own for a fold in turn facing a bet (TDA's Rule 58
            speaks of folds with no bet to face or out of turn), so they follow Robert's Rules here.""",
            rrop("Dead Hands 1"), rrop("Betting and Raising, verbal statements (8 in the edition read)"))),
        prompt="Flop: a player bets and the next player, facing the bet, says 'fold' but keeps his cards. Ruling?",
        options=((R.DEAD_HAND, "His hand is dead; the action moves to the next player."),
         (R.HAND_STAYS_LIVE, "His hand stays live while he holds it; he may still call or raise.")),
    ),
    make_rule(
        id="tap-is-a-check", title="Tapping the table is a check", catalog_ids=("C02",), games=ALL_GAMES,
        trigger="in turn, with no bet to face, a player taps the table",
        answers=agree(answer(R.TREAT_AS_CHECK,
            """A tap on the table is a check: TDA names it among the gestures a player must use with care, and a
            player who taps in turn with nothing to call has checked; the action moves on and he cannot bet now.
            Robert's Rules says the same in its betting rules: rapping the table in turn is a pass. The source
            documents say nothing of gestures and follow them here.""",
            tda("Rule 3"), rrop("Betting and Raising, rapping the table (9 in the edition read)"))),
        prompt="Flop, first to act: a player taps the table with two fingers and says nothing. What is his action?",
        options=((R.TREAT_AS_CHECK, "A check: the action moves to the next player."),
         (R.ACTION_PENDING, "Nothing yet: only words or chips are actions; wait for him to act.")),
    ),
    make_rule(
        id="unitless-bet-highest-reasonable", title="A bet said without its unit: the highest reasonable amount up "
        "to the pot", catalog_ids=("X28",), games=ALL_GAMES,
        trigger="with nothing bet on the round, a player says a bet as a number without its unit ('I bet five')",
        answers=agree(answer(R.CORRECT_BET_AMOUNT,
            """A player who uses unofficial betting terms does so at his own risk. When a declared bet can
            legally mean more than one amount, it is ruled the highest reasonable amount that is no larger
            than the pot before the bet, the pot counting every prior bet, those still in front of the players
            too: 'five' with less than 5,000 in the pot is 500; with 5,000 or more it is 5,000. The source
            documents and the Robert's Rules text read say nothing of a number said without its unit, so they
            follow TDA here.""",
            tda("Rule 57"))),
        prompt="No-limit 200-400, on the turn, with 3,200 in the pot. First to act, a player says 'I bet five' "
               "and nothing more. What is his bet?",
        options=((R.CORRECT_BET_AMOUNT, "500: the highest amount 'five' can mean that is no larger than the pot.",
                  "The highest amount the number can mean, no larger than the pot."),
         (R.BET_CHIP_VALUE, "5,000: the largest amount 'five' can mean.",
          "The largest amount the number can mean, whatever the pot."),
         (R.MIN_RAISE_BIG_BLIND, "400, the minimum bet: the words say no amount he can be held to.",
          "The minimum bet: the words say no amount he can be held to.")),
    ),
    make_rule(
        id="accepted-action-wrong-count", title="Accepted action: a wrong count acted on binds the caller to the "
        "correct amount", catalog_ids=("X35",), games=ALL_GAMES,
        trigger="a player asks for a count, is told a wrong one, and pushes out that amount or says 'call'",
        answers=agree(answer(R.MUST_CALL_FULL_AMOUNT,
            """It is the caller's responsibility to know the correct amount of the bet before calling, whatever
            others say. A caller who asks for a count, is given a wrong one by the dealer or a player, and then
            pushes out that amount or says 'call' has accepted the full correct action: he owes the correct bet
            (or the whole all-in), not the count he was told. (TDA leaves room for Rule 1, fairness, at the TD's
            discretion.) The source documents and the Robert's Rules text read say nothing of a wrong count, so
            they follow TDA here.""",
            tda("Rule 49"))),
        prompt="A player is all in for 8,500. The next player asks for a count; the dealer says '5,800', and he "
               "pushes out 5,800. What does he owe?",
        options=((R.MUST_CALL_FULL_AMOUNT, "The full 8,500: he accepted the correct action.",
                  "The correct amount: a caller accepts the full correct action."),
         (R.RETURN_CALL, "He may take his chips back: he was misinformed."),
         (R.CALL_ONLY, "5,800 only: he called what he was told.",
          "Only the count he was told: he called what he heard.")),
    ),
    make_rule(
        id="chips-behind-in-the-action", title="Chips found behind an all-in, ruled part of the accepted action: "
        "the callers owe them too", catalog_ids=("X35",), games=ALL_GAMES,
        trigger=_FOUND_BEHIND_TRIGGER + "part of the accepted action",
        answers=agree(answer(R.MUST_CALL_FULL_AMOUNT,
            _FOUND_BEHIND + """ Ruled part of it, the all-in
            was for them too: it is the caller's responsibility to know the correct amount of the bet before
            calling, and a caller who accepted the action is subject to the correct all-in amount. Every
            player who called the all-in owes the chips found as well (or all his chips, if fewer), and the
            pots are worked out on the correct all-in.""" + _FOLLOW_TDA,
            tda("Rule 62"), tda("Rule 49"))),
        prompt="No-limit hold'em. A moves all in for 3,000 and B calls. At the showdown 1,000 more in chips is "
               "found hidden behind A's stack, and the TD rules them part of the accepted action. What does B owe?",
        options=((R.MUST_CALL_FULL_AMOUNT, "4,000: the hidden chips are part of the all-in B accepted.", _HELD_TO_THEM),
         (R.CHIPS_BEHIND_OUT_OF_THE_POT, "3,000, what he called: the hidden chips stay A's.", _KEPT_OUT)),
    ),
    make_rule(
        id="chips-behind-not-in-the-action", title="Chips found behind an all-in, ruled no part of the accepted "
        "action: the pot is played for what was called", catalog_ids=("X35",), games=ALL_GAMES,
        trigger=_FOUND_BEHIND_TRIGGER + "no part of the accepted action",
        answers=agree(answer(R.CHIPS_BEHIND_OUT_OF_THE_POT,
            _FOUND_BEHIND + """ Ruled no part of it, the pot
            is played for what was called: if the all-in player wins, he is not paid off for the chips found,
            and the callers owe nothing more; if he loses, the chips do not save him, and the TD may award them
            to the winning caller (whether he does is the TD's; the table here leaves them with their owner).""" + _FOLLOW_TDA,
            tda("Rule 62"), tda("Rule 49"))),
        prompt="No-limit hold'em. A moves all in for 3,000 and B calls. At the showdown A's hand wins, and 1,000 "
               "more in chips is found hidden behind A's stack; the TD rules them no part of the accepted action. "
               "What does B pay?",
        options=((R.CHIPS_BEHIND_OUT_OF_THE_POT, "3,000, what he called: A is not paid off for the hidden chips.",
                  _KEPT_OUT),
         (R.MUST_CALL_FULL_AMOUNT, "4,000: the hidden chips were A's, so his all-in was for them too.", _HELD_TO_THEM)),
    ),
    make_rule(
        id="prior-bet-pulled-back", title="Prior bet chips pulled back facing a raise: call or raise, no fold",
        catalog_ids=("X24",), games=ALL_GAMES,
        trigger="facing a raise, a player pulls back chips of his prior bet, not yet pulled in",
        answers=agree(answer(R.CALL_OR_RAISE_ONLY,
            """Facing a raise, a player who clearly pulls back chips of his earlier bet, still in front of him,
            is bound to call or raise: he may not put the chips back out and fold. The prior chips stay his
            bet. (Chips he then adds without a word are read with the prior ones: left alone or pulled back
            all the way, an overchip is a call; otherwise the multiple-chip rule and its 50% standard decide.)
            The source documents and the Robert's Rules text read say nothing of prior chips pulled back, so
            they follow TDA here.""",
            tda("Rule 46-B"))),
        prompt="Blinds 25-50. The big blind posted two 25 chips; the button raises to 600. The big blind pulls "
               "his two 25s back toward his stack and says nothing. What may he do now?",
        options=((R.CALL_OR_RAISE_ONLY, "Call or raise: pulling the chips back means he may not fold.",
                  "Call or raise: pulling the prior chips back rules out a fold."),
         (R.ACTION_PENDING, "Anything: nothing counts until he puts chips out or speaks."),
         (R.FOLD_STANDS, "He has folded: taking chips back from the pot gives up the hand.")),
    ),
    make_rule(
        id="limit-raise-one-unit", title="Limit: a raise is exactly one more bet unit", catalog_ids=("C03",), games=ALL_GAMES,
        trigger="a raise in a fixed-limit game",
        answers=agree(answer(R.RAISE_ONE_UNIT,
            """In fixed limit every bet and raise is one unit of the current street's size: in $4/$8,
            preflop bet 4, raise to 8, reraise to 12; on the turn bet 8, raise to 16. A big blind all in for
            less than the blind changes nothing: the first raise is still to two full bets. Nor does an all-in
            of less than half a bet: the next player may call it, or complete the wager to one unit over the
            bet before it (bet 8, all in for 9: complete to 12, not 13).""",
            s000("Hold'em Betting Rules / Fixed-Limit Hold'em"), s000("7 Card Stud Betting Rules / Fixed-Limit 7 Card Stud"),
            rrop("Button and Blind Use 1 (v11)"), rrop("Betting and Raising 6"))),
        prompt="$4/$8 limit hold'em preflop: big blind $4, a player raises to $8. The next player reraises. To how much?",
        options=((R.RAISE_ONE_UNIT, "To $12.", "To the current bet plus one bet of this round."),
         (R.RAISE_DOUBLE, "To $16: a reraise doubles the bet.", "To twice the current bet: a reraise doubles the bet."),
         (R.RAISE_ANY_AMOUNT, "Any amount up to $8 more.", "Any amount, up to one big bet more.")),
    ),
    make_rule(
        id="limit-cap-heads-up", title="Limit: is the raise cap lifted heads-up?", catalog_ids=("C04",), games=ALL_GAMES,
        trigger="limit; only two players remain in the betting round when the cap is reached",
        answers=by_book(
            answer(R.RAISE_ALLOWED,
                """Poker Rules for Beginners applies the bet-plus-three cap only while more than two players are in the round, so
                two players may keep raising each other.""",
                s000("Hold'em Betting Rules / Fixed-Limit Hold'em"), s000("7 Card Stud Rules and Game Play / Capping the Bet")),
            answer(R.CAP_REACHED,
                """TDA keeps the limit cap even heads-up, until the whole event is down to two players.""",
                tda("Rule 48")),
            answer(R.RAISE_ALLOWED,
                """Robert's Rules: raising is unlimited when the round is heads-up before the cap is reached (a
                round that was already capped stays capped).""",
                rrop("Betting and Raising 4"))),
        prompt="Limit hold'em, a table of seven in a multi-table tournament: on the turn only two players are left; bet and three raises are in. Can the first player raise again?",
        options=((R.RAISE_ALLOWED, "Yes: heads-up there is no cap."),
         (R.CAP_REACHED, "No: the round is capped; call or fold.")),
    ),
    make_rule(
        id="limit-cap-multiway", title="Limit: bet and three raises cap a multiway round", catalog_ids=("C04",), games=ALL_GAMES,
        trigger="limit; a bet plus three raises already made with three or more players in the hand",
        answers=agree(_CAP_THREE),
        prompt="Limit hold'em, four players in on the flop: bet, raise, reraise, and a third raise. The next player wants to raise again.",
        options=((R.CAP_REACHED, "Not allowed: the round is capped; call or fold."),
         (R.RAISE_ALLOWED, "Allowed: there is no cap while players keep raising.")),
    ),
    make_rule(
        id="limit-cap-size", title="Limit: how many raises? (two-round games)", catalog_ids=("C04",), games=DRAW_GAMES,
        trigger="limit draw game with two betting rounds; bet and three raises already made multiway",
        answers=by_book(_CAP_THREE, _CAP_THREE,
            answer(R.RAISE_ALLOWED,
                """Robert's Rules allows bet plus three raises in games with three or more betting rounds but bet
                plus four raises in two-round games such as single-draw lowball.""",
                rrop("Betting and Raising 3"))),
        prompt="Limit five-card draw (two betting rounds), four players: before the draw there has been a bet and three raises. The next player wants to raise.",
        options=((R.CAP_REACHED, "Not allowed: the betting is capped."),
         (R.RAISE_ALLOWED, "Allowed: two-round games allow one more raise.")),
    ),
    make_rule(
        id="no-limit-minimum-raise", title="No-limit: the minimum raise is the last full raise increment", catalog_ids=("C05",), games=ALL_GAMES,
        trigger="a raise in no limit",
        answers=agree(answer(R.MIN_RAISE_LAST_INCREMENT,
            """The minimum bet is the big blind; a raise must add at least the largest full bet or raise
            increment of the round. After 600 and a raise to 1600 (an increment of 1000) the next raise is to
            at least 2600. There is no cap, and a player can bet only what he had at the start of the hand.""",
            s000("Hold'em Betting Rules / No-Limit Texas Hold'em"), tda("Rule 43-A; Addendum 43"), rrop("Betting and Raising 5"))),
        prompt="No-limit 100-200: A bets 600, B raises to 1600. What is C's minimum reraise?",
        options=((R.MIN_RAISE_LAST_INCREMENT, "To 2600.", "To the last bet plus the last full raise."),
         (R.RAISE_DOUBLE, "To 3200: double the last bet.", "To double the last bet, whatever it was."),
         (R.MIN_RAISE_BIG_BLIND, "To 1800: one big blind more.", "To the last bet plus one big blind.")),
    ),
    make_rule(
        id="pot-limit-maximum", title="Pot limit: maximum raise = pot after the call", catalog_ids=("C06",), games=ALL_GAMES,
        trigger="a player asks for the pot in pot limit",
        answers=agree(answer(R.POT_INCLUDING_CALL,
            """The largest raise is the size of the pot after the raiser has called: count the pot, every bet
            on the table and his call. Pot 15, bet 10: call 10, raise 35, total 45. Preflop a dead or short
            blind is counted as if fully posted.""",
            s000("Hold'em Betting Rules / Pot-Limit Hold'em"), s000("7 Card Stud Betting Rules / Pot-Limit Stud"),
            rrop("Pot-limit introduction"), tda("Rule 54-B; Rule 54-C"))),
        prompt="Pot limit: there is $15 in the middle and the first player bets $10. The next player says 'pot'. How much does he put in?",
        options=((R.POT_INCLUDING_CALL, "$45: call $10, then raise $35.", "Call first, then raise the whole pot including that call."),
         (R.POT_EXCLUDING_CALL, "$35: call $10 and raise the $25 on the table.",
          "Call, then raise only what was on the table before the call."),
         (R.RAISE_DOUBLE, "$20: twice the bet.", "A raise to twice the last bet.")),
    ),
    make_rule(
        id="spread-limit-raises", title="Spread limit: raise at least the last bet, at most the top of the spread", catalog_ids=("C07",),
        games=ALL_GAMES, trigger="a bet or raise in spread limit",
        answers=agree(answer(R.RAISE_BY_SPREAD_TOP,
            """Any bet inside the spread is allowed. A raise must be at least the previous bet and at most the
            top of the spread: in $1-$5, after a $2 bet the most is a $5 raise (to $7); after a $5 bet the
            only raise is to $10. The bring-in is the ante, and completing may be any amount in the spread.""",
            s000("7 Card Stud Betting Rules / Spread-Limit Stud"), rrop("Betting and Raising 5"))),
        prompt="$1-$5 spread-limit stud: a player bets $2. What is the largest legal raise?",
        options=((R.RAISE_BY_SPREAD_TOP, "To $7 (a $5 raise).", "A raise of up to the top of the spread."),
         (R.RAISE_TO_SPREAD_TOP, "To $5, the top of the spread.", "To a total of at most the top of the spread."),
         (R.RAISE_DOUBLE, "To $4.", "To double the bet, whatever the spread.")),
    ),
    make_rule(
        id="string-bet", title="String bets are not allowed", catalog_ids=("C08",), games=ALL_GAMES,
        trigger="a player puts out chips, then reaches back for more without having declared",
        answers=agree(answer(R.FIRST_MOTION_ONLY,
            """A raise must be announced first or put out in a single motion. Chips added in a second trip to
            the stack do not count: only the first motion stands, judged as if it were all the chips. A first
            motion that only calls is a call; one of half a minimum raise or more over the call must be made
            the full minimum raise; less than half a raise is a call.""",
            s000("Texas Hold'em Rules and Game Play / Random Rules - Raising"),
            tda("Rule 40; Rule 42; Rule 43-A; Rule 56"))),
        prompt="Facing $20, a player silently pushes $20 forward, then goes back to his stack and adds $40 more.",
        options=((R.FIRST_MOTION_ONLY, "It is a call of $20; the extra $40 goes back.",
          "Only a call: the extra chips go back."),
         (R.RAISE_ACCEPTED, "It is a raise to $60.", "A raise to all the chips he put out.")),
    ),
    make_rule(
        id="string-after-declared-raise", title="'Raise' said first, then the chips in more than one motion (cash game)",
        catalog_ids=("C08",), games=ALL_GAMES,
        trigger="in a cash game a player says 'raise' (no amount), then puts his chips out in two motions",
        answers=by_book(
            _SAID_RAISE_THEN_MOTIONS,
            _TDA_SAID_RAISE_FIRST_MOTION,
            answer(R.RAISE_ACCEPTED,
                """Robert's Rules (No-Limit Rules): "At non-tournament play, a player who says 'raise' is allowed to
                continue putting chips into the pot with more than one move; the wager is assumed complete when
                the player's hands come to rest outside the pot area." The raise is all the chips he put out (at
                least the minimum raise, at most what the structure allows).""",
                rrop("No-Limit and Pot-Limit, No Limit Rules"))),
        prompt="Cash game, no limit: facing the big blind of 2, a player says 'raise', puts out 4, then goes back to his stack for 6 more.",
        options=((R.RAISE_ACCEPTED, "A raise to 10: he said raise first.", "A raise to all the chips he put out."),
         (R.FIRST_MOTION_ONLY, "A raise to 4: only the first motion counts.", "Only the first motion counts.")),
    ),
    make_rule(
        id="string-after-declared-raise-tournament", title="'Raise' said first, then the chips in more than one motion (tournament)",
        catalog_ids=("C08",), games=ALL_GAMES,
        trigger="in a tournament a player says 'raise' (no amount), then puts his chips out in two motions",
        answers=by_book(
            _SAID_RAISE_THEN_MOTIONS,
            _TDA_SAID_RAISE_FIRST_MOTION,
            answer(R.FIRST_MOTION_ONLY,
                """Robert's Rules (No-Limit Rules) lets a player who said 'raise' put his chips in with more than one
                move only at non-tournament play: "In tournament play, the TDA rules require that the player either
                use a verbal statement giving the amount of the raise or put the chips into the pot in a single
                motion." 'Raise' with no amount, then two trips to the stack: the first motion is the raise (made
                the least raise if it is short of one: Betting and Raising, 'If in turn you verbally declare ...
                raise, you are forced to take that action').""",
                rrop("No-Limit and Pot-Limit, No Limit Rules"))),
        prompt="Tournament, no limit: facing the big blind of 200, a player says 'raise', puts out 400, then goes back to his stack for 600 more.",
        options=((R.FIRST_MOTION_ONLY, "A raise to 400: only the first motion counts.", "Only the first motion counts."),
         (R.RAISE_ACCEPTED, "A raise to 1000: he said raise first.", "A raise to all the chips he put out.")),
    ),
    make_rule(
        id="string-after-declared-raise-limit",
        title="'Raise' said first in fixed limit, then the chips in more than one motion",
        catalog_ids=("C08",), games=ALL_GAMES,
        trigger="in a fixed-limit game a player says 'raise', then puts his chips out in two motions",
        answers=by_book(
            _SAID_RAISE_THEN_MOTIONS,
            answer(R.RAISE_ACCEPTED,
                """TDA 2024 Rule 40-A: "Bets are by verbal declaration and/or pushing out chips. If a player does
                both, whichever is first defines the bet." Rule 51-A: "General verbal declarations in turn (such as
                'call' or 'raise') commit a player to the full current action." In fixed limit 'raise' names the one
                raise the structure allows, so the word said first defines the bet: a raise of one limit, whatever
                motions the chips came in (Rule 42, one motion or the amount declared, is the no-limit and pot-limit
                rule).""",
                tda("Rule 40; Rule 51")),
            answer(R.RAISE_ACCEPTED,
                """Robert's Rules, Betting and Raising: "A verbal statement denotes your action and is binding. If in
                turn you verbally declare a fold, check, bet, call, or raise, you are forced to take that action."
                In fixed limit the raise he declared is the one the limit allows, in a cash game or a tournament.""",
                rrop("Betting and Raising, verbal statements (8 in the edition read)"))),
        prompt="Limit $4-$8: facing a bet of $4, a player says 'raise', puts out $4, then goes back to his stack for $4 more.",
        options=((R.RAISE_ACCEPTED, "A raise to $8: he said raise first.", "A raise of one limit."),
         (R.FIRST_MOTION_ONLY, "A call of $4: only the first motion counts.", "Only the first motion counts.")),
    ),
    make_rule(
        id="single-oversized-chip", title="One oversized chip without a word is a call", catalog_ids=("C09", "X24"), games=ALL_GAMES,
        trigger="facing a bet, a player silently puts in one chip larger than the call (or a short raise)",
        answers=agree(answer(R.CALL_ONLY,
            """Facing a bet, a single chip bigger than the call, put in without saying 'raise' first, is only a
            call. (Not facing a bet, it is a bet of the chip's full value.) A verbal raise with no amount
            raises the most the chip allows. A raise short of the minimum is a call if under half the minimum
            raise and must be completed to the full minimum if it is half or more.""",
            s000("Other Odd Poker Rules and Exceptions / Is a Single Over-Value Chip Considered a Raise or a Call?"),
            tda("Rule 43; Rule 44; Rule 45"))),
        prompt="Big blind is $25. Without a word, the next player drops a single $100 chip.",
        options=((R.CALL_ONLY, "A call of $25; he gets $75 change.", "A call only; the rest of the chip is change."),
         (R.RAISE_ACCEPTED, "A raise to $100.", "A raise to the full value of the chip he threw."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, $50.", "A raise to the minimum raise, no more.")),
    ),
    make_rule(
        id="multiple-chip-call", title="Several chips, every one needed to call, without a word: a call",
        catalog_ids=("C09", "X24"), games=ALL_GAMES,
        trigger="facing a bet, a player silently puts in several chips worth more than the call, and without one "
                "of the smallest of them they would not make the call",
        answers=agree(answer(R.CALL_ONLY,
            """Facing a bet, unless raise (or all in) is said first, several chips put in at once are only a call
            when every chip is needed to make the call: take away just one of the smallest and what is left is
            less than the call. The chips beyond the call come back as change, even when they are the player's
            last chips. (When one of the smallest can be taken away and still leave the call, the 50% standard
            decides instead, and a player's last chips are all in.) Robert's Rules' text read says nothing of
            several chips at once; TDA's answers.""",
            tda("Rule 45-A"))),
        prompt="Blinds 250-500: the first player raises to 1,100. Without a word, the next player puts out one 500 "
               "chip and one 1,000 chip.",
        options=((R.CALL_ONLY, "A call of 1,100; he gets 400 in change.", "A call; the chips beyond it come back as change."),
         (R.RAISE_ACCEPTED, "A raise to 1,500.", "A raise to all the chips he put out."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 1,700.", "A raise to the minimum raise.")),
    ),
    make_rule(
        id="multiple-chip-raise", catalog_ids=("C09", "X24"), games=ALL_GAMES,
        title="Chips added to a bet still in front, a full raise or more: a raise",
        trigger="silent chips added to one's own bet in front, one not needed to call, reach a full raise",
        answers=agree(answer(R.RAISE_ACCEPTED,
            """Chips a player adds without a word to his earlier bet (a posted blind, a bet) still in front are
            read with it. Several new chips are only a call when every one is needed to make the call; when one
            of the smallest is not, the combined bet is held to the 50% standard, and one that reaches a full
            raise is a raise of all of it: a big blind's two 25s with a 1,000 and a 500 dropped on them, facing
            600, raise to 1,550. A blind posted as one chip that covers the call makes any chip added a bet of
            all of them, the chip left alone or pulled back: one 1,000 chip for a 100 blind, a 500 added facing
            700, raises to 1,500. Robert's Rules' text read says nothing of chips added to a bet in front;
            TDA's answers.""",
            tda("Rule 46-C; Addendum 46 Situations 1 and 4"))),
        prompt="Blinds 25-50: the button raises to 600. Without a word, the big blind drops a 1,000 and a 500 chip "
               "onto the two 25s of his blind.",
        options=((R.RAISE_ACCEPTED, "A raise to 1,550.", "A raise of all the chips, his blind with them."),
         (R.CALL_ONLY, "A call of 600; he gets 950 back.", "A call; the chips beyond it come back."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 1,150; he gets 400 back.",
          "A raise to the minimum raise, no more.")),
    ),
    make_rule(
        id="multiple-chip-last-chips-all-in", title="A player's last chips, one not needed to call: all in",
        catalog_ids=("C09", "X24"), games=ALL_GAMES,
        trigger="facing a bet, a player silently puts in several chips that are his last, and without one of the "
                "smallest of them they would still make the call",
        answers=agree(answer(R.RAISE_ACCEPTED,
            """Several chips put in silently are only a call when every one is needed to make it. When one of the
            smallest could be taken away and still leave the call, a player with chips behind is held to the 50%
            standard (a call under half a raise, a full raise from half of one); but when they are his last
            chips, he is all in for all of them, whether they reach half a raise or not. The all-in stands as
            put out; short of a full raise, it does not reopen the betting for those who have acted. Robert's
            Rules' text read says nothing of several chips at once; TDA's answers.""",
            tda("Rule 45-B"))),
        prompt="No-limit 100-200, on the flop: the first player bets 2,500. The next player, with 2,800 left, "
               "silently puts out his last chips: two 1,000s, a 500 and three 100s.",
        options=((R.RAISE_ACCEPTED, "All in for 2,800: they are his last chips.",
                  "All in for every chip he put out: they are his last."),
         (R.CALL_ONLY, "A call of 2,500; he gets 300 back.", "A call; the chips beyond it come back."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 5,000, as far as his chips go.",
          "A raise to the minimum raise.")),
    ),
    make_rule(
        id="single-chip-no-bet", title="One chip with no bet to face is a bet of its full value", catalog_ids=("C09", "X24"),
        games=ALL_GAMES, trigger="not facing a bet, a player silently puts in one chip larger than the minimum bet",
        answers=agree(answer(R.BET_CHIP_VALUE,
            """With nothing bet yet, a single chip put in without a word is a bet of the chip's full value,
            not of the minimum: there is no call it could stand for. In pot limit or limit it bets the most
            the chip allows, and the rest goes back. (Facing a bet, the same chip is only a call.)""",
            tda("Rule 44"))),
        prompt="Blinds 25-50, after the flop. First to act, a player drops a single 500 chip into the pot without a word.",
        options=((R.BET_CHIP_VALUE, "A bet of 500, the chip's full value.", "A bet of the full value of the chip."),
         (R.CORRECT_BET_AMOUNT, "A bet of the minimum, 50; he gets 450 back.",
          "A bet of the minimum; the rest comes back as change."),
         (R.TREAT_AS_CHECK, "A check: the chip goes back to him.")),
    ),
    make_rule(
        id="table-stakes", title="Table stakes and buy-ins", catalog_ids=("C10", "C11"), games=ALL_GAMES,
        trigger="a player wants to add chips during a hand",
        answers=agree(answer(R.TABLE_STAKES_ONLY,
            """Only chips on the table when the hand began can be played; chips bought during a hand play from
            the next deal. Minimum and maximum buy-ins are set by the house.""",
            s000("Hold'em Betting Rules / No-Limit Texas Hold'em"), s000("Texas Hold'em Rules and Game Play / Buying Chips"))),
        prompt="No-limit cash: facing an all-in larger than his stack, a player pulls cash from his pocket to call the rest.",
        options=((R.TABLE_STAKES_ONLY, "Not allowed: only the chips he started with play."),
         (R.ADD_CHIPS_MID_HAND, "Allowed if he hands the cash to the dealer first.")),
    ),
    make_rule(
        id="short-all-in-reopening", title="A short all-in does not reopen the betting", catalog_ids=("X23",), games=ALL_GAMES,
        trigger="an all-in raise smaller than a full raise returns action to a player who already acted",
        answers=agree(answer(R.CALL_OR_FOLD_ONLY,
            """In no limit and pot limit an all-in that is less than a full raise does not reopen the betting
            for players who have already acted; they may only call or fold. In limit, an all-in of at least
            half a bet counts as a full bet for this purpose.""",
            tda("Rule 47; Addendum 47"), rrop("Betting and Raising 6"))),
        prompt="No-limit: A bets 100, B moves all-in for 150, C folds. Back to A: may A reraise?",
        options=((R.CALL_OR_FOLD_ONLY, "No: B's 50 extra is not a full raise; A may call or fold.",
          "No: not a full raise, so he may only call or fold."),
         (R.RAISE_ALLOWED, "Yes: any all-in raise reopens the betting action.")),
    ),
    make_rule(
        id="short-all-ins-reopen", title="Short all-ins that add up to a full raise reopen the betting", catalog_ids=("X23",),
        games=ALL_GAMES,
        trigger="back to a player who already acted, facing at least a full raise in all with short all-ins among "
                "the wagers (together a full raise, or a full raise made after one)",
        answers=agree(answer(R.RAISE_ALLOWED,
            """In no limit and pot limit, all-ins each short of a full raise do not reopen the betting by
            themselves, but together they do: a player who already acted and, when the action returns to him,
            faces at least a full raise in all may fold, call or raise. So may he when a full raise came after
            a short all-in (the Addendum's Examples 1-B and 3-B). His raise must be at least the last full bet
            or raise of the round, not the total of the short all-ins.""",
            tda("Rule 47-A; Addendum 47"))),
        prompt="No-limit 50-100: A bets 100, B is all in for 125, C calls, D is all in for 200, E calls. Back to A: may A raise?",
        options=((R.RAISE_ALLOWED, "Yes: the two short all-ins add up to a full raise of 100.",
          "Yes: together the short all-ins make a full raise."),
         (R.CALL_OR_FOLD_ONLY, "No: neither all-in was a full raise; A may call or fold.",
          "No: no single all-in was a full raise; call or fold only.")),
    ),
    make_rule(
        id="limit-half-bet-all-in-reopens", title="Limit: an all-in of half a bet or more reopens the betting",
        catalog_ids=("X23",), games=ALL_GAMES,
        trigger="limit: back to a player who already acted, facing an all-in short of a full bet or raise but of half of one or more",
        answers=agree(answer(R.RAISE_ALLOWED,
            """In limit an all-in of half a bet or more is treated as a full bet or raise: it reopens the betting,
            and a player who already acted may fold, call or make a full raise, one bet on top of the all-in
            (Robert's Rules: raising a $15 all-in to $35 on a $20 round). Less than half a bet does not reopen
            the betting for a player who already acted. TDA 2024 Rule 47 sets the same 50% line.""",
            rrop("Betting and Raising 6"), tda("Rule 47"))),
        prompt="Limit $20 round: A bets $20, B goes all in for $30, C calls. Back to A: may A raise?",
        options=((R.RAISE_ALLOWED, "Yes, to $50: B's $10 is half a bet, so it counts as a full raise.",
          "Yes: an all-in of half a bet or more is a full raise."),
         (R.CALL_OR_FOLD_ONLY, "No: B's all-in is not a full raise; A may call or fold.",
          "No: only a full raise reopens the betting.")),
    ),
    make_rule(
        id="undercall", title="An undercall heads-up must be made a full call", catalog_ids=("X25",), games=ALL_GAMES,
        trigger="a player declares or pushes less than the amount to call",
        answers=agree(answer(R.MUST_CALL_FULL_AMOUNT,
            """Heads-up, or when facing the opening bet multiway, an undercall is treated as a call and the
            player must put in the full amount. In other multiway spots the floor decides. Robert's Rules
            (no-limit): a call short through a counting error must be corrected.""",
            tda("Rule 51"), rrop("No-Limit and Pot-Limit (no-limit rules: a short call)"))),
        prompt="Heads-up on the river, facing a 500 bet, a player silently puts 200 forward.",
        options=((R.MUST_CALL_FULL_AMOUNT, "He must complete the call to 500.", "He must complete the call to the full bet."),
         (R.FOLD_STANDS, "His hand is folded and the 200 stays in the pot.",
          "His hand is folded; his chips stay in the pot."),
         (R.CALL_ONLY, "It is a call for 200; the extra 300 is returned to the bettor.",
          "A call of only what he put in; the rest goes back.")),
    ),
    make_rule(
        id="incorrect-bet-amount", title="Wrong bet amounts are corrected", catalog_ids=("X26",), games=ALL_GAMES,
        trigger="an under-minimum bet or a pot-limit bet larger than the pot",
        answers=agree(answer(R.CORRECT_BET_AMOUNT,
            """A bet below the minimum is corrected while the street is still in progress. Chips put out without
            a word facing a bet, more than the call but short of a full raise, follow the 50% standard: half a
            minimum raise or more is made the full minimum raise, less is a call. In pot limit a bet over the
            pot is brought back down to the pot for everyone on the street; a bet under the pot after a wrong
            count is corrected only until substantial action follows it. Robert's Rules: any wager not all in
            must be at least the size of the previous bet or raise in that round.""",
            tda("Rule 43-A; Rule 52; Addendum 52-B"), rrop("Betting and Raising 5"))),
        prompt="Pot limit: the dealer is asked for the pot size, the player bets it, and the dealer then realises he counted $30 too much.",
        options=((R.CORRECT_BET_AMOUNT, "Reduce the bet to the true pot size."),
         (R.ACTION_STANDS, "The bet stands: the player relied on the dealer's count.")),
    ),
    make_rule(
        id="incorrect-bet-amount-stands", title="A wrong-sized bet found after the next card: it stands",
        catalog_ids=("X26",), games=ALL_GAMES,
        trigger="a bet of the wrong size (a pot-limit overbet, an underbet or underraise, a limit bet of the wrong size) put in, and the next card dealt (or the showdown begun) before it is noticed",
        answers=agree(answer(R.ACTION_STANDS,
            """A bet or raise of the wrong size is corrected only while its street is open: anywhere on the
            current street, on the river any time before the showdown starts. Once the next card is dealt the
            error stands: the bet and the calls of it stay as they were made, and the hand plays on. TDA 2024
            Rule 52-A: "After the turn the error stands"; Illustration Addendum 52-B, a pot-limit bet over the
            pot: "If the next card is dealt the error will stand". Robert's Rules and the source documents
            were not found on the point and follow TDA.""",
            tda("Rule 52-A; Illustration Addendum 52-B"))),
        prompt="Pot limit: on the flop a player bets 3200 into a 2800 pot and two players call; nobody notices until the turn has been dealt.",
        options=((R.ACTION_STANDS, "The 3200 bet and both calls stand: the next card has been dealt.",
          "The bet and the calls of it stand: the next card has been dealt."),
         (R.CORRECT_BET_AMOUNT, "Cut the bet and the calls back to 2800 and give each 400 back.",
          "Correct the bet and every call of it to the legal size.")),
    ),
    make_rule(
        id="pot-limit-overbet-acted-on", title="A pot-limit bet over the pot that every player has acted on",
        catalog_ids=("X26",), games=ALL_GAMES,
        trigger="pot limit: a bet or raise over the pot put in as made, and every other player still in with chips "
                "has acted on it (called, raised or folded) before it is noticed, its street still open",
        answers=by_book(
            answer(R.ACTION_STANDS,
                """The source documents give the pot-limit arithmetic but no remedy for a bet over the pot, and
                fall back on Robert's Rules (Pot Limit Rules 2): "The oversize wager may be corrected at any point
                until all players have acted on it." Every player has acted on it: the bet and the calls of it
                stand.""",
                s000("Omaha Poker Betting Rules / Pot-Limit Omaha"), rrop("No-Limit and Pot-Limit, Pot Limit Rules 2")),
            answer(R.CORRECT_BET_AMOUNT,
                """TDA 2024 Rule 52-B: a pot-limit bet over the pot is "an illegal bet, it will be corrected for
                all players anywhere on the current street". Illustration Addendum 52-B, Example 3: "Despite
                substantial action occurring, because the bet was illegal it will be reduced ... for all players
                calling anywhere on the current street. If the next card is dealt the error will stand." """,
                tda("Rule 52-B; Illustration Addendum 52-B")),
            answer(R.ACTION_STANDS,
                """Robert's Rules, Pot Limit Rules 2: "The dealer or any player in the game can and should call
                attention to a wager that appears to exceed the pot size (this also applies to heads-up pots). The
                oversize wager may be corrected at any point until all players have acted on it." Every player
                has acted on it: the bet and the calls of it stand.""",
                rrop("No-Limit and Pot-Limit, Pot Limit Rules 2"))),
        prompt="Pot limit: on the flop a player bets 11,000 into a 10,000 pot; the next player folds, the last two call. "
               "Before the turn is burned the dealer sees the bet was over the pot.",
        options=((R.CORRECT_BET_AMOUNT, "Cut the bet and both calls back to 10,000: the street is still open.",
                  "Correct the bet and every call of it to the pot."),
                 (R.ACTION_STANDS, "The 11,000 and both calls stand: everyone has acted on it.",
                  "The bet and the calls of it stand: everyone has acted on it.")),
    ),
    make_rule(
        id="silent-short-raise-call", title="Chips short of half a raise, without a word: a call", catalog_ids=("X26",),
        games=ALL_GAMES, trigger="facing a bet, a player silently pushes out more than the call but less than half a raise over it",
        answers=agree(answer(R.CALL_ONLY,
            """Without a word, chips over the call follow the 50% standard: if they raise by less than half of the
            largest prior full bet or raise of the round, it is a call, unless 'raise' was said first, and the
            chips over the call go back to the player. TDA 2024 Rule 43-A gives the example: facing an opening
            bet of 1000, silently pushing out 1400 is a call.""",
            tda("Rule 43-A; Rule 40-C"))),
        prompt="No-limit, the opening bet on the flop is 100; the next player silently pushes out 140.",
        options=((R.CALL_ONLY, "A call of 100; the other 40 goes back.", "A call; the chips over the call go back."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 200.", "A raise to the minimum raise."),
         (R.RAISE_ACCEPTED, "A raise to 140.", "A raise to the chips he pushed out.")),
    ),
    make_rule(
        id="silent-short-raise-completed", title="Chips of half a raise or more, without a word: a full raise",
        catalog_ids=("X26",), games=ALL_GAMES,
        trigger="facing a bet, a player silently pushes out at least half a raise over the call, but short of a full raise",
        answers=agree(answer(R.MUST_COMPLETE_MIN_RAISE,
            """A raise must be at least the largest prior full bet or raise of the current round. Chips that raise
            by half of that or more, but less than all of it, must be made up to the full minimum raise (TDA 2024
            Rule 43-A); the half is measured against the largest prior bet or raise, not the big blind.""",
            tda("Rule 43-A"))),
        prompt="No-limit, blinds 50-100: a player raises to 400; the next silently pushes out 550.",
        options=((R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 700.", "A raise to the minimum raise."),
         (R.CALL_ONLY, "A call of 400; the other 150 goes back.", "A call; the chips over the call go back."),
         (R.RAISE_ACCEPTED, "A raise to 550.", "A raise to the chips he pushed out.")),
    ),
    make_rule(
        id="action-out-of-turn", title="Action out of turn", catalog_ids=("X27",), games=ALL_GAMES,
        trigger="a player acts before the player whose turn it is",
        answers=agree(answer(R.OUT_OF_TURN_BINDING,
            """Action goes back to the correct player. If his action does not change what the out-of-turn player
            faced, the out-of-turn action is binding; if it does (a bet or raise), the out-of-turn player gets
            all his options back. An out-of-turn fold is always binding. Robert's Rules says the same: an action
            or verbal declaration out of turn is binding unless the action to that player is changed by a bet or
            raise.""",
            tda("Rule 53; Addendum 53"), rrop("Betting and Raising 11"))),
        prompt="Action is on A; B, to his left, announces 'raise to 500' out of turn. A then checks. What about B?",
        options=((R.OUT_OF_TURN_BINDING, "B's raise to 500 stands: A's check changed nothing.",
          "The out-of-turn action stands as it was made."),
         (R.OUT_OF_TURN_ALL_OPTIONS, "B may now do anything: check, bet or raise.",
          "The out-of-turn player may now check, bet or raise."),
         (R.RETURN_CARDS_AS_CHECK, "B's action is void and treated as a check.",
          "The out-of-turn action is void: a check.")),
    ),
    make_rule(
        id="verbal-and-chip-declarations", title="Verbal declarations: 'call' with no bet is a check", catalog_ids=("X28",), games=ALL_GAMES,
        trigger="a player's words and chips disagree or the word does not fit the situation",
        answers=agree(answer(R.TREAT_AS_CHECK,
            """Whichever comes first, word or chips, defines the action; said at the same time, a clear verbal
            statement wins. Saying 'call' when there is no bet is a check, and unclear amounts get the highest
            reasonable reading within the pot.""",
            tda("Rule 40; Rule 43-B; Rule 55; Rule 57"))),
        prompt="On the flop, first to act, a player says 'call'.",
        options=((R.TREAT_AS_CHECK, "It is a check."), (R.TREAT_AS_BET, "It is a minimum bet.")),
    ),
    make_rule(
        id="check-facing-a-bet", title="'Check' said facing a bet: call or fold, no raise", catalog_ids=("X28",), games=ALL_GAMES,
        trigger="a player facing a bet says 'check'",
        answers=agree(answer(R.CALL_OR_FOLD_ONLY,
            """'Check' is no action when there is a bet to face, and the word is not taken back for free:
            the player may still call or fold, but he may not raise.""",
            tda("Rule 55"))),
        prompt="Facing a bet of 40 on the turn, a player says 'check'.",
        options=((R.CALL_OR_FOLD_ONLY, "He may call or fold, but he may not raise.",
          "He may call or fold, but not raise."),
         (R.FOLD_STANDS, "Facing a bet, 'check' is a fold: his hand is dead.",
          "'Check' facing a bet is a fold."),
         (R.CALL_ONLY, "Facing a bet, 'check' is a call of the 40.",
          "'Check' facing a bet is a call.")),
    ),
    make_rule(
        id="raise-said-with-nothing-bet", title="'Raise' said with nothing bet: a bet, at least the minimum",
        catalog_ids=("X28",), games=ALL_GAMES, trigger="a player says 'raise' when nothing is bet on the round",
        answers=agree(answer(R.TREAT_AS_BET,
            """With nothing bet there is nothing to raise: the word is read as a bet, and it binds. The player
            must bet at least the minimum; an amount said with it is the bet, made up to the minimum if short
            of it. (Rule 55's other two cases: 'call' with nothing bet is a check, and 'check' facing a bet
            leaves call or fold.)""",
            tda("Rule 55"))),
        prompt="On the turn, first to act with nothing bet, a player says 'raise'.",
        options=((R.TREAT_AS_BET, "He must bet at least the minimum.", "A bet of at least the minimum."),
         (R.TREAT_AS_CHECK, "There is nothing to raise: it is a check.", "A check: nothing was bet."),
         (R.FOLD_STANDS, "A wrong word is no action: his hand is folded.", "Folded: his hand is dead.")),
    ),
    make_rule(
        id="spoken-call-then-chips", title="'Call' said, then more chips: the call stands", catalog_ids=("X28",), games=ALL_GAMES,
        trigger="a player says 'call' in turn, then pushes out chips that are not the call",
        answers=agree(answer(R.CALL_ONLY,
            """Bets are made by words, by chips, or both; whichever comes first defines the action. 'Call' said
            in turn is a call and binds: chips pushed out after it do not make it a raise. The chips over the
            call go back to the player. Robert's Rules holds a player to the action he declares in turn, a call
            included.""",
            tda("Rule 40-A; Rule 40-B"), rrop("Betting and Raising, verbal statements (8 in the edition read)"))),
        prompt="Facing a raise to 600, a player says 'call', then pushes out 2,000 in chips.",
        options=((R.CALL_ONLY, "A call of 600; the other 1,400 goes back.", "A call; the chips over the call go back."),
         (R.RAISE_ACCEPTED, "A raise to 2,000, the chips he put out.", "A raise to the chips he pushed out."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 1,200.", "A raise to the minimum raise.")),
    ),
    make_rule(
        # The short side of the same words: 'call' said commits him to the full call, so the ruling is the full
        # call made up, as for an undercall he must complete (Addendum 51, Example 3), not a bare "call only".
        id="spoken-call-short", title="'Call' said, then too few chips: the full call is owed", catalog_ids=("X28",),
        games=ALL_GAMES, trigger="a player says 'call' in turn, then pushes out less than the call",
        answers=agree(answer(R.MUST_CALL_FULL_AMOUNT,
            """'Call' said in turn is a general verbal declaration and commits the player to the full current
            action: the chips he pushed out short of the call are made up to it, whatever the size of the pot
            or the number of players (the words came first, so this is no undercall to rule on). Robert's
            Rules holds a player to the action he declares in turn, a call included.""",
            tda("Rule 40-A; Rule 51-A; Addendum 51, Example 3"),
            rrop("Betting and Raising, verbal statements (8 in the edition read)"))),
        prompt="Facing a raise to 600, a player says 'call', then pushes out 400 in chips.",
        options=((R.MUST_CALL_FULL_AMOUNT, "A call of 600: he adds the 200 short.", "The full call: he adds what is short."),
         (R.HOUSE_RULE_DECIDES, "An undercall of 400: the floor decides.", "An undercall: the floor decides."),
         (R.FOLD_STANDS, "Too few chips to call: his hand folds.", "Too few chips: his hand is folded.")),
    ),
    make_rule(
        id="spoken-amount-then-chips", title="An amount said, then other chips: the words stand", catalog_ids=("X28",), games=ALL_GAMES,
        trigger="a player says 'raise to N', 'bet N' or 'all in' in turn, then pushes out a different amount",
        answers=agree(answer(R.CORRECT_BET_AMOUNT,
            """The words came first, so they define the bet: a spoken amount binds, and the chips are
            corrected to it (more put in if they fell short, the rest given back if they were over). Robert's
            Rules says the same for big-bet games: a discrepancy between the verbal statement and the chips is
            corrected to the verbal statement.""",
            tda("Rule 40-A; Rule 40-B; Rule 40-C"), rrop("No-Limit and Pot-Limit, no-limit rules 5"))),
        prompt="Facing a bet of 200, a player says 'raise to 800', then pushes out 500.",
        options=((R.CORRECT_BET_AMOUNT, "A raise to 800: he adds 300.", "The spoken amount: the chips are made up to it."),
         (R.ACTION_STANDS, "A raise to 500: the chips play.", "What the chips say: the words do not count."),
         (R.CALL_ONLY, "A call of 200: the rest goes back.", "A call; the chips over the call go back.")),
    ),
    make_rule(
        id="spoken-raise-short", title="'Raise' said, then short chips: a full raise", catalog_ids=("X28", "C08"), games=ALL_GAMES,
        trigger="a player says 'raise' (or 'bet') with no amount, then pushes out less than a full raise; or says 'raise to' a total short of a full raise",
        answers=agree(answer(R.MUST_COMPLETE_MIN_RAISE,
            """'Raise' said first defines the action: he has raised, and chips short of a full raise (even
            only the call), or a 'raise to' total short of one, are made up to the minimum raise. Without the word, chips under half a raise
            over the call would be a call; the word comes first, so they are not. Robert's Rules too holds a
            player to the raise he declares in turn; how far short chips are made up is TDA's rule.""",
            tda("Rule 40-A; Rule 40-B; Rule 43-A"), rrop("Betting and Raising, verbal statements (8 in the edition read)"))),
        prompt="Blinds 100-200: a player says 'raise', then pushes out 200.",
        options=((R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 400.", "A raise to the minimum raise."),
         (R.CALL_ONLY, "A call of 200: no raise was put out.", "A call: the chips put out are only a call."),
         (R.RAISE_ANY_AMOUNT, "A raise of any size he now chooses.")),
    ),
    make_rule(
        id="spoken-raise-oversized-chip", title="'Raise' said, then one big chip: the chip is the raise", catalog_ids=("C09", "X24"),
        games=ALL_GAMES, trigger="a player says 'raise' (or 'bet') with no amount, then puts in a single chip",
        answers=agree(answer(R.RAISE_ACCEPTED,
            """A single oversized chip is a call only when 'raise' is not said first. Declared first, the
            raise is the chip's value (the most that chip allows, where the structure caps it; at least the
            minimum raise).""",
            tda("Rule 40-A; Rule 44"))),
        prompt="Blinds 25-50: a player says 'raise', then drops one 500 chip.",
        options=((R.RAISE_ACCEPTED, "A raise to 500, the chip's value.", "A raise to the chip's value."),
         (R.CALL_ONLY, "A call of 50; 450 in change.", "A call; the rest of the chip is change."),
         (R.MUST_COMPLETE_MIN_RAISE, "A raise to the minimum, 100.", "A raise to the minimum raise.")),
    ),
    make_rule(
        id="undercall-facing-raise", title="An undercall multiway, facing a raise", catalog_ids=("X25",), games=ALL_GAMES,
        trigger="three or more players; facing a raise, a player puts in less than the amount to call",
        answers=agree(answer(R.HOUSE_RULE_DECIDES,
            """TDA makes an undercall a full call only heads-up or facing the opening bet. Multiway, facing a
            raise, the floor decides: it may hold the player to a full call, or let the undercall chips stay in the
            pot and fold the hand.""",
            tda("Rule 51"))),
        prompt="Three players: A bets 100, B raises to 300, C silently puts 100 into the pot.",
        options=((R.HOUSE_RULE_DECIDES, "The floor decides: a full call, or the 100 stays in and C folds.",
          "The floor decides by the house rule."),
         (R.MUST_CALL_FULL_AMOUNT, "C must always call 300.", "He must always call the full amount."),
         (R.CALL_ONLY, "C's 100 is a call.", "What he put in counts as a call.")),
    ),
    make_rule(
        id="action-out-of-turn-changed", title="Action out of turn, and the action changed", catalog_ids=("X27",), games=ALL_GAMES,
        trigger="a player acts out of turn, then a player he skipped bets or raises",
        answers=agree(answer(R.OUT_OF_TURN_ALL_OPTIONS,
            """When a skipped player bets or raises, the action the out-of-turn player faced has changed: his
            out-of-turn action is void and he gets every option back (fold, call or raise). Robert's Rules:
            an action out of turn is binding unless the action to that player is changed by a bet or raise.""",
            tda("Rule 53; Addendum 53"), rrop("Action out of turn (rule 11, as quoted on the TDA forum)"))),
        prompt="Seat 4 calls out of turn; seat 3, whose turn it was, raises. What may seat 4 do?",
        options=((R.OUT_OF_TURN_ALL_OPTIONS, "His call is void: he may fold, call or raise."),
         (R.OUT_OF_TURN_BINDING, "He must call, as he said he would."), (R.FOLD_STANDS, "His hand is folded for acting out of turn.")),
    ),
    make_rule(
        id="check-out-of-turn-then-bet", title="A check out of turn, then a bet before his turn", catalog_ids=("X27",), games=ALL_GAMES,
        trigger="a player checks out of turn, then a player he skipped bets",
        answers=by_book(_RROP_CHECKED_OUT_OF_TURN,
            answer(R.OUT_OF_TURN_ALL_OPTIONS,
                """TDA: the bet changed the action the out-of-turn player faced, so his check is not binding and
                he has every option: fold, call or raise (Rule 53's own example: a check out of turn, then a
                bet of 300; the player may call 300, raise to at least 600, or fold).""",
                tda("Rule 53-A")),
            _RROP_CHECKED_OUT_OF_TURN),
        prompt="On the flop seat 2 is to act; seat 3 checks out of turn, then seat 2 bets. What may seat 3 do?",
        options=((R.CALL_OR_FOLD_ONLY, "Call or fold: having checked out of turn, he may not raise.",
          "Call or fold only: having checked out of turn, he may not raise."),
         (R.OUT_OF_TURN_ALL_OPTIONS, "Any option: fold, call or raise, since the bet changed the action."),
         (R.OUT_OF_TURN_BINDING, "His check stands: he cannot call the bet.")),
    ),
    make_rule(
        id="fold-out-of-turn", title="A fold out of turn", catalog_ids=("X27",), games=ALL_GAMES, trigger="a player folds before his turn",
        answers=by_book(_RROP_FOLD_OUT_OF_TURN,
            answer(R.FOLD_STANDS_PENALTY_POSSIBLE,
                """A fold out of turn is binding whatever happens before the player's turn: his cards go to the
                muck, and the action goes back to the player whose turn it was. TDA 2024 Rule 53-A makes any
                action out of turn 'subject to penalty' ('An OOT fold is binding'), so the floor may also
                penalise him.""",
                tda("Rule 53; Addendum 53")),
            _RROP_FOLD_OUT_OF_TURN),
        prompt="Hold'em preflop: the player two seats from the big blind mucks his cards before the player on his right acts.",
        options=((R.FOLD_STANDS, "The fold stands; play goes back to the right player."),
         (R.FOLD_STANDS_PENALTY_POSSIBLE, "The fold stands, and the floor may penalise him for acting out of turn.",
          "The fold is binding; a penalty is possible."),
         (R.OUT_OF_TURN_ALL_OPTIONS, "He gets his cards back and acts in turn."),
         (R.RETURN_CARDS_AS_CHECK, "His cards come back and the fold counts as a check.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order, specific before general. String bets and single oversized chips (C08, C09) and
# table stakes (C10, C11) stay question-only: events record amounts, not how chips were moved or bought.
# Action out of turn (X27) is recorded by the replay; its trigger belongs with the flop-family rules.



_LIMITS = (Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT)


def _capped(table: Table) -> bool:
    cap = table.limits.raise_cap
    return (table.config.structure in _LIMITS and cap is not None
            and table.round.bets_and_raises >= cap + 1)


def _acted_this_round(table: Table, seat: int) -> bool:
    # Not round.faced: a full raise clears that record for reopening.
    return any(op.seat == seat for op in round_actions(table))


def _facing_opened_bet(table: Table) -> int | None:
    """The deciding seat when it faces a real bet (not just a stud bring-in) and has not acted this round."""
    seat = deciding(table)
    if seat is None or table.to_call(seat) <= 0 or _acted_this_round(table, seat):
        return None
    if table.game.family is Family.STUD and not table.round.opened:
        return None  # facing only the bring-in: the stud rules govern
    return seat


def _two_betting_rounds(table: Table) -> bool:
    return len(table.game.streets) == 2


def _silent_short_raise(replay: Replay) -> tuple[Irregularity, bool] | None:
    """Chips pushed out without a word, facing a bet, over the call but short of a full raise, still the seat's
    turn: the hit, and whether they reach half a raise (TDA 2024 Rule 43-A's 50% standard)."""
    hit = replay.first_of(K.INCORRECT_AMOUNT)
    if hit is None or hit.seat is None or isinstance(hit.event.operation, BetOrRaiseTo):
        return None
    table = replay.table
    if table.actor != hit.seat or not table.to_call(hit.seat):
        return None
    options = table.raise_options(hit.seat)
    attempted = table.seat(hit.seat).bet + (hit.event.amount or 0)
    if options is None or not table.round.current_bet < attempted < options.minimum:
        return None
    return hit, silent_short_raise(options, table.round.current_bet, attempted) is not None


@irregularity("silent-short-raise-call", before="incorrect-bet-amount")
def _silent_short_call(replay: Replay) -> Irregularity | None:
    short = _silent_short_raise(replay)
    return short[0] if short is not None and not short[1] else None


@irregularity("silent-short-raise-completed", before="incorrect-bet-amount")
def _silent_short_completed(replay: Replay) -> Irregularity | None:
    short = _silent_short_raise(replay)
    return short[0] if short is not None and short[1] else None


@irregularity("incorrect-bet-amount")
def _incorrect_amount(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.INCORRECT_AMOUNT)


_NEXT_CARD = (Burn, TurnBoardCard, DealCard, DealCommonCard, Discard, ShowHand)
"""What ends a street for Rule 52: the next card's burn or card, a draw, or a show (the showdown begun)."""


def _street_over_since(table: Table, hit: Irregularity) -> bool:
    """The wrong-sized bet carried out as made, and the next card dealt (or the showdown begun) since."""
    return hit.made_at is not None and any(isinstance(op, _NEXT_CARD) for op in table.log[hit.made_at + 1:])


@irregularity("incorrect-bet-amount-stands", before="incorrect-bet-amount")
def _incorrect_amount_stands(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.INCORRECT_AMOUNT)
    return hit if hit is not None and _street_over_since(replay.table, hit) else None


@irregularity("pot-limit-overbet-acted-on", before="incorrect-bet-amount")
def _overbet_acted_on(replay: Replay) -> Irregularity | None:
    """A pot-limit bet over the pot put in as made, its street still open, that every other player still in with
    chips when it was made has since acted on (Robert's Rules, Pot Limit Rules 2: correctable 'until all players
    have acted on it'). An underbet, or an overbet someone has yet to act on, is the general rule's."""
    hit = replay.first_of(K.INCORRECT_AMOUNT)
    table = replay.table
    if (hit is None or hit.seat is None or hit.made_at is None
            or table.config.structure is not Structure.POT_LIMIT or _street_over_since(table, hit)):
        return None
    made = table.log[hit.made_at]
    events = list(replay.situation.events)
    where = next((k for k, event in enumerate(events) if event.index == hit.event.index), None)
    if not isinstance(made, BetOrRaiseTo) or where is None:
        return None
    try:
        before = replay_events(replace(replay.situation, events=tuple(events[:where])), table.config.rules).table
    except ValueError:
        return None
    options = before.raise_options(hit.seat)
    if options is None or made.amount <= options.maximum:
        return None
    facing = {i for i, seat in enumerate(before.seats)
              if seat is not None and i != hit.seat and not seat.folded and seat.stack > 0}
    acted = {other for other, _, _ in replay.actions_since(hit)[1:]}
    return hit if facing and facing <= acted else None


@rule_remedy(("silent-short-raise-call", "silent-short-raise-completed"), R.CALL_ONLY, R.MUST_COMPLETE_MIN_RAISE)
def _silent_short(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """The 50% standard: the same correction as any wrong amount (below), which already applies it; the
    words say which half of the standard it was."""
    assert irregularity is not None and irregularity.seat is not None
    attempted = table.seat(irregularity.seat).bet + (irregularity.event.amount or 0)
    steps = _correct_amount(code, table, replay, irregularity, rule)
    if code is R.MUST_COMPLETE_MIN_RAISE:
        steps[0] = (f"{seat_name(irregularity.seat).capitalize()} put out {attempted}: half a raise over the call or more, "
                    f"so he must make the full minimum raise, to {table.seat(irregularity.seat).bet}.")
    return steps


@remedy(R.CORRECT_BET_AMOUNT)
def _correct_amount(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Put the wrong-sized bet in at the legal size nearest to what was attempted."""
    assert irregularity is not None and irregularity.seat is not None
    if irregularity.made_at is not None:
        return _correct_as_made(table, replay, irregularity)
    seat = irregularity.seat
    operation = irregularity.event.operation
    silent = not isinstance(operation, BetOrRaiseTo)
    if isinstance(operation, BetOrRaiseTo):
        attempted = operation.amount
    else:  # chips pushed forward without a word ('put'): the total they would make
        attempted = table.seat(seat).bet + (irregularity.event.amount or 0)
    if table.actor != seat:
        return ["The wrong amount was already overtaken by later play; the floor decides.", next_step(table)]
    options = table.raise_options(seat)
    if options is None:
        # No bet or raise is possible here (capped, not reopened, or nobody could call it): the chips
        # are a call, and the rest goes back to the player.
        owed = table.to_call(seat)
        table.apply(CheckOrCall(seat))
        return [f"{seat_name(seat).capitalize()} may not bet or raise here, so the {attempted} is taken as a "
                + (f"call of {owed}; the rest goes back to him." if owed else "check; the chips go back to him."),
                next_step(table)]
    owed = table.to_call(seat)
    if silent and owed and attempted < options.minimum \
            and silent_short_raise(options, table.round.current_bet, attempted) is None:
        # Silent chips under half a raise over the call are only a call (TDA 2024 Rule 43-A).
        table.apply(CheckOrCall(seat))
        return [f"{seat_name(seat).capitalize()} put out {attempted}: less than half a raise over the call, so it is a call of "
                f"{owed}; the rest goes back to him.", next_step(table)]
    legal = _legal_size(options, attempted)
    table.apply(BetOrRaiseTo(seat, legal))
    allowed = (f"the only legal size here is {' or '.join(map(str, options.choices))}" if options.choices
               else f"the legal sizes here run from {options.minimum} to {options.maximum}")
    return [f"{seat_name(seat).capitalize()} tried to make it {attempted}; {allowed}, so the bet is corrected to {legal}.",
            next_step(table)]


def _legal_size(options: RaiseOptions, attempted: int) -> int:
    """The legal bet or raise nearest to ``attempted``."""
    if options.choices is not None:
        return min(options.choices, key=lambda total: (abs(total - attempted), total))
    return min(max(attempted, options.minimum), options.maximum)


def _replayed_as(table: Table, replay: Replay, irregularity: Irregularity, written: str) -> Replay | None:
    """The hand played again from the situation with the irregularity's event written as ``written`` instead
    (a bet at its corrected size): every event after it replays as made. None where it cannot be."""
    situation = replay.situation
    events = list(situation.events)
    where = next((k for k, event in enumerate(events) if event.index == irregularity.event.index), None)
    if where is None:
        return None
    try:
        corrected = parse_event(written, irregularity.event.index, situation.source, len(table.seats))
        return replay_events(replace(situation, events=tuple(events[:where] + [corrected] + events[where + 1:])),
                             table.config.rules)
    except ValueError:
        return None


def _correct_as_made(table: Table, replay: Replay, irregularity: Irregularity) -> list[str]:
    """A wrong-sized bet put in as made and played on, found while its street is open: the bet is put at the
    legal size nearest to it, and the action after it on this street is carried out on that (TDA 2024 Rule
    52-B: an illegal pot-limit bet 'corrected for all players anywhere on the current street'; 52-A: an
    underraise increased 'to 1200 total for all bettors'). The hand is played again from the situation with
    that one event corrected, so every call, fold and raise after it stands as made, on the right amount."""
    seat = irregularity.seat
    assert seat is not None and irregularity.made_at is not None
    made = table.log[irregularity.made_at]
    assert isinstance(made, BetOrRaiseTo)
    situation = replay.situation
    events = list(situation.events)
    where = next((k for k, event in enumerate(events) if event.index == irregularity.event.index), None)
    floor = [f"{seat_name(seat).capitalize()}'s {made.amount} cannot be corrected from the record; the floor decides.",
             next_step(table)]
    if where is None:
        return floor
    try:
        before = replay_events(replace(situation, events=tuple(events[:where])), table.config.rules)
    except ValueError:
        return floor
    options = before.table.raise_options(seat)
    if options is None:
        return floor
    legal = _legal_size(options, made.amount)
    after = _replayed_as(table, replay, irregularity, f"p{seat + 1} cbr {legal}")
    if after is None:
        return floor
    table.take_state_of(after.table)
    allowed = (f"the only legal size here is {' or '.join(map(str, options.choices))}" if options.choices
               else f"the legal sizes here run from {options.minimum} to {options.maximum}")
    followed = [f"seat {other + 1}" for other, operation, _ in replay.actions_since(irregularity)[1:]
                if isinstance(operation, CheckOrCall) and other != seat]
    steps = [f"{seat_name(seat).capitalize()} made it {made.amount}; {allowed}, and the street is still open, so the "
             f"bet is corrected to {legal}."]
    if followed:
        steps.append(f"Every call of it on this street is corrected with it ({', '.join(followed)}): "
                     f"each is a call of {legal}.")
    return steps + [next_step(table)]


@procedure("short-all-in-reopening")
def _short_all_in(table: Table) -> bool:
    # Back to a player who already acted, facing more chips, yet not reopened: a short all-in did it.
    seat = deciding(table)
    if seat is None or seat not in table.round.faced or table.to_call(seat) <= 0 or _capped(table):
        return False
    player = table.seat(seat)
    return player.stack > table.to_call(seat) and not table.may_raise(seat)


@procedure("short-all-ins-reopen")
def _short_all_ins_reopen(table: Table) -> bool:
    # Back to a player who already acted, who may raise again, with short all-ins in what he now faces. A full
    # raise clears the round's record of what each seat faced, so his entry is still there only if short
    # all-ins alone made the increment (Addendum 47 Example 1); gone, a full raise came after an all-in raise
    # (Examples 1-B and 3-B). Either way he faces at least a full raise, and Rule 47-A reopens the betting.
    seat = deciding(table)
    return (seat is not None and table.config.structure in (Structure.NO_LIMIT, Structure.POT_LIMIT)
            and table.to_call(seat) > 0 and _acted_this_round(table, seat) and table.may_raise(seat)
            and (seat in table.round.faced or _short_all_in_since(table, seat)))


def _short_all_in_since(table: Table, seat: int) -> bool:
    """An all-in short of a full bet or raise came after the seat's last action this round."""
    actions = round_actions(table)
    last = max(i for i, op in enumerate(actions) if op.seat == seat)
    return any(isinstance(op, BetOrRaiseTo) and op.seat in table.round.short_all_ins for op in actions[last + 1:])


@procedure("limit-half-bet-all-in-reopens")
def _half_bet_all_in_reopens(table: Table) -> bool:
    # Back to a player who already acted, who may raise though the wager since was short of a full one: in
    # fixed limit an all-in of half a bet or more counts as full (Robert's Rules, Betting and Raising 6).
    seat = deciding(table)
    return (seat is not None and table.config.structure is Structure.FIXED_LIMIT and table.round.reopened_short
            and table.to_call(seat) > 0 and _acted_this_round(table, seat) and table.may_raise(seat)
            and not _capped(table))


@procedure("limit-cap-heads-up")
def _cap_heads_up(table: Table) -> bool:
    # Heads-up before the cap was reached; a round capped multiway stays capped (limit-cap-multiway).
    return (deciding(table) is not None and _capped(table) and table.cap_players() == 2
            and not table.round.capped_multiway)


@procedure("limit-cap-size")
def _cap_two_rounds(table: Table) -> bool:
    # A bet and three raises made, multiway, in a two-round limit draw game: the rulebooks differ on whether
    # one more raise is allowed (the table's two_round_raise_cap, which each rulebook sets, says so too).
    return (deciding(table) is not None and table.game.family is Family.DRAW and _two_betting_rounds(table)
            and table.config.structure in _LIMITS and table.round.bets_and_raises == 4
            and table.cap_players() > 2)


@procedure("limit-cap-multiway")
def _cap_multiway(table: Table) -> bool:
    return deciding(table) is not None and _capped(table) and (table.cap_players() > 2 or table.round.capped_multiway)


def _raise_refused(replay: Replay) -> Irregularity | None:
    """A raise put out (in words of the notation, 'cbr', or chips over the call) where the table allows none,
    still the seat's turn: the replay records it as a wrong amount and leaves the seat to call or fold."""
    hit = replay.first_of(K.INCORRECT_AMOUNT)
    table = replay.table
    if hit is None or hit.seat is None or table.actor != hit.seat or table.raise_options(hit.seat) is not None:
        return None
    operation = hit.event.operation
    attempted = operation.amount if isinstance(operation, BetOrRaiseTo) \
        else table.seat(hit.seat).bet + (hit.event.amount or 0)
    return hit if attempted > table.round.current_bet else None


# A raise tried past the cap is ruled by the cap rules (the chips are not a wrong amount to correct): Robert's
# Rules, Betting and Raising 4, "Once the raising is capped on a betting round, it cannot be uncapped by a
# subsequent fold that leaves two players heads-up".

@irregularity("limit-cap-size", before="incorrect-bet-amount")
def _cap_two_rounds_refused(replay: Replay) -> Irregularity | None:
    hit = _raise_refused(replay)
    return hit if hit is not None and _cap_two_rounds(replay.table) else None


@irregularity("limit-cap-heads-up", before="incorrect-bet-amount")
def _cap_heads_up_refused(replay: Replay) -> Irregularity | None:
    hit = _raise_refused(replay)
    return hit if hit is not None and _cap_heads_up(replay.table) else None


@irregularity("short-all-in-reopening", before="incorrect-bet-amount")
def _short_all_in_refused(replay: Replay) -> Irregularity | None:
    # The same for a raise where a short all-in has not reopened the betting (Robert's Rules, No-Limit Rules).
    hit = _raise_refused(replay)
    return hit if hit is not None and _short_all_in(replay.table) else None


@irregularity("limit-cap-multiway", before="incorrect-bet-amount")
def _cap_multiway_refused(replay: Replay) -> Irregularity | None:
    hit = _raise_refused(replay)
    return hit if hit is not None and _cap_multiway(replay.table) else None


# Chips put out in turn as a raise the table does not allow are not handed back to leave the player free to
# fold where the rulebook binds them: action in turn is binding and commits the chips to the pot (TDA 2024
# Rule 50-A), and in no-limit and pot-limit a wager is binding once the chips are released (Robert's Rules,
# No-Limit Rules 4). They call; only what is over the call goes back. Past a short all-in that has not reopened
# the betting every rulebook binds them; past a limit cap only where the rulebook's setting says so
# (``capped_raise_chips_call``: TDA 50-A), since the source documents and Robert's Rules say only that once the
# betting is capped "players may only call or fold", which fresh set e reads as the chips handed back. A raise
# declared in words keeps the general remedy: the words were refused, no chips were released.
_SILENT_CHIPS = frozenset({Verb.PUT, Verb.CHIPS})
_CAP_RULES = ("limit-cap-heads-up", "limit-cap-multiway", "limit-cap-size")


@rule_remedy(("short-all-in-reopening", *_CAP_RULES), R.CALL_OR_FOLD_ONLY, R.CAP_REACHED)
def _refused_raise_chips_call(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                              rule: Rule) -> list[str]:
    if (irregularity is None or irregularity.seat is None or irregularity.event.verb not in _SILENT_CHIPS
            or table.actor != irregularity.seat or table.to_call(irregularity.seat) <= 0
            or (rule.id in _CAP_RULES and not table.config.rules.capped_raise_chips_call)):
        return choose(None, code)(code, table, replay, irregularity, rule)
    seat = irregularity.seat
    put, owed = irregularity.event.amount or 0, table.to_call(seat)
    table.apply(CheckOrCall(seat))
    return [f"{seat_name(seat).capitalize()} may not raise here, but the {put:,} in chips he put out in turn are "
            f"committed: they call {owed:,}.", f"Give seat {seat + 1} {put - owed:,} back.", next_step(table)]


@procedure("betting-round-complete")
def _action_pending(table: Table) -> bool:
    # A player who already acted this round faces a raise: the round cannot close yet.
    seat = deciding(table)
    return seat is not None and table.to_call(seat) > 0 and _acted_this_round(table, seat)


@procedure("pot-limit-maximum")
def _pot_limit(table: Table) -> bool:
    # Facing a bet; or 'pot' said in turn, nothing bet yet included: the word asks the pot's size (the pot
    # after his call, no call owed), which the seeds give first to act as well ("to the full amount of the pot").
    seat = _facing_opened_bet(table)
    if seat is None:
        seat = deciding(table)
        seat = seat if seat is not None and seat in table.bound_to_pot else None
    return (seat is not None and table.config.structure is Structure.POT_LIMIT
            and table.raise_options(seat) is not None)


@procedure("spread-limit-raises")
def _spread(table: Table) -> bool:
    # Any game spread this way (Robert's Rules' Betting and Raising 5 is not a stud rule), and in stud the
    # player facing only the bring-in too: completing is a bet anywhere in the spread.
    seat = _facing_opened_bet(table)
    if seat is None and table.game.family is Family.STUD and not table.round.opened:
        seat = deciding(table)
        if seat is not None and (table.to_call(seat) <= 0 or _acted_this_round(table, seat)):
            seat = None
    return (seat is not None and table.config.structure is Structure.SPREAD_LIMIT
            and table.raise_options(seat) is not None)


@procedure("limit-raise-one-unit")
def _limit_raise(table: Table) -> bool:
    seat = _facing_opened_bet(table)
    return (seat is not None and table.config.structure is Structure.FIXED_LIMIT
            and table.raise_options(seat) is not None)


@procedure("no-limit-minimum-raise")
def _no_limit_raise(table: Table) -> bool:
    seat = _facing_opened_bet(table)
    return (seat is not None and table.config.structure is Structure.NO_LIMIT
            and table.raise_options(seat) is not None)


@procedure("betting-round-over")
def _round_over(table: Table) -> bool:
    from .catalog_showdown import runout_tabling_due, showdown_due  # (the showdown catalog is loaded after this one)

    # Not when the round's end puts a player all in with nobody left to bet: the all-in tabling is the
    # ruling due then (TDA 2024 Rule 16), bets collected or not; nor when the last round's end brings the
    # showdown: who tables first is the ruling due then (TDA 2024 Rule 17-A), bets collected or not.
    return (isinstance(table.next_dealer_operation(), (ReturnUncalledBet, CollectBets))
            and not runout_tabling_due(table) and not showdown_due(table))


@irregularity("single-oversized-chip")
def _oversized_chip(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.OVERSIZED_CHIP)


@rule_remedy("single-oversized-chip", R.CALL_ONLY)
def _chip_is_a_call(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    chip = irregularity.event.amount or 0
    owed = table.to_call(irregularity.seat)
    # The one chip his blind was posted with, still in front, calls with it (change: what both come to past it).
    under = irregularity.in_front - table.seat(irregularity.seat).bet if irregularity.in_front else 0
    current = table.round.current_bet
    table.apply(CheckOrCall(irregularity.seat))
    if irregularity.in_front:
        said = (f"The single {chip} chip, put in without a word onto the {irregularity.in_front} chip of his blind, "
                f"with it only calls the {current} bet.")
    else:
        said = f"The single {chip} chip, put in without a word, only calls {owed}."
    return [said,
            f"Give seat {irregularity.seat + 1} {chip + under - owed} in change.", next_step(table)]


def _chips_named(irregularity: Irregularity) -> str:
    """The chips of a multiple-chip event as the dealer says them ("1,000, 500")."""
    return ", ".join(f"{int(value):,}" for value in irregularity.event.detail.split())


@irregularity("multiple-chip-call")
def _multiple_chips(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.MULTIPLE_CHIPS_CALL)


@rule_remedy("multiple-chip-call", R.CALL_ONLY)
def _chips_are_a_call(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    chips = _chips_named(irregularity)
    total, owed = irregularity.event.amount or 0, table.to_call(irregularity.seat)
    table.apply(CheckOrCall(irregularity.seat))
    return [f"Without one of the smallest of the chips ({chips}) they would not make the call of {owed:,}: every "
            f"chip is needed, so they only call.", f"Give seat {irregularity.seat + 1} {total - owed:,} in change.",
            next_step(table)]


@irregularity("multiple-chip-raise")
def _multiple_chips_raise(replay: Replay) -> Irregularity | None:
    # Ruled when the floor is called on the chips (the last event): carried out, the raise is no mistake to
    # rule on once the hand has gone on.
    hit = replay.first_of(K.MULTIPLE_CHIPS_RAISE)
    return hit if hit is not None and hit.event.index == replay.situation.events[-1].index else None


@rule_remedy("multiple-chip-raise", R.RAISE_ACCEPTED)
def _chips_raise(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # The replay carried the raise out when the chips went in, so the table is already right.
    return [f"Without one of the smallest of the chips ({_chips_named(irregularity)}) they would still make the call, "
            f"and they reach a full raise: {seat_name(irregularity.seat)} raises to "
            f"{table.seat(irregularity.seat).bet:,}.", next_step(table)]


@irregularity("multiple-chip-last-chips-all-in")
def _last_chips_all_in(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.MULTIPLE_CHIPS_ALL_IN)


@rule_remedy("multiple-chip-last-chips-all-in", R.RAISE_ACCEPTED)
def _last_chips_stand(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # The replay carried the all-in out when the chips went in, so the table is already right.
    chips = _chips_named(irregularity)
    total = irregularity.event.amount or 0
    return [f"Without one of the smallest of the chips ({chips}) they would still make the call, and they are "
            f"{seat_name(irregularity.seat)}'s last: he is all in for {total:,}, whether or not that is half a raise.",
            next_step(table)]


@irregularity("single-chip-no-bet")
def _chip_with_no_bet(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.OVERSIZED_CHIP_NO_BET)


@rule_remedy("single-chip-no-bet", R.BET_CHIP_VALUE)
def _chip_is_a_bet(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    chip = irregularity.event.amount or 0
    options = table.raise_options(irregularity.seat)
    if table.actor != irregularity.seat or options is None:
        return ["The chip was already overtaken by later play; the floor decides.", next_step(table)]
    total = table.seat(irregularity.seat).bet + chip
    if not options.allows(total):
        # The most the chip allows here: the pot in pot limit, the bet in limit.
        total = max(t for t in (options.choices or (min(total, options.maximum),)) if t <= total)
    table.apply(BetOrRaiseTo(irregularity.seat, total))
    steps = [f"Nothing was bet, so the single {chip} chip is a bet of its full value"
             + (f": {total}." if total == chip else f", up to what the structure allows: {total}.")]
    if total < chip:
        steps.append(f"Give {seat_name(irregularity.seat)} {chip - total} in change.")
    return steps + [next_step(table)]


@irregularity("fold-when-check-possible")
def _fold_facing_no_bet(replay: Replay) -> Irregularity | None:
    if replay.table.game.family is Family.STUD:
        return None  # stud has its own rule for a fold with no wager (catalog D10)
    hits = replay.of_kind(K.FOLD_FACING_NO_BET)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@irregularity("fold-declared-facing-a-bet")
def _fold_declared_facing_a_bet(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.FOLD_DECLARED_FACING_BET)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@rule_remedy("fold-declared-facing-a-bet", R.DEAD_HAND)
def _declared_fold_is_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # The word was carried out when it was said (the replay folds the seat), so the table is already right.
    return [f"{seat_name(irregularity.seat).capitalize()}'s hand is dead on the word: its cards go to the muck and its "
            "chips stay in the pot.", next_step(table)]


@irregularity("tap-is-a-check")
def _table_tapped(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.TABLE_TAPPED)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@rule_remedy("tap-is-a-check", R.TREAT_AS_CHECK)
def _tap_checked(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # The replay carried the tap out as a check, so the table is already right.
    return [f"{seat_name(irregularity.seat).capitalize()} tapped the table: that is a check.", next_step(table)]


def _string_after_raise_said(replay: Replay, fixed_limit: bool) -> Irregularity | None:
    """'Raise' said, then a string: in fixed limit (the word names the one raise allowed) or where the word
    leaves the amount open (no limit, pot limit, spread limit)."""
    hit = replay.first_of(K.STRING_BET)
    if hit is None or hit.declared is None:
        return None
    return hit if (replay.table.config.structure is Structure.FIXED_LIMIT) == fixed_limit else None


@irregularity("string-after-declared-raise", before="string-bet")
def _string_said_cash(replay: Replay) -> Irregularity | None:
    return _string_after_raise_said(replay, False) if replay.situation.play != "tournament" else None


@irregularity("string-after-declared-raise-tournament", before="string-bet")
def _string_said_tournament(replay: Replay) -> Irregularity | None:
    return _string_after_raise_said(replay, False) if replay.situation.play == "tournament" else None


@irregularity("string-after-declared-raise-limit", before="string-bet")
def _string_said_limit(replay: Replay) -> Irregularity | None:
    return _string_after_raise_said(replay, True)


def unitless_bet(table: Table, seat: int, number: int) -> tuple[int, int]:
    """The bet 'bet NUMBER' said without its unit is ruled (TDA 2024 Rule 57): the highest amount it can legally
    mean that is no larger than the pot before the bet (every prior bet, those in front of the players too).
    Returns (the bet, the pot). When every meaning is larger than the pot the text does not say; the smallest
    is taken, the nearest to the pot."""
    options = table.raise_options(seat)
    assert options is not None  # checked when the words were replayed
    meanings = unitless_meanings(number, options)
    pot = table.pot + table.bets_on_table()
    within = [amount for amount in meanings if amount <= pot]
    return (within[-1] if within else meanings[0]), pot


@irregularity("unitless-bet-highest-reasonable")
def _unitless_bet(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.UNITLESS_BET)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@rule_remedy("unitless-bet-highest-reasonable", R.CORRECT_BET_AMOUNT)
def _unitless_bet_ruled(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    number = unitless_number(irregularity.event)
    assert number is not None
    if table.actor != irregularity.seat:
        return ["The words were already overtaken by later play; the floor decides.", next_step(table)]
    amount, pot = unitless_bet(table, irregularity.seat, number)
    table.apply(BetOrRaiseTo(irregularity.seat, table.seat(irregularity.seat).bet + amount))
    reason = (f"the highest amount '{number}' can mean that is no larger than the pot of {pot:,}" if amount <= pot
              else f"every amount it can mean is larger than the pot of {pot:,}, so the smallest")
    return [f"{seat_name(irregularity.seat).capitalize()} said '{irregularity.event.detail}' with no unit: the bet is {amount:,}, "
            f"{reason}.", next_step(table)]


@irregularity("accepted-action-wrong-count")
def _wrong_count(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.WRONG_COUNT_ACCEPTED)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@rule_remedy("accepted-action-wrong-count", R.MUST_CALL_FULL_AMOUNT)
def _wrong_count_binds(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.declared is not None
    told = irregularity.declared.amount or 0
    by = "the dealer" if irregularity.declared.other_seat is None else seat_name(irregularity.declared.other_seat)
    steps = [f"{seat_name(irregularity.seat).capitalize()} was told the bet was {told:,} by {by}; it was "
             f"{irregularity.owed or 0:,}. Acting on the count, he "
             "accepted the full correct action."]
    if table.actor == irregularity.seat and table.to_call(irregularity.seat) > 0:
        owed = table.to_call(irregularity.seat)
        table.apply(CheckOrCall(irregularity.seat))
        steps.append(f"He puts in the full call: {owed:,} more than he had in front, or all his chips if fewer.")
    else:
        steps.append("His call already stands at the full amount.")
    return [*steps, next_step(table)]


def _chips_behind(replay: Replay, finding: str) -> Irregularity | None:
    hits = replay.of_kind(K.CHIPS_FOUND_BEHIND)
    if not hits or len(replay.irregularities) != len(hits) or hits[0].event.detail != finding:
        return None
    return hits[0]


@irregularity("chips-behind-in-the-action")
def _chips_behind_accepted(replay: Replay) -> Irregularity | None:
    return _chips_behind(replay, "accepted")


@irregularity("chips-behind-not-in-the-action")
def _chips_behind_not_accepted(replay: Replay) -> Irregularity | None:
    return _chips_behind(replay, "not-accepted")


_CHIPS_OR_WORDS = frozenset({Verb.PUT, Verb.CHIP, Verb.CHIPS, Verb.STRING, Verb.SAYS})
"""A player's chips or words that may have put him all in, other than a bet or call written as one."""


def replayed_with_chips_behind(table: Table, situation: Situation, irregularity: Irregularity) -> Replay | None:
    """The hand played again with the chips found behind the all-in player in his stack from the start and in
    his all-in bet (his last bet or raise made that much bigger; an all-in call is the same call, larger): every
    call of it is then a call of the correct all-in, or all in for less (TDA 2024 Rule 49: "the caller has
    accepted the full correct action and is subject to the correct wager or all-in amount"). The others' later
    actions are played as the correct all-in leaves them: a raise to no more than it is a call of it, and an
    action by a player already all in on it, or a bet with no one left to call it, was never made (the chips he
    put in later are owed to the all-in's pot first). None where it cannot be played so (his all-in made by
    other words or chips than a bet or a call, a later action the larger all-in makes illegal)."""
    seat, chips = irregularity.seat, irregularity.event.amount or 0
    assert seat is not None
    if seat + 1 not in situation.seat_numbers:
        return None
    stacks = list(situation.history.starting_stacks)
    stacks[situation.seat_numbers.index(seat + 1)] += chips
    events = [event for event in situation.events if event.index != irregularity.event.index]
    own = [k for k, event in enumerate(events) if event.seat == seat and (
        isinstance(event.operation, (BetOrRaiseTo, CheckOrCall)) or event.verb in _CHIPS_OR_WORDS)]
    if not own:
        return None
    last = events[own[-1]]
    if isinstance(last.operation, BetOrRaiseTo):
        events[own[-1]] = parse_event(f"p{seat + 1} cbr {last.operation.amount + chips}", last.index,
                                      situation.source, len(table.seats))
    elif not isinstance(last.operation, CheckOrCall):
        return None
    again = replace(situation, history=replace(situation.history, starting_stacks=tuple(stacks)), events=tuple(events))
    result = Replay(again, build_table(again, table.config.rules))
    try:
        for k, event in enumerate(events):
            played = event if k <= own[-1] else _after_the_correct_all_in(result.table, event, situation, len(table.seats))
            if played is not None:
                step(result, played)
    except ValueError:
        return None
    return None if result.irregularities else result


def _after_the_correct_all_in(table: Table, event: Event, situation: Situation, seats: int) -> Event | None:
    """Another player's action after the all-in, as the correct (larger) all-in leaves it: None where it cannot
    be made (he is all in on it already, or nobody is left with chips to call a bet), a call where his raise is
    to no more than the bet he now faces."""
    operation = event.operation
    if event.seat is None or not isinstance(operation, (BetOrRaiseTo, CheckOrCall, Fold)):
        return event
    player = table.seats[event.seat]
    if player is None or player.folded:
        return event
    if player.stack == 0:
        return None
    facing = table.to_call(event.seat)
    if facing == 0 and not any(other is not None and not other.folded and other.stack > 0
                               for index, other in enumerate(table.seats) if index != event.seat):
        return None
    if isinstance(operation, BetOrRaiseTo) and facing > 0 and operation.amount <= player.bet + facing:
        return parse_event(f"p{event.seat + 1} cc", event.index, situation.source, seats)
    return event


def _pots_in_words(table: Table) -> str:
    """The pots the seats' chips make, each with the seats that can win it: 'main pot 1,500 (seats 1, 2 and 3)'."""
    contributions = {index: player.contributed for index, player in enumerate(table.seats)
                     if player is not None and player.contributed}
    folded = {index for index, player in enumerate(table.seats) if player is not None and player.folded}
    made = [pot for pot in pots.build_pots(contributions, folded) if pot.amount and not pot.uncalled]
    return "; ".join(f"{'main pot' if k == 0 else 'side pot'} {pot.amount:,} "
                     f"(seats {', '.join(str(seat + 1) for seat in pot.eligible)} can win it)"
                     for k, pot in enumerate(made))


def _owed_on_the_correct_all_in(before: Table, after: Table, seat: int) -> list[str]:
    """Each player in against the all-in: his chips toward the correct all-in against what he had put toward it
    as called, his chips beyond it where they change (a later bet the correct all-in leaves uncalled comes back),
    and what that makes in all."""
    old, new = before.seat(seat).contributed, after.seat(seat).contributed
    correct = new + after.seat(seat).stack  # the all-in player's chips: called, and any part no one called
    said = []
    for index, (was, now) in enumerate(zip(before.seats, after.seats, strict=True)):
        if index == seat or was is None or now is None or was.folded or not was.contributed:
            continue
        name = seat_name(index).capitalize()
        toward_was, toward_now = min(was.contributed, old), min(now.contributed, new)
        beyond_was, beyond_now = was.contributed - toward_was, now.contributed - toward_now
        if toward_now == toward_was and now.stack == 0 and now.contributed < correct:
            said.append(f"{name}, all in for {now.contributed:,}, less than the all-in, owes nothing more.")
            continue
        words = f"{name}: {toward_now:,} toward it (was {toward_was:,})"
        if beyond_was != beyond_now:
            words += f", {beyond_now:,} beyond it (was {beyond_was:,})"
        more = now.contributed - was.contributed
        words += (f": {more:,} more in all" if more > 0 else f": {-more:,} less in all" if more < 0 else
                  f": the same {now.contributed:,} in all")
        said.append(words + (", all his chips." if now.stack == 0 else "."))
    return said


@rule_remedy("chips-behind-in-the-action", R.MUST_CALL_FULL_AMOUNT)
def _chips_behind_called(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat, chips = irregularity.seat, irregularity.event.amount or 0
    found = (f"The {chips:,} found behind {seat_name(seat)}'s stack are part of the accepted action: his all-in "
             "was for them too.")
    after = replayed_with_chips_behind(table, replay.situation, irregularity)
    if after is None:
        return [found, "The all-in cannot be rebuilt from the record with them; the floor works the pots out.",
                next_step(table)]
    owed = _owed_on_the_correct_all_in(table, after.table, seat)
    table.take_state_of(after.table)
    back = table.seat(seat).stack
    uncalled = [f"The {back:,} of his all-in that no one called, chips found included, go back to him."] if back else []
    return [found, "Every player who called it is held to the correct all-in, or all his chips if fewer: "
            + " ".join(owed), f"The pots on the correct all-in: {_pots_in_words(table)}.", *uncalled, next_step(table)]


@rule_remedy("chips-behind-not-in-the-action", R.CHIPS_BEHIND_OUT_OF_THE_POT)
def _chips_behind_kept_out(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat, chips = irregularity.seat, irregularity.event.amount or 0
    table.keep_chips_found_behind(seat, chips)
    return [f"The {chips:,} found behind {seat_name(seat)}'s stack are no part of the accepted action: the pots "
            "stand as called. If he wins he is not paid off for them; if he loses they do not save him, and the "
            "TD may award them to the winning caller (they are left with him here).", next_step(table)]


@irregularity("prior-bet-pulled-back")
def _pulled_back(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.PRIOR_BET_PULLED_BACK)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@rule_remedy("prior-bet-pulled-back", R.CALL_OR_RAISE_ONLY)
def _pulled_back_binds(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    if table.actor != irregularity.seat:
        return ["The pull-back was already overtaken by later play; the floor decides.", next_step(table)]
    table.bar_fold_this_turn(irregularity.seat)
    return [f"{seat_name(irregularity.seat).capitalize()} pulled back chips of his bet facing a raise: the chips go back out "
            f"as his bet of {table.seat(irregularity.seat).bet:,}, and he must call the {table.to_call(irregularity.seat):,} more or "
            "raise; he may not fold.", next_step(table)]


@irregularity("string-bet")
def _string_bet(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.STRING_BET)


@rule_remedy("string-after-declared-raise", R.RAISE_ACCEPTED)
@rule_remedy("string-after-declared-raise-tournament", R.RAISE_ACCEPTED)
@rule_remedy("string-after-declared-raise-limit", R.RAISE_ACCEPTED)
def _said_raise_all_motions(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """'Raise' said, then chips in two motions, where that is allowed: the raise is all the chips put out, made
    legal (at least the minimum raise, at most the structure's limit)."""
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    first, added = irregularity.event.amount or 0, int(irregularity.event.detail or 0)
    player = table.seat(seat)
    options = table.raise_options(seat)
    assert options is not None  # 'raise' was accepted as words only where a raise was possible
    attempted = player.bet + first + added
    legal = _legal_size(options, attempted)
    table.apply(BetOrRaiseTo(seat, legal))
    steps = [f"{seat_name(seat).capitalize()} said 'raise' before his chips, so both motions count: "
             f"{first} and {added}, a raise to {attempted}."]
    if legal != attempted:
        steps.append(f"The raise is made legal: to {legal}; " + (f"he adds {legal - attempted}." if legal > attempted
                                                               else f"give back {attempted - legal}."))
    return [*steps, next_step(table)]


@rule_remedy("string-after-declared-raise", R.FIRST_MOTION_ONLY)
@rule_remedy("string-after-declared-raise-tournament", R.FIRST_MOTION_ONLY)
@rule_remedy("string-bet", R.FIRST_MOTION_ONLY)
def _first_motion_only(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    first = irregularity.event.amount or 0
    added = int(irregularity.event.detail or 0)
    player = table.seat(irregularity.seat)
    owed = table.to_call(irregularity.seat)
    options = table.raise_options(irregularity.seat)
    total = player.bet + first
    if irregularity.declared is not None and options is not None:
        # 'Raise' (or 'bet') said before the chips: the first motion is the raise he declared, never a call
        # (TDA 2024 Rule 43-A: short chips are a call 'unless “raise” is first declared'; Robert's Rules,
        # Betting and Raising: 'If in turn you verbally declare ... raise, you are forced to take that
        # action'): short of the minimum it is made the minimum, as the same words before one motion are.
        word = irregularity.declared.detail or "raise"
        before = player.bet
        total = _raise_from_chips(table, irregularity.seat, first)
        table.apply(BetOrRaiseTo(irregularity.seat, total))
        steps = [f"Only the first motion counts, and '{word}' was said before it: the {first} is "
                 f"{seat_name(irregularity.seat)}'s {word}"
                 + (f", made the least he may, to {total}." if total > before + first else f", to {total}.")]
        back = first + added - (total - before)
        if back > 0:
            steps.append(f"Give him back the {back} that does not count.")
        elif back < 0:
            steps.append(f"He adds {-back} to the {first + added} he put out.")
        return steps + [next_step(table)]
    # The first motion is judged as if it were all the chips, as chips put out in one motion are.
    if first > owed and options is not None and not options.allows(total) and total < options.minimum:
        if not owed:
            total = options.minimum  # short of the minimum bet: it is made the minimum bet
        else:
            total = silent_short_raise(options, table.round.current_bet, total) or total
    if first <= owed or options is None or not options.allows(total):
        table.apply(CheckOrCall(irregularity.seat))
        meaning = f"a call of {owed}" if owed else "a check"
        if first > owed:
            added += first - owed
        steps = [f"Only the first motion counts: {first} is {meaning}.", f"Give back the {added} that does not count."]
    elif total > player.bet + first:
        needed, put_out = total - player.bet, first + added
        table.apply(BetOrRaiseTo(irregularity.seat, total))
        short = "half a raise or more over the call" if owed else "short of the minimum bet"
        steps = [f"Only the first motion counts: {first} is {short}, so it must be made the full minimum, "
                 f"a {'raise' if owed else 'bet'} to {total}.",
                 f"Of the {put_out} he put out, {needed} plays; give back {put_out - needed}." if put_out >= needed
                 else f"He adds {needed - put_out} to the {put_out} he put out."]
    else:
        table.apply(BetOrRaiseTo(irregularity.seat, total))
        steps = [f"Only the first motion counts: {first} is a bet or raise to {total}.",
                 f"Give back the {added} that does not count."]
    return steps + [next_step(table)]


@irregularity("table-stakes")
def _adds_chips(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.ADDED_CHIPS)


# ---------------------------------------------------------------- undercalls, action out of turn, 'call' with no bet (X25, X27, X28)
# These triggers keep the place they had when the TDA and Robert's Rules rulings had a module of their
# own (catalog_external): after the draw rules and the X deal and board rulings, just before the H and I
# irregularities of catalog_irregularities, so a situation with two mistakes is ruled as before (a first
# card to the wrong seat, then a fold out of turn, is still a misdeal).


@irregularity("undercall-facing-raise", before="flop-two-cards-exposed")
def _undercall_multiway(replay: Replay) -> Irregularity | None:
    # Judged as the undercall stood when it was made in turn (TDA 2024 Rule 51-B: 'An undercall is a mandatory
    # full call if made in turn facing 1) any bet heads-up or 2) the opening bet on any round multi-way'), not
    # on the table at the end: Addendum 51 Example 4's fold after the undercall leaves a three-way pot heads-up.
    under = replay.of_kind(K.UNDERCALL)
    return under[0] if under and under[0].in_hand >= 3 and under[0].facing_raise else None


@rule_remedy("undercall-facing-raise", R.HOUSE_RULE_DECIDES)
def _undercall_floor_decides(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    # TDA 2024 Addendum 51, Example 1: 'C may be required to make a full call or allowed to forfeit the
    # 2000 undercall and fold': either way he does not raise.
    # The undercall chips stay in front of him either way (called on to the full amount, or forfeited with
    # the fold): they do not go back to his stack. Only what passes the bet level they cover goes back:
    # Example 4, 'Opener bets 400, player A raises to 1200 and Player B puts out one 500 chip silently ...
    # B forfeits 400 and 100 is returned'.
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    table.bar_raise_this_turn(seat)
    put, before = irregularity.event.amount or 0, table.seat(seat).bet
    levels = [other.bet for i, other in enumerate(table.seats)
              if other is not None and i != seat and before < other.bet <= before + put]
    kept = (max(levels) - before) if levels else put
    table.keep_in_front(seat, kept)
    owed = table.to_call(seat)
    back = f"; the {put - kept} over the {before + kept} it covers goes back" if kept < put else ""
    return [f"The floor decides: {seat_name(seat)}'s {kept} stays in front of him{back}. He makes the full call "
            f"({owed} more), or his {kept} stays in the pot and he folds; he may not raise.", next_step(table)]


@irregularity("undercall", before="flop-two-cards-exposed")
def _undercall(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.UNDERCALL)


def _out_of_turn(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.ACTION_OUT_OF_TURN)


@irregularity("fold-out-of-turn", before="flop-two-cards-exposed")
def _fold_out_of_turn(replay: Replay) -> Irregularity | None:
    hit = _out_of_turn(replay)
    return hit if hit is not None and isinstance(hit.event.operation, Fold) else None


def _skipped_player_changed_action(replay: Replay, irregularity: Irregularity) -> bool:
    later = [(seat, op) for seat, op, _ in replay.actions_since(irregularity) if seat != irregularity.seat]
    return any(isinstance(op, BetOrRaiseTo) for _, op in later)


@irregularity("check-out-of-turn-then-bet", before="flop-two-cards-exposed")
def _check_out_of_turn_then_bet(replay: Replay) -> Irregularity | None:
    hit = _out_of_turn(replay)
    checked = hit is not None and isinstance(hit.event.operation, CheckOrCall) and hit.owed == 0
    return hit if checked and _skipped_player_changed_action(replay, hit) else None  # type: ignore[arg-type]


@irregularity("action-out-of-turn-changed", before="flop-two-cards-exposed")
def _out_of_turn_changed(replay: Replay) -> Irregularity | None:
    hit = _out_of_turn(replay)
    return hit if hit is not None and _skipped_player_changed_action(replay, hit) else None


@irregularity("action-out-of-turn", before="flop-two-cards-exposed")
def _out_of_turn_binding(replay: Replay) -> Irregularity | None:
    return _out_of_turn(replay)


@irregularity("verbal-and-chip-declarations", before="flop-two-cards-exposed")
def _misworded(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.MISWORDED_ACTION)
    return hit if hit is not None and hit.event.detail == "call" else None


@irregularity("raise-said-with-nothing-bet", before="flop-two-cards-exposed")
def _raise_with_nothing_bet(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.MISWORDED_ACTION)
    # (A departure from the word recorded after it, a check or a fold instead of the bet, is ruled by its own rule.)
    return hit if hit is not None and hit.event.detail == "raise" and replay.irregularities[-1] is hit else None


@irregularity("check-facing-a-bet", before="flop-two-cards-exposed")
def _check_facing_a_bet(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.MISWORDED_ACTION)
    return hit if hit is not None and hit.event.detail == "check" else None


@rule_remedy("check-facing-a-bet", R.CALL_OR_FOLD_ONLY)
def _check_binds_no_raise(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    table.bar_raise_this_turn(irregularity.seat)
    return [f"'Check' is no action facing a bet: {seat_name(irregularity.seat)} may call or fold, but not raise.",
            next_step(table)]



def _spoken_call_then(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.SPOKEN_THEN_CHIPS)
    return hit if hit is not None and hit.declared is not None and hit.declared.detail == "call" else None


@irregularity("spoken-call-then-chips", before="flop-two-cards-exposed")
def _spoken_call(replay: Replay) -> Irregularity | None:
    hit = _spoken_call_then(replay)
    return hit if hit is not None and (hit.event.amount or 0) > hit.declared_chips else None


@irregularity("spoken-call-short", before="flop-two-cards-exposed")
def _spoken_call_short(replay: Replay) -> Irregularity | None:
    hit = _spoken_call_then(replay)
    return hit if hit is not None and (hit.event.amount or 0) < hit.declared_chips else None


@irregularity("spoken-amount-then-chips", before="flop-two-cards-exposed")
def _spoken_amount(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.SPOKEN_THEN_CHIPS)


@irregularity("spoken-raise-short", before="flop-two-cards-exposed")
def _spoken_raise_short(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.SPOKEN_RAISE_SHORT)


@irregularity("spoken-raise-oversized-chip", before="flop-two-cards-exposed")
def _spoken_raise_chip(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.SPOKEN_RAISE_CHIP)


@rule_remedy(("spoken-call-then-chips", "spoken-call-short", "spoken-amount-then-chips"), R.CALL_ONLY,
             R.MUST_CALL_FULL_AMOUNT, R.CORRECT_BET_AMOUNT)
def _words_stand(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.declared is not None
    paid = irregularity.declared_chips
    pushed = irregularity.event.amount or 0
    said = irregularity.declared.text.split("says", 1)[1].strip()
    steps = [f"'{said}' came first and binds {seat_name(irregularity.seat)}: he has put in {paid}."]
    if pushed > paid:
        steps.append(f"Give him back the {pushed - paid} pushed out over it.")
    else:
        steps.append(f"He adds {paid - pushed} to the {pushed} he pushed out.")
    return steps + [next_step(table)]


def _raise_from_chips(table: Table, seat: int, chips: int) -> int:
    """The raise the chips make once 'raise' was said: their total, brought within what the structure allows."""
    options = table.raise_options(seat)
    assert options is not None
    total = table.seat(seat).bet + chips
    if options.allows(total):
        return total
    if total < options.minimum:
        return options.minimum
    return max(t for t in (options.choices or (min(total, options.maximum),)) if t <= total)


@rule_remedy(("spoken-raise-short", "spoken-raise-oversized-chip"), R.MUST_COMPLETE_MIN_RAISE, R.RAISE_ACCEPTED)
def _declared_raise(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    if table.actor != irregularity.seat or table.raise_options(irregularity.seat) is None:
        return ["Later play has already gone past the declared raise; the floor decides.", next_step(table)]
    owed = table.to_call(irregularity.seat)
    before = table.seat(irregularity.seat).bet
    if irregularity.event.verb is Verb.SAYS and irregularity.event.detail == "raise" and irregularity.event.amount is not None:
        # 'Raise to N' said, N short of a full raise: no chips yet; the word makes it the minimum raise.
        said = irregularity.event.amount or 0
        total = _raise_from_chips(table, irregularity.seat, max(said - before, 0))
        table.apply(BetOrRaiseTo(irregularity.seat, total))
        return [f"'Raise to {said}' was said: 'raise' came first, so {seat_name(irregularity.seat)} raises, and a "
                f"raise short of the minimum is made the full minimum raise, to {total}"
                + (f" (the call of {owed} and more)." if owed else "."),
                f"He puts in {total - before}.", next_step(table)]
    word = irregularity.declared.detail if irregularity.declared is not None else "raise"
    if word == "pot":  # no limit: 'pot' binds him to a valid bet or raise (TDA 2024 Rule 54-D)
        word = "raise" if owed else "bet"
    if irregularity.event.verb not in (Verb.PUT, Verb.CHIP):
        # A check, call or fold after the word: not carried out; the word binds him to the least raise (or bet).
        total = _raise_from_chips(table, irregularity.seat, 0)
        table.apply(BetOrRaiseTo(irregularity.seat, total))
        return [f"'{word.capitalize()}' was said first and binds {seat_name(irregularity.seat)}: his "
                f"{irregularity.event.text!r} does not stand. With no amount said he {word}s the least he may, to "
                f"{total}" + (f" (the call of {owed} and more)." if owed else "."),
                f"He puts in {total - before}.", next_step(table)]
    chips = irregularity.event.amount or 0
    total = _raise_from_chips(table, irregularity.seat, chips)
    table.apply(BetOrRaiseTo(irregularity.seat, total))
    put = total - before
    what = f"the single {chips} chip" if irregularity.kind is K.SPOKEN_RAISE_CHIP else f"the {chips} pushed out"
    steps = [f"'{word.capitalize()}' was said first: {seat_name(irregularity.seat)} {word}s, to {total}"
             + (f" (the call of {owed} and more)." if owed else ".")]
    if put > chips:
        steps.append(f"He adds {put - chips} to {what}.")
    elif put < chips:
        steps.append(f"Give him {chips - put} back from {what}.")
    return steps + [next_step(table)]


@rule_remedy("undercall", R.MUST_CALL_FULL_AMOUNT)
def _full_call(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    if table.actor != irregularity.seat:
        return [f"{seat_name(irregularity.seat).capitalize()} owed a full call, but later play has already gone past "
                "that moment: the floor decides how to put it right.", next_step(table)]
    owed = table.to_call(irregularity.seat)
    table.apply(CheckOrCall(irregularity.seat))
    return [f"{seat_name(irregularity.seat).capitalize()} must make it a full call: {owed} in all.",
            next_step(table)]




@rule_remedy("fold-out-of-turn", R.FOLD_STANDS, R.FOLD_STANDS_PENALTY_POSSIBLE)
def _fold_stands(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    fold_seat(table, irregularity.seat)
    penalty = (["The floor may penalise him: any action out of turn is subject to penalty."]
               if code is R.FOLD_STANDS_PENALTY_POSSIBLE else [])
    return [f"The fold of {seat_name(irregularity.seat)} stands: his cards go to the muck.", *penalty,
            "Play goes back to the player whose turn it was.", next_step(table)]


@rule_remedy("action-out-of-turn", R.OUT_OF_TURN_BINDING)
def _binding(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    operation = irregularity.event.operation
    if table.actor == irregularity.seat and operation is not None and table.can(operation):
        table.apply(operation)
        return [f"Nothing before him changed the action: {irregularity.event.text!r} is binding and is now carried out.",
                next_step(table)]
    out = table.seat(irregularity.seat).out_of_turn
    kept = [f"The {out} he put out stays in front of him meanwhile."] if out else []
    return ["Action goes back to the player whose turn it was.",
            f"If no one before {seat_name(irregularity.seat)} bets or raises, {irregularity.event.text!r} stands when his turn comes.",
            *kept, next_step(table)]


@rule_remedy("action-out-of-turn-changed", R.OUT_OF_TURN_ALL_OPTIONS)
def _all_options(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return [f"{irregularity.event.text!r} is void: the action in front of {seat_name(irregularity.seat)} changed.",
            *_chips_returned(table, irregularity.seat), next_step(table)]


def _chips_returned(table: Table, seat: int) -> list[str]:
    """TDA 2024 Rule 53-A: 'If action changes, the OOT action is not binding; any bet or raise is returned to the
    OOT player'; Robert's Rules, Betting and Raising 11: binding 'unless the action to that player is
    subsequently changed by a bet or raise'. The chips he pushed out go back to his stack."""
    returned = table.return_out_of_turn(seat)
    return [f"The {returned} he put out goes back to his stack."] if returned else []


@rule_remedy("check-out-of-turn-then-bet", R.CALL_OR_FOLD_ONLY)
def _checked_out_of_turn(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    table.bar_raise_this_turn(irregularity.seat)
    return [f"{irregularity.event.text!r} was a check out of turn: {seat_name(irregularity.seat)} may call or fold the bet, but may "
            "not raise on his next turn.", next_step(table)]


@rule_remedy("check-out-of-turn-then-bet", R.OUT_OF_TURN_ALL_OPTIONS)
def _checked_all_options(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return [f"{irregularity.event.text!r} is void: the bet changed the action in front of {seat_name(irregularity.seat)}, who may "
            "fold, call or raise.", *_chips_returned(table, irregularity.seat), next_step(table)]


@rule_remedy("raise-said-with-nothing-bet", R.TREAT_AS_BET)
def _raise_is_a_bet(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """TDA 2024 Rule 55-B: 'declares "raise", the player must make at least a minimum bet'."""
    assert irregularity is not None and irregularity.seat is not None
    seat, said = irregularity.seat, irregularity.event.amount
    name = seat_name(seat)
    options = table.raise_options(seat) if table.actor == seat else None
    if options is None:  # the bet has been made since (chips after the word, or the amount said)
        return [f"Nothing was bet, so 'raise' from {name} is a bet; it was made, and it stands.", next_step(table)]
    if said is not None and said < options.minimum:
        table.apply(BetOrRaiseTo(seat, options.minimum))
        return [f"Nothing was bet, so 'raise' from {name} is a bet, and it must be at least the minimum: his "
                f"{said} is made up to {options.minimum}.", next_step(table)]
    table.bind_to_raise(seat)
    return [f"Nothing was bet, so 'raise' from {name} is a bet: he must bet at least {options.minimum}; he may "
            "not check or fold.", next_step(table)]


@rule_remedy("verbal-and-chip-declarations", R.TREAT_AS_CHECK)
def _call_is_check(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    table.apply(CheckOrCall(irregularity.seat))
    return [f"Nothing is bet, so 'call' from {seat_name(irregularity.seat)} is a check.", next_step(table)]


# ---------------------------------------------------------------- check-raise barred
# Data, trigger, remedy and precedence together. Where check-raise is barred (``TableConfig.check_raise_barred``:
# limit ace-to-five lowball unless the house allows it, or a house that bars it everywhere) the table offers a
# player who checked this round no raise; a raise he puts out anyway is held to a call.

RULES = RULES + (
    make_rule(
        id="check-raise-barred", title="Check-raise not permitted: the raise stands as a call", catalog_ids=("C02",),
        games=ALL_GAMES,
        trigger="a player who checked raises later in the same betting round, in a game where check-raise is "
                "not permitted (limit ace-to-five lowball, unless the players were alerted it is allowed; or a "
                "house that bars it)",
        answers=agree(answer(R.CALL_ONLY,
            """Check-raise is permitted in every game except certain forms of lowball: in limit ace-to-five lowball
            it is not, unless the players were alerted that it is allowed (and a house may bar it in any game).
            A player who checked and then raises after a bet in the same round may not raise: he is held to a
            call, and any chips beyond the call go back to him.""",
            rrop("Betting and Raising 1"), rrop("Lowball, Ace-to-Five (check-raise in limit play)"))),
        prompt="Limit ace-to-five lowball, after the draw: seat 1 checks, seat 2 bets 4, seat 3 folds, and seat 1 "
               "puts out 8 as a raise. Nobody alerted the table that check-raise is allowed.",
        options=((R.CALL_ONLY, "He may not check-raise: it stands as a call of 4.",
                  "He may not check-raise: it stands as a call."),
                 (R.RAISE_ALLOWED, "The raise stands: check-raise is allowed in every game."),
                 (R.CALL_OR_FOLD_ONLY, "Take the chips back; he may call or fold.")),
    ),
)


# 'Pot' said aloud and the pot count (TDA 2024 Rules 3, 40-A, 52-B with its Illustration Addendum, 54-A and 54-D):
# each rule below is its data, its trigger and its remedy together.


def _short_count_settled(replay: Replay, hit: Irregularity) -> bool:
    """The bet on a short pot count is past correcting: substantial action has occurred after it, on its street or a
    later one (TDA 2024 Rule 52-B: 'if too low, corrected until substantial action occurs after the bet'; Rule 36:
    any three actions, or two of which one put chips in). Nothing else settles it: the next card dealt, or the
    showdown begun, does not. Rule 52-B bounds by the street only the count too high ('corrected for all players
    anywhere on the current street'), and the Addendum's 'If the next card is dealt the error will stand' closes
    Example 3, the illegal overbet; Examples 1 and 2, the count too low, turn on substantial action alone."""
    return substantial_action(replay.actions_since(hit)[1:])


RULES = RULES + (
    make_rule(
        id="pot-bet-on-short-count", title="Pot limit: a bet on a pot count too low, found before substantial action: "
        "made up to the pot", catalog_ids=("X26",), games=ALL_GAMES,
        trigger="pot limit: the player to act asks for the pot, is told a count less than the pot makes it, bets "
                "or raises to that count, and it is noticed before substantial action follows the bet",
        answers=agree(answer(R.CORRECT_BET_AMOUNT,
            """In pot limit a player who underbets the pot on an inaccurate count has his bet corrected until
            substantial action occurs after it: he must increase it to the pot. TDA's Illustration Addendum 52-B,
            Example 2: the pot is 10,500, the dealer's count is 'nine thousand five hundred', A pushes out 9,500,
            B folds, then the dealer sees the mistake: 'Substantial action has not occurred, so A must increase
            his or her bet to 10,500 total.' The next card dealt does not settle it: Rule 52-B bounds by the street
            only a count too high ('corrected for all players anywhere on the current street'), and the Addendum's
            'If the next card is dealt the error will stand' is said of that illegal overbet (Example 3); a bet
            on a count too low is 'corrected until substantial action occurs after the bet', on any street. A
            player who called it calls the pot. The source documents and the Robert's Rules text read say nothing
            of a wrong pot count, so they follow TDA here.""",
            tda("Rule 52-B; Rule 36; Illustration Addendum 52-B, Examples 2 and 3"))),
        prompt="Pot-limit Omaha, flop, the pot is 10,500. A asks for the pot; the dealer says 9,500 and A pushes out "
               "9,500. B folds, and then the dealer sees the pot was 10,500. What is A's bet?",
        options=((R.CORRECT_BET_AMOUNT, "10,500: no substantial action yet, so A increases it to the pot.",
                  "The pot: the bet is increased to it."),
         (R.ACTION_STANDS, "9,500: A bet what he was told, and it stands.", "The count he was told: the bet stands.")),
    ),
)


@irregularity("check-raise-barred", before="incorrect-bet-amount")
def _check_raise_barred(replay: Replay) -> Irregularity | None:
    hit = _raise_refused(replay)
    table = replay.table
    if hit is None or hit.seat is None or hit.seat not in table.round.checked or not table.config.check_raise_barred:
        return None
    return hit


@rule_remedy("check-raise-barred", R.CALL_ONLY)
def _check_raise_called(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                        rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    owed = table.to_call(seat)
    operation = irregularity.event.operation
    put = operation.amount - table.seat(seat).bet if isinstance(operation, BetOrRaiseTo) \
        else (irregularity.event.amount or 0)
    table.apply(CheckOrCall(seat))
    steps = [f"{seat_name(seat).capitalize()} checked this round and check-raise is not permitted here: his raise "
             f"stands as a call of {owed:,}."]
    if irregularity.event.verb in _SILENT_CHIPS and put > owed:
        steps.append(f"Give seat {seat + 1} {put - owed:,} back.")
    return steps + [next_step(table)]


@irregularity("pot-bet-on-short-count")
def _pot_bet_on_short_count(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.POT_BET_ON_SHORT_COUNT)
    return hit if hit is not None and not _short_count_settled(replay, hit) else None


@rule_remedy("pot-bet-on-short-count", R.CORRECT_BET_AMOUNT)
def _pot_count_made_up(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """The bet is increased to the pot and the hand played again from there: the folds and calls after it stand
    as made, on the right amount (the calls are calls of the pot)."""
    assert irregularity is not None and irregularity.seat is not None and irregularity.declared is not None
    seat, told, pot = irregularity.seat, irregularity.declared.amount or 0, irregularity.owed or 0
    after = _replayed_as(table, replay, irregularity, f"p{seat + 1} cbr {pot}")
    if after is None:
        return [f"{seat_name(seat).capitalize()}'s {told:,} cannot be corrected from the record; the floor decides.",
                next_step(table)]
    more = {other: table.seat(other).stack - after.table.seat(other).stack for other in range(len(table.seats))
            if other != seat and table.seats[other] is not None}
    table.take_state_of(after.table)
    steps = [f"{seat_name(seat).capitalize()} was told the pot made it {told:,}; it made it {pot:,}. No substantial "
             f"action has followed his bet, so he increases it to {pot:,} ({pot - told:,} more)."]
    steps += [f"{seat_name(other).capitalize()} called it: his call is made up to the bet ({chips:,} more)."
              for other, chips in more.items() if chips > 0]
    return steps + [next_step(table)]


RULES = RULES + (
    make_rule(
        id="pot-bet-on-short-count-stands", title="Pot limit: a bet on a pot count too low, found after substantial "
        "action: it stands", catalog_ids=("X26",), games=ALL_GAMES,
        trigger="pot limit: the player to act is told a pot count less than the pot makes it and bets or raises to "
                "it, and substantial action follows the bet (on its street or a later one) before it is noticed",
        answers=agree(answer(R.ACTION_STANDS,
            """An underbet of the pot made on an inaccurate count is corrected only until substantial action
            occurs after the bet; after that it binds. TDA's Illustration Addendum 52-B, Example 1: the dealer's
            count is 9,500 for a pot of 10,500, A pushes out 9,500, B folds and C calls: 'Because the quoted
            amount was less than the pot and substantial action has occurred, the 9,500 bet is binding and will
            not be increased to 10,500.' Substantial action alone settles it, on the bet's street or a later one:
            the next card dealt does not (the Addendum's 'If the next card is dealt the error will stand' is said of
            the illegal overbet of Example 3). The source documents and the Robert's Rules text read say nothing
            of a wrong pot count, so they follow TDA here.""",
            tda("Rule 52-B; Rule 36; Illustration Addendum 52-B, Example 1"))),
        prompt="Pot-limit Omaha, flop, the pot is 10,500. A asks for the pot; the dealer says 9,500 and A pushes out "
               "9,500. B folds, C calls, and then the dealer sees the pot was 10,500. What is A's bet?",
        options=((R.ACTION_STANDS, "9,500: substantial action has occurred, so the bet binds.",
                  "The count he was told: the bet stands."),
         (R.CORRECT_BET_AMOUNT, "10,500: A increases it to the pot, and C calls the difference.",
          "The pot: the bet is increased to it.")),
    ),
)


@irregularity("pot-bet-on-short-count-stands", before="pot-bet-on-short-count")
def _pot_bet_on_short_count_stands(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.POT_BET_ON_SHORT_COUNT)
    return hit if hit is not None and _short_count_settled(replay, hit) else None


@rule_remedy("pot-bet-on-short-count-stands", R.ACTION_STANDS)
def _pot_count_stands(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.declared is not None
    told, pot = irregularity.declared.amount or 0, irregularity.owed or 0
    return [f"{seat_name(irregularity.seat).capitalize()} was told the pot made it {told:,}; it made it {pot:,}. "
            f"Substantial action has followed his bet, so the {told:,} binds and is not increased.", next_step(table)]


def _pot_words_bind(table: Table, irregularity: Irregularity, all_in: bool) -> list[str]:
    """'Pot' said first binds the seat to the pot (all his chips where the pot is more): carried out now."""
    assert irregularity.seat is not None
    seat = irregularity.seat
    options = table.raise_options(seat) if table.actor == seat else None
    if options is None:
        return ["Later play has already gone past the words; the floor decides.", next_step(table)]
    before = table.seat(seat).bet
    table.apply(BetOrRaiseTo(seat, options.maximum))
    put = options.maximum - before
    size = "all his chips: he is all in" if all_in else f"a bet of the pot makes it {options.maximum:,}"
    steps = [f"'Pot' was said first and binds {seat_name(seat)}: {size}."]
    if irregularity.event.verb is Verb.PUT:
        pushed = irregularity.event.amount or 0
        steps.append(f"He adds {put - pushed:,} to the {pushed:,} he pushed out." if put > pushed
                     else f"Give him back the {pushed - put:,} pushed out over it.")
    else:
        steps.append(f"His {irregularity.event.text!r} does not stand: he puts in {put:,}.")
    return [*steps, next_step(table)]


def _pot_said_then_other(replay: Replay, all_in: bool) -> Irregularity | None:
    """'Pot' said in pot limit, then other chips (or a check, call or fold), the seat still to act; ``all_in``: the
    ones where the pot is more than he has."""
    hit = replay.first_of(K.POT_SAID_THEN_OTHER)
    table = replay.table
    if hit is None or hit.seat is None or table.actor != hit.seat:
        return None
    options = table.raise_options(hit.seat)
    player = table.seat(hit.seat)
    return hit if options is not None and (options.maximum == player.bet + player.stack) == all_in else None


RULES = RULES + (
    make_rule(
        id="pot-said-then-other-chips", title="Pot limit: 'pot' said, then other chips: the bet is the pot",
        catalog_ids=("X28",), games=ALL_GAMES,
        trigger="pot limit: a player says 'pot' in turn, then pushes out an amount that is not the pot (and no "
                "wrong pot count was given him), or checks, calls or folds",
        answers=agree(answer(R.CORRECT_BET_AMOUNT,
            """'Pot' is an official betting term in pot limit. Bets are by verbal declaration and/or chips, and
            whichever is first defines the bet: 'pot' said first binds him to a bet (or raise) of the pot, and
            the chips are corrected to it (made up if short, the rest given back if over). Robert's Rules, for
            big-bet games: a discrepancy between the verbal statement and the chips is corrected to the verbal
            statement.""",
            tda("Rule 3; Rule 40-A"), rrop("No-Limit and Pot-Limit, no-limit rules 5"))),
        prompt="Pot limit, the flop: the pot is 600 and nothing is bet. A player says 'pot', then pushes out 400.",
        options=((R.CORRECT_BET_AMOUNT, "A bet of 600: 'pot' came first, so he adds 200.",
                  "The pot: the chips are made up to it."),
         (R.ACTION_STANDS, "A bet of 400: the chips play.", "What the chips say: the word does not count.")),
    ),
)


@irregularity("pot-said-then-other-chips")
def _pot_said_other(replay: Replay) -> Irregularity | None:
    return _pot_said_then_other(replay, all_in=False)


RULES = RULES + (
    make_rule(
        id="pot-said-all-in", title="Pot limit: 'pot' said for more than the stack: all in",
        catalog_ids=("X28",), games=ALL_GAMES,
        trigger="pot limit: a player says 'pot' in turn when a bet of the pot is more than he has, then pushes "
                "out less than all his chips, or checks, calls or folds",
        answers=agree(answer(R.CORRECT_BET_AMOUNT,
            """'Pot' said first binds him to a bet of the pot, and no one bets more than he has in front of him:
            where the pot is more than his stack, 'pot' is all his chips, and he is all in. The words came first,
            so chips short of it are made up to his whole stack (Robert's Rules, for big-bet games: corrected to
            the verbal statement).""",
            tda("Rule 3; Rule 40-A"), rrop("No-Limit and Pot-Limit, no-limit rules 5"))),
        prompt="Pot limit, the turn: the pot is 2,000 and nothing is bet. A player with 1,500 says 'pot', then "
               "pushes out 1,000.",
        options=((R.CORRECT_BET_AMOUNT, "All in for 1,500: 'pot' is more than he has, so he adds his last 500.",
                  "All his chips: the pot is more than he has."),
         (R.ACTION_STANDS, "A bet of 1,000: the chips play.", "What the chips say: the word does not count.")),
    ),
)


@irregularity("pot-said-all-in", before="pot-said-then-other-chips")
def _pot_said_all_in(replay: Replay) -> Irregularity | None:
    return _pot_said_then_other(replay, all_in=True)


@rule_remedy(("pot-said-then-other-chips", "pot-said-all-in"), R.CORRECT_BET_AMOUNT)
def _pot_said_binds(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    return _pot_words_bind(table, irregularity, all_in=rule.id == "pot-said-all-in")


RULES = RULES + (
    make_rule(
        id="pot-said-no-limit", title="No limit: 'pot' said is no bet, but binds him to a valid one",
        catalog_ids=("X28",), games=ALL_GAMES,
        trigger="no limit: a player says 'pot' (or 'I bet the pot') in turn, and the floor is called before he "
                "puts out chips",
        answers=agree(answer(R.TREAT_AS_BET,
            """'Pot' is an official betting term in pot limit only. In no limit, declaring 'I bet the pot' is not
            a valid bet, but it binds the player to making a valid bet, at least a minimum bet (facing a bet, a
            valid raise), and may be penalized: he must bet, and the amount, at least the minimum, is his to
            state. The source documents and the Robert's Rules text read say nothing of 'pot' said in no limit,
            so they follow TDA here.""",
            tda("Rule 3; Rule 54-D"))),
        prompt="No-limit hold'em 100-200, the flop: nothing is bet and the pot is 1,500. A player says 'I bet the "
               "pot' and stops. What is his action?",
        options=((R.TREAT_AS_BET, "He must bet: at least the minimum, 200, an amount he states.",
                  "He must make a valid bet, of at least the minimum."),
         (R.CORRECT_BET_AMOUNT, "A bet of 1,500, the size of the pot.", "A bet of the size of the pot."),
         (R.ACTION_PENDING, "Nothing yet: 'pot' is no bet in no limit, so he may still check.",
          "Nothing: the word is no action; he may still check.")),
    ),
)


@irregularity("pot-said-no-limit")
def _pot_said_no_limit(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(K.POT_SAID_NO_LIMIT)
    return hit if hit is not None and replay.table.actor == hit.seat else None


@rule_remedy("pot-said-no-limit", R.TREAT_AS_BET)
def _pot_said_no_limit_binds(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    options = table.raise_options(seat)
    if options is None:
        return ["Later play has already gone past the words; the floor decides.", next_step(table)]
    what = (f"a valid raise, to at least {options.minimum:,}" if table.to_call(seat)
            else f"a valid bet, at least the minimum, {options.minimum:,}")
    return [f"'Pot' is no valid bet in no limit, but it binds {seat_name(seat)} to {what}: he states the amount "
            "(a check, call or fold is not his now; the word may be penalized).", next_step(table)]
