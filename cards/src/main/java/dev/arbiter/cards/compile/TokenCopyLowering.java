package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PermanentNodes;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.CopyExceptions;
import dev.arbiter.engine.characteristic.Color;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "Create a token that's a copy of target creature you control" (111.2, 707.2): lowered to
 * {@link Effect.CreateTokenCopy}. What is copied is a permanent or permanent card (a copy of an Aura chooses what it
 * enchants as it enters or isn't created, 303.4f-g, in the engine): a target one (a card in a graveyard copied with its own values, 707.2); ~ when it is a
 * creature or artifact card; "enchanted / equipped creature"; or one named before
 * ("that creature", "it"): a target named earlier in the effect ("Exile target attacking creature. Create a token
 * that's a copy of that creature."), or the trigger's object ("Whenever a nontoken creature enters ..., create a
 * token that's a copy of that creature"). One that left the battlefield is copied as it last existed there (608.2h).
 */
final class TokenCopyLowering {

    private static final Set<String> HEADS = Set.of("creature", "artifact", "enchantment", "land", "planeswalker",
            "permanent", "token");
    private static final Set<String> PRONOUNS = Set.of("it", "that creature", "that artifact", "that card", "those creatures");
    /** 111.5: a copy of an instant or sorcery card isn't created; what is copied is a permanent or a permanent card. */
    private static final int KINDS = CardType.PERMANENT_MASK;

    private TokenCopyLowering() {
    }

    static Effect lower(EffectLowering effects, ParseContext ctx, EffectNode.CreateTokenCopy node) {
        CopyExceptions except = exceptions(node.except());
        if (except.colors() == CopyExceptions.OWN_COLORS) throw new NotSupported("a token copy that keeps its own colour");
        Subject s = subject(effects, ctx, node.original());
        if (node.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.You) return new Effect.CreateTokenCopy(s, except);
        return new Effect.CreateTokenCopy(s, except, effects.player(node.who())); // 111.2: "that creature's controller creates"
    }

    /**
     * "[~ | target permanent | that creature | each other creature] becomes a copy of [original] ..." (707.2, 613.1a): the
     * permanent that becomes a copy is ~ (a creature or artifact card's own ability), one target permanent, one named
     * before, or each permanent of a kind (the set fixed as the effect begins, 608.2h; the original itself among them
     * becomes a copy of its own values, which changes nothing); the original
     * is what a token copy may copy (a creature or artifact, 303.4f).
     */
    static Effect become(EffectLowering effects, ParseContext ctx, EffectNode.BecomeCopy node) {
        Subject who;
        if (node.subject() instanceof ObjectRef.Self) {
            who = self(effects, ctx, node.subject());
        } else {
            who = effects.permanents(node.subject());
            if (who instanceof Subject.Self) {
                who = self(effects, ctx, node.subject());
            } else if (!(who instanceof Subject.TargetObject t && ctx.targets().get(t.index()).filter() != null
                    && node.subject() instanceof ObjectRef.Targeted g && g.max() == 1 && g.min() == 1
                    || who instanceof Subject.ThatObject && !ctx.namesCastSpell()
                    || who instanceof Subject.Each || who instanceof Subject.EachOtherThanTarget)) { // "each other creature becomes a copy of target creature" (608.2h)
                throw new NotSupported("a copy effect on something other than ~, one target permanent, one named before or each permanent of a kind");
            }
        }
        if (node.thisAbility() && !(who instanceof Subject.Self)) {
            throw new NotSupported("\"except it has this ability\" on a permanent other than the ability's source");
        }
        Subject original = subject(effects, ctx, node.original());
        return new Effect.BecomeCopy(who, original, exceptions(node.except()), node.thisAbility(), node.untilEndOfTurn());
    }

    /** The copy's exceptions (707.9b) as the engine applies them to the copied values. */
    static CopyExceptions exceptions(PermanentNodes.CopyExcept e) {
        if (e.equals(PermanentNodes.CopyExcept.NONE)) return CopyExceptions.NONE;
        int colors = -1;
        for (String c : e.colours()) {
            if (c.equals(PermanentNodes.CopyExcept.OWN_COLOUR)) { // 707.9b: kept, for a permanent becoming a copy
                colors = CopyExceptions.OWN_COLORS;
                break;
            }
            colors = (colors < 0 ? 0 : colors) | Color.ofName(c).bit();
        }
        int types = 0;
        for (String t : e.types()) types |= CardType.ofWord(t).bit();
        List<Ability> abilities = new ArrayList<>();
        for (String k : e.keywords()) {
            List<Ability> a = KeywordLines.all(k);
            if (a == null || a.isEmpty()) throw new NotSupported("a copy that has keyword \"" + k + "\"");
            abilities.addAll(a);
        }
        KeywordLines.checkGrantable(abilities);
        for (String q : e.quoted()) { // 707.9b, 113.1a: a quoted ability the copy has is its own
            List<Ability> granted = GrantedAbilities.list("\"" + q + "\"", TokenLowering.holder());
            if (granted == null) throw new NotSupported("a copy that has \"" + q + "\"");
            abilities.addAll(granted);
        }
        return new CopyExceptions(e.power(), e.toughness(), colors, types, e.subtypes(), e.inAddition(), e.noManaCost(),
                e.notLegendary(), abilities);
    }

    private static Subject subject(EffectLowering effects, ParseContext ctx, ObjectRef original) {
        if (original instanceof ObjectRef.Targeted t) {
            boolean card = t.noun().zone() != null && t.noun().zone().contains("graveyard"); // 707.2: the card's own values
            java.util.List<String> heads = new ArrayList<>(t.noun().heads());
            if (card) heads.remove("card"); // "target creature card in your graveyard"
            if (t.max() != 1 || t.noun().zone() != null && !card || heads.isEmpty() || !HEADS.containsAll(heads)) {
                throw new NotSupported("a token that's a copy of something other than a target creature or artifact");
            }
            Subject s = card ? effects.cards(original) : effects.permanents(original);
            if (!(s instanceof Subject.TargetObject)) throw new NotSupported("a token that's a copy of a non-target");
            return s;
        }
        if (original instanceof ObjectRef.Self) return self(effects, ctx, original);
        if (original instanceof ObjectRef.Every e && !e.other()) { // "For each creature token you control, create a copy" (608.2h)
            Subject s = effects.permanents(original);
            int types = s instanceof Subject.Each each ? each.filter().anyOfTypes() : 0;
            if (!(s instanceof Subject.Each) || (types & ~KINDS) != 0) { // 0: each permanent of the kind
                throw new NotSupported("a token that's a copy of each of something other than permanents");
            }
            return s;
        }
        if (original instanceof ObjectRef.Attached a && (a.word().endsWith("creature") || a.word().endsWith("artifact"))) {
            // "equipped creature": the permanent it's attached to (301.5)
            Subject s = effects.permanents(original);
            if (s instanceof Subject.Host) return s;
        }
        if (!(original instanceof ObjectRef.Pronoun p) || !PRONOUNS.contains(p.word())) {
            throw new NotSupported("a token that's a copy of something other than a creature or artifact named before");
        }
        Subject s = effects.permanents(original);
        if (s instanceof Subject.Self) return self(effects, ctx, original);
        if (s instanceof Subject.ThatObject && !ctx.namesCastSpell()) return s; // 603.2
        if (s instanceof Subject.TargetObject t && copiesPermanents(ctx.targets().get(t.index()).filter())) return s;
        throw new NotSupported("a token that's a copy of \"" + p.word() + "\" (not a creature or artifact named before)");
    }

    /** ~ itself: a creature or artifact card (a permanent's ability). */
    private static Subject self(EffectLowering effects, ParseContext ctx, ObjectRef original) {
        var card = ctx.ownCard();
        if (card == null || !(card.hasType("Creature") || card.hasType("Artifact") || card.hasType("Enchantment")
                || card.hasType("Land") || card.hasType("Planeswalker"))) {
            throw new NotSupported("a token that's a copy of ~ that is not a permanent card");
        }
        return original instanceof ObjectRef.Self ? effects.permanents(original) : new Subject.Self();
    }

    /**
     * Whether a target of {@code f} is a permanent (any, 110.1), or a permanent card in a graveyard (its own copiable
     * values, 707.2, also once the effect exiled it; 111.5: not an instant or sorcery card); not a spell.
     */
    private static boolean copiesPermanents(TargetFilter f) {
        boolean permanent = f instanceof TargetFilter.PermanentTarget || f instanceof TargetFilter.Permanent;
        int types = f instanceof TargetFilter.PermanentTarget pt ? pt.anyOfTypes()
                : f instanceof TargetFilter.Permanent pm ? pm.filter().anyOfTypes()
                : f instanceof TargetFilter.CardInGraveyard g ? g.anyOfTypes()
                : f instanceof TargetFilter.GraveyardCard g ? g.filter().anyOfTypes() : 0;
        return (types != 0 || permanent) && (types & ~KINDS) == 0;
    }
}
