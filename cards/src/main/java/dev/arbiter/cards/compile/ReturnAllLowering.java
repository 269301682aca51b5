package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.characteristic.CardType;

/**
 * Lowers the "return all" phrases of {@code ReturnAllGrammar}: by owner (108.3) and from graveyards to the
 * battlefield (110.2); and the search of library and/or graveyard of {@code SearchZonesGrammar} (701.19).
 * Returns null for any other node.
 */
final class ReturnAllLowering {

    private ReturnAllLowering() {
    }

    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode node) {
        Effect linked = LinkedReturnLowering.lower(base, ctx, node); // 607.2a: "return the exiled card to its owner's hand"
        if (linked != null) return linked;
        Effect copy = CopySpellLowering.lower(ctx, node); // 707.10
        if (copy != null) return copy;
        if (node instanceof EffectNode.CopyThisSpellFor cf) { // 707.10, 707.10c: the instant or sorcery spell resolving
            var card = ctx.ownCard();
            if (card == null || !(card.hasType("Instant") || card.hasType("Sorcery"))) {
                throw new NotSupported("\"copy this spell\" on a card that isn't an instant or sorcery");
            }
            return new Effect.CopySourceSpellFor(base.player(cf.who()));
        }
        if (node instanceof EffectNode.CopyThatSpellFor cf) { // 707.10: the spell whose casting triggered the ability
            if (!ctx.namesCastSpell() || ctx.lastObject() != null) throw new NotSupported("\"copies that spell\" with no spell cast named");
            // "Whenever a player casts ..., each other player copies that spell": other than the caster (603.2)
            Who who = cf.who() instanceof dev.arbiter.cards.grammar.ast.PlayerRef.EachOther && ctx.thatPlayer() instanceof Who.ThatPlayer
                    ? new Who.EachOtherThanThatPlayer() : base.player(cf.who());
            return new Effect.CopyThatSpellFor(who);
        }
        if (node instanceof EffectNode.ReturnAllOwned r) {
            Noun n = r.noun();
            Noun unowned = new Noun(n.adjectives(), n.heads(), n.subtypeModifiers(), null, n.with(), n.plural(), n.zone());
            NounLowering.Lowered l = NounLowering.lower(unowned);
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"return all\" of cards or spells by owner");
            return new Effect.ReturnAllOwnedToHand(base.player(r.owner()), l.filter());
        }
        if (node instanceof EffectNode.ReturnAllCards r) {
            NounLowering.Lowered l = NounLowering.lower(r.noun());
            ObjectFilter f = ReturnLowering.permanentTypes(r.noun(), l.filter()); // "permanent cards" (110.4b)
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("\"return all\" from a graveyard of a non-card");
            // 110.2: only permanent cards can enter the battlefield; a filter that admits others is refused
            if (f.anyOfTypes() == 0 || (f.anyOfTypes() & ~CardType.PERMANENT_MASK) != 0) {
                throw new NotSupported("putting a card that may not be a permanent onto the battlefield");
            }
            Who whose = switch (r.noun().zone()) {
                case "your graveyard" -> new Who.You();
                case "all graveyards" -> new Who.EachPlayer();
                default -> throw new NotSupported("\"return all\" from \"" + r.noun().zone() + "\"");
            };
            if (!r.put() && whose instanceof Who.You && !r.underYourControl() && f.equals(typesOnly(f.anyOfTypes()))
                    && Integer.bitCount(f.anyOfTypes()) == 1) {
                return new Effect.ReturnAllFromGraveyard(f.anyOfTypes()); // the older reading of the same text
            }
            return new Effect.ReturnAllCardsToBattlefield(whose, f, r.underYourControl(), r.put());
        }
        if (node instanceof EffectNode.SearchLibraryAndGraveyard sb) { // 701.19
            if (sb.name() != null) return new Effect.SearchLibraryAndGraveyard(null, sb.name(), "a card named " + sb.name());
            NounLowering.Lowered l = NounLowering.lower(sb.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a search for a non-card");
            return new Effect.SearchLibraryAndGraveyard(l.filter(), null, null);
        }
        if (node instanceof dev.arbiter.cards.grammar.ast.ExileUntilCastNode eu) { // 406, 608.2g
            NounLowering.Lowered l = NounLowering.lower(eu.noun());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("exiling until a non-card");
            return new dev.arbiter.engine.ability.ExileUntilMayCast(base.player(eu.who()), l.filter());
        }
        if (node instanceof dev.arbiter.cards.grammar.ast.ManifestNode mf) { // 701.34a
            return new dev.arbiter.engine.ability.ManifestTop(base.player(mf.who()), base.amount(mf.count()), mf.plusOneCounters(),
                    mf.fromHand());
        }
        if (node instanceof dev.arbiter.cards.grammar.ast.ZoneListSearchNode z) { // 701.19: several zones, into hand or onto the battlefield
            ObjectFilter f = null;
            if (z.name() == null) {
                NounLowering.Lowered l = NounLowering.lower(z.noun());
                if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a search for a non-card");
                f = ReturnLowering.permanentTypes(z.noun(), l.filter()); // 110.4b: "permanent card"
            }
            return new dev.arbiter.engine.ability.SearchZonesAndPut(f, z.name(), z.name() == null ? null : "a card named " + z.name(),
                    z.graveyard(), z.hand(), z.battlefield());
        }
        return null;
    }

    private static ObjectFilter typesOnly(int types) {
        return new ObjectFilter(types, 0, dev.arbiter.engine.ability.Relation.ANY, null, 0, 0, false, false,
                dev.arbiter.engine.ability.FilterQualities.NONE);
    }
}
