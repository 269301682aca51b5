package dev.arbiter.cards.grammar;

import static dev.arbiter.cards.grammar.ClauseDispatch.any;
import static dev.arbiter.cards.grammar.ClauseDispatch.startingWith;

import java.util.List;

/**
 * The readers of a player's verb phrase ({@link ClauseGrammar#verbPhrase}), in the order they are asked; each with the
 * first words it can start with, read from its code (both the bare and the third-person form: "draw", "draws"). A new
 * reader goes where it must come in the order; see docs/CARD-COMPILER.md ("Clause dispatch") for declaring its start.
 */
final class VerbPhraseReaders {

    private VerbPhraseReaders() {
    }

    static final ClauseDispatch VERBS = new ClauseDispatch("a verb", List.of(
            startingWith("energy", ClauseGrammar::energy, "get", "gets"), // 107.14, 122.1
            startingWith("CounterGrammar", CounterGrammar::verb, "put", "remove", "double", "move", "distribute"), // 122.1, 122.8
            startingWith("TokenCopyGrammar", TokenCopyGrammar::verb, "create", "creates"), // 707.2
            startingWith("copyThisSpell", ClauseGrammar::copyThisSpell, "copy"), // 707.10
            startingWith("copiesThatSpell", ClauseGrammar::copiesThatSpell, "copies"), // 707.10c
            startingWith("ZoneVerbGrammar", ZoneVerbGrammar::verb, "pay", "look", "counter", "exile", "tap", "untap",
                    "put", "puts", "shuffle", "shuffles", "sacrifice", "return", "returns", "reveal", "reveals", "have",
                    "take", "takes", "discard", "discards", "mill", "mills"),
            startingWith("ManaCountGrammar", ManaCountGrammar::verb, "lose", "loses", "double", "add"), // 106.4, 107.1
            startingWith("AttachChoiceGrammar", AttachChoiceGrammar::verb, "attach"), // 701.3a
            startingWith("ControlGrammar", ControlGrammar::verb, "gain", "gains", "exchange", "attach"), // 613.1b
            startingWith("AnteGrammar", AnteGrammar::verb, "ante", "antes", "own", "exchange"), // 407
            startingWith("TextChangeGrammar", TextChangeGrammar::verb, "change"), // 612
            startingWith("ExchangeLifeGrammar", ExchangeLifeGrammar::verb, "exchange", "exchanges"), // 701.10c
            startingWith("LinkedReturnGrammar.playerVerb", LinkedReturnGrammar::playerVerb, "returns"), // 607.2a
            startingWith("OthersHaveYouGrammar", OthersHaveYouGrammar::verb, "have"), // 608.2d
            startingWith("changeTheTarget", ClauseGrammar::changeTheTarget, "change"), // 115.7a
            startingWith("GameResultGrammar", GameResultGrammar::verb, "win", "wins", "lose", "loses"), // 104.2b, 104.3e
            startingWith("OneShotGrammar", OneShotGrammar::verb, "exile", "double", "doubles"), // 610.3
            startingWith("ManifestGrammar", ManifestGrammar::verb, "manifest", "manifests"), // 701.34a
            startingWith("FaceDownGrammar", FaceDownGrammar::verb, "turn"), // 708.2a
            startingWith("KeywordActionGrammar", KeywordActionGrammar::verb, "investigate", "investigates", "become",
                    "becomes", "take", "takes", "venture", "proliferate", "populate", "end", "adapt", "monstrosity",
                    "bolster", "amass", "support"), // 701.36, 701.37, 701.46
            startingWith("draw", ClauseGrammar::draw, "draw", "draws").ends(), // 121.1
            startingWith("gain", ClauseGrammar::gain, "gain", "gains").ends(), // 119.1
            startingWith("lose", ClauseGrammar::lose, "lose", "loses").ends(), // 119.1
            startingWith("discard", ClauseGrammar::discard, "discard", "discards").ends(), // 701.8
            startingWith("mill", ClauseGrammar::mill, "mill", "mills").ends(), // 701.13
            startingWith("exiles", ClauseGrammar::exiles, "exiles"), // 406.1, 406.3
            startingWith("ZoneMoveGrammar", ZoneMoveGrammar::verb, "exile", "put", "puts", "return"), // 401.4, 406.2-3
            startingWith("clash", ClauseGrammar::clash, "clash"), // 701.23b
            startingWith("scry", ClauseGrammar::scry, "scry", "scrys").ends(), // 701.18
            startingWith("surveil", ClauseGrammar::surveil, "surveil", "surveils").ends(), // 701.42
            startingWith("KeepChosenGrammar", KeepChosenGrammar::verb, "sacrifice", "sacrifices", "choose", "chooses"), // 701.17a
            startingWith("KeepOneOfEachGrammar", KeepOneOfEachGrammar::verb, "choose", "chooses"), // 701.17a, 700.8
            startingWith("sacrifice", ClauseGrammar::sacrifice, "sacrifice", "sacrifices").ends(), // 701.17a
            startingWith("create", ClauseGrammar::create, "create", "creates").ends(), // 111.1
            startingWith("shuffle", ClauseGrammar::shuffle, "shuffle", "shuffles").ends(), // 701.20
            startingWith("PlayerSearchGrammar", PlayerSearchGrammar::verb, "search", "searches"), // 701.23
            startingWith("SkipGrammar", SkipGrammar::verb, "skip", "skips"), // 614.10
            any("onlyYoursFromHere", ClauseGrammar::onlyYoursFromHere),
            startingWith("destroy", ObjectCommandGrammar::destroy, "destroy").ends(), // 701.8
            startingWith("ExileSelfCountersGrammar", (c, who, third) -> ExileSelfCountersGrammar.verb(c), "exile"), // 406.3, 122.1
            startingWith("exile", ObjectCommandGrammar::exile, "exile").ends(), // 406.3
            startingWith("tapAnyNumber", ObjectCommandGrammar::tapAnyNumber, "tap").ends(), // 701.26a
            startingWith("revealAnyNumber", ObjectCommandGrammar::revealAnyNumber, "reveal").ends(), // 701.16a
            startingWith("tap", ObjectCommandGrammar::tap, "tap").ends(), // 701.26a
            startingWith("goad", ObjectCommandGrammar::goad, "goad").ends(), // 701.38a
            startingWith("DetainGrammar", DetainGrammar::verb, "detain").ends(), // 701.29a
            startingWith("LearnGrammar", LearnGrammar::verb, "learn").ends(), // 701.45a
            startingWith("CombatRemovalGrammar.verb", (c, who, third) -> CombatRemovalGrammar.verb(c), "remove"), // 506.4
            startingWith("CombatRemovalGrammar.chooseTarget", (c, who, third) -> CombatRemovalGrammar.chooseTarget(c),
                    "choose"), // 115.1
            startingWith("CombatRemovalGrammar.chooseAnyTarget", (c, who, third) -> CombatRemovalGrammar.chooseAnyTarget(c),
                    "choose"), // 115.1, 115.4
            startingWith("UntapUpToGrammar", (c, who, third) -> UntapUpToGrammar.verb(c), "untap"), // 701.26
            startingWith("untap", ObjectCommandGrammar::untap, "untap").ends(), // 701.26a
            startingWith("LinkedReturnGrammar", (c, who, third) -> LinkedReturnGrammar.verb(c), "return"), // 607.2a
            startingWith("ReturnAllGrammar", (c, who, third) -> ReturnAllGrammar.verb(c), "put", "return"), // 108.3, 110.2
            startingWith("SearchZonesGrammar", (c, who, third) -> SearchZonesGrammar.verb(c), "search"), // 701.19
            startingWith("ZoneListSearchGrammar", (c, who, third) -> ZoneListSearchGrammar.verb(c), "search"), // 701.19
            startingWith("CopySpellGrammar", (c, who, third) -> CopySpellGrammar.verb(c), "copy", "choose"), // 707.10
            startingWith("return", ObjectCommandGrammar::returnTo, "return").ends(), // 400.7
            startingWith("put", ObjectCommandGrammar::put, "put").ends(), // 122.1, 401.4
            startingWith("searchYourLibrary", ClauseGrammar::searchYourLibrary, "search").ends(), // 701.19
            startingWith("NameSearchGrammar", (c, who, third) -> NameSearchGrammar.named(c), "search"), // 701.19
            startingWith("DoubleGrammar", (c, who, third) -> DoubleGrammar.verb(c), "double"), // 701.9b
            startingWith("SwitchGrammar", (c, who, third) -> SwitchGrammar.verb(c), "switch"), // 613.4d
            startingWith("LossShieldGrammar", (c, who, third) -> LossShieldGrammar.clause(c), "the"), // 614.1a
            startingWith("prevention", ClauseGrammar::prevention, "prevent", "the", "all", "if").ends())); // 615
}
