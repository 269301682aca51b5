package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * Trigger conditions (603.1):
 * <pre>
 * line    := ("When" | "Whenever" | "At") event "," ["if" condition ","] effect-text   (603.4: ConditionGrammar)
 *          | "Whenever" noun "dies" "," "if it had" counters "," effect-text   (603.10a: the noun's counters clause)
 * event   := "~ is put into" ("a" | "your") "graveyard from anywhere" | "~ is put into your graveyard from the battlefield"
 *          | object ("enters" ["the battlefield"] | "dies" | "attacks"
 *            | "is put into" ("a" | "your" | "an opponent's") "graveyard from the battlefield" | "leaves the battlefield"
 *            | (of a card) "is put into" ("a" | "your" | "an opponent's") "graveyard from" ("anywhere" | "your library"))
 *          | "~" ("leaves the battlefield" | "is put into a graveyard from the battlefield")   (603.6c, 700.4)
 *          | player ("cast" | "casts") noun ["that targets ~" | "during your turn" | "during an opponent's turn"] | "you cast this spell"
 *          | "you cast" ("a" | "an") ("kicked" noun | noun ("from your graveyard" | "from exile"
 *            | "from anywhere other than your hand"))
 *          | "you cast or copy" noun | "~" self-combat (SelfCombatEventGrammar)
 *          | "the beginning of" ("your" | "each player's" | "each" | "the") step
 *          | "the beginning of combat on your turn" | "the beginning of each combat"
 *          | "the" step "of" host "'s controller" | "combat on each opponent's turn"
 *          | ("enchanted player's" | "enchanted opponent's") step      (an Aura with "Enchant player", 303.4)
 *          | the events of TriggerEventGrammar (hosts, damage, players, described permanents)
 *          | condition (after "When": a state trigger, 603.8, StateTriggerGrammar)
 *          | "~ or" ("equipped" | "enchanted") "creature" event-of-both   (the same event of ~ and of its host)
 *          | the attack and combat events of CombatEventGrammar (tried first after "When" / "Whenever")
 * A line ending "This ability triggers only once each turn." (603.2) is read as an OnceEachTurn event, its "one or more"
 * events in their one-object forms (OnceEachTurnGrammar) when the effect doesn't name the group.
 * object  := "~" | "~ or another" noun | "another" noun | ("a" | "an") noun
 * </pre>
 * The effect after the comma is read last, from the line's own tokens, by {@link TriggerEffectGrammar} into the effect
 * tree ({@link EffectGrammar}); the line carries it as a {@code TriggerEffect}.
 */
public final class TriggerGrammar {

    private TriggerGrammar() {
    }

    /** The trigger line {@code text}, or throws {@link ParseFailure}. */
    public static TriggerNode.Line parse(String text) {
        Cursor once = Cursor.of(text);
        int sentence = OnceEachTurnGrammar.sentenceStart(once); // 603.2
        if (sentence < 0) return TriggerEffectGrammar.read(text, parse(text, true, false), -1);
        TriggerNode.Line l = parse(text, true, true);
        String words = text.substring(once.tokens(sentence, sentence + 1).get(0).start());
        if (!l.effectText().endsWith(words)) throw once.fail("an effect before \"" + words + "\"");
        String effect = l.effectText().substring(0, l.effectText().length() - words.length()).strip();
        return TriggerEffectGrammar.read(text, new TriggerNode.Line(l.word(), new TriggerNode.OnceEachTurn(l.event()),
                l.interveningIf(), effect), sentence);
    }

    /**
     * As above; without {@code combat} the events of CombatEventGrammar are not read; with {@code once} the events of
     * OnceEachTurnGrammar are (their one-object forms).
     */
    private static TriggerNode.Line parse(String text, boolean combat, boolean once) {
        try {
            return parse(text, Cursor.of(text), false, combat, once);
        } catch (ParseFailure f) {
            // a list noun may read on past the event's comma ("a noncreature spell, creatures you control
            // get ..."): read the event again, ending at each comma in turn
            for (int i = text.indexOf(','); i > 0; i = text.indexOf(',', i + 1)) {
                try {
                    TriggerNode.Line head = parse(text.substring(0, i + 1), Cursor.of(text.substring(0, i + 1)), true, combat,
                            once);
                    return InterveningIfGrammar.afterEvent(head.word(), head.event(), text.substring(i + 1), Cursor.of(text.substring(i + 1)));
                } catch (ParseFailure g) {
                    // not this comma
                }
            }
            TriggerNode.Line either = eitherEvent(text);
            if (either != null) return either;
            TriggerNode.Line shared = selfOrHost(text);
            if (shared != null) return shared;
            throw f;
        }
    }

    /**
     * "[word] [event] or [word] [event], [effect]" (603.2): two events of one ability ("Whenever you cast a white
     * spell or a Plains enters the battlefield under your control", "When ~ enters the battlefield or at the beginning
     * of your upkeep"), each read as an event of its own; the second may repeat or change the word. Null when no
     * "or" splits the line into two events.
     */
    private static TriggerNode.Line eitherEvent(String text) {
        int end = text.indexOf(',');
        for (int i = text.indexOf(" or "); i > 0 && end > 0 && i < end; i = text.indexOf(" or ", i + 1)) {
            try {
                String first = text.substring(0, i) + ",";
                TriggerNode.Line head = parse(first, Cursor.of(first), true, true, false);
                String rest = text.substring(i + " or ".length());
                // "When you cycle ~ or it dies": "it" is ~, named by the first event
                if (rest.startsWith("it ") && first.contains("~")) rest = "~" + rest.substring("it".length());
                rest = SharedSubject.of(first, rest); // "another creature you control enters the battlefield or dies"
                String lower = rest.toLowerCase(java.util.Locale.ROOT);
                if (!lower.startsWith("whenever ") && !lower.startsWith("when ") && !lower.startsWith("at ")) {
                    rest = head.word() + " " + rest;
                }
                TriggerNode.Line tail = parse(rest, Cursor.of(rest), false, true, false);
                if (tail.event().equals(head.event())) return null;
                return new TriggerNode.Line(head.word(), new TriggerNode.Either(head.event(), tail.event()), tail.interveningIf(),
                        tail.effectText());
            } catch (ParseFailure g) {
                // not this "or"
            }
        }
        return null;
    }

    /**
     * "Whenever ~ or [equipped | enchanted] creature [event], [effect]" (603.2): the one event of two objects, the source
     * and the permanent it is attached to, read as "~ [event]" or "[host] [event]"; each reads "it" as its own object.
     * Null when the line doesn't start so or either event isn't read.
     */
    private static TriggerNode.Line selfOrHost(String text) {
        Cursor c = Cursor.of(text);
        String word = c.acceptAny("when", "whenever");
        if (word == null || !c.accept("~ or")) return null;
        String host = c.acceptAny("equipped creature", "enchanted creature");
        if (host == null || c.peek() == null) return null;
        String rest = text.substring(c.peek().start());
        try {
            TriggerNode.Line self = parse(word + " ~ " + rest, false, false);
            // each event read as the source's own events are (HostEvent: "defending player" is its defending player),
            // not as an attachment's own combat line (CombatEventGrammar)
            TriggerNode.Line hosts = parse(word + " " + host + " " + rest, false, false);
            if (self.event() instanceof TriggerNode.Either || hosts.event() instanceof TriggerNode.Either
                    || !java.util.Objects.equals(self.interveningIf(), hosts.interveningIf())
                    || !self.effectText().equals(hosts.effectText())) {
                return null;
            }
            return new TriggerNode.Line(word, new TriggerNode.Either(self.event(), hosts.event()), hosts.interveningIf(),
                    hosts.effectText());
        } catch (ParseFailure f) {
            return null;
        }
    }

    /** The line read from {@code c}; with {@code eventOnly} the text is the event and its comma alone. */
    private static TriggerNode.Line parse(String text, Cursor c, boolean eventOnly, boolean combat, boolean once) {
        String word = c.acceptAny("when", "whenever", "at");
        if (word == null) throw c.fail("\"When\", \"Whenever\" or \"At\"");
        // 508-510: attacks and blocks first
        TriggerNode event = once && word.equals("whenever") ? OnceEachTurnGrammar.singular(c, text) : null; // 603.2c
        if (event == null) event = word.equals("at") ? beginning(c) : combat ? CombatEventGrammar.event(c, word) : null;
        if (event == null) {
            event = word.equals("when") ? StateTriggerGrammar.event(c)
                    : c.at("there") ? StateTriggerGrammar.event(c) : null; // 603.8: "Whenever there are four or more ... counters on ~"
        }
        if (event == null) event = TriggerEventGrammar.event(c);
        if (event == null) event = event(c);
        c.expect(",");
        if (eventOnly) {
            if (!c.atEnd()) throw c.fail("the end of the event");
            return new TriggerNode.Line(word, event, null, "");
        }
        return InterveningIfGrammar.afterEvent(word, event, text, c);
    }

    private static TriggerNode beginning(Cursor c) {
        if (c.accept("end of combat")) return new TriggerNode.BeginningOf("each", "end of combat"); // 511.2
        c.expect("the beginning of");
        if (c.accept("combat on your turn") || c.accept("your combat step")) return new TriggerNode.BeginningOf("your", "combat"); // 507
        if (c.accept("each combat")) return new TriggerNode.BeginningOf("each", "combat");
        if (c.accept("combat on each opponent's turn")) return new TriggerNode.BeginningOf("each opponent's", "combat");
        for (String step : new String[] {"upkeep", "draw step", "end step"}) {
            for (String host : new String[] {"enchanted creature", "enchanted land", "enchanted artifact",
                    "enchanted enchantment", "enchanted permanent", "equipped creature"}) {
                if (c.accept("the " + step + " of " + host + "'s controller")) {
                    return new TriggerNode.BeginningOf(host + "'s controller's", step);
                }
            }
        }
        String whose = c.acceptAny("your", "each player's", "each opponent's", "each other player's", "the chosen player's",
                "enchanted player's", "enchanted opponent's", "each", "the");
        if (whose == null) throw c.fail("whose step");
        String step = c.acceptAny("upkeep", "draw step", "end step", "precombat main phase", "postcombat main phase");
        if (step == null) throw c.fail("a step");
        return new TriggerNode.BeginningOf(whose, step);
    }

    private static TriggerNode event(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("you cast this spell")) return new TriggerNode.CastSelf(); // 601.2i
            PlayerRef copier = c.accept("you cast or copy") ? new PlayerRef.You()
                    : c.accept("an opponent casts or copies") ? new PlayerRef.EachOpponent()
                    : c.accept("a player casts or copies") ? new PlayerRef.EachPlayer() : null;
            if (copier != null) { // 601.2i, 707.10: magecraft
                c.acceptAny("a", "an");
                Noun spell = NounGrammar.noun(c);
                if (!spell.hasHead("spell")) throw c.fail("a spell");
                return new TriggerNode.CastsOrCopies(copier, spell);
            }
            PlayerRef caster = casterOf(c);
            if (caster != null) {
                c.accept("a");
                c.accept("an");
                boolean kicked = c.accept("kicked"); // 702.33d
                Noun spell = NounGrammar.noun(c);
                if (!spell.hasHead("spell")) throw c.fail("a spell");
                if (kicked) return new TriggerNode.CastsHow(caster, spell, "kicked");
                String from = castFrom(c); // 601.2a
                if (from != null) return new TriggerNode.CastsHow(caster, spell, from);
                if (c.accept("that's")) spell = colouredSpell(c, spell); // "a spell that's white, blue, black, or red"
                if (c.accept("that targets ~")) return new TriggerNode.CastsTargetingSelf(caster, spell); // 115.9b
                TriggerNode targeting = NthSpellGrammar.targeting(c, caster, spell); // 115.1: "that targets you or a creature you control"
                if (targeting != null) return targeting;
                if (c.accept("during an opponent's turn")) return new TriggerNode.Casts(caster, spell, false, true); // 102.1, 102.3
                return new TriggerNode.Casts(caster, spell, c.accept("during your turn")); // 102.1
            }
        } catch (ParseFailure f) {
            c.reset(m);
        }
        boolean self = c.accept("~");
        boolean orSelf = false;
        boolean another = false;
        Noun noun = null;
        if (self && c.accept("or another")) {
            orSelf = true;
            another = true;
            noun = NounGrammar.noun(c);
        } else if (!self) {
            if (c.accept("another")) another = true;
            else if (c.acceptAny("a", "an") == null) throw c.fail("an object");
            noun = NounGrammar.noun(c);
        }
        if (self && !orSelf && c.at("is put into")) { // 603.6c, 113.6k: "from anywhere", or "your graveyard from the battlefield"
            int m1 = c.mark();
            c.accept("is put into");
            String whose = c.acceptAny("a", "your");
            String from = whose != null && c.accept("graveyard from") ? c.acceptAny("anywhere", "the battlefield") : null;
            if (from != null && (from.equals("anywhere") || whose.equals("your")) && c.at(",")) {
                return new TriggerNode.SelfToGraveyard(whose.equals("your"), from.equals("anywhere"));
            }
            c.reset(m1);
        }
        TriggerNode combat = self && !orSelf ? SelfCombatEventGrammar.event(c) : null; // 509.1h, 509.3b-d
        if (combat != null) return combat;
        if (self && !orSelf && (c.accept("enters the battlefield untapped") || c.accept("enters untapped"))) {
            return new TriggerNode.SelfEntersUntapped(); // 603.6a, 110.5b
        }
        if (self && !orSelf) {
            // "~ enters the battlefield or attacks", "~ enters or leaves the battlefield", "~ attacks or dies"
            int m0 = c.mark();
            TriggerNode first = selfEvent(c);
            if (first != null && c.accept("or")) {
                TriggerNode second = selfEvent(c);
                if (second != null && !second.equals(first)) return new TriggerNode.Either(first, second);
            }
            c.reset(m0);
        }
        if (self && !orSelf && c.accept("leaves the battlefield")) return new TriggerNode.Leaves(); // 603.6c
        if (self && !orSelf && c.accept("is put into a graveyard from the battlefield")) return new TriggerNode.Dies(null, false, false); // 700.4
        if (c.accept("enters the battlefield") || c.accept("enters")) {
            if (noun != null && noun.controller() == null && c.accept("under your control")) {
                noun = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), "you control", noun.with(),
                        noun.plural(), noun.zone());
            } else if (noun != null && noun.controller() == null && c.accept("under an opponent's control")) {
                noun = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), "an opponent controls",
                        noun.with(), noun.plural(), noun.zone());
            } else if (noun != null && noun.controller() == null && c.accept("under enchanted player's control")) { // 303.4
                noun = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), "enchanted player controls",
                        noun.with(), noun.plural(), noun.zone());
            }
            return new TriggerNode.Enters(noun, another, orSelf);
        }
        if (c.accept("dies")) return new TriggerNode.Dies(noun, another, orSelf);
        String owner = noun == null ? null : TriggerEventGrammar.graveyardFromBattlefield(c); // 603.6c
        if (owner != null) return new TriggerNode.NounEvent(noun, false, owner, another, orSelf);
        if (noun != null && !orSelf && c.accept("leaves the battlefield")) return new TriggerNode.PermanentLeaves(noun, another); // 603.6c
        if (noun != null && !orSelf && noun.hasHead("card") && c.accept("is put into")) { // 404.1
            String whose = c.acceptAny("a", "your", "an opponent's");
            if (whose != null && c.accept("graveyard from")) {
                String from = c.acceptAny("anywhere", "your library");
                if (from != null) return new TriggerNode.CardToGraveyard(noun, another, whose, from);
            }
            throw c.fail("\"a | your | an opponent's\" \"graveyard from\" \"anywhere | your library\"");
        }
        if (noun != null && !orSelf && c.accept("is turned face up")) return new TriggerNode.PermanentTurnedFaceUp(noun, another); // 708.8
        if (noun != null && orSelf && (noun.hasHead("creature") || noun.hasHead("permanent")) && !noun.plural()
                && c.accept("is turned face up")) {
            // 708.8, 109.5: "~ or another creature you control": ~ turned face up is itself such a permanent, so one filter
            // without the exclusion of the source reads both
            return new TriggerNode.PermanentTurnedFaceUp(noun, false);
        }
        if (c.accept("attacks") && !orSelf) return new TriggerNode.Attacks(noun, another);
        if (noun != null && !orSelf && !noun.plural() && c.accept("explores")) return new TriggerNode.Explores(noun, another); // 701.40b
        if (noun != null && !noun.plural() && ReturnedToHandGrammar.returned(c)) return new TriggerNode.ReturnedToHand(noun, another, orSelf); // 603.6c
        throw c.fail("an event");
    }

    /** "from your graveyard" / "from exile" / "from anywhere other than your hand" after a spell (601.2a), or null. */
    private static String castFrom(Cursor c) {
        if (c.accept("from your graveyard")) return "from your graveyard";
        if (c.accept("from exile")) return "from exile";
        if (c.accept("from anywhere other than your hand") || c.accept("from anywhere other than their hand")) {
            return "from anywhere other than your hand"; // the caster's own hand
        }
        return null;
    }

    /** One event of the source itself, for "[event] or [event]" (603.6a, 700.4, 603.6c, 508.3a), or null. */
    private static TriggerNode selfEvent(Cursor c) {
        if (c.accept("enters the battlefield") || c.accept("enters")) return new TriggerNode.Enters(null, false, false);
        if (c.accept("dies") || c.accept("is put into a graveyard from the battlefield")) {
            return new TriggerNode.Dies(null, false, false);
        }
        if (c.accept("leaves the battlefield")) return new TriggerNode.Leaves();
        if (c.accept("is put into exile from the battlefield")) return new TriggerNode.SelfExiledFromBattlefield(); // 603.6c
        if (c.accept("attacks")) return new TriggerNode.Attacks(null, false);
        if (c.accept("is turned face up")) return new TriggerNode.TurnedFaceUp(); // 708.8
        return null;
    }

    /** "that's [colour], [colour], or [colour]": the spell's colours, any of which will do (105.2). */
    private static Noun colouredSpell(Cursor c, Noun spell) {
        java.util.List<String> adjectives = new java.util.ArrayList<>(spell.adjectives());
        if (c.accept("both")) { // "a spell that's both green and blue" (105.2): each of the two colours
            String first = c.acceptAny("white", "blue", "black", "red", "green");
            if (first == null || !c.accept("and")) throw c.fail("a colour");
            String second = c.acceptAny("white", "blue", "black", "red", "green");
            if (second == null || second.equals(first)) throw c.fail("a colour");
            adjectives.add(first);
            adjectives.add(second);
            adjectives.add(NounGrammar.BOTH_COLOURS);
            return new Noun(adjectives, spell.heads(), spell.subtypeModifiers(), spell.controller(), spell.with(),
                    spell.plural(), spell.zone());
        }
        while (true) {
            String colour = c.acceptAny("white", "blue", "black", "red", "green");
            if (colour == null) throw c.fail("a colour");
            adjectives.add(colour);
            int m = c.mark();
            c.accept(",");
            if (c.accept("or")) continue;
            if (c.at("white") || c.at("blue") || c.at("black") || c.at("red") || c.at("green")) continue;
            c.reset(m);
            break;
        }
        return new Noun(adjectives, spell.heads(), spell.subtypeModifiers(), spell.controller(), spell.with(),
                spell.plural(), spell.zone());
    }

    private static PlayerRef casterOf(Cursor c) {
        if (c.accept("you cast")) return new PlayerRef.You();
        if (c.accept("an opponent casts")) return new PlayerRef.EachOpponent();
        if (c.accept("a player casts")) return new PlayerRef.EachPlayer();
        if (c.accept("enchanted player casts")) return new PlayerRef.Enchanted(); // 303.4
        return null;
    }
}
