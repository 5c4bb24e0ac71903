"""Catalog family D: seven-card stud procedures and irregularities."""

from __future__ import annotations

from .model import (
    STUD_GAMES, GameFamily, RulingCode as R,
    agree, answer, by_book, make_rule, rrop, s000, s001, s003, tda,
)

_HIGH_STUD = frozenset({GameFamily.STUD, GameFamily.STUD_HI_LO})
_POSITION = answer(R.FIRST_BY_POSITION,
    """The highest board acts first (any pair beats unpaired cards). When two boards are exactly equal,
    the one that received cards first, nearest the dealer's left, acts first. S000 breaks the tie by suit
    instead; we follow S001 because it is a formal rulebook text (Robert's Rules Stud 1).""",
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
_SEVENTH_REPLACED = answer(R.REPLACE_EXPOSED_CARD,
    """TDA replaces a seventh-street card exposed by the dealer when betting action remains, and wants the
    last card dealt down even when nobody can bet.""",
    tda("RP-10-B"))

RULES = (
    make_rule(
        "stud-bring-in-low-card", "Stud: the lowest door card brings in; aces high, clubs lowest", ("D01", "D02"),
        _HIGH_STUD, "third street dealt, antes in",
        agree(answer(R.BRING_IN_LOWEST_SUIT,
            """Antes are dead money. The lowest upcard brings in; aces count high, and equal ranks are broken by
            suit with clubs lowest, so the 2♣ is the lowest possible card. The bring-in may be the minimum or
            a completion to the small bet.""",
            s000("7 Card Stud Rules and Game Play / The Bring"), s001("Rules of Seven-Card Stud 1-2"), s003("Seven Card Stud High"),
            tda("RP-10-A; RP-10-E"))),
        "Seven-card stud door cards: 2♦, A♣, 2♣, K♠. Who brings in?",
        ((R.BRING_IN_LOWEST_SUIT, "The 2♣."), (R.BRING_IN_ACE_LOW, "The A♣: the ace is the lowest card."),
         (R.BRING_IN_HIGHER_SUIT, "The 2♦: of equal ranks the higher suit brings in.")),
    ),
    make_rule(
        "stud-completion-not-a-raise", "Stud: completing the bring-in is not a raise", ("D03",), STUD_GAMES,
        "a player raises a minimum bring-in to the full small bet",
        agree(answer(R.COMPLETION_NOT_A_RAISE,
            """Bringing the bring-in up to a full small bet is a completion, so the raise cap counts from there:
            $15-$30 with a $5 bring-in, completed to $15, still allows three raises.""",
            s001("Rules of Seven-Card Stud 3"), rrop("Stud 3"), tda("Rule 3"))),
        "$15-$30 stud, 3-raise cap: bring-in $5, completed to $15, raised to $30, reraised to $45. May the next player raise?",
        ((R.COMPLETION_NOT_A_RAISE, "Yes: the completion was not a raise, so this is only the third raise."),
         (R.CAP_REACHED, "No: the completion counts, so three raises have been made.")),
    ),
    make_rule(
        "stud-first-to-act-tie", "Stud: tied high boards on later streets", ("D04",), _HIGH_STUD,
        "fourth to seventh street; two boards of exactly equal rank",
        by_book(_POSITION,
            answer(R.FIRST_BY_SUIT,
                """TDA breaks ties between equal boards by the high card by suit, as S000 does (A♠K♣ beats A♥K♠).""",
                tda("RP-10-D"), s000("7 Card Stud Rules and Game Play / Betting Round Two")),
            _POSITION),
        "Fifth street: seat 2 shows K♥ Q♣ 7♦ and seat 6 shows K♠ Q♦ 7♣. Both boards are equal in rank. Who acts first?",
        ((R.FIRST_BY_POSITION, "Seat 2: nearest the dealer's left."), (R.FIRST_BY_SUIT, "Seat 6: the K♠ outranks the K♥."),
         (R.BRING_IN_ACTS_FIRST, "Whoever brought it in on third street.")),
    ),
    make_rule(
        "stud-open-pair-fourth-street", "Stud high: open pair on fourth street", ("D05",), frozenset({GameFamily.STUD}),
        "fixed-limit stud high; any open pair shows on fourth street",
        by_book(_OPEN_PAIR, _NO_DOUBLING, _OPEN_PAIR),
        "$10-$20 stud high: on fourth street a player shows a pair of sevens and is first to act. May he bet $20?",
        ((R.BIG_BET_OPTION, "Yes: with an open pair he may bet $10 or $20."),
         (R.SMALL_BET_ONLY, "No: fourth street is a $10 street.")),
    ),
    make_rule(
        "stud-dealer-announcements", "Stud: what the dealer announces", ("D06",), STUD_GAMES,
        "each street and each action in stud",
        agree(answer(R.ANNOUNCE_PAIRS_NOT_DRAWS,
            """The dealer names the low card, the high hand, every raise and every pair on board, but does not
            point out possible straights or flushes (except in designated low-stakes games).""",
            s001("Rules of Seven-Card Stud 12"), rrop("Stud 12"), tda("RP-12"))),
        "Sixth street: one player shows four spades. What does the dealer say about it?",
        ((R.ANNOUNCE_PAIRS_NOT_DRAWS, "Nothing about the flush draw; only pairs, the high hand and raises are called."),
         (R.ANNOUNCE_POSSIBLE_FLUSH, "'Possible flush' so everyone is aware.")),
    ),
    make_rule(
        "dead-hand-actions", "Stud upcards turned down, and other actions that kill a hand", ("D07", "X39"), STUD_GAMES,
        "facing a bet, a player picks up, turns down or mixes his upcards, or throws cards forward",
        agree(answer(R.DEAD_HAND,
            """Facing a bet, picking up or turning down one's upcards, or mixing them with the downcards, is a
            fold and the hand is dead; so is throwing cards forward so that others act. After the betting is
            over, picking up cards changes nothing: the hand is live until discarded.""",
            s001("Rules of Seven-Card Stud 10"), rrop("Stud 10; Dead Hands", verified=True), tda("Rule 66"))),
        "Fifth street, facing a bet, a player turns all his upcards face down and then says he wants to call.",
        ((R.DEAD_HAND, "His hand is dead: turning the upcards down facing a bet is a fold."),
         (R.ACTION_STANDS, "Let him call; he has not pushed the cards into the muck.")),
    ),
    make_rule(
        "stud-card-off-table", "Stud: a card dealt off the table must play", ("D08",), STUD_GAMES,
        "the dealer pitches a card off the table",
        agree(answer(R.CARD_PLAYS,
            """A card dealt off the table still plays and is treated as an exposed card; if it was meant to be
            a downcard, the exposed-downcard rules apply.""",
            s001("Rules of Seven-Card Stud 11"), rrop("Stud 11; Irregularities 12"))),
        "Fifth street: the dealer pitches a player's upcard onto the floor; it lands face up.",
        ((R.CARD_PLAYS, "The card plays as that player's fifth-street card."),
         (R.REPLACE_EXPOSED_CARD, "Use it as a burn and give the player the next card."),
         (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "stud-absent-player", "Stud: a player not at the table", ("D09",), STUD_GAMES,
        "a dealt stud player is not at the table",
        by_book(
            answer(R.KILL_HAND_WHEN_ACTION_REACHES,
                """In a cash game the absent player loses his ante and any forced bet; his hand is killed when
                the betting reaches his seat.""",
                s001("Rules of Seven-Card Stud 6"), rrop("Stud 6")),
            answer(R.KILL_HAND,
                """In TDA tournaments the hand is killed as soon as the initial deal ends with the player away
                (though a bring-in card still costs him the bring-in).""",
                tda("Rule 30")),
            answer(R.KILL_HAND_WHEN_ACTION_REACHES,
                """Robert's Rules: ante and forced bet forfeited, hand killed when action reaches the seat.""",
                rrop("Stud 6"))),
        "A stud player is away from the table when third street is dealt; he does not have the bring-in. When is his hand killed?",
        ((R.KILL_HAND_WHEN_ACTION_REACHES, "When the betting reaches his seat."),
         (R.KILL_HAND, "Immediately after the last card of the deal."),
         (R.RETURN_BLIND, "Immediately, and his ante is returned.")),
    ),
    make_rule(
        "stud-fold-with-no-wager", "Stud: a hand folded when nothing is bet", ("D10", "X33"), STUD_GAMES,
        "a player folds when there is no wager to him",
        by_book(
            answer(R.KEEP_DEALING_TO_SEAT,
                """The folded seat keeps getting cards, preserving the card order, until a bet kills the hand.""",
                s001("Rules of Seven-Card Stud 7"), rrop("Stud 7")),
            answer(R.KILL_HAND,
                """TDA makes the fold binding (possibly with a penalty) and deals no further card to a hand that
                is not live.""",
                tda("Rule 58; RP-10-C")),
            answer(R.KEEP_DEALING_TO_SEAT,
                """Robert's Rules: keep dealing to the seat until the hand is killed by a bet.""",
                rrop("Stud 7"))),
        "Fourth street is checked to a player who folds although nobody bet. Does his seat get a fifth-street card?",
        ((R.KEEP_DEALING_TO_SEAT, "Yes, until a bet kills the hand."),
         (R.KILL_HAND, "No: the hand is dead and gets no more cards.")),
    ),
    make_rule(
        "stud-bring-in-all-in", "Stud: the low card is all-in for the ante", ("D11",), STUD_GAMES,
        "the player with the bring-in card has no chips beyond the ante",
        agree(answer(R.ACTION_TO_NEXT_PLAYER,
            """Action starts with the player to his left, who may fold, bring it in for the bring-in amount
            or complete.""",
            s001("Rules of Seven-Card Stud 8"), rrop("Stud 8"), tda("RP-10-E"))),
        "The player with the lowest door card is all-in for the ante. What happens?",
        ((R.ACTION_TO_NEXT_PLAYER, "The player on his left acts first: fold, bring in or complete."),
         (R.NEXT_LOWEST_BRINGS_IN, "The next-lowest door card must bring in wherever he sits."),
         (R.ROUND_COMPLETE, "No bring-in this hand; deal fourth street.")),
    ),
    make_rule(
        "stud-wrong-bring-in", "Stud: the wrong player was told to bring in", ("D12",), STUD_GAMES,
        "the dealer named the wrong low card and that player has bet",
        agree(answer(R.ACTION_STANDS,
            """If the next player has already acted, the wrong bring-in stands, play continues, and the real low
            card owes nothing. Only before the next player acts is it corrected: the bet is returned and the
            true low card brings in.""",
            s001("Rules of Seven-Card Stud 9"), rrop("Stud 9"))),
        "The dealer named the 3♦ as low; the player brought it in and the next player called. Now the dealer sees a 2♥.",
        ((R.ACTION_STANDS, "The action stands; the 2♥ has no bring-in obligation."),
         (R.BRING_IN_CORRECTED, "Take back both bets and make the 2♥ bring in."),
         (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "stud-exposed-downcard-initial-deal", "Stud: a hole card dealt face up on third street", ("D13",), STUD_GAMES,
        "the dealer exposes a player's first or second hole card during the initial deal",
        by_book(
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
        "Dealing third street, the dealer turns seat 4's first hole card face up: the 2♣, the lowest card on the table. What now?",
        ((R.EXPOSED_CARD_NOT_BRING_IN, "Deal his third card down; action starts with the player on his left."),
         (R.EXPOSED_CARD_BRINGS_IN, "The 2♣ becomes his upcard, his third card comes down, and he brings in."),
         (R.MISDEAL, "Misdeal: reshuffle and redeal.")),
    ),
    make_rule(
        "stud-burn-error", "Stud: two burns or none for a street", ("D14",), STUD_GAMES,
        "the dealer burns two cards or none before a street",
        by_book(_RESTORE,
            answer(R.PLAY_ON_NO_REORDER,
                """TDA holds that the burn protects the stub, not the card order: cards dealt stay where they are
                and the next street gets its normal single burn.""",
                tda("Rule 38; Addendum 38")),
            _RESTORE),
        "Before fifth street the dealer burns two cards and deals the upcards. Nobody has acted yet.",
        ((R.RESTORE_CARD_ORDER, "Put the cards back in the positions they would have had with one burn."),
         (R.PLAY_ON_NO_REORDER, "Leave the cards as dealt; burn one as usual next street."),
         (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "stud-premature-street", "Stud: cards dealt before the betting round ends", ("D15",), STUD_GAMES,
        "the dealer burns and deals the next street while betting is unfinished",
        by_book(
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
        "Four players on fourth street; the dealer burns and deals fifth street while one player still has to act.",
        ((R.SET_ASIDE_AND_BURN_EXTRA, "Set those cards aside; after betting remove one card per active player, then burn and deal."),
         (R.RESHUFFLE_AND_REDEAL, "Put them back in the stub, reshuffle, and deal fifth street without a new burn."),
         (R.CARD_PLAYS, "The cards play; finish the betting.")),
    ),
    make_rule(
        "stud-running-out-of-cards", "Stud: not enough cards for seventh street", ("D16",), STUD_GAMES,
        "seventh street; the stub cannot give every remaining player a card",
        by_book(
            answer(R.RESHUFFLE_WITH_BURNS,
                """Deal every card but the last, mix the last card with the burns (and any cards set aside),
                scramble, cut, burn and finish the deal; a common card is used only if even that is not enough.
                Here: burn, two players served, the last card plus four burns gives five cards, burn one, four
                left for four players. S000's simpler 'deal a community card' is set aside for S001's procedure.""",
                s001("Rules of Seven-Card Stud 15"), rrop("Stud 15"), s000("7 Card Stud Rules and Game Play / Running Out of Cards")),
            answer(R.COMMON_CARD,
                """TDA counts the cards needed: players plus one burn plus the last undealt card, 6 + 1 + 1 = 8.
                The stub (4) plus the three earlier burns (7) falls short while the stub still has three or more
                cards, so the dealer burns one and turns a common card; the first actor on sixth street acts first.""",
                tda("RP-10-H")),
            answer(R.RESHUFFLE_WITH_BURNS, """Robert's Rules: reshuffle the last card with the burns.""", rrop("Stud 15"))),
        "Seventh street, six players remain, four cards left in the stub. What does the dealer do?",
        ((R.RESHUFFLE_WITH_BURNS, "Deal what he can, then scramble the last card with the burn cards, cut, burn and finish."),
         (R.COMMON_CARD, "Burn one and turn a single common card for everyone."),
         (R.RESHUFFLE_WITH_MUCK, "Gather the muck and burns, shuffle them, and deal from those.")),
    ),
    make_rule(
        "stud-seventh-card-face-up-all-in", "Stud: seventh card face up to an all-in player", ("D17",), STUD_GAMES,
        "the final downcard to an all-in player is dealt face up; others can still bet",
        by_book(_SEVENTH_PLAYS, _SEVENTH_REPLACED, _SEVENTH_PLAYS),
        "Seventh street, three players, one all-in. The all-in player's last card is dealt face up; the other two can still bet.",
        ((R.CARD_PLAYS, "He keeps it; the others get theirs face down."),
         (R.REPLACE_EXPOSED_CARD, "Replace the exposed card because betting action remains."), (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "stud-seventh-card-face-up", "Stud: seventh card dealt face up", ("D18",), STUD_GAMES,
        "the dealer turns up a player's seventh card (not all-in)",
        by_book(_SEVENTH_PLAYS, _SEVENTH_REPLACED, _SEVENTH_PLAYS),
        "Seventh street, four players. The dealer turns seat 2's last card face up.",
        ((R.CARD_PLAYS, "It plays; the others get theirs down, and seat 2 may declare all-in before the betting."),
         (R.REPLACE_EXPOSED_CARD, "Replace it since betting remains."), (R.DEAD_HAND, "Seat 2's hand is dead.")),
    ),
    make_rule(
        "stud-wrong-card-count", "Stud: wrong number of cards at showdown", ("D19",), STUD_GAMES,
        "a stud hand at showdown has more or fewer than seven cards",
        by_book(
            answer(R.HAND_PLAYS,
                """More than seven cards is dead; fewer than seven is dead too, except that a hand missing only
                its seventh card may be ruled live.""",
                s001("Rules of Seven-Card Stud 18"), rrop("Stud 18")),
            answer(R.DEAD_HAND,
                """TDA: after substantial action a hand with the wrong number of cards is dead.""",
                tda("Rule 38; Rule 35-A-5")),
            answer(R.HAND_PLAYS, """Robert's Rules: a hand missing only the seventh card may be live.""", rrop("Stud 18"))),
        "At showdown a stud player has six cards: he was skipped on seventh street and nobody noticed.",
        ((R.HAND_PLAYS, "His hand may be ruled live with six cards."), (R.DEAD_HAND, "His hand is dead."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub now.")),
    ),
    make_rule(
        "stud-no-refund-when-beaten", "Stud: no refund for calling a hand already beaten on board", ("D20",), STUD_GAMES,
        "a player called although the upcards already beat him",
        agree(answer(R.NO_REFUND,
            """Reading the board is the caller's job; a call made when already beaten by the upcards is not
            returned.""",
            s001("Rules of Seven-Card Stud 19"), rrop("Stud 19"), tda("Rule 49"))),
        "On the river a player calls, then sees his opponent's board already beat his whole hand. He asks for his call back.",
        ((R.NO_REFUND, "No refund."), (R.RETURN_CALL, "Return the call: it could not win.")),
    ),
)
