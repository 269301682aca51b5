package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * What an object does in an effect clause, split from {@link ClauseGrammar} by job:
 * <pre>
 * object-verb := deals N damage to recipients | get(s) +P/+T [and gain(s) keywords] until end of turn
 *              | gain(s) keywords until end of turn
 *              | has base power and toughness N/N ["and has" keywords] ("until end of turn" | counter-lasting)
 *              | land-lasting                                   (counter-lasting, land-lasting: CounterLastingGrammar)
 * </pre>
 */
final class ObjectVerbGrammar {

    private ObjectVerbGrammar() {
    }

    /** What an object does: "~ deals 3 damage to any target", "target creature gets +2/+2 until end of turn". */
    static EffectNode objectPhrase(Cursor c, ObjectRef subject) {
        AlsoGrammar.skipAlso(c); // 608.2c: "White creatures you control also gain first strike until end of turn"
        EffectNode zone = ZoneVerbGrammar.objectVerb(c, subject);
        if (zone != null) return zone;
        EffectNode keptTapped = UntapLastingGrammar.objectVerb(c, subject); // 502.3, 611.2b
        if (keptTapped != null) return keptTapped;
        EffectNode lasting = PumpLastingGrammar.objectVerb(c, subject); // 611.2b
        if (lasting != null) return lasting;
        EffectNode landLasting = CounterLastingGrammar.landType(c, subject); // 305.7, 611.2b
        if (landLasting != null) return landLasting;
        EffectNode landUntil = LandTypeUntilGrammar.objectVerb(c, subject); // 305.7, 611.2a
        if (landUntil != null) return landUntil;
        EffectNode loses = LoseKeywordGrammar.objectVerb(c, subject); // 613.1f
        if (loses != null) return loses;
        EffectNode quotedGain = QuotedGainGrammar.objectVerb(c, subject); // 611.2a, 113.1a: gains "[ability]" until end of turn
        if (quotedGain != null) return quotedGain;
        EffectNode copy = BecomeCopyGrammar.objectVerb(c, subject); // 707.2, 613.1a
        if (copy != null) return copy;
        EffectNode becomes = BecomeTypeGrammar.objectVerb(c, subject, false); // 205.1a, 613.4b
        if (becomes != null) return becomes;
        EffectNode blocks = BlockRequirementGrammar.objectVerb(c, subject); // 509.1c
        if (blocks != null) return blocks;
        EffectNode combat = CombatGrammar.thisTurn(c, subject);
        if (combat != null) return combat;
        EffectNode also = InAdditionGrammar.verb(c, subject); // 205.1a, 105.3
        if (also != null) return also;
        EffectNode becomesAlso = BecomesInAdditionGrammar.verb(c, subject); // 205.1a, 611.2a
        if (becomesAlso != null) return becomesAlso;
        EffectNode fight = FightGrammar.verb(c, subject); // 701.14a
        if (fight != null) return fight;
        if (c.acceptAny("explores", "explore") != null) return new EffectNode.Explore(subject); // 701.40a
        if (c.acceptAny("connives", "connive") != null) return new EffectNode.Connive(subject); // 701.47a
        if (c.accept("deals") || c.accept("deal")) { // "deal" after "you may have it"
            if (c.accept("damage to")) { // "deals damage to target creature equal to the number of ..."
                var to = SplitDamageGrammar.recipients(c, subject); // "to itself": the source (120.1)
                c.expect("equal to");
                return new EffectNode.Damage(subject, new AmountNode.EqualTo(
                        OneShotGrammar.ofSource(AmountDefinitionGrammar.definition(c), subject)), to);
            }
            if (c.accept("damage equal to")) {
                AmountNode n = OneShotGrammar.ofSource(ClauseGrammar.numberOf(c), subject); // "its power": the source's
                c.expect("to");
                return new EffectNode.Damage(subject, n, SplitDamageGrammar.recipients(c, subject)); // "to itself" (120.1)
            }
            AmountNode n = EffectGrammar.amount(c);
            EffectNode divided = DividedDamageGrammar.divided(c, subject, n); // 601.2d
            if (divided != null) return divided;
            c.expect("damage to");
            var to = SplitDamageGrammar.recipients(c, subject); // "to itself": the source (120.1)
            return SplitDamageGrammar.damage(c, subject, new EffectNode.Damage(subject, ClauseGrammar.perEach(c, n), to)); // 120.1, 701.15c
        }
        if (c.acceptAny("has base power and toughness", "have base power and toughness") != null) { // 613.4b
            Token pt = c.next();
            int[] base = pt == null || pt.kind() != Token.Kind.PT || pt.text().startsWith("+") ? null : pt.fixedPt();
            if (base == null || base[0] < 0 || base[1] < 0) throw c.fail("a base power and toughness N/N");
            List<String> withKeywords = c.acceptAny("and has", "and have") != null ? ClauseGrammar.keywords(c) : List.of();
            String counter = CounterLastingGrammar.duration(c); // 611.2b: "for as long as it has a feather counter on it"
            if (counter == null) c.expect("until end of turn");
            EffectNode set = new EffectNode.SetBase(subject, base[0], base[1]);
            if (counter == null && withKeywords.isEmpty()) { // 613.4b, 611.2a: "... until end of turn and gains trample until end of turn"
                int m = c.mark();
                List<String> gained = c.acceptAny("and gains", "and gain") != null ? ClauseGrammar.keywords(c) : List.of();
                if (!gained.isEmpty() && c.accept("until end of turn")) withKeywords = gained;
                else c.reset(m);
            }
            if (!withKeywords.isEmpty()) {
                ObjectRef again = subject instanceof ObjectRef.Targeted ? new ObjectRef.Pronoun("it") : subject; // the same object
                set = new EffectNode.Sequence(List.of(set, new EffectNode.Pump(again, 0, 0, withKeywords)));
            }
            return counter == null ? set : new EffectNode.WhileCounter(set, counter);
        }
        if (c.accept("gets") || c.accept("get")) {
            AlsoGrammar.skipAdditional(c); // 613.4c: "gets an additional +2/+2 until end of turn" is one more +2/+2
            Token pt = c.next();
            if (pt.kind() != Token.Kind.PT) throw c.fail("+N/+N");
            if (pt.text().contains("X") && c.accept("until end of turn")) return new EffectNode.PumpX(subject, pt.text());
            if (c.at("or")) { // 608.2d: "gets +X/+X or -X/-X" / "+1/-1 or -1/+1 until end of turn", chosen on resolution
                int m = c.mark();
                c.accept("or");
                Token other = c.next();
                if (other != null && other.kind() == Token.Kind.PT && other.text().contains("X") == pt.text().contains("X")
                        && c.accept("until end of turn")) {
                    return new EffectNode.PumpXEither(subject, pt.text(), other.text());
                }
                c.reset(m);
            }
            int[] v = fixedPt(pt, c);
            List<String> keywords = new ArrayList<>();
            if (c.accept("and gains") || c.accept("and gain")) {
                keywords = c.accept("your choice of") ? List.of(choiceOf(c)) : ClauseGrammar.keywords(c); // 608.2d: chosen as it resolves
            }
            if (c.accept("until end of combat")) { // 500.5, 511.2
                return new EffectNode.UntilEndOfCombat(new EffectNode.Pump(subject, v[0], v[1], keywords));
            }
            EffectNode countedFirst = TrailingDurationGrammar.pumpForEachThenDuration(c, subject, v, keywords); // 107.1, 611.2a
            if (countedFirst != null) return countedFirst;
            c.expect("until end of turn");
            if (keywords.isEmpty() && c.at("for each")) { // 107.1
                return TrailingDurationGrammar.andGains(c, subject, OneShotGrammar.pumpForEach(c, subject, v[0], v[1]));
            }
            return new EffectNode.Pump(subject, v[0], v[1], keywords);
        }
        if (c.accept("gains") || c.accept("gain")) {
            Token quoted = c.peek();
            if (quoted != null && quoted.kind() == Token.Kind.QUOTED && !c.at("until end of turn")) { // 611.2a, 113.1a
                c.next();
                if (!c.atEnd() && !c.at(".") && !c.at("and") && !c.at(",")) throw c.fail("the end of the quoted ability");
                return new EffectNode.GainsQuoted(subject, quoted.text());
            }
            List<String> keywords = ClauseGrammar.keywords(c);
            if (c.accept("and gets") || c.accept("and get")) { // "gains trample and gets +X/+0 until end of turn" (611.2a)
                Token pt = c.next();
                if (pt == null || pt.kind() != Token.Kind.PT) throw c.fail("+N/+N");
                c.expect("until end of turn");
                if (!pt.text().contains("X")) {
                    int[] v = fixedPt(pt, c);
                    return new EffectNode.Pump(subject, v[0], v[1], keywords);
                }
                // the same group again for "creatures you control gain trample and get +X/+X" (not targeted: read twice alike)
                ObjectRef again = subject instanceof ObjectRef.Every ? subject : new ObjectRef.Pronoun("it");
                return new EffectNode.Sequence(List.of(new EffectNode.Pump(subject, 0, 0, keywords),
                        new EffectNode.PumpX(again, pt.text())));
            }
            if (c.accept("until end of combat")) { // 500.5, 511.2
                return new EffectNode.UntilEndOfCombat(new EffectNode.Pump(subject, 0, 0, keywords));
            }
            if (c.atEnd() || c.at(".")) return new EffectNode.GainsIndefinitely(subject, keywords); // 611.2a: no duration
            c.expect("until end of turn");
            return new EffectNode.Pump(subject, 0, 0, keywords);
        }
        throw c.fail("what the object does");
    }

    /** After "your choice of": "banding, flying, first strike, or trample" as one keyword choice (608.2d). */
    private static String choiceOf(Cursor c) {
        List<String> options = new ArrayList<>();
        while (true) {
            String k = c.accept("banding") ? "banding" : NounGrammar.keyword(c); // 702.22: a keyword a creature may gain
            if (k == null) throw c.fail("a keyword");
            options.add(k);
            if (c.acceptAny(", or", "or") != null) {
                String last = c.accept("banding") ? "banding" : NounGrammar.keyword(c);
                if (last == null) throw c.fail("a keyword");
                options.add(last);
                break;
            }
            if (!c.accept(",")) throw c.fail("\"or\"");
        }
        return "your choice of " + String.join(", ", options.subList(0, options.size() - 1)) + ", or " + options.get(options.size() - 1);
    }

    private static int[] fixedPt(Token pt, Cursor c) {
        int[] v = pt.fixedPt();
        if (v == null) throw c.fail("a fixed +N/+N");
        return v;
    }
}
