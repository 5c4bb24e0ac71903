"""Catalog family D: seven-card stud procedures and irregularities."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from dealerschool.poker import hands
from dealerschool.poker.cards import Card
from dealerschool.situations.replays import Irregularity, Replay
from dealerschool.situations.replays import IrregularityKind as K
from dealerschool.table import stud
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Fold,
    Operation,
    PostBringIn,
    ReshuffleForStub,
    ReturnUncalledBet,
)
from dealerschool.table.table import Pile, Table
from dealerschool.table.words import describe

from . import remedies as _remedies
from .model import (
    STUD_GAMES,
    GameFamily,
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
from .triggers import Tier, irregularity, procedure

_HIGH_STUD = frozenset({GameFamily.STUD, GameFamily.STUD_HI_LO})
_POSITION = answer(R.FIRST_BY_POSITION,
    """The highest board acts first (any pair beats unpaired cards). When two boards are exactly equal,
    the one that received cards first, nearest the dealer's left, acts first. Poker Rules for Beginners breaks the tie by suit
    instead; Robert's Rules Stud 1, quoted in the sources, goes by position, and it is a card-room rulebook.""",
    s001("Rules of Seven-Card Stud 1"), rrop("Stud 1"), s000("7 Card Stud Rules and Game Play / Betting Round Two"))
_OPEN_PAIR = answer(R.BIG_BET_OPTION,
    """With an open pair showing on fourth street in stud high, anyone may bet either the small or the big
    bet; once a big bet is made, all raises that round are big bets.""",
    s001("Rules of Seven-Card Stud 4"), rrop("Stud 4"), s000("7 Card Stud Rules and Game Play / Random Rules - Fourth Street Open Pair"))
_NO_DOUBLING = answer(R.SMALL_BET_ONLY,
    """TDA does not double the bets on fourth street because of an open pair: the small bet applies.""",
    tda("RP-10-F"))
_RESTORE = answer(R.RESTORE_CARD_ORDER,
    """Move the cards back to where they would have been if the burn had been right, as long as that is
    still possible; if the misplaced card is a seventh-street downcard already looked at or mixed in, the
    player keeps it.""",
    s001("Rules of Seven-Card Stud 13"), rrop("Stud 13"))
_SEVENTH_PLAYS = answer(R.CARD_PLAYS,
    """The face-up seventh-street card plays. The others get theirs down, the high board using all upcards
    acts first, and the player with the exposed card may declare all-in before betting (heads-up, if the
    first player's card was the one exposed, the second player's is also dealt up). An all-in player
    simply keeps a face-up seventh card.""",
    s001("Rules of Seven-Card Stud 16-17"), rrop("Stud 16-17"))
_SEVENTH_DECLARED = answer(R.CARD_PLAYS,
    """The face-up seventh-street card plays, and its player has taken the option the rule gives him: "A player
    whose last card is faceup has the option of declaring all-in (before betting action starts)" (with more than
    two players; heads-up only when the first player's last card was dealt down and his opponent's up). He puts in
    no more chips and plays for what he has put in; the others get their last card face down and bet on among
    themselves, into a side pot he has no part in.""",
    s001("Rules of Seven-Card Stud 17"), rrop("Stud 17"))
_SEVENTH_REPLACED = answer(R.REPLACE_EXPOSED_CARD,
    """TDA replaces a seventh-street card exposed by the dealer when betting action remains, and wants the
    last card dealt down even when nobody can bet.""",
    tda("RP-10-B"))

_TDA_COMMON_CARD = answer(R.COMMON_CARD_SIXTH_STREET_ORDER,
    """TDA counts the cards needed: the players still in, plus one burn, plus the last card, which is never
    dealt. If the stub and the three earlier burns fall short of that, the dealer burns and turns one common
    card (scrambling the stub with the three burns first when fewer than three cards are left), and the
    player who acted first on sixth street acts first again.""",
    tda("RP-10-H"))
_S001_COMMON_CARD = answer(R.COMMON_CARD,
    """Even the last card scrambled with every burn (and any cards taken out earlier) cannot give each
    remaining player a fresh card, so the dealer announces a common card: burn one and turn one card face
    up in the centre. It plays in every hand, and whoever is now high using it starts the last betting round.""",
    s001("Rules of Seven-Card Stud 15"), rrop("Stud 15"))
_BOTH_EXPOSED = answer(R.DEAD_HAND_ANTE_RETURNED,
    """When both hole cards are dealt face up the hand cannot be played as stud any more: it is dead and,
    since the fault is the dealer's, the ante goes back to the player. The rest of the deal goes on without
    that seat.""",
    s001("Rules of Seven-Card Stud 5"), rrop("Stud 5"))

RULES = (
    make_rule(
        id="stud-bring-in-low-card", title="Stud: the lowest door card brings in; aces high, clubs lowest", catalog_ids=("D01", "D02"),
        games=_HIGH_STUD, trigger="third street dealt, antes in",
        answers=agree(answer(R.BRING_IN_LOWEST_SUIT,
            """Antes are dead money. The lowest upcard brings in; aces count high, and equal ranks are broken by
            suit with clubs lowest, so the 2♣ is the lowest possible card. The bring-in may be the minimum or
            a completion to the small bet.""",
            s000("7 Card Stud Rules and Game Play / The Bring"), s001("Rules of Seven-Card Stud 1-2"), s003("Seven Card Stud High"),
            tda("RP-10-A; RP-10-E"), rrop("Stud 1; Stud 2"))),
        prompt="Seven-card stud door cards: 2♦, A♣, 2♣, K♠. Who brings in?",
        options=((R.BRING_IN_LOWEST_SUIT, "The 2♣.", "The lowest upcard; a tie goes to the lowest suit."),
         (R.BRING_IN_ACE_LOW, "The A♣: the ace is the lowest card.", "The ace, since an ace is the lowest card."),
         (R.BRING_IN_HIGHER_SUIT, "The 2♦: of equal ranks the higher suit brings in.",
          "The lowest upcard; a tie goes to the higher suit.")),
    ),
    make_rule(
        id="stud-bring-in-option", title="Stud: the bring-in may open for a full bet", catalog_ids=("D02",), games=_HIGH_STUD,
        trigger="third street: the player named to bring in is to act, nobody has acted yet",
        answers=agree(answer(R.BRING_IN_OR_COMPLETE,
            """The player with the forced bet chooses: post just the bring-in, or open for a full bet (the
            small bet). Opening for the full bet is a completion, not a raise, so the raises allowed still
            follow it.""",
            s001("Rules of Seven-Card Stud 2"), rrop("Stud 2"))),
        prompt="Seven-card stud $15-$30 with a $5 bring-in: the 2♣ is named to bring in. What may its player do?",
        options=((R.BRING_IN_OR_COMPLETE, "Post the $5 bring-in or open for the full $15.",
          "Post the bring-in or open for a full bet."),
         (R.CALL_ONLY, "Only the $5 bring-in: completing is for the next player.",
          "Only the bring-in: completing is left to the next player."),
         (R.ANTE_OPENER_MUST_BET, "He must open for $15: the bring-in is not a bet.",
          "He must open for a full bet: the bring-in is not one.")),
    ),
    make_rule(
        id="stud-completion-not-a-raise", title="Stud: completing the bring-in is not a raise", catalog_ids=("D03",), games=STUD_GAMES,
        trigger="a player raises a minimum bring-in to the full small bet",
        answers=agree(answer(R.COMPLETION_NOT_A_RAISE,
            """Bringing the bring-in up to a full small bet is a completion, so the raise cap counts from there:
            $15-$30 with a $5 bring-in, completed to $15, still allows three raises.""",
            s001("Rules of Seven-Card Stud 3"), rrop("Stud 3"), tda("Rule 3"))),
        prompt="$15-$30 stud, 3-raise cap: bring-in $5, completed to $15, raised to $30, reraised to $45. May the next player raise?",
        options=((R.COMPLETION_NOT_A_RAISE, "Yes: the completion was not a raise, so this is only the third raise.",
          "Yes: the completion was not a raise."),
         (R.CAP_REACHED, "No: the completion counts, so three raises have been made.",
          "No: the completion counts as a raise.")),
    ),
    make_rule(
        id="stud-first-to-act-tie", title="Stud: tied high boards on later streets", catalog_ids=("D04",), games=_HIGH_STUD,
        trigger="fourth to seventh street; two boards of exactly equal rank",
        answers=by_book(_POSITION,
            answer(R.FIRST_BY_SUIT,
                """TDA breaks ties between equal boards by the high card by suit, as Poker Rules for Beginners does (A♠K♣ beats A♥K♠).""",
                tda("RP-10-D"), s000("7 Card Stud Rules and Game Play / Betting Round Two")),
            _POSITION),
        prompt="Fifth street: seat 2 shows K♥ Q♣ 7♦ and seat 6 shows K♠ Q♦ 7♣. Both boards are equal in rank. Who acts first?",
        options=((R.FIRST_BY_POSITION, "Seat 2: nearest the dealer's left.", "Of the tied boards, the one nearest the dealer's left."),
         (R.FIRST_BY_SUIT, "Seat 6: the K♠ outranks the K♥.", "Of the tied boards, the one with the higher suit."),
         (R.BRING_IN_ACTS_FIRST, "Whoever brought it in on third street.")),
    ),
    make_rule(
        id="stud-open-pair-fourth-street", title="Stud high: open pair on fourth street", catalog_ids=("D05",), games=frozenset({GameFamily.STUD}),
        trigger="fixed-limit stud high; any open pair shows on fourth street",
        answers=by_book(_OPEN_PAIR, _NO_DOUBLING, _OPEN_PAIR),
        prompt="$10-$20 stud high: on fourth street a player shows a pair of sevens and is first to act. May he bet $20?",
        options=((R.BIG_BET_OPTION, "Yes: with an open pair he may bet $10 or $20.",
          "Yes: he may bet the small bet or the big bet."),
         (R.SMALL_BET_ONLY, "No: fourth street is a $10 street.", "No: fourth street is a small-bet street.")),
    ),
    make_rule(
        id="stud-dealer-announcements", title="Stud: what the dealer announces", catalog_ids=("D06",), games=STUD_GAMES,
        trigger="each street and each action in stud",
        answers=agree(answer(R.ANNOUNCE_PAIRS_NOT_DRAWS,
            """The dealer names the low card, the high hand, every raise and every pair on board, but does not
            point out possible straights or flushes (except in designated low-stakes games).""",
            s001("Rules of Seven-Card Stud 12"), rrop("Stud 12"), tda("RP-12"))),
        prompt="Sixth street: one player shows four spades. What does the dealer say about it?",
        options=((R.ANNOUNCE_PAIRS_NOT_DRAWS, "Nothing: draws are not called, only pairs and raises."),
         (R.ANNOUNCE_POSSIBLE_FLUSH, "Announce 'possible flush' so everyone is aware.")),
    ),
    make_rule(
        id="dead-hand-actions", title="Stud upcards turned down, and other actions that kill a hand", catalog_ids=("D07", "X39"), games=STUD_GAMES,
        trigger="facing a bet, a player picks up, turns down or mixes his upcards, or throws cards forward",
        answers=agree(answer(R.DEAD_HAND,
            """Facing a bet, picking up or turning down one's upcards, or mixing them with the downcards, is a
            fold and the hand is dead; so is throwing cards forward so that others act. After the betting is
            over, picking up cards changes nothing: the hand is live until discarded.""",
            s001("Rules of Seven-Card Stud 10"), rrop("Stud 10; Dead Hands"), tda("Rule 66"))),
        prompt="Fifth street, facing a bet, a player turns all his upcards face down and then says he wants to call.",
        options=((R.DEAD_HAND, "His hand is dead: turning them down was a fold."),
         (R.ACTION_STANDS, "Let him call; he has not pushed the cards into the muck.")),
    ),
    make_rule(
        id="stud-upcards-turned-down-at-showdown", title="Stud: upcards turned down once the betting is over",
        catalog_ids=("D07",), games=STUD_GAMES,
        trigger="the betting over, a player still in the hand turns his upcards down or picks them up before the showdown",
        answers=agree(answer(R.HAND_PLAYS,
            """Turning the upcards down is a fold only facing a wager. Once the betting is over it means nothing:
            the hand is live until it is discarded, and it is tabled at the showdown like any other.""",
            s001("Rules of Seven-Card Stud 10"), rrop("Stud 10"), tda("Rule 66"))),
        prompt="Seventh street: the last bet is called, and before the showdown the caller turns his four upcards face down.",
        options=((R.HAND_PLAYS, "His hand is live: the betting is over, so it is no fold."),
         (R.DEAD_HAND, "His hand is dead: turning the upcards down is a fold.")),
    ),
    make_rule(
        id="stud-card-off-table", title="Stud: a card dealt off the table must play", catalog_ids=("D08",), games=STUD_GAMES,
        trigger="the dealer pitches a card off the table",
        answers=agree(answer(R.CARD_PLAYS,
            """A card dealt off the table still plays and is treated as an exposed card; if it was meant to be
            a downcard, the exposed-downcard rules apply.""",
            s001("Rules of Seven-Card Stud 11"), rrop("Stud 11; Irregularities 12"))),
        prompt="Fifth street: the dealer pitches a player's upcard onto the floor; it lands face up.",
        options=((R.CARD_PLAYS, "The card plays as that player's fifth-street card."),
         (R.REPLACE_EXPOSED_CARD, "Use it as a burn and give the player the next card."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-absent-player", title="Stud: a player not at the table", catalog_ids=("D09",), games=STUD_GAMES,
        trigger="a dealt stud player is not at the table",
        answers=by_book(
            answer(R.KILL_HAND_WHEN_ACTION_REACHES,
                """In a cash game the absent player loses his ante and any forced bet; his hand is killed when
                the betting reaches his seat.""",
                s001("Rules of Seven-Card Stud 6"), rrop("Stud 6")),
            answer(R.DEAD_HAND,
                """In TDA tournaments the hand is killed as soon as the initial deal ends with the player away
                (though a bring-in card still costs him the bring-in).""",
                tda("Rule 30")),
            answer(R.KILL_HAND_WHEN_ACTION_REACHES,
                """Robert's Rules: ante and forced bet forfeited, hand killed when action reaches the seat.""",
                rrop("Stud 6"))),
        prompt="A stud player is away from the table when third street is dealt; he does not have the bring-in. When is his hand killed?",
        options=((R.KILL_HAND_WHEN_ACTION_REACHES, "When the betting reaches his seat."),
         (R.DEAD_HAND, "Right after the last card of the deal."),
         (R.RETURN_BLIND, "At once, and his ante is given back.")),
    ),
    make_rule(
        id="stud-fold-with-no-wager", title="Stud: a hand folded when nothing is bet", catalog_ids=("D10", "X33"), games=STUD_GAMES,
        trigger="a player folds when there is no wager to him",
        answers=by_book(
            answer(R.KEEP_DEALING_TO_SEAT,
                """The folded seat keeps getting cards, preserving the card order, until a bet kills the hand.""",
                s001("Rules of Seven-Card Stud 7"), rrop("Stud 7")),
            answer(R.FOLD_STANDS_PENALTY_POSSIBLE,
                """TDA makes the fold binding (possibly with a penalty), as it does any fold with no bet to the
                player in any game, and deals no further card to a hand that is not live.""",
                tda("Rule 58; RP-10-C")),
            answer(R.KEEP_DEALING_TO_SEAT,
                """Robert's Rules: keep dealing to the seat until the hand is killed by a bet.""",
                rrop("Stud 7"))),
        prompt="Fourth street is checked to a player who folds although nobody bet. Does his seat get a fifth-street card?",
        options=((R.KEEP_DEALING_TO_SEAT, "Yes, until a bet kills the hand."),
         (R.FOLD_STANDS_PENALTY_POSSIBLE, "No: the fold is binding (a penalty is possible); no more cards.")),
    ),
    make_rule(
        id="stud-bring-in-all-in", title="Stud: the low card is all-in for the ante", catalog_ids=("D11",), games=STUD_GAMES,
        trigger="the player with the bring-in card has no chips beyond the ante",
        answers=agree(answer(R.ACTION_TO_NEXT_PLAYER,
            """Action starts with the player to his left, who may fold, bring it in for the bring-in amount
            or complete.""",
            s001("Rules of Seven-Card Stud 8"), rrop("Stud 8"), tda("RP-10-E"))),
        prompt="The player with the lowest door card is all-in for the ante. What happens?",
        options=((R.ACTION_TO_NEXT_PLAYER, "The player on his left acts first."),
         (R.NEXT_LOWEST_BRINGS_IN, "The next-lowest door card must bring in."),
         (R.ROUND_COMPLETE, "No bring-in this hand; deal fourth street.")),
    ),
    make_rule(
        id="stud-check-owing-the-bring-in", title="Stud: the low card checks instead of bringing it in",
        catalog_ids=("D02",), games=STUD_GAMES,
        trigger="third street: the player with the low card, still to make the forced bet, checks",
        answers=agree(answer(R.BRING_IN_OR_COMPLETE,
            """The low card owes the forced bet: nothing has been bet, but a check is not an action open to him.
            The check is not carried out and the action stays on him: he posts the bring-in or opens for a full
            bet.""",
            s001("Rules of Seven-Card Stud 2"), rrop("Stud 2"))),
        prompt="Seven-card stud, third street: the player with the 2♣ is first to act and taps the table for a check.",
        options=((R.BRING_IN_OR_COMPLETE, "No check: he posts the bring-in or opens for a full bet.",
          "He may not check: bring in or complete."),
         (R.TREAT_AS_CHECK, "It is a check: nothing is bet, so the next player acts.",
          "It stands as a check: the action moves on."),
         (R.DEAD_HAND, "His hand is dead: he refused to make the forced bet.",
          "His hand is dead for refusing the bring-in.")),
    ),
    make_rule(
        id="stud-check-left-of-all-in-low-card", title="Stud: the low card is all in and the next player checks",
        catalog_ids=("D11",), games=STUD_GAMES,
        trigger="third street: the low card is all in for its ante, and the first player on its left checks",
        answers=agree(answer(R.ACTION_TO_NEXT_PLAYER,
            """With the low card all in for the ante, the player on its left opens the betting: he may fold,
            bring it in for the bring-in amount or complete, but not check. The check is not carried out and
            the action stays on him.""",
            s001("Rules of Seven-Card Stud 8"), rrop("Stud 8"), tda("RP-10-E"))),
        prompt="Third street: the low card is all in for the ante; the player on its left says 'check'.",
        options=((R.ACTION_TO_NEXT_PLAYER, "No check: he folds, brings it in or completes.",
          "He may not check: fold, bring in or complete."),
         (R.TREAT_AS_CHECK, "It is a check: nothing is bet, so the next player acts.",
          "It stands as a check, and the action moves on."),
         (R.NEXT_LOWEST_BRINGS_IN, "His check passes the bring-in to the next-lowest card.",
          "The next-lowest card must now bring it in instead.")),
    ),
    make_rule(
        id="stud-wrong-bring-in", title="Stud: the wrong player was told to bring in", catalog_ids=("D12",), games=STUD_GAMES,
        trigger="the dealer named the wrong low card and that player has bet",
        answers=agree(answer(R.ACTION_STANDS,
            """If the next player has already acted, the wrong bring-in stands, play continues, and the real low
            card owes nothing. Only before the next player acts is it corrected: the bet is returned and the
            true low card brings in.""",
            s001("Rules of Seven-Card Stud 9"), rrop("Stud 9"))),
        prompt="The dealer named the 3♦ as low; the player brought it in and the next player called. Now the dealer sees a 2♥.",
        options=((R.ACTION_STANDS, "The action stands; the 2♥ has no bring-in obligation.",
          "The action stands; the true low owes nothing."),
         (R.BRING_IN_CORRECTED, "Take back both bets and make the 2♥ bring in.",
          "Take back both bets; the true low card brings in."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-exposed-downcard-tournament", title="Stud tournament: a hole card dealt face up on third street",
        catalog_ids=("D13",), games=STUD_GAMES, trigger="tournament play; the dealer exposes a player's first or second hole card on the initial deal",
        answers=by_book(
            answer(R.MISDEAL,
                """In tournament play a downcard dealt face up on the initial deal is a misdeal: the hand is dealt
                again. (In a cash game the third card is dealt down instead.)""",
                s001("Rules of Seven-Card Stud 5"), rrop("Stud 5")),
            answer(R.EXPOSED_CARD_BRINGS_IN,
                """TDA 2024 is a tournament rulebook and calls no misdeal: the exposed hole card becomes his
                upcard, the third card comes down, and if that card is lowest he is the bring-in.""",
                tda("RP-10-A")),
            answer(R.MISDEAL,
                """Robert's Rules: in tournament play, a downcard dealt face up is a misdeal (the cash-game
                remedy, the third card dealt down, does not apply).""",
                rrop("Stud 5"))),
        prompt="Stud tournament: dealing third street, the dealer turns seat 4's first hole card face up.",
        options=((R.MISDEAL, "Misdeal: reshuffle and deal again."),
         (R.EXPOSED_CARD_NOT_BRING_IN, "Deal his third card down; he does not bring in."),
         (R.EXPOSED_CARD_BRINGS_IN, "It is his upcard; his third card comes down.")),
    ),
    make_rule(
        id="stud-exposed-downcard-initial-deal", title="Stud: a hole card dealt face up on third street", catalog_ids=("D13",), games=STUD_GAMES,
        trigger="the dealer exposes a player's first or second hole card during the initial deal",
        answers=by_book(
            answer(R.EXPOSED_CARD_NOT_BRING_IN,
                """Cash game rule: deal his third card down so he still has two down and one up. If the card
                exposed by mistake would be the low card, he does not bring in; action starts with the player on
                his left. If both hole cards are exposed the hand is dead and the ante is returned.""",
                s001("Rules of Seven-Card Stud 5"), rrop("Stud 5")),
            answer(R.EXPOSED_CARD_BRINGS_IN,
                """TDA 2024 makes the exposed hole card his upcard and deals the third card down; no misdeal, and
                if that card is lowest he is the bring-in (older TDA editions called a misdeal).""",
                tda("RP-10-A")),
            answer(R.EXPOSED_CARD_NOT_BRING_IN,
                """Robert's Rules (cash): third card dealt down; the exposed low card does not bring in. (Its
                tournament section calls a misdeal instead.)""",
                rrop("Stud 5"))),
        prompt="Dealing third street, the dealer turns seat 4's first hole card face up: the 2♣, the lowest card on the table. What now?",
        options=((R.EXPOSED_CARD_NOT_BRING_IN, "Deal his third card down; he cannot be the bring-in."),
         (R.EXPOSED_CARD_BRINGS_IN, "The exposed card is his upcard; he brings in."),
         (R.MISDEAL, "Misdeal: reshuffle the deck and deal again.")),
    ),
    make_rule(
        id="stud-burn-error", title="Stud: two burns or none for a street", catalog_ids=("D14",), games=STUD_GAMES,
        trigger="the dealer burns two cards or none before a street",
        answers=by_book(_RESTORE,
            answer(R.PLAY_ON_NO_REORDER,
                """TDA holds that the burn protects the stub, not the card order: cards dealt stay where they are
                and the next street gets its normal single burn.""",
                tda("Rule 38; Addendum 38")),
            _RESTORE),
        prompt="Before fifth street the dealer burns two cards and deals the upcards. Nobody has acted yet.",
        options=((R.RESTORE_CARD_ORDER, "Put the cards back where one burn leaves them."),
         (R.PLAY_ON_NO_REORDER, "Leave the cards as dealt; burn as usual next."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-premature-street", title="Stud: cards dealt before the betting round ends", catalog_ids=("D15",), games=STUD_GAMES,
        trigger="the dealer burns and deals the next street while betting is unfinished",
        answers=by_book(
            answer(R.SET_ASIDE_AND_BURN_EXTRA,
                """Remove the premature cards; when the betting ends, remove one more card for each player still
                in, so everyone gets the cards he would have had, then burn and deal. Keep removed cards aside
                in case the deck runs short. A looked-at final downcard stays, and its owner may not bet or
                raise on sixth street.""",
                s001("Rules of Seven-Card Stud 14"), rrop("Stud 14")),
            answer(R.RESHUFFLE_AND_REDEAL,
                """TDA puts the premature cards back into the stub, reshuffles it face down and deals the street
                again without another burn.""",
                tda("RP-5-D; Rule 39-D")),
            answer(R.SET_ASIDE_AND_BURN_EXTRA,
                """Robert's Rules: set the cards aside and remove one extra card per active player.""", rrop("Stud 14"))),
        prompt="Four players on fourth street; the dealer burns and deals fifth street while one player still has to act.",
        options=((R.SET_ASIDE_AND_BURN_EXTRA, "Set them aside; after betting, remove one per player."),
         (R.RESHUFFLE_AND_REDEAL, "Shuffle them into the stub; deal fifth street anew."),
         (R.CARD_PLAYS, "The cards play; finish the betting.")),
    ),
    make_rule(
        id="stud-running-out-of-cards", title="Stud: not enough cards for seventh street", catalog_ids=("D16",), games=STUD_GAMES,
        trigger="seventh street; the stub cannot give every remaining player a card",
        answers=by_book(
            answer(R.RESHUFFLE_WITH_BURNS,
                """Deal every card but the last, mix the last card with the burns (and any cards set aside),
                scramble, cut, burn and finish the deal; a common card is used only if even that is not enough.
                Here: burn, two players served, the last card plus four burns gives five cards, burn one, four
                left for four players. Poker Rules for Beginners' simpler 'deal a community card' gives way to this procedure (Robert's Rules Stud 15, quoted in the sources).""",
                s001("Rules of Seven-Card Stud 15"), rrop("Stud 15"), s000("7 Card Stud Rules and Game Play / Running Out of Cards")),
            _TDA_COMMON_CARD,
            answer(R.RESHUFFLE_WITH_BURNS, """Robert's Rules: reshuffle the last card with the burns.""", rrop("Stud 15"))),
        prompt="Seventh street, six players remain, four cards left in the stub. What does the dealer do?",
        options=((R.RESHUFFLE_WITH_BURNS, "Scramble the last card with the burns and finish."),
         (R.COMMON_CARD_SIXTH_STREET_ORDER, "Turn one common card for everyone to share."),
         (R.RESHUFFLE_WITH_MUCK, "Gather the muck and burns, shuffle them, deal.")),
    ),
    make_rule(
        id="stud-seventh-card-face-up-all-in", title="Stud: seventh card face up to an all-in player", catalog_ids=("D17",), games=STUD_GAMES,
        trigger="the final downcard to an all-in player is dealt face up; others can still bet",
        answers=by_book(_SEVENTH_PLAYS, _SEVENTH_REPLACED, _SEVENTH_PLAYS),
        prompt="Seventh street, three players, one all-in. The all-in player's last card is dealt face up; the other two can still bet.",
        options=((R.CARD_PLAYS, "He keeps it; the others get theirs down."),
         (R.REPLACE_EXPOSED_CARD, "Replace it: betting action remains."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-seventh-card-face-up-declared-all-in", title="Stud: seventh card face up, and its player declares all in",
        catalog_ids=("D18",), games=STUD_GAMES,
        trigger="the dealer turns up a player's last card and he declares all in before the betting starts, where the "
                "words give him the option: more than two players, or heads-up with the first player's card dealt down",
        answers=by_book(_SEVENTH_DECLARED, _SEVENTH_REPLACED, _SEVENTH_DECLARED),
        prompt="Seventh street, four players. The dealer turns seat 2's last card face up; before anyone acts, seat 2 "
               "says he is all in.",
        options=((R.CARD_PLAYS, "The card plays and seat 2 is all in for what he has put in; the others bet on "
                  "into a side pot.", "The card plays; he is all in for the pot as it stands."),
         (R.REPLACE_EXPOSED_CARD, "Replace the card; his words change nothing.", "Replace it, since betting remains."),
         (R.DEAD_HAND, "Seat 2's hand is dead.", "That player's hand is dead.")),
    ),
    make_rule(
        id="stud-seventh-card-face-up", title="Stud: seventh card dealt face up", catalog_ids=("D18",), games=STUD_GAMES,
        trigger="the dealer turns up a player's seventh card (not all-in)",
        answers=by_book(_SEVENTH_PLAYS, _SEVENTH_REPLACED, _SEVENTH_PLAYS),
        prompt="Seventh street, four players. The dealer turns seat 2's last card face up.",
        options=((R.CARD_PLAYS, "It plays; the others get theirs down, and seat 2 may declare all-in before the betting.",
          "It plays; deal the others theirs face down."),
         (R.REPLACE_EXPOSED_CARD, "Replace it, since betting remains."),
         (R.DEAD_HAND, "Seat 2's hand is dead.", "That player's hand is dead.")),
    ),
    make_rule(
        id="stud-wrong-card-count", title="Stud: wrong number of cards at showdown", catalog_ids=("D19",), games=STUD_GAMES,
        trigger="a stud hand at showdown has more or fewer than seven cards",
        answers=by_book(
            answer(R.HAND_PLAYS,
                """More than seven cards is dead; fewer than seven is dead too, except that a hand missing only
                its seventh card may be ruled live.""",
                s001("Rules of Seven-Card Stud 18"), rrop("Stud 18")),
            answer(R.DEAD_HAND,
                """TDA: after substantial action a hand with the wrong number of cards is dead.""",
                tda("Rule 38; Rule 35-A-5")),
            answer(R.HAND_PLAYS, """Robert's Rules: a hand missing only the seventh card may be live.""", rrop("Stud 18"))),
        prompt="At showdown a stud player has six cards: he was skipped on seventh street and nobody noticed.",
        options=((R.HAND_PLAYS, "His hand may be ruled live with six cards.", "His hand may play without its seventh card."),
         (R.DEAD_HAND, "His hand is dead: it is short a card."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub now.")),
    ),
    make_rule(
        id="stud-short-hand-at-showdown", title="Stud: a hand passed over before seventh street, short at the showdown",
        catalog_ids=("D19",), games=STUD_GAMES,
        trigger="a live stud hand reaches the showdown with fewer than seven cards because the dealer passed it over "
        "on fourth, fifth or sixth street",
        answers=by_book(
            answer(R.DEAD_HAND,
                """A hand with fewer than seven cards at the showdown is dead; the one exception is a hand missing
                its seventh card, so a hand short a card of fourth, fifth or sixth street is dead, whatever it
                holds. Its cards go to the muck, its chips stay in the pot, and the other hands play for it.""",
                s001("Rules of Seven-Card Stud 18"), rrop("Stud 18")),
            answer(R.DEAD_HAND,
                """TDA: after substantial action a hand with the wrong number of cards is dead.""",
                tda("Rule 38; Rule 35-A-5")),
            answer(R.DEAD_HAND,
                """Robert's Rules: a hand with less than seven cards at the showdown is dead, except one missing
                only its seventh card.""", rrop("Stud 18"))),
        prompt="Stud, three players to the showdown. One of them holds six cards: the dealer passed him over on "
        "fifth street and nobody noticed.",
        options=((R.DEAD_HAND, "His hand is dead: it lacks a card dealt before seventh street."),
         (R.HAND_PLAYS, "His hand plays its best five of six cards.", "His hand may play with six cards."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub now.")),
    ),
    make_rule(
        id="stud-too-many-cards", title="Stud: a hand with more than seven cards", catalog_ids=("D19",), games=STUD_GAMES,
        trigger="a live stud hand holds more than seven cards (a seat dealt two cards on one street)",
        answers=by_book(
            answer(R.DEAD_HAND,
                """A hand with more than seven cards is dead, whenever it is found: its cards go to the muck, its
                chips stay in the pot, and the other hands play for it.""",
                s001("Rules of Seven-Card Stud 18"), rrop("Stud 18")),
            answer(R.DEAD_HAND,
                """TDA kills a hand found with the wrong number of cards once substantial action has occurred.
                His chips that were called stay in the pot; a bet or raise of his that nobody has called yet goes
                back to him, as for any mucked hand.""",
                tda("Rule 38; Rule 35-A-5; Rule 15-B")),
            answer(R.DEAD_HAND,
                """Robert's Rules: a hand with more than seven cards is dead.""", rrop("Stud 18"))),
        prompt="Stud, seventh street: the dealer gave one player two down cards, and he goes to the showdown with eight.",
        options=((R.DEAD_HAND, "His hand is dead; the other hands play for the pot."),
         (R.HAND_PLAYS, "His hand plays its best five of the eight cards."),
         (R.MISDEAL, "Misdeal: the hand is dealt again and the bets go back.")),
    ),
    make_rule(
        id="stud-no-refund-when-beaten", title="Stud: no refund for calling a hand already beaten on board", catalog_ids=("D20",), games=STUD_GAMES,
        trigger="a player called although the upcards already beat him",
        answers=agree(answer(R.NO_REFUND,
            """Reading the board is the caller's job; a call made when already beaten by the upcards is not
            returned.""",
            s001("Rules of Seven-Card Stud 19"), rrop("Stud 19"), tda("Rule 49"))),
        prompt="On the river a player calls, then sees his opponent's board already beat his whole hand. He asks for his call back.",
        options=((R.NO_REFUND, "No refund: the call stays in the pot."), (R.RETURN_CALL, "Return the call: it could not win.")),
    ),
    make_rule(
        id="stud-first-to-act-high-board", title="Stud: the high board acts first on fourth to seventh street", catalog_ids=("D04",),
        games=_HIGH_STUD, trigger="fourth to seventh street; one board is best",
        answers=agree(answer(R.HIGH_BOARD_FIRST,
            """From fourth street on, the best poker hand showing starts the betting, whoever brought it in: any
            pair beats any unpaired board, two pair beats one pair, and so on; unpaired boards compare from the
            highest card down. Possible straights and flushes do not count. On seventh street the same player
            starts, since the last card is dealt down.""",
            s000("7 Card Stud Rules and Game Play / Betting Round Two"), s001("Rules of Seven-Card Stud 1"),
            s003("Seven Card Stud High"), rrop("Stud 1"), tda("RP-10-D"))),
        prompt="Fourth street: seat 1 (the bring-in) shows 2♣ 2♦; seat 4 shows A♠ K♠. Who acts first?",
        options=((R.HIGH_BOARD_FIRST, "Seat 1: a pair of deuces beats ace-king.",
          "The highest board showing, pairs counting."),
         (R.BRING_IN_ACTS_FIRST, "Seat 1, because he brought it in.", "The player who brought it in on third street."),
         (R.FIRST_BY_SUIT, "Seat 4: the ace is the highest card showing.", "The board with the highest single card.")),
    ),
    make_rule(
        id="stud-wrong-bring-in-corrected", title="Stud: the wrong bring-in, caught before the next player acts", catalog_ids=("D12",),
        games=STUD_GAMES, trigger="the dealer named the wrong low card, that player bet, and nobody else has acted",
        answers=agree(answer(R.BRING_IN_CORRECTED,
            """Caught before the next player acts, the mistake is undone: the player wrongly named takes his bet
            back and the true low card must bring in. (TDA has no rule of its own for this; the source documents' rule
            applies.)""",
            s001("Rules of Seven-Card Stud 9"), rrop("Stud 9"))),
        prompt="The dealer named the 3♦ as low and that player brought it in; before the next player acts the dealer sees a 2♥.",
        options=((R.BRING_IN_CORRECTED, "The 3♦ takes his chips back and the 2♥ brings in.",
          "The true low card brings in; the wrong one is undone."),
         (R.ACTION_STANDS, "The bring-in stands; the 2♥ owes nothing.", "The bring-in stands; the true low card owes nothing."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-both-hole-cards-exposed", title="Stud: both hole cards dealt face up on third street", catalog_ids=("D13",), games=STUD_GAMES,
        trigger="the dealer turns up both of a player's first two hole cards",
        answers=by_book(_BOTH_EXPOSED,
            answer(R.DEAD_HAND_ANTE_RETURNED,
                """TDA RP-10-A covers one exposed hole card only; for both, the source documents' rule applies (TDA's own
                fallback is the house's cash-game rule): dead hand, ante returned.""",
                s001("Rules of Seven-Card Stud 5"), tda("RP-10-A")),
            _BOTH_EXPOSED),
        prompt="Dealing third street, the dealer turns up both of seat 3's hole cards. What happens to seat 3?",
        options=((R.DEAD_HAND_ANTE_RETURNED, "The hand is dead and seat 3 gets the ante back.",
          "The hand is dead; he gets his ante back."),
         (R.DEAD_HAND, "The hand is dead; the ante stays in the pot."),
         (R.EXPOSED_CARD_NOT_BRING_IN, "Deal the third card down and play on."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-seventh-card-face-up-no-action", title="Stud: seventh card face up when nobody can bet any more", catalog_ids=("D17",),
        games=STUD_GAMES, trigger="the final downcard is dealt face up and at most one player still has chips to bet",
        answers=agree(answer(R.CARD_PLAYS,
            """With no betting left (everyone but at most one player is all-in), a seventh card dealt face up
            simply plays: the source documents keep it for an all-in player, and TDA replaces an exposed seventh card only
            when betting action remains.""",
            s001("Rules of Seven-Card Stud 16"), rrop("Stud 16"), tda("RP-10-B"))),
        prompt="Seventh street, two players, both all-in. The dealer turns one player's last card face up.",
        options=((R.CARD_PLAYS, "The card plays; finish the deal and show down."),
         (R.REPLACE_EXPOSED_CARD, "Replace the exposed card with the next one."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="stud-running-out-reshuffle", title="Stud: seventh street short, but the burns are enough", catalog_ids=("D16",), games=STUD_GAMES,
        trigger="seventh street; the stub is short by a few cards, and the stub with the earlier burns serves everyone",
        answers=by_book(
            answer(R.RESHUFFLE_WITH_BURNS,
                """Deal every card but the last; scramble the last card with the burns (and any cards taken out
                earlier), cut, burn (unless the scrambled cards are exactly enough) and finish the deal.""",
                s001("Rules of Seven-Card Stud 15"), rrop("Stud 15")),
            answer(R.RESHUFFLE_STUB_WITH_BURNS,
                """TDA: the stub plus the three earlier burns covers the players, a burn and a last card, so the
                whole stub is scrambled with those burns, cut, burned and dealt; no common card.""",
                tda("RP-10-H")),
            answer(R.RESHUFFLE_WITH_BURNS, """Robert's Rules: reshuffle the last card with the burns.""", rrop("Stud 15"))),
        prompt="Seventh street, seven players, seven cards in the stub and three burns. What does the dealer do?",
        options=((R.RESHUFFLE_WITH_BURNS, "Burn, deal five, then scramble the last card with the burns, cut, burn and deal two.",
          "Deal all but the last; scramble it with the burns."),
         (R.RESHUFFLE_STUB_WITH_BURNS, "Scramble all seven stub cards with the three burns, cut, burn and deal seven.",
          "Scramble the whole stub with the burns, cut, deal."),
         (R.COMMON_CARD, "Burn one and turn a single common card.")),
    ),
    make_rule(
        id="stud-running-out-common-card", title="Stud: seventh street with too few cards even with the burns", catalog_ids=("D16",),
        games=STUD_GAMES, trigger="seventh street; the last card and the burns cannot give every player a card",
        answers=by_book(_S001_COMMON_CARD, _TDA_COMMON_CARD, _S001_COMMON_CARD),
        prompt="Eight players reach seventh street; one card is left in the stub. What does the dealer do, and who acts first?",
        options=((R.COMMON_CARD, "One common card; the high hand using it acts first."),
         (R.COMMON_CARD_SIXTH_STREET_ORDER, "One common card; sixth street's first actor starts."),
         (R.RESHUFFLE_WITH_MUCK, "Shuffle the muck and deal everyone a card.")),
    ),
    make_rule(
        id="stud-running-out-tda-count", title="Stud: a burn and a card for each player left, but not the last card TDA keeps",
        catalog_ids=("D16",), games=STUD_GAMES,
        trigger="seventh street; the stub covers a burn and every remaining player, but not also the undealt last card",
        answers=by_book(
            answer(R.BURN_ONE_THEN_DEAL,
                """There are enough cards left for all players (a burn and one each), so Robert's Rules' running-out
                procedure does not start: the dealer burns and deals seventh street as usual.""",
                s001("Rules of Seven-Card Stud 15"), rrop("Stud 15")),
            answer(R.RESHUFFLE_STUB_WITH_BURNS,
                """TDA's required number counts the undealt last card too (players + burn + last card), so a stub
                of exactly a burn and one card each is short: with the three earlier burns it reaches the number,
                so the stub is scrambled with those burns, cut, burned and dealt.""",
                tda("RP-10-H")),
            answer(R.BURN_ONE_THEN_DEAL,
                """Robert's Rules: enough cards for all players; burn and deal.""", rrop("Stud 15"))),
        prompt="Seventh street, six players remain, seven cards in the stub and three burns. What does the dealer do?",
        options=((R.BURN_ONE_THEN_DEAL, "Burn one and deal the six: there are enough cards.",
          "Burn and deal: there are enough cards."),
         (R.RESHUFFLE_STUB_WITH_BURNS, "Scramble the seven stub cards with the three burns, cut, burn and deal six.",
          "Scramble the stub with the burns: the last card is never dealt."),
         (R.COMMON_CARD, "Burn one and turn a single common card.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Tried in the order defined here: a more specific rule comes before a general one. They are in the
# game-family tier (rules.triggers.Tier), so a stud irregularity is ruled here before catalog_irregularities.





def is_stud(table: Table) -> bool:
    return table.game.family.value == "stud"


# ---- irregularities


@irregularity("stud-wrong-bring-in-corrected", tier=Tier.GAME_FAMILY)
def _wrong_bring_in_before_next(replay: Replay) -> Irregularity | None:
    wrong = replay.of_kind(K.WRONG_BRING_IN)
    if not wrong or replay.first is not wrong[0]:
        return None
    others = [seat for seat, _, _ in replay.actions_since(wrong[0]) if seat != wrong[0].seat]
    return wrong[0] if not others else None


@irregularity("stud-wrong-bring-in", tier=Tier.GAME_FAMILY)
def _wrong_bring_in_after_next(replay: Replay) -> Irregularity | None:
    wrong = replay.of_kind(K.WRONG_BRING_IN)
    if not wrong:
        return None
    return wrong[0] if any(seat != wrong[0].seat for seat, _, _ in replay.actions_since(wrong[0])) else None


def _hole_cards_up(replay: Replay) -> dict[int, list[Irregularity]]:
    """Third street: first or second hole cards dealt face up, by seat."""
    by_seat: dict[int, list[Irregularity]] = {}
    for hit in replay.of_kind(K.DOWNCARD_DEALT_UP):
        if hit.street_index == 0 and hit.seat is not None:
            by_seat.setdefault(hit.seat, []).append(hit)
    return by_seat


@irregularity("stud-exposed-downcard-tournament", tier=Tier.GAME_FAMILY)
def _hole_card_up_tournament(replay: Replay) -> Irregularity | None:
    if replay.situation.play != "tournament":
        return None
    for hits in _hole_cards_up(replay).values():
        return hits[0]
    return None


@irregularity("stud-both-hole-cards-exposed", tier=Tier.GAME_FAMILY)
def _both_hole_cards_up(replay: Replay) -> Irregularity | None:
    for hits in _hole_cards_up(replay).values():
        if len(hits) >= 2:
            return hits[1]
    return None


@irregularity("stud-exposed-downcard-initial-deal", tier=Tier.GAME_FAMILY)
def _one_hole_card_up(replay: Replay) -> Irregularity | None:
    for hits in _hole_cards_up(replay).values():
        return hits[0]
    return None


def _seventh_up(replay: Replay) -> list[Irregularity]:
    return [hit for hit in replay.of_kind(K.DOWNCARD_DEALT_UP, K.CARD_EXPOSED_ON_DEAL)
            if hit.street_index == 4 and hit.seat is not None]


@irregularity("stud-seventh-card-face-up-no-action", tier=Tier.GAME_FAMILY)
def _seventh_up_no_betting(replay: Replay) -> Irregularity | None:
    hits = _seventh_up(replay)
    if hits and len(replay.table.can_bet()) < 2:
        return hits[0]
    return None


@irregularity("stud-seventh-card-face-up-all-in", tier=Tier.GAME_FAMILY)
def _seventh_up_all_in(replay: Replay) -> Irregularity | None:
    for hit in _seventh_up(replay):
        if replay.table.seat(hit.seat).stack == 0:  # type: ignore[arg-type]
            return hit
    return None


@irregularity("stud-seventh-card-face-up", tier=Tier.GAME_FAMILY)
def _seventh_up_live(replay: Replay) -> Irregularity | None:
    hits = _seventh_up(replay)
    return hits[0] if hits else None


@irregularity("stud-wrong-card-count", tier=Tier.GAME_FAMILY)
def _seventh_card_missing(replay: Replay) -> Irregularity | None:
    """A seat passed over on seventh street goes to the showdown with six cards (catalog D19)."""
    if not is_stud(replay.table):
        return None
    missing = [hit for hit in replay.of_kind(K.MISSING_CARD) if hit.street_index == 4]
    return missing[0] if missing else None


@irregularity("stud-short-hand-at-showdown", tier=Tier.GAME_FAMILY, before="stud-wrong-card-count")
def _short_before_seventh(replay: Replay) -> Irregularity | None:
    """A live hand at the showdown with fewer than seven cards, passed over on fourth, fifth or sixth street
    (Robert's Rules and the seeds' Seven-Card Stud 18: "A hand with less than seven cards at the showdown is
    dead, except any player missing a seventh card may have the hand ruled live"). The exception is the
    seventh card's alone: a hand short an earlier card is dead, whether or not it missed the seventh too, so
    this is tried before the seventh-street rule. Before the showdown the words do not decide it."""
    table = replay.table
    if not is_stud(table) or not table.showdown_due:
        return None
    for hit in replay.of_kind(K.MISSING_CARD):
        if hit.seat is None or not 1 <= hit.street_index <= 3:
            continue  # the initial deal's own rules; seventh street's card is stud-wrong-card-count's
        player = table.seats[hit.seat] if 0 <= hit.seat < len(table.seats) else None
        if player is not None and not player.folded and len(player.cards) < 7:
            return hit
    return None


@irregularity("stud-too-many-cards", tier=Tier.GAME_FAMILY, before="stud-premature-street")
def _more_than_seven(replay: Replay) -> Irregularity | None:
    """A live hand holding more than seven cards (Robert's Rules, Stud 18): the mistake that gave its seat the
    extra card, checked before the premature-street rule, which would otherwise read the second card as the
    next seat's dealt early and give the eight-card hand its pick of five."""
    if not is_stud(replay.table):
        return None
    long = {index for index, player in enumerate(replay.table.seats)
            if player is not None and not player.folded and len(player.cards) > 7}
    hits = [hit for hit in replay.irregularities if hit.seat in long and hit.kind in (K.WRONG_SEAT_DEALT, K.PREMATURE_CARD)]
    return hits[0] if hits else None


@irregularity("stud-premature-street", tier=Tier.GAME_FAMILY)
def _premature_street(replay: Replay) -> Irregularity | None:
    if not is_stud(replay.table):
        return None
    return replay.first_of(K.PREMATURE_CARD)


@irregularity("stud-burn-error", tier=Tier.GAME_FAMILY)
def _burn_error(replay: Replay) -> Irregularity | None:
    if not is_stud(replay.table):
        return None
    wrong = [hit for hit in replay.of_kind(K.EXTRA_BURN, K.MISSING_BURN) if hit.street_index >= 1]
    return wrong[0] if wrong else None


# ---- procedures


def _sources_runout(table: Table) -> list[Operation] | None:
    """Robert's Rules' (the sources') seventh-street steps for this stub, or None if it suffices: worked out
    from the counts, so the rules found are the same whichever rulebook's procedure the table follows."""
    return stud.street_shortage(table.in_hand(), len(table.stub), len(table.burns) + len(table.set_aside))


def _seventh_street_pending(table: Table) -> bool:
    """Seventh street's cards not dealt yet (nothing of it done), and the stub short by the sources' count."""
    return _seventh_street_untouched(table) and _sources_runout(table) is not None


def _seventh_street_untouched(table: Table) -> bool:
    """Seventh street is next and none of it is done yet: every hand in holds its six cards."""
    if not is_stud(table) or table.street_index != 4 or table.actor is not None:
        return False
    for operation in reversed(table.log):
        if isinstance(operation, (BetOrRaiseTo, CheckOrCall, Fold, AnnounceFirstToAct)):
            break
        if not isinstance(operation, (CollectBets, ReturnUncalledBet)):
            return False  # a seventh-street step is already done
    return all(len(table.seat(i).cards) == 6 for i in table.in_hand())


def tda_needs_common_card(table: Table) -> bool:
    """TDA RP-10-H: the stub plus the earlier burns must cover the players, one burn and a last card."""
    return len(table.stub) + len(table.burns) < len(table.in_hand()) + 2


def _source_common_card(table: Table) -> bool:
    return any(isinstance(op, DealCommonCard) for op in _sources_runout(table) or ())


def _seventh_street_under_way(table: Table) -> bool:
    """Seventh street part dealt, and the short-stub procedure the table follows has its scramble next: every
    card but the last is out and the last is to be mixed with the burns. The floor is called in the middle of
    the procedure the same words decide (Robert's Rules Stud 15: "all the cards are dealt except the last card,
    which is mixed with the burncards ... scrambles and cuts these cards, burns again, and delivers the
    remaining downcards"). (The notation has no event for the scramble itself, so no later moment is written.)"""
    if not is_stud(table) or table.street_index != 4 or table.actor is not None:
        return False
    return any(len(table.seat(i).cards) == 7 for i in table.in_hand()) \
        and isinstance(table.next_dealer_operation(), ReshuffleForStub)


@procedure("stud-running-out-common-card", tier=Tier.GAME_FAMILY)
def _runout_common(table: Table) -> bool:
    return _seventh_street_pending(table) and _source_common_card(table)


@procedure("stud-running-out-of-cards", tier=Tier.GAME_FAMILY)
def _runout_tda_common(table: Table) -> bool:
    return _seventh_street_pending(table) and not _source_common_card(table) and tda_needs_common_card(table)


@procedure("stud-running-out-reshuffle", tier=Tier.GAME_FAMILY)
def _runout_reshuffle(table: Table) -> bool:
    return (_seventh_street_pending(table) and not tda_needs_common_card(table)) \
        or _seventh_street_under_way(table)


@procedure("stud-running-out-tda-count", tier=Tier.GAME_FAMILY)
def _runout_tda_count(table: Table) -> bool:
    # Enough by the sources' count (a burn and a card each), short by TDA's, which also keeps the last card
    # undealt (RP-10-H's "required number"): the books part on whether the short-stub procedure starts.
    return (_seventh_street_untouched(table) and _sources_runout(table) is None
            and len(table.stub) < len(table.in_hand()) + 2)


def _bring_in_due(table: Table) -> bool:
    return is_stud(table) and table.street_index == 0 and isinstance(table.next_dealer_operation(), AnnounceBringIn)


def folded_with_no_wager(table: Table) -> int | None:
    """The seat that folded this betting round although nobody had bet (catalog D10), or None
    (:meth:`Table.folded_with_nothing_bet`)."""
    return table.folded_with_nothing_bet()


@procedure("stud-fold-with-no-wager", tier=Tier.GAME_FAMILY)
def _fold_no_wager(table: Table) -> bool:
    return folded_with_no_wager(table) is not None


@procedure("stud-bring-in-all-in", tier=Tier.GAME_FAMILY)
def _low_card_all_in(table: Table) -> bool:
    if _bring_in_due(table):
        low = table.next_dealer_operation().seat  # type: ignore[union-attr]
        return table.seat(low).stack == 0
    return (is_stud(table) and table.street_index == 0 and table.bring_in_seat is not None
            and table.seat(table.bring_in_seat).stack == 0 and table.actor is not None
            and table.round.current_bet == 0 and not table.round.faced)


@procedure("stud-bring-in-low-card", tier=Tier.GAME_FAMILY)
def _bring_in(table: Table) -> bool:
    return _bring_in_due(table) and not table.game.bring_in_high


def _completed_this_street(table: Table) -> bool:
    for operation in reversed(table.log):
        if isinstance(operation, AnnounceBringIn):
            return False
        if isinstance(operation, BetOrRaiseTo):
            return True
    return False


@procedure("stud-bring-in-option", tier=Tier.GAME_FAMILY)
def _bring_in_to_act(table: Table) -> bool:
    """Third street, the bring-in named and to act, with no one having acted yet (his own choice)."""
    return (is_stud(table) and table.street_index == 0 and table.actor is not None
            and table.actor == table.bring_in_seat and not table.round.faced and table.round.current_bet == 0)


@procedure("stud-completion-not-a-raise", tier=Tier.GAME_FAMILY)
def _completion(table: Table) -> bool:
    return (is_stud(table) and table.street_index == 0 and table.actor is not None
            and _completed_this_street(table) and not _short_all_in_reopening_question(table))


def _short_all_in_reopening_question(table: Table) -> bool:
    """The player to act already acted this round and now faces an all-in short of a full raise (in limit,
    half a raise or more counts as full and re-opens the betting; less does not): whether he may raise again
    is the re-opening rules' question (TDA 2024 Rule 47-B; Robert's Rules, Betting and Raising 6), not the
    completion's, though the round began with one."""
    seat = table.actor
    round_ = table.round
    if seat is None or table.to_call(seat) <= 0:
        return False
    acted = False
    for operation in reversed(table.log):  # third street's actions, back to the bring-in's announcement
        if isinstance(operation, AnnounceBringIn):
            break
        acted = acted or (isinstance(operation, (BetOrRaiseTo, CheckOrCall, Fold)) and operation.seat == seat)
    # A full raise clears round.faced: a seat still in it has faced nothing full since the short all-in.
    return acted and (round_.reopened_short or (bool(round_.short_all_ins) and seat in round_.faced))


def open_pair_showing(table: Table) -> bool:
    if table.street_index != 1 or table.config.structure.value != "fixed-limit":
        return False
    for i in table.in_hand():
        up = table.seat(i).upcards
        if len(up) >= 2 and up[0].rank == up[1].rank:
            return True
    return False


def _fourth_street_open_pair_choice(table: Table) -> bool:
    """Fourth street in stud high with an open pair, and a bet or raise still to be chosen: the first
    bet, and every raise after it, since Stud 4 ('If you bet $5, any player then has the option to call
    $5, raise $5, or raise $10') decides the raises of that round as well as its first bet."""
    if not is_stud(table) or table.game.bring_in_high or not open_pair_showing(table):
        return False
    if isinstance(table.next_dealer_operation(), AnnounceFirstToAct):
        return True
    return table.actor is not None and table.raise_options(table.actor) is not None


@procedure("stud-open-pair-fourth-street", tier=Tier.GAME_FAMILY)
def _open_pair(table: Table) -> bool:
    return _fourth_street_open_pair_choice(table) and table.game.code == "stud"


@procedure("stud-hi-lo-open-pair", tier=Tier.GAME_FAMILY)
def _hi_lo_open_pair(table: Table) -> bool:
    return _fourth_street_open_pair_choice(table) and table.game.code == "stud-hilo"


def _open_pair_big_bet(replay: Replay, game: str) -> Irregularity | None:
    """The big bet (or a raise by it) made on fourth street with an open pair showing, which this table's
    rulebook does not allow (TDA 2024 RP-10 F; Robert's Rules for stud/8): the open-pair rule rules on it,
    not the general wrong-amount rule, since the pair is why the player bet that much."""
    hit = replay.first_of(K.INCORRECT_AMOUNT)
    table = replay.table
    if hit is None or hit.seat is None or hit.street_index != 1 or table.game.code != game:
        return None
    if not is_stud(table) or table.game.bring_in_high or not open_pair_showing(table) or table.actor != hit.seat:
        return None
    operation = hit.event.operation
    if not isinstance(operation, BetOrRaiseTo):
        return None
    ahead = table.copy()
    ahead.change_house_rules(open_pair_option=True, open_pair_option_hi_lo=True)
    options = ahead.raise_options(hit.seat)
    return hit if options is not None and options.choices is not None and operation.amount in options.choices else None


@irregularity("stud-open-pair-fourth-street", tier=Tier.GAME_FAMILY)
def _open_pair_bet(replay: Replay) -> Irregularity | None:
    return _open_pair_big_bet(replay, "stud")


@irregularity("stud-hi-lo-open-pair", tier=Tier.GAME_FAMILY)
def _hi_lo_open_pair_bet(replay: Replay) -> Irregularity | None:
    return _open_pair_big_bet(replay, "stud-hilo")


def first_due(table: Table) -> bool:
    return is_stud(table) and table.street_index >= 1 and isinstance(table.next_dealer_operation(), AnnounceFirstToAct)


def tied_boards(table: Table) -> list[int]:
    """Seats sharing the best showing board (two or more means a tie to break)."""
    kind = "razz" if table.game.bring_in_high else "high"
    common = [table.board[0]] if table.common_card and table.board else []
    values = {i: hands.showing_value(kind, table.seat(i).upcards + common) for i in table.in_hand()}
    best = max(values.values())
    return [i for i, value in values.items() if value == best]


def wrong_first_to_act(replay: Replay) -> Irregularity | None:
    """The dealer named the wrong seat to act first on a later street, and nobody has acted since: the
    first-to-act rule the table's boards call for decides who acts (catalog D04, E02)."""
    wrong = replay.of_kind(K.WRONG_FIRST_TO_ACT)
    if not wrong or replay.first is not wrong[0] or replay.actions_after:
        return None
    return wrong[0]


@irregularity("stud-first-to-act-tie", tier=Tier.GAME_FAMILY)
def _wrong_first_tie(replay: Replay) -> Irregularity | None:
    table = replay.table
    wrong = wrong_first_to_act(replay)
    return wrong if wrong and not table.game.bring_in_high and len(tied_boards(table)) >= 2 else None


@irregularity("stud-first-to-act-high-board", tier=Tier.GAME_FAMILY)
def _wrong_first_high(replay: Replay) -> Irregularity | None:
    wrong = wrong_first_to_act(replay)
    return wrong if wrong and not replay.table.game.bring_in_high else None


@procedure("stud-first-to-act-tie", tier=Tier.GAME_FAMILY)
def _first_tie(table: Table) -> bool:
    return first_due(table) and not table.game.bring_in_high and len(tied_boards(table)) >= 2


@procedure("stud-first-to-act-high-board", tier=Tier.GAME_FAMILY)
def _first_high(table: Table) -> bool:
    return first_due(table) and not table.game.bring_in_high


# ---------------------------------------------------------------- remedies for the stud rules
# A ruling code can be shared with rules of other families (CARD_PLAYS, RESTORE_CARD_ORDER...), so
# these remedies are registered for their rules only; every other rule keeps the code's general remedy.

stud_remedy = _remedies.rule_remedy
"""Register one remedy for these stud rules under these codes (``rules.remedies.rule_remedy``)."""


seat_name = _remedies.seat_name
next_step = _remedies.next_step


def announce(table: Table) -> list[str]:
    """Carry out a pending bring-in or first-to-act announcement, resolved on the table as it is now."""
    queued = table.queued()
    if queued and isinstance(queued[0], AnnounceFirstToAct):
        queued[0] = AnnounceFirstToAct(-1)  # resolve again: the house setting may have changed
        table.replace_queued(queued)
    operation = table.next_dealer_operation()
    if isinstance(operation, (AnnounceBringIn, AnnounceFirstToAct)):
        table.apply(operation)
        return [f"Dealer: {describe(operation)}."]
    return []


@stud_remedy(("stud-bring-in-low-card", "razz-bring-in"), R.BRING_IN_LOWEST_SUIT, R.BRING_IN_HIGHER_SUIT)
def _announce_bring_in(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    steps = announce(table)
    low = table.bring_in_seat
    card = table.seat(low).upcards[-1] if low is not None else None
    return [f"{seat_name(low).capitalize()} shows the {card} and brings in (or completes)."] + steps + [next_step(table)]


@stud_remedy(("stud-bring-in-all-in",), R.ACTION_TO_NEXT_PLAYER)
def _low_card_all_in_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    steps = announce(table)
    low = table.bring_in_seat
    # The all-in seat cannot post it; nobody else is forced either: the first player on its left may
    # fold, bring in or complete (never check), and so may each player after him until someone opens.
    first = table.actor
    steps.append(f"{seat_name(low).capitalize()} has the low card but no chips beyond the ante; "
                 f"{seat_name(first)} acts first and may fold, bring in or complete.")
    steps.append(next_step(table))
    return steps


@stud_remedy(("stud-first-to-act-tie", "razz-first-to-act"), R.FIRST_BY_POSITION, R.FIRST_BY_SUIT)
def _tie_broken(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    table.change_house_rules(stud_ties_by_suit=code is R.FIRST_BY_SUIT)
    tied = tied_boards(table)
    steps = _first_named_again(table, irregularity) or announce(table)
    how = "the suit of the highest card" if code is R.FIRST_BY_SUIT else "position (the first dealt acts first)"
    return ([f"The best boards are tied ({', '.join(seat_name(i) for i in tied)}): {how} decides."]
            + steps + [next_step(table)])


@stud_remedy(("stud-first-to-act-high-board", "razz-first-to-act-low-board"), R.HIGH_BOARD_FIRST)
def _high_board(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    steps = _first_named_again(table, irregularity) or announce(table)
    return steps + [next_step(table)]


def _first_named_again(table: Table, irregularity: Irregularity | None) -> list[str]:
    """The wrong seat was named to act first and nobody has acted: the round starts again with the right one."""
    if irregularity is None or irregularity.kind is not K.WRONG_FIRST_TO_ACT or irregularity.seat is None:
        return []
    right = table.correct_first_to_act()
    return [f"The dealer named {seat_name(irregularity.seat)} to act first; nobody has acted yet, so the action "
            f"goes to {seat_name(right)}, who acts first on this street."]


@stud_remedy(("stud-open-pair-fourth-street", "stud-hi-lo-open-pair"), R.BIG_BET_OPTION, R.SMALL_BET_ONLY)
def _open_pair_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    table.change_house_rules(open_pair_option=code is R.BIG_BET_OPTION, open_pair_option_hi_lo=code is R.BIG_BET_OPTION)
    if irregularity is not None and irregularity.seat is not None:
        # The big bet was made with the pair showing: where the rulebook does not double for a pair it is
        # brought to the small-bet size (the wrong-amount correction); where it does, it stands.
        seat = irregularity.seat
        if code is R.SMALL_BET_ONLY:
            return ([f"The open pair does not allow the big bet: {seat_name(seat)}'s bet is the small bet."]
                     # the wrong-amount correction (catalog_betting's), looked up when used
                     + _remedies.choose(None, R.CORRECT_BET_AMOUNT)(code, table, replay, irregularity, rule))
        if irregularity.event.operation is not None:
            table.apply(irregularity.event.operation)
        return [f"With the open pair showing, {seat_name(seat)} may bet the big bet: it stands.", next_step(table)]
    steps = announce(table)
    options = table.raise_options(table.actor) if table.actor is not None else None
    if options is not None and options.choices:
        totals = " or ".join(map(str, options.choices))
        facing = table.round.current_bet - table.seat(table.actor).bet if table.actor is not None else 0
        steps.append(f"{seat_name(table.actor).capitalize()} may "
                     + (f"call {facing}, or raise to {totals}." if facing > 0 else f"bet {totals}."))
    return steps + [next_step(table)]


@stud_remedy(("stud-bring-in-option",), R.BRING_IN_OR_COMPLETE)
def _bring_in_option_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = table.actor
    assert seat is not None  # the trigger holds only while the bring-in seat is to act
    options = table.raise_options(seat)
    full = f" of {options.minimum}" if options is not None else ""
    return [f"{seat_name(seat).capitalize()} has the forced bet: he may post the bring-in of "
            f"{table.config.bring_in} or open for a full bet{full}, a completion and not a raise.",
            next_step(table)]


@stud_remedy(("stud-completion-not-a-raise",), R.COMPLETION_NOT_A_RAISE)
def _completion_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    since = max(table.round.bets_and_raises - 1, 0)
    raises = {0: "no raise", 1: "one raise"}.get(since, f"{since} raises")
    return [f"The completion opened the betting and {raises} followed it, so the cap is not "
            "reached until three raises follow the completion.", next_step(table)]


# ---- seventh street run-outs


def plan_text(operation: Operation) -> str:
    if isinstance(operation, AnnounceFirstToAct) and operation.seat < 0:
        return "announce who acts first"
    return describe(operation)


def _gather_removed_cards(table: Table) -> list[str]:
    if not table.set_aside:
        return []
    removed = " ".join(map(str, table.set_aside))
    for card in list(table.set_aside):
        table.move_card(card, Pile.SET_ASIDE, Pile.BURNS)
    return [f"Add the cards taken out earlier ({removed}) to the burns."]


def _sixth_street_settled(table: Table) -> list[Operation]:
    """What is lined up to end sixth street's betting (an uncalled bet returned, the bets collected): the
    run-out procedure takes the place of seventh street's deal, not of bringing in the bets before it."""
    settled: list[Operation] = []
    for operation in table.queued():
        if not isinstance(operation, (ReturnUncalledBet, CollectBets)):
            break
        settled.append(operation)
    return settled


@stud_remedy(("stud-running-out-of-cards", "stud-running-out-reshuffle", "stud-running-out-common-card"),
             R.RESHUFFLE_WITH_BURNS, R.COMMON_CARD)
def _runout_sources(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    if not _seventh_street_untouched(table):
        # Called part-way through the procedure the table is following: its own next steps are the remedy.
        planned = [plan_text(op) for op in table.queued()]
        _remedies.run_to_the_button(table)
        return ["Seventh street is under way and the stub is short: carry on with the procedure, step by step: "
                + "; ".join(planned) + ".", next_step(table)]
    steps = _gather_removed_cards(table)
    table.replace_queued(_sixth_street_settled(table))
    table.queue_stud_shortage(table.in_hand())  # the table's own S001 rule 15 procedure
    planned = [plan_text(op) for op in table.queued()]
    _remedies.run_to_the_button(table)
    steps.append("Seventh street, step by step: " + "; ".join(planned) + ".")
    if table.common_card:
        steps.append(f"The common card {table.board[0]} plays in every hand; the high board using it acts first.")
    return steps + [next_step(table)]


@stud_remedy(("stud-running-out-of-cards", "stud-running-out-reshuffle", "stud-running-out-common-card",
              "stud-running-out-tda-count"), R.RESHUFFLE_STUB_WITH_BURNS, R.COMMON_CARD_SIXTH_STREET_ORDER)
def _runout_tda(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    live = table.in_hand()
    need = len(live) + 2
    have = len(table.stub) + len(table.burns)
    steps = [f"TDA count: {len(live)} players + 1 burn + 1 last card = {need}; stub {len(table.stub)} + "
             f"{len(table.burns)} burns = {have}."]
    queue = _sixth_street_settled(table)
    if have >= need:
        queue += [ReshuffleForStub("seventh street (TDA): the stub scrambled with the burns"), Burn()]
        queue += [DealCard(i, False) for i in live] + [AnnounceFirstToAct(-1)]
    else:
        if len(table.stub) < 3:
            queue.append(ReshuffleForStub("seventh street (TDA): fewer than three cards; scrambled with the burns"))
        queue += [Burn(), DealCommonCard(), AnnounceFirstToAct(table.sixth_street_first())]
    table.replace_queued(queue)
    planned = [plan_text(op) for op in queue]
    _remedies.run_to_the_button(table)
    steps.append("Seventh street: " + "; ".join(planned) + ".")
    if table.common_card:
        steps.append(f"The common card {table.board[0]} plays in every hand; {seat_name(table.sixth_street_first())}, "
                     "first on sixth street, acts first again.")
    return steps + [next_step(table)]


# ---- irregularity remedies


@stud_remedy(("stud-wrong-bring-in-corrected",), R.BRING_IN_CORRECTED)
def _bring_in_back(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and isinstance(irregularity.expected, AnnounceBringIn)
    wrong, right = irregularity.seat, irregularity.expected.seat
    returned = table.correct_bring_in(wrong, right)
    # Named but not yet in (nothing to take back), and razz's bring-in is the highest card, not the lowest.
    undone = (f"{seat_name(wrong).capitalize()} takes back the {returned}: the next player had not acted yet."
              if returned else f"{seat_name(wrong).capitalize()} was named but has put nothing in: the naming "
              "is corrected before anyone acts.")
    which = "the highest door card" if table.game.bring_in_high else "the true low card"
    return [undone, f"{seat_name(right).capitalize()} holds {which} ({table.seat(right).upcards[-1]}) and must "
            "bring in or complete.", next_step(table)]


def _drop_queued_deals(table: Table, seat: int) -> None:
    table.replace_queued([op for op in table.queued() if not (isinstance(op, DealCard) and op.seat == seat)])


@stud_remedy(("stud-both-hole-cards-exposed",), R.DEAD_HAND_ANTE_RETURNED)
def _both_exposed_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # Every hand with both hole cards dealt up is dead, the ruled one first (Stud 5 speaks to each player: "If
    # both holecards are dealt up, you have a dead hand and receive your ante back"); a seat with one card up
    # is ruled on its own after it ('stud-exposed-downcard-initial-deal').
    both = [irregularity.seat] + [seat for seat, hits in _hole_cards_up(replay).items()
                                  if len(hits) >= 2 and seat != irregularity.seat]
    steps: list[str] = []
    for seat in both:
        player = table.seat(seat)
        cards = " ".join(str(held.card) for held in player.cards)
        table.muck_hand(seat)
        _drop_queued_deals(table, seat)
        ante = min(table.config.antes, player.contributed - player.bet, table.pot)
        table.refund_from_pot(seat, ante)
        steps += [f"{seat_name(seat).capitalize()}'s hand ({cards}) is dead: both hole cards were dealt face up.",
                  f"Give {seat_name(seat)} back the ante ({ante}); deal the rest of third street without that seat."]
    return steps + [next_step(table)]


def _exposed_seventh(table: Table, irregularity: Irregularity, replay: Replay, declared: bool = False) -> list[str]:
    """The face-up seventh card plays (Robert's Rules, Seven-Card Stud 16-17). ``declared``: its player took the
    option to declare all in, and the words gave it to him (:func:`_declared_all_in`): he is all in now. A
    declaration the words do not give (heads-up with the first player's card up: 'the betting proceeds as
    normal'; or made once the betting had begun) changes nothing, and the step says so."""
    assert irregularity.seat is not None, "an exposed seventh-street card is always dealt to a seat"
    seat = irregularity.seat
    steps = [f"The face-up {irregularity.card} plays as {seat_name(seat)}'s seventh card."]
    live = table.in_hand()
    pending = [op for op in table.queued() if isinstance(op, DealCard)]
    void = [hit for hit in replay.of_kind(K.ALL_IN_DECLARED) if not declared or hit.seat != seat]
    if len(live) == 2 and pending and seat == live[0]:
        # Heads-up and the first player's card was exposed: the second player's also comes up.
        queued = [DealCard(op.seat, True) if isinstance(op, DealCard) else op for op in table.queued()]
        table.replace_queued(queued)
        steps.append("Heads-up, and the first player's last card was exposed: deal the other player's face up too.")
    elif declared:
        held = table.declare_all_in(seat)
        others = ("Nobody is left to bet against him: the hand goes to the showdown." if len(table.can_bet()) < 2 else
                  "Everyone else gets the last card face down and bets on into a side pot. The high board using all "
                  "upcards acts first among those who can bet.")
        steps.append(f"{seat_name(seat).capitalize()} has declared all in before the betting: he puts in no more "
                     f"chips ({held} held back out of play until the pot is pushed) and plays for what he has put in. "
                     + others)
    elif table.seat(seat).stack > 0 and table.betting_begun_on_street():
        steps.append(f"Everyone else gets the last card face down. The betting has begun, so {seat_name(seat)}'s option "
                     "to declare all in ('before betting action starts') has passed: he plays on as usual.")
        void = [hit for hit in void if hit.seat != seat]
    elif table.seat(seat).stack > 0 and len(table.can_bet()) < 2:
        steps.append("Everyone else gets the last card face down; nobody else can bet, so there is no betting to "
                     "declare all in against.")
    elif table.seat(seat).stack > 0:
        steps.append(f"Everyone else gets the last card face down; {seat_name(seat)}, with the face-up card, may "
                     f"declare all in now, before the betting starts ('p{seat + 1} declares-all-in'). The high board "
                     "using all upcards acts first.")
    else:
        steps.append("He is all-in: he keeps it, and the others get their last card face down.")
    for hit in void:
        assert hit.seat is not None
        why = ("heads-up, with the first player's last card face up, 'the betting proceeds as normal'"
               if len(live) == 2 and hit.seat == live[0] else "the option is 'before betting action starts', and the "
               "betting had begun")
        steps.append(f"{seat_name(hit.seat).capitalize()}'s declaration of all in is no option here (Robert's Rules, "
                     f"Seven-Card Stud 17: {why}): he plays on as usual.")
    _remedies.run_to_the_button(table)
    return steps + [next_step(table)]


@irregularity("stud-seventh-card-face-up-declared-all-in", tier=Tier.GAME_FAMILY, before="stud-seventh-card-face-up")
def _declared_all_in(replay: Replay) -> Irregularity | None:
    """The exposure whose player took the option to declare all in where Robert's Rules, Seven-Card Stud 17, gives
    it: (a) more than two players, 'A player whose last card is faceup has the option of declaring all-in (before
    betting action starts)'; (b) heads-up, 'In the event the first player's final card is dealt facedown and the
    opponent's final card is dealt faceup, the player with the faceup final card has the option'. Before betting
    action starts: nobody acted between the exposure and the words. Not when nobody else can bet (nothing to
    declare against: the no-action rule's)."""
    table = replay.table
    if len(table.can_bet()) < 2:
        return None
    live = table.in_hand()
    for said in replay.of_kind(K.ALL_IN_DECLARED):
        for hit in _seventh_up(replay):
            if hit.seat != said.seat or hit.event.index > said.event.index \
                    or hit.player_actions_before != said.player_actions_before:
                continue
            if len(live) == 2 and (hit.seat == live[0] or any(held.face_up for held in table.seat(live[0]).cards[6:])):
                continue  # heads-up: the option is the second player's, his opponent's last card dealt down
            return hit
    return None


@stud_remedy(("stud-seventh-card-face-up", "stud-seventh-card-face-up-all-in", "stud-seventh-card-face-up-no-action",
              "stud-seventh-card-face-up-declared-all-in"), R.CARD_PLAYS)
def _seventh_plays(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    return _exposed_seventh(table, irregularity, replay, declared=rule.id == "stud-seventh-card-face-up-declared-all-in")


_replace_exposed = _remedies.choose(None, R.REPLACE_EXPOSED_CARD)


@stud_remedy(("stud-seventh-card-face-up", "stud-seventh-card-face-up-all-in", "stud-seventh-card-face-up-declared-all-in"),
             R.REPLACE_EXPOSED_CARD)
def _seventh_replaced(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # Finish dealing the street, then replace the exposed card from the stub, and only then name who acts
    # first: the replaced card is out of play, so it cannot make its player high on board (TDA 2024 RP-10 B).
    # (read the queue itself: asking for the next operation would name the first to act there and then)
    while (queued := table.queued()) and isinstance(queued[0], (Burn, DealCard)):
        table.apply(table.next_dealer_operation())  # type: ignore[arg-type]
    steps = _replace_exposed(code, table, replay, irregularity, rule)[:-1]
    _remedies.run_to_the_button(table)
    return ["Finish dealing seventh street face down."] + steps + [_remedies.next_step(table)]


_set_aside_premature = _remedies.choose(None, R.SET_ASIDE_AND_BURN_EXTRA)


@stud_remedy(("stud-premature-street",), R.SET_ASIDE_AND_BURN_EXTRA)
def _premature_set_aside(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    aside = len(table.set_aside)
    steps = _set_aside_premature(code, table, replay, irregularity, rule)[:-1]
    if len(table.set_aside) == aside:
        # Only the burn came off early and no card reached a player: it is this street's burn.
        table.count_burn_as_out()
        return ["Only the burn came off early; no player got a card. It stays as this street's burn.",
                "When the betting ends, deal the street without burning again.", next_step(table)]
    live = len(table.in_hand())
    # The extra cards come off the top once this round's betting ends, before the street's own burn;
    # queued now, they wait behind the players' actions. (Someone folding first would make one fewer.)
    # A stub too short for them all keeps its last card: the street's shortage procedure then scrambles
    # it with the burns and the cards kept aside (S001 rule 15).
    extra = min(live, max(0, len(table.stub) - 1))
    table.replace_queued([Burn() for _ in range(extra)] + table.queued())
    return steps + [next_step(table)]


# ---- burn errors: put every card of the street where one burn would have sent it


def _street_operations(table: Table) -> list[Burn | DealCard]:
    taken = []
    for operation in reversed(table.log):
        if isinstance(operation, (CollectBets, Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, AnnounceFirstToAct)):
            break
        if isinstance(operation, (Burn, DealCard)):
            taken.append(operation)
    return list(reversed(taken))


_restore_flop = _remedies.choose(None, R.RESTORE_CARD_ORDER)


@stud_remedy(("stud-burn-error",), R.RESTORE_CARD_ORDER)
def _restore_stud(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    operations = _street_operations(table)
    if not operations:
        return ["The street's cards are already being bet on: they stay as dealt.", next_step(table)]
    burns_taken = sum(isinstance(op, Burn) for op in operations)
    burn_cards = table.burns[len(table.burns) - burns_taken:] if burns_taken else []
    cards: list[Card] = []
    sources: list[Pile | int] = []  # where each of them is now: the burns, or the seat it was dealt to
    places = []
    burn_index = 0
    # Each seat's cards this street are its last ones, in the order dealt (a seat may have had two).
    dealt_to = Counter(op.seat for op in operations if isinstance(op, DealCard))
    street_cards = {seat: [held.card for held in table.seat(seat).cards[-count:]] for seat, count in dealt_to.items()}
    for op in operations:  # physical order
        if isinstance(op, Burn):
            cards.append(burn_cards[burn_index])
            sources.append(Pile.BURNS)
            burn_index += 1
        else:
            cards.append(street_cards[op.seat].pop(0))
            sources.append(op.seat)
    live = table.in_hand()
    street = table.street
    due = [Burn()] + [DealCard(i, bool(street.up)) for i in live]
    # Each card moves once, in physical order, from where it is to where one burn would have sent it: a card
    # landing where street cards still wait to move goes after them, and they leave, so every hand (and the
    # burns) ends with its earlier cards, then this street's in the order due.
    for card, source, place in zip(cards, sources, due, strict=False):
        if isinstance(place, Burn):
            table.move_card(card, source, Pile.BURNS)
        else:
            table.move_card(card, source, place.seat, face_up=place.face_up)
        places.append(f"{card} to {'the burns' if isinstance(place, Burn) else seat_name(place.seat)}")
    extra = cards[len(due):]
    for card, source in reversed(list(zip(extra, sources[len(due):], strict=False))):
        table.move_card(card, source, Pile.STUB)  # on top, the first of them the top card
    rest = [op for op in table.queued() if not isinstance(op, (Burn, DealCard))]
    if isinstance(table.next_dealer_operation(), AnnounceFirstToAct) or table.actor is not None:
        rest = [op for op in rest if not isinstance(op, AnnounceFirstToAct)]
    table.resume_dealing()  # the action is taken from the players; the dealer's steps follow
    table.replace_queued([*due[len(cards):], AnnounceFirstToAct(-1), *rest])
    steps = ["Put the cards where one burn would have sent them: " + ", ".join(places) + "."]
    if extra:
        steps.append(f"Return {' '.join(map(str, extra))} to the top of the stub.")
    return steps + [next_step(table)]


@stud_remedy(("stud-fold-with-no-wager",), R.KEEP_DEALING_TO_SEAT, R.FOLD_STANDS_PENALTY_POSSIBLE, R.KILL_HAND)
def _fold_no_wager_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = folded_with_no_wager(table)
    if code is not R.KEEP_DEALING_TO_SEAT:
        return [f"{seat_name(seat).capitalize()}'s fold stands (a penalty is possible) and the seat gets no more "
                "cards.", next_step(table)]
    assert seat is not None
    # The ruling keeps the seat in the deal, so the remedy must not leave it folded: its cards come back as they
    # lay and it is dealt each street; it takes no part in the betting, and a bet kills it when the action
    # reaches it (Robert's Rules, Seven-Card Stud 7).
    cards = next(held for folded, held in reversed(table.folded_hands) if folded == seat)
    table.keep_in_deal_until_bet(seat, cards)
    return [f"{seat_name(seat).capitalize()} folded with nothing bet: put the cards back in front of the seat as "
            "they lay and keep dealing it its cards each street so the card order stays right, until a bet "
            "kills the hand; it takes no part in the betting.", next_step(table)]


@_remedies.rule_remedy("stud-too-many-cards", R.DEAD_HAND)
def _long_hand_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return _remedies.dead_for_wrong_card_count(table, irregularity.seat, "a hand with more than seven cards is dead.")


@_remedies.rule_remedy("stud-short-hand-at-showdown", R.DEAD_HAND)
def _short_hand_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return _remedies.dead_for_wrong_card_count(
        table, irregularity.seat, "a hand short a card dealt before seventh street is dead at the showdown.")


@stud_remedy(("stud-wrong-card-count",), R.HAND_PLAYS)
def _six_cards_play(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    return [f"{seat_name(irregularity.seat).capitalize()} was passed over on seventh street through no fault of his own: "
            "the hand is ruled live and plays its best five of six cards.", next_step(table)]


@irregularity("stud-absent-player", tier=Tier.GAME_FAMILY)
def _stud_player_away(replay: Replay) -> Irregularity | None:
    away = replay.of_kind(K.PLAYER_AWAY) if replay.table.game.family.value == "stud" else []
    return away[0] if away else None


def _absent_low_card_posts(table: Table, seat: int) -> list[str]:
    """The absent player holds the low card and the bring-in is his to post now: it is posted from his stack
    and lost with his hand, and stays the bet the others call (Robert's Rules Stud 6: "you forfeit your ante
    and your forced bet"; TDA Rule 30: a player away when dealt the bring-in card posts the bring-in). Without
    it the next player could check a third street that must be opened."""
    if not (table.actor == seat and table.bring_in_seat == seat and table.street_index == 0
            and table.round.current_bet == 0):
        return []
    table.apply(PostBringIn(seat))
    return [f"Seat {seat + 1} has the low card: the bring-in is posted from his stack and stays in the pot; "
            "the next player calls it, completes or folds."]


@_remedies.rule_remedy("stud-absent-player", R.KILL_HAND_WHEN_ACTION_REACHES)
def _kill_when_action_reaches(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    table.mark_absent(seat)
    posted = _absent_low_card_posts(table, seat)
    if table.actor == seat or posted:
        table.kill_hand(seat)
    return [f"Seat {seat + 1} forfeits the ante and any forced bet already in.", *posted,
            f"Leave the cards in place; if the player is not back when the action reaches seat {seat + 1}, "
            "the hand is dead.", _remedies.next_step(table)]


@_remedies.rule_remedy("stud-absent-player", R.DEAD_HAND)
def _kill_now(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    posted = _absent_low_card_posts(table, irregularity.seat)
    return posted + _remedies.choose(None, code)(code, table, replay, irregularity, rule)


@irregularity("dead-hand-actions", tier=Tier.GAME_FAMILY)
def _upcards_turned_down(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.UPCARDS_TURNED_DOWN) if is_stud(replay.table) else []
    return hits[0] if hits else None


def _check_owing_the_opening(replay: Replay, low_card_all_in: bool) -> Irregularity | None:
    if not is_stud(replay.table):
        return None
    for hit in replay.of_kind(K.CHECK_OWING_THE_OPENING):
        if (hit.seat != replay.table.bring_in_seat) is low_card_all_in:
            return hit
    return None


@irregularity("stud-check-owing-the-bring-in", tier=Tier.GAME_FAMILY)
def _low_card_checks(replay: Replay) -> Irregularity | None:
    return _check_owing_the_opening(replay, low_card_all_in=False)


@irregularity("stud-check-left-of-all-in-low-card", tier=Tier.GAME_FAMILY)
def _next_to_all_in_low_card_checks(replay: Replay) -> Irregularity | None:
    return _check_owing_the_opening(replay, low_card_all_in=True)


@stud_remedy(("stud-check-owing-the-bring-in", "stud-check-left-of-all-in-low-card"), R.BRING_IN_OR_COMPLETE,
             R.ACTION_TO_NEXT_PLAYER)
def _no_check_owing_the_opening(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                                rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seat = irregularity.seat
    may = ("post the bring-in or open for a full bet" if seat == table.bring_in_seat
           else "fold, bring it in or complete")
    return [f"{seat_name(seat).capitalize()}'s check is no action: nothing is opened yet and the forced opening is "
            f"his. The action stays on him: he may {may}.", next_step(table)]


@irregularity("stud-upcards-turned-down-at-showdown", tier=Tier.GAME_FAMILY)
def _upcards_turned_down_after_betting(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.UPCARDS_TURNED_DOWN_AT_SHOWDOWN) if is_stud(replay.table) else []
    return hits[0] if hits else None


@irregularity("stud-card-off-table", tier=Tier.GAME_FAMILY)
def _card_off_table(replay: Replay) -> Irregularity | None:
    """An upcard pitched off the table plays (a downcard off the table is an exposed card: D13, D18)."""
    for hit in replay.of_kind(K.CARD_OFF_TABLE):
        if getattr(hit.expected, "face_up", False) and is_stud(replay.table):
            return hit
    return None


@irregularity("stud-no-refund-when-beaten", tier=Tier.GAME_FAMILY)
def _asks_refund(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.REFUND_REQUEST) if is_stud(replay.table) else []
    return hits[0] if hits else None


def _possible_draw(upcards: Sequence[Card]) -> bool:
    if len(upcards) < 4:
        return False
    suits = {card.suit for card in upcards}
    ranks = sorted({card.rank for card in upcards})
    return len(suits) == 1 or (len(ranks) == 4 and ranks[-1] - ranks[0] == 3)


@procedure("stud-dealer-announcements", tier=Tier.ANNOUNCEMENT)
def _announce_board(table: Table) -> bool:
    """Sixth street: a board shows four to a flush or a straight, and the dealer is about to name who is high."""
    if not is_stud(table) or not isinstance(table.next_dealer_operation(), AnnounceFirstToAct):
        return False
    return any(_possible_draw(table.seat(i).upcards) for i in table.in_hand())
